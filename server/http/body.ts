/** Reading a request body: bounded in size and nesting, JSON only, refused with an envelope otherwise. */
import type { IncomingMessage } from "node:http";
import { ApiError, invalid } from "../state/errors.ts";

/**
 * Reference choice: the deepest nesting of arrays and objects a JSON request body may have. Deeper
 * bodies are refused 400 before they are parsed, so no handler ever walks (clones, stringifies,
 * stores) a value deep enough to exhaust the stack. No request shape of the contract nests beyond
 * a handful of levels.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether the request declares a body larger than `maxBytes` (its content-length). */
export function declaresTooLarge(req: IncomingMessage, maxBytes: number): boolean {
  const declared = Number(req.headers["content-length"] ?? NaN);
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * The whole body, or a refusal: 413 as soon as it passes `maxBytes` (declared or counted), 400 when
 * the client ends or resets the connection before the body is complete (a body shorter than its
 * content-length, a chunked body cut off). Past the limit the rest is read and dropped, never
 * accumulated: destroying the request instead would reset the connection under a client that is
 * still sending, and it would lose the 413 (and the next request it queued on that connection).
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (declaresTooLarge(req, maxBytes)) return Promise.reject(tooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (err: ApiError | null) => {
      if (settled) return;
      settled = true;
      if (err) {
        chunks.length = 0;
        reject(err);
      } else resolve(Buffer.concat(chunks));
    };
    req.on("data", (chunk: Buffer) => {
      if (settled) return; // drained and dropped
      size += chunk.length;
      if (size > maxBytes) settle(tooLarge(maxBytes));
      else chunks.push(chunk);
    });
    req.once("end", () => settle(null));
    const incomplete = () =>
      settle(invalid("the request body ended before it was complete", [{ path: "/body", message: "incomplete" }]));
    req.once("error", incomplete);
    req.once("close", () => {
      if (!req.complete) incomplete();
    });
  });
}

export function tooLarge(max: number): ApiError {
  return new ApiError(413, "payload_too_large", `request body exceeds ${max} bytes`);
}

/** JSON media types: `application/json` and `application/*+json`, any parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(";")[0].trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * The deepest nesting of `[` and `{` in JSON text, outside strings; stops counting past `limit`.
 * Works on the bytes: no byte of a multi-byte UTF-8 sequence is an ASCII bracket, quote or backslash.
 */
export function jsonDepth(buf: Buffer, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max && (max = depth) > limit) return max;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

export function parseJson(buf: Buffer): unknown {
  if (jsonDepth(buf, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw invalid(`request body nests deeper than ${MAX_JSON_DEPTH} levels`, [
      { path: "/body", message: `nesting deeper than ${MAX_JSON_DEPTH}` },
    ]);
  }
  try {
    return JSON.parse(buf.toString("utf8"));
  } catch (e) {
    throw invalid(`request body is not valid JSON: ${(e as Error).message}`, [
      { path: "/body", message: "malformed JSON" },
    ]);
  }
}
