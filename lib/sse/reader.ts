/**
 * Reads a server-sent event stream with eventsource-parser, through the run's client
 * (`ApiClient.stream`: its guard, pace, deadline, byte bound and exchange record). The suite never
 * auto-reconnects (doc 2 Versioning) and every read is bounded: by the run's `--timeout` unless
 * told a deadline, and by its `--max-response-bytes` — a parked run's stream is quiet and open by
 * design (doc 2 Events), so "no terminal event before the deadline" is a result, not a hang.
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import type { ApiClient, StreamAnswer, StreamEnd } from "../http/client.ts";

export interface StreamFrame {
  event: string;
  data: string;
  id?: string;
  /** `data` parsed as JSON, or undefined when it is not JSON. */
  json?: unknown;
}

/** The frames of a read, and how it ended. */
export interface StreamFrames extends StreamEnd {
  frames: StreamFrame[];
  /** Lines the parser could not read as SSE fields (the first MALFORMED_KEPT of them). */
  malformed: string[];
}

/** A read: its frames, how it ended, the answer's headers and the exchange that records it. */
export type StreamRead = StreamAnswer & StreamFrames;

export interface ReadOptions {
  key: string | null;
  /** The longest the read lasts (default: the client's deadline, `--timeout`). */
  deadlineMs?: number;
  maxFrames?: number;
  stopOn?: (f: StreamFrame) => boolean;
  /** Ends the read when aborted (a stream held open until the reader is done with it). */
  stop?: AbortSignal;
}

/** Malformed lines kept for the report (a stream of junk would otherwise fill memory with them). */
const MALFORMED_KEPT = 20;
/** Characters of the frames shown in an exchange's record. */
const SHOWN_CHARS = 4_000;

/** One bounded read of the stream at `path`, with the exchange that records it. */
export async function readStream(client: ApiClient, path: string, opts: ReadOptions): Promise<StreamRead> {
  const frames: StreamFrame[] = [];
  const malformed: string[] = [];
  let stop = false;
  const parser = createParser({
    onEvent(m: EventSourceMessage) {
      frames.push(frameOf(m));
      if ((opts.maxFrames && frames.length >= opts.maxFrames) || opts.stopOn?.(frames.at(-1)!)) stop = true;
    },
    onError(err) {
      if (malformed.length < MALFORMED_KEPT) malformed.push(String(err.message));
    },
  });
  const sink = {
    feed(chunk: Buffer): boolean {
      parser.feed(chunk.toString("utf8"));
      return stop;
    },
    describe: (end: StreamEnd) => describeRead({ ...end, frames, malformed }),
  };
  const answer = await client.stream(path, { key: opts.key, deadlineMs: opts.deadlineMs, stop: opts.stop }, sink);
  return { ...answer, frames, malformed };
}

/** The whole frames of a stream's text as recorded (a frame cut off before its blank line is not one). */
export function framesOfText(text: string): StreamFrame[] {
  const frames: StreamFrame[] = [];
  createParser({ onEvent: (m) => frames.push(frameOf(m)) }).feed(text);
  return frames;
}

function frameOf(m: EventSourceMessage): StreamFrame {
  const f: StreamFrame = { event: m.event ?? "message", data: m.data, id: m.id };
  try {
    f.json = JSON.parse(m.data);
  } catch {
    f.json = undefined;
  }
  return f;
}

/** The frames as SSE text (truncated), then how the read ended. */
export function describeRead(r: StreamFrames): string {
  if (r.body !== undefined) return r.body.slice(0, SHOWN_CHARS);
  let text = "";
  let shown = 0;
  for (const f of r.frames) {
    if (text.length >= SHOWN_CHARS) break;
    text += `${shown ? "\n" : ""}${f.id !== undefined ? `id: ${f.id}\n` : ""}event: ${f.event}\ndata: ${f.data}\n`;
    shown += 1;
  }
  const tail = [
    r.malformed.length ? `(${r.malformed.length} malformed line(s): ${r.malformed.slice(0, 3).join("; ")})` : "",
    r.ended
      ? "(the server closed the stream)"
      : r.cutOff
        ? `(read cut off by the suite after ${r.durationMs} ms${r.oversize ? ", at the byte bound" : ""})`
        : "",
  ].filter(Boolean);
  const body =
    text.length > SHOWN_CHARS || shown < r.frames.length
      ? `${text.slice(0, SHOWN_CHARS)}… (${r.frames.length} frames)`
      : text;
  return [body, ...tail].join("\n");
}
