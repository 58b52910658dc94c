/**
 * OP-CONTENT-TYPE — doc 2 Endpoints ("Bodies are JSON": a JSON media type; streams are
 * `text/event-stream`; the artifact blob is one of its five stated binary types).
 * OP-204-EMPTY — doc 2 Endpoints (204 rows): a 204 carries no body, and announces none.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { successReply } from "./run.ts";
import { mediaClauses, rowOf } from "../common/clauses.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** A structured-syntax `+json` media type (RFC 6839). */
export const JSON_SUFFIX = /^application\/[a-z0-9!#$&^_.-]+\+json$/;

export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0].trim().toLowerCase();
}

export const contentType: Rule = {
  id: "OP-CONTENT-TYPE",
  title: "The success carries the documented content type",
  level: "MUST",
  family: "OP",
  clause: "doc 2 Endpoints (conventions: bodies are JSON; Evidence: blob types); doc 2 Events (streams are text/event-stream)",
  clauses: [],
  clausesFor: (op) => [...rowOf(op), ...mediaClauses(op)],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind !== "none",
  check: async (c) => {
    const op = c.operation;
    const { reply } = await successReply(c);
    const got = mediaType(reply.headers["content-type"]);
    const stated = op.successContentTypes.map((t) => t.toLowerCase());
    // "Bodies are JSON" states the format, not one media type name: a JSON body may be labelled
    // `application/json` or a structured `+json` type (RFC 6839). Streams and blobs name theirs.
    const json = op.successKind === "json";
    const ok = stated.includes(got) || (json && JSON_SUFFIX.test(got));
    c.require(ok, `content type ${jsonText(reply.headers["content-type"] ?? null)}`, json ? "a JSON media type (application/json or application/…+json): bodies are JSON (doc 2 Endpoints)" : `${stated.join(" or ")}`, reply.exchange);
    c.pass(got);
  },
};

export const emptyNoContent: Rule = {
  id: "OP-204-EMPTY",
  title: "A 204 has an empty body",
  level: "MUST",
  family: "OP",
  clause: "doc 2 Endpoints (rows answering 204)",
  clauses: [],
  clausesFor: rowOf,
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.status === 204,
  check: async (c) => {
    const { reply } = await successReply(c);
    if (reply.status !== 204) c.notExercised(`the request was answered ${reply.status}, not 204 (OP-SUCCESS reports it)`);
    const length = reply.headers["content-length"];
    c.require(length === undefined || Number(length) === 0, `a 204 announcing content-length ${length}${reply.bodyError ? ` (${reply.bodyError})` : ""}`, "a 204 with no body", reply.exchange);
    c.require(!reply.headers["transfer-encoding"], `a 204 with transfer-encoding ${reply.headers["transfer-encoding"]}`, "a 204 with no body", reply.exchange);
    c.require(reply.bytes.length === 0 && !reply.bodyError, `a 204 with ${reply.bytes.length} body byte(s)`, "a 204 with no body", reply.exchange);
    c.pass();
  },
};
