/** Reading a request body: bounded in size, JSON only, refused with an envelope otherwise. */
import type { IncomingMessage } from "node:http";
import { ApiError, invalid } from "./errors.ts";

export async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function tooLarge(max: number): ApiError {
  return new ApiError(413, "payload_too_large", `request body exceeds ${max} bytes`);
}

/** JSON media types: `application/json` and `application/*+json`, any parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(";")[0].trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

export function parseJson(buf: Buffer): unknown {
  try {
    return JSON.parse(buf.toString("utf8"));
  } catch (e) {
    throw invalid(`request body is not valid JSON: ${(e as Error).message}`, [{ path: "/body", message: "malformed JSON" }]);
  }
}
