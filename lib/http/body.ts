/**
 * Reading an answer's body within the run's byte bound (`--max-response-bytes`), and what the
 * suite makes of it: its bytes, its text and, when its type says JSON, the parsed value.
 */

/** The largest body read unless told otherwise (`--max-response-bytes`). */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** The answer's body is larger than the client reads: the check fails with this, read no further. */
export class OversizeBody extends Error {}

/** A body as undici hands it over: chunks, and a way to let the rest go. */
export type BodyStream = AsyncIterable<Uint8Array> & { destroy(): unknown };

/** Lets a body go unread; an error it raises then is no one's to handle. */
export function letGo(body: BodyStream): void {
  (body as unknown as { on(e: string, f: () => void): void }).on("error", () => undefined);
  body.destroy();
}

/** The body, or OversizeBody as soon as it grows past `max` bytes (the rest is not read). */
export async function readBounded(body: BodyStream, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) {
      letGo(body);
      throw new OversizeBody(`the body is over ${max} bytes (--max-response-bytes): read no further`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The text of a body, and its JSON value when its content type says JSON and it parses. */
export function parsedBody<T>(
  bytes: Buffer,
  contentType: string,
): { text: string; json: T | undefined; jsonOk: boolean } {
  const text = bytes.toString("utf8");
  if (!/[/+]json\b/i.test(contentType) || !text.length) return { text, json: undefined, jsonOk: false };
  try {
    return { text, json: JSON.parse(text) as T, jsonOk: true };
  } catch {
    return { text, json: undefined, jsonOk: false };
  }
}

/** Response headers as one string each, names lower-cased (repeated ones joined with ", "). */
export function flatHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : String(v);
  return out;
}
