/**
 * OP-CONTENT-TYPE — doc 2 Endpoints ("Bodies are JSON": a JSON media type; streams are
 * `text/event-stream`; the artifact blob is one of its five stated binary types).
 * OP-204-EMPTY — doc 2 Endpoints (204 rows): a 204 carries no body, and announces none.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { successReply } from "./run.ts";
import { mediaClauses, rowOf } from "../common/clauses.ts";
import { holds } from "../common/finding.ts";
import { contentTypeFinding, emptyFinding, mediaType } from "./judges/media.ts";

export const contentType: Rule = {
  id: "OP-CONTENT-TYPE",
  title: "The success carries the documented content type",
  level: "MUST",
  family: "OP",
  clause:
    "doc 2 Endpoints (conventions: bodies are JSON; Evidence: blob types); doc 2 Events (streams are text/event-stream)",
  clauses: [],
  clausesFor: (op) => [...rowOf(op), ...mediaClauses(op)],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind !== "none",
  check: async (c) => {
    const op = c.operation;
    const { reply } = await successReply(c);
    holds(c, contentTypeFinding(op, reply.headers["content-type"]), reply.exchange);
    c.pass(mediaType(reply.headers["content-type"]));
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
    if (reply.status !== 204)
      c.notExercised(`the request was answered ${reply.status}, not 204 (OP-SUCCESS reports it)`);
    holds(c, emptyFinding(reply.headers, reply.bytes.length, reply.bodyError), reply.exchange);
    c.pass();
  },
};
