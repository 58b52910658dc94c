/**
 * Reads a server-sent event stream with eventsource-parser over undici. The suite never
 * auto-reconnects (doc 2 Versioning) and bounds every read by a deadline: a parked run's stream is
 * quiet and open by design (doc 2 Events), so "no terminal event before the deadline" is a result,
 * not a hang.
 */
import { request } from "undici";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import type { Redactor } from "../http/redact.ts";

export interface StreamFrame {
  event: string;
  data: string;
  id?: string;
  /** `data` parsed as JSON, or undefined when it is not JSON. */
  json?: unknown;
}

export interface StreamRead {
  status: number;
  contentType: string;
  frames: StreamFrame[];
  /** The server closed the stream. */
  ended: boolean;
  /** The deadline (or the frame budget) stopped the read. */
  cutOff: boolean;
  /** Lines the parser could not read as SSE fields. */
  malformed: string[];
  /** The non-stream body, when the answer was not an event stream (an error envelope). */
  body?: string;
  durationMs: number;
}

export async function readStream(
  url: string,
  opts: { key: string | null; deadlineMs: number; maxFrames?: number; stopOn?: (f: StreamFrame) => boolean; redactor: Redactor },
): Promise<StreamRead> {
  const t0 = performance.now();
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), opts.deadlineMs);
  const frames: StreamFrame[] = [];
  const malformed: string[] = [];
  let ended = false;
  let cutOff = false;
  let status = 0;
  let contentType = "";
  let body: string | undefined;
  try {
    const res = await request(url, {
      method: "GET",
      headers: { accept: "text/event-stream", ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}) },
      signal: ctrl.signal,
    });
    status = res.statusCode;
    contentType = String(res.headers["content-type"] ?? "");
    if (!contentType.toLowerCase().startsWith("text/event-stream")) {
      body = opts.redactor.redact(await res.body.text());
      ended = true;
    } else {
      let stop = false;
      const parser = createParser({
        onEvent(m: EventSourceMessage) {
          const f: StreamFrame = { event: m.event ?? "message", data: m.data, id: m.id };
          try {
            f.json = JSON.parse(m.data);
          } catch {
            f.json = undefined;
          }
          frames.push(f);
          if ((opts.maxFrames && frames.length >= opts.maxFrames) || opts.stopOn?.(f)) stop = true;
        },
        onError(err) {
          malformed.push(String(err.message));
        },
      });
      for await (const chunk of res.body) {
        parser.feed(Buffer.from(chunk as Buffer).toString("utf8"));
        if (stop) {
          cutOff = true;
          break;
        }
      }
      if (!cutOff) ended = true;
      res.body.destroy();
    }
  } catch (err) {
    if ((err as Error).name === "AbortError" || ctrl.signal.aborted) cutOff = true;
    else throw err;
  } finally {
    clearTimeout(timer);
    ctrl.abort();
  }
  return { status, contentType, frames, ended, cutOff, malformed, body, durationMs: Math.round(performance.now() - t0) };
}
