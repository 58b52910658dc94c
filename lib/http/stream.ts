/**
 * Reading an event stream's answer for `ApiClient.stream`: the body is handed to a sink (the SSE
 * reader, lib/sse/reader.ts) chunk by chunk, as it comes, until the sink has read enough, the
 * server closes it, the deadline passes or the byte bound is reached. An answer that is not an
 * event stream (an error envelope) is read as a body, within the same bound. The deadline and the
 * bound end a read; they are results ("no terminal event before the deadline"), not errors: a
 * parked run's stream is quiet and open by design (doc 2 Events).
 */
import type { Answer } from "./attempts.ts";
import { letGo, type BodyStream } from "./body.ts";
import type { Exchange } from "./exchange.ts";

export interface StreamOptions {
  /** Bearer key; null sends no Authorization header. */
  key: string | null;
  query?: Record<string, string | number | boolean | undefined>;
  /** How long the read may last, headers and frames (default: the client's deadline, `--timeout`). */
  deadlineMs?: number;
  /** Ends the read when aborted, as the deadline does (a stream the caller holds open until done with it). */
  stop?: AbortSignal;
  /** The most bytes read (default: the client's bound, `--max-response-bytes`). */
  maxBytes?: number;
}

/** What reads an event stream's body as it comes. */
export interface StreamSink {
  /** Takes the next chunk; true when it has read enough (the read stops there). */
  feed(chunk: Buffer): boolean;
  /** What the exchange's record shows of the frames read, once the read ended (made when read). */
  describe(end: StreamEnd): string;
}

/** How a stream read ended. */
export interface StreamEnd {
  /** 0 when no response headers came before the deadline. */
  status: number;
  contentType: string;
  /** The server closed the stream. */
  ended: boolean;
  /** The deadline, the sink or the byte bound stopped the read. */
  cutOff: boolean;
  /** The byte bound stopped it. */
  oversize: boolean;
  /** The body of an answer that is not an event stream (an error envelope), secrets redacted. */
  body?: string;
  durationMs: number;
}

export interface StreamAnswer extends StreamEnd {
  headers: Record<string, string>;
  exchange: Exchange;
  /** The answer was a throttling refusal not sent again (why, in words); else null. */
  throttled: string | null;
}

export const isEventStreamType = (contentType: string): boolean =>
  contentType.toLowerCase().startsWith("text/event-stream");

/** Reads the answer's body into `sink` (or as a body, when it is not an event stream), within `maxBytes`. */
export async function readStreamAnswer(a: Answer, sink: StreamSink, maxBytes: number, t0: number): Promise<StreamEnd> {
  const contentType = a.headers["content-type"] ?? "";
  const stream = isEventStreamType(contentType);
  const body = a.body as BodyStream;
  const chunks: Buffer[] = [];
  let read = 0;
  let cutOff = false;
  let oversize = false;
  try {
    for await (const chunk of body) {
      read += chunk.length;
      if (read > maxBytes) oversize = cutOff = true;
      else if (!stream) chunks.push(Buffer.from(chunk));
      else if (sink.feed(Buffer.from(chunk))) cutOff = true;
      if (cutOff) break;
    }
  } catch (err) {
    // The deadline cut the read off: how far it went is the result.
    if ((err as Error).name !== "AbortError" && !a.signal.aborted) throw err;
    cutOff = true;
  } finally {
    letGo(body);
  }
  const end: StreamEnd = {
    status: a.status,
    contentType,
    ended: !cutOff,
    cutOff,
    oversize,
    durationMs: Math.round(performance.now() - t0),
  };
  if (!stream) end.body = Buffer.concat(chunks).toString("utf8");
  return end;
}
