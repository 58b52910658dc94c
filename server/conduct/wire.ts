/**
 * The recorder sits where a proxy would: between the socket and the request listener, seeing each
 * exchange as the client does. These taps observe a request's body bytes and a response's head,
 * JSON body and stream frames without changing how the listener reads or writes them.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Calls `onChunk` with every body chunk the request emits. It wraps `emit` rather than adding a
 * `data` listener: a listener would switch the stream to flowing before the handler attaches its
 * own, and the handler could miss the first chunks.
 */
export function tapRequestBody(req: IncomingMessage, onChunk: (chunk: Buffer) => void): void {
  const emit = req.emit;
  req.emit = function (this: IncomingMessage, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "data" && args[0] !== undefined)
      onChunk(Buffer.isBuffer(args[0]) ? args[0] : Buffer.from(String(args[0])));
    return emit.call(this, event, ...args);
  } as typeof req.emit;
}

export interface ResponseTaps {
  /**
   * Asked when the head is written: whether to hold a JSON answer of this status until its body is
   * known, so that `json` may rewrite it (the content length is then set to the new body's).
   */
  holdJson(status: number): boolean;
  /** The held answer's parsed body; returns the body to send instead, or undefined to keep it. */
  json(body: unknown): unknown;
  /** Text written after the head (event-stream frames), when the answer is not held. */
  text(chunk: string): void;
}

function headerValue(headers: OutgoingHttpHeaders, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : headers[key];
  return v === undefined ? undefined : String(v);
}

function isJson(headers: OutgoingHttpHeaders): boolean {
  return /^application\/(?:[\w.+-]*\+)?json\b/i.test(headerValue(headers, "content-type") ?? "");
}

/** Wraps `writeHead`, `write` and `end` of one response with the taps. */
export function tapResponse(res: ServerResponse, taps: ResponseTaps): void {
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  let held: { status: number; headers: OutgoingHttpHeaders } | null = null;

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find(
      (a): a is OutgoingHttpHeaders => typeof a === "object" && a !== null && !Array.isArray(a),
    );
    if (headers && isJson(headers) && taps.holdJson(status)) {
      held = { status, headers: { ...headers } };
      return this;
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!held && chunk !== undefined && chunk !== null && typeof chunk !== "function") taps.text(String(chunk));
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;

  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (held) {
      const { status, headers } = held;
      held = null;
      let text = chunk === undefined || chunk === null || typeof chunk === "function" ? "" : String(chunk);
      try {
        const replaced = taps.json(JSON.parse(text));
        if (replaced !== undefined) text = JSON.stringify(replaced);
      } catch {
        // Not JSON after all: sent as the listener wrote it.
      }
      for (const k of Object.keys(headers)) if (k.toLowerCase() === "content-length") delete headers[k];
      headers["content-length"] = Buffer.byteLength(text);
      (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, headers);
      const callback = [chunk, ...rest].find((a) => typeof a === "function");
      return (end as (...a: unknown[]) => ServerResponse).call(this, text, ...(callback ? [callback] : []));
    }
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") taps.text(String(chunk));
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
}
