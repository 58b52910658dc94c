/**
 * Reads a server-sent event stream with eventsource-parser over undici. The suite never
 * auto-reconnects (doc 2 Versioning) and bounds every read by a deadline: a parked run's stream is
 * quiet and open by design (doc 2 Events), so "no terminal event before the deadline" is a result,
 * not a hang. Its bytes are bounded too: a stream (or an error body) past `maxBytes` is cut off there.
 */
import { request, type Dispatcher } from "undici";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import type { Redactor } from "../http/redact.ts";
import { MAX_RESPONSE_BYTES } from "../http/client.ts";

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
  /** The deadline (or the frame budget, or the byte bound) stopped the read. */
  cutOff: boolean;
  /** The byte bound stopped it. */
  oversize: boolean;
  /** Lines the parser could not read as SSE fields. */
  malformed: string[];
  /** The non-stream body, when the answer was not an event stream (an error envelope). */
  body?: string;
  durationMs: number;
}

export async function readStream(
  url: string,
  opts: {
    key: string | null;
    deadlineMs: number;
    maxFrames?: number;
    maxBytes?: number;
    stopOn?: (f: StreamFrame) => boolean;
    redactor: Redactor;
    /** The client's (ApiClient.dispatcher): undefined for undici's global one. */
    dispatcher?: Dispatcher;
  },
): Promise<StreamRead> {
  const t0 = performance.now();
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), opts.deadlineMs);
  const frames: StreamFrame[] = [];
  const malformed: string[] = [];
  let ended = false;
  let cutOff = false;
  let oversize = false;
  let read = 0;
  const maxBytes = opts.maxBytes ?? MAX_RESPONSE_BYTES;
  let status = 0;
  let contentType = "";
  let body: string | undefined;
  try {
    const res = await request(url, {
      method: "GET",
      headers: { accept: "text/event-stream", ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}) },
      signal: ctrl.signal,
      dispatcher: opts.dispatcher,
    });
    status = res.statusCode;
    contentType = String(res.headers["content-type"] ?? "");
    if (!contentType.toLowerCase().startsWith("text/event-stream")) {
      const chunks: Buffer[] = [];
      for await (const chunk of res.body) {
        read += (chunk as Buffer).length;
        if (read > maxBytes) {
          oversize = cutOff = true;
          break;
        }
        chunks.push(Buffer.from(chunk as Buffer));
      }
      body = opts.redactor.redact(Buffer.concat(chunks).toString("utf8"));
      ended = !oversize;
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
        read += (chunk as Buffer).length;
        if (read > maxBytes) {
          oversize = stop = true;
        } else parser.feed(Buffer.from(chunk as Buffer).toString("utf8"));
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
  return { status, contentType, frames, ended, cutOff, oversize, malformed, body, durationMs: Math.round(performance.now() - t0) };
}
