/**
 * The judges of how a success is carried (doc 2 Endpoints conventions, Events, Evidence):
 * OP-CONTENT-TYPE, its stated content type — a JSON media type for JSON bodies (application/json or
 * a structured `+json` type, RFC 6839: "bodies are JSON" states the format, not one name),
 * `text/event-stream` for streams, a stated blob type for artifact bytes; OP-204-EMPTY, a 204
 * carries no body and announces none.
 */
import type { Operation } from "../../../lib/contract/operations.ts";
import type { Finding } from "../../common/finding.ts";
import { eachExchange, found, pass } from "../../traffic/judge.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** A structured-syntax `+json` media type (RFC 6839). */
export const JSON_SUFFIX = /^application\/[a-z0-9!#$&^_.-]+\+json$/;

export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

export function contentTypeFinding(op: Operation, header: string | undefined): Finding | null {
  const got = mediaType(header);
  const stated = op.successContentTypes.map((t) => t.toLowerCase());
  const json = op.successKind === "json";
  if (stated.includes(got) || (json && JSON_SUFFIX.test(got))) return null;
  return {
    received: `content type ${jsonText(header ?? null)}`,
    documented: json
      ? "a JSON media type (application/json or application/…+json): bodies are JSON (doc 2 Endpoints)"
      : stated.join(" or "),
  };
}

/** A 204's answer: its headers, the body bytes read, and why the body could not be read whole (if so). */
export function emptyFinding(headers: Record<string, string>, bytes: number, bodyError?: string): Finding | null {
  const length = headers["content-length"];
  const documented = "a 204 with no body";
  if (length !== undefined && Number(length) !== 0)
    return { received: `a 204 announcing content-length ${length}${bodyError ? ` (${bodyError})` : ""}`, documented };
  if (headers["transfer-encoding"])
    return { received: `a 204 with transfer-encoding ${headers["transfer-encoding"]}`, documented };
  if (bytes > 0 || bodyError) return { received: `a 204 with ${bytes} body byte(s)`, documented };
  return null;
}

export const contentTypeJudge = eachExchange(
  "OP-CONTENT-TYPE",
  "a documented success carries its stated content type",
  (x) => {
    const op = x.operation;
    if (!op || op.successKind === "none" || x.status !== op.status) return [];
    const f = contentTypeFinding(op, x.responseHeaders["content-type"]);
    return f ? [found(x, f)] : [pass(x, mediaType(x.responseHeaders["content-type"]))];
  },
);

export const emptyJudge = eachExchange("OP-204-EMPTY", "a 204 has no body and announces none", (x) => {
  const op = x.operation;
  if (op?.status !== 204 || x.status !== 204) return [];
  const f = emptyFinding(x.responseHeaders, x.responseBytes);
  return f ? [found(x, f)] : [pass(x, "empty")];
});
