/**
 * OP-SCHEMA — doc 1 Resources (the shapes) and doc 2 Endpoints (which shape each success carries):
 * the success body validates against the contract's tolerant reading (unknown fields and enum
 * values admitted, doc 2 Versioning). OP-DRIFT — doc 2 Versioning ("additive"): what is valid but
 * unknown is reported as drift, a warning that fails only under --strict.
 */
import type { Issue } from "../../lib/contract/validators.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { DRIFT_KEPT } from "../../lib/rules/check.ts";
import { successReply, type SuccessReply } from "./run.ts";
import { rowAndResponseShape, statedFieldNotes } from "../common/clauses.ts";

/** The body as JSON whatever the content type says (OP-CONTENT-TYPE judges the type). */
function bodyOf(r: SuccessReply): { ok: true; value: unknown } | { ok: false } {
  if (r.jsonOk) return { ok: true, value: r.json };
  try {
    return { ok: true, value: JSON.parse(r.text) };
  } catch {
    return { ok: false };
  }
}

export function formatIssues(issues: Issue[], max = 8): string {
  const shown = issues.slice(0, max).map((i) => `${i.path || "(root)"} ${i.message}${i.keyword === "additionalProperties" ? ` (${String(i.params.additionalProperty)})` : ""}`);
  return shown.join("; ") + (issues.length > max ? `; … ${issues.length - max} more` : "");
}

export const schemaValid: Rule = {
  id: "OP-SCHEMA",
  title: "The success body validates against the documented shape",
  level: "MUST",
  family: "OP",
  clause: "doc 1 Resources and their fields; doc 2 Endpoints (success shapes); doc 2 Versioning (unknown fields and values accepted)",
  clauses: ["D1-NOTATION-REQUIRED", "D1-NOTATION-ENUMS", "D1-NOTATION-NUMBERS", "D1-NOTATION-IDS", "D1-STATES-SETS", "D2-VERSION-ADDITIVE"],
  clausesFor: (op) => [...rowAndResponseShape(op), ...statedFieldNotes(op)],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind === "json",
  check: async (c) => {
    const op = c.operation;
    const { reply } = await successReply(c);
    const body = bodyOf(reply);
    c.require(body.ok, `a ${reply.status} whose body is not JSON`, "a JSON body (doc 2 Endpoints: bodies are JSON)", reply.exchange);
    const validate = c.t.validators.response(op.operationId, op.status)!;
    const v = validate((body as { value: unknown }).value);
    c.require(v.ok, `${v.issues.length} schema issue(s): ${formatIssues(v.issues)}`, `the shape of ${op.operationId}'s ${op.status} body`, reply.exchange);
    c.pass();
  },
};

export const driftFree: Rule = {
  id: "OP-DRIFT",
  title: "The success body holds no field or enum value the documents do not state (drift)",
  level: "SHOULD",
  family: "OP",
  clause: "doc 2 Versioning (new fields and enum values may appear: reported, not refused)",
  clauses: ["D2-VERSION-ADDITIVE"],
  clausesFor: rowAndResponseShape,
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind === "json",
  check: async (c) => {
    const op = c.operation;
    const { reply } = await successReply(c);
    const body = bodyOf(reply);
    if (!body.ok) c.notExercised("the body is not JSON (OP-SCHEMA reports it)");
    const value = (body as { value: unknown }).value;
    if (!c.t.validators.response(op.operationId, op.status)!(value).ok) c.notExercised("the body does not match its shape (OP-SCHEMA reports it)");
    const drift = c.t.validators.drift(op.operationId, op.status, value);
    if (!drift.length) c.pass();
    // Only the notes kept are written out: a body may hold a million unknown fields.
    const notes = drift.slice(0, DRIFT_KEPT).map((d) => `${d.path}: ${d.detail}`);
    c.drift(notes, drift.length);
    c.warn(`Received: ${drift.length} undocumented item(s): ${notes.slice(0, 8).join("; ")}${drift.length > 8 ? "; …" : ""} / Documented: the fields and values of ${op.operationId}'s ${op.status} body`, reply.exchange);
  },
};
