/**
 * OP-CONTENT-TYPE, passively: a documented success carries its stated content type — a JSON media
 * type for JSON bodies (application/json or a structured `+json` type), `text/event-stream` for
 * streams, a stated blob type for artifact bytes (doc 2 Endpoints conventions, Events, Evidence).
 */
import { JSON_SUFFIX, mediaType } from "../../op/media.ts";
import { describe, eachExchange, fail, pass } from "../judge.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export const contentType = eachExchange("OP-CONTENT-TYPE", "a documented success carries its stated content type", (x) => {
  const op = x.operation;
  if (!op || op.successKind === "none" || x.status !== op.status) return [];
  const got = mediaType(x.responseHeaders["content-type"]);
  const stated = op.successContentTypes.map((c) => c.toLowerCase());
  const json = op.successKind === "json";
  if (stated.includes(got) || (json && JSON_SUFFIX.test(got))) return [pass(x, got)];
  return [
    fail(
      x,
      `${describe(x)} with content type ${jsonText(x.responseHeaders["content-type"] ?? null)}`,
      json ? "a JSON media type (application/json or application/…+json): bodies are JSON (doc 2 Endpoints)" : stated.join(" or "),
    ),
  ];
});
