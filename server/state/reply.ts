/** What a handler returns: the server turns it into bytes on the wire. */
import type { Readable } from "node:stream";

export type Reply =
  | { kind: "json"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "empty"; status: number }
  | { kind: "bytes"; status: number; contentType: string; body: Buffer; headers?: Record<string, string> }
  | { kind: "sse"; open: (sink: SseSink) => void };

/** The server side of one event stream; `close` ends the response. */
export interface SseSink {
  send(event: string, data: unknown, id?: string): void;
  /** A comment line: keeps a quiet stream's connection warm without an event. */
  comment(text: string): void;
  close(): void;
  /** Called once when the client goes away or the stream ends. */
  onClose(fn: () => void): void;
  readonly closed: boolean;
}

export function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { kind: "json", status, body, headers };
}
export function ok(body: unknown): Reply {
  return json(200, body);
}
export function created(body: unknown): Reply {
  return json(201, body);
}
export function accepted(body: unknown): Reply {
  return json(202, body);
}
export function noContent(): Reply {
  return { kind: "empty", status: 204 };
}
export type { Readable };
