/**
 * OP-SCHEMA — doc 1 Resources (the shapes) and doc 2 Endpoints (which shape each success carries):
 * the success body validates against the contract's tolerant reading (unknown fields and enum
 * values admitted, doc 2 Versioning). OP-DRIFT — doc 2 Versioning ("additive"): what is valid but
 * unknown is reported as drift, a warning that fails only under --strict.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { DRIFT_KEPT } from "../../lib/rules/check.ts";
import { successReply, type SuccessReply } from "./run.ts";
import { rowAndResponseShape, statedFieldNotes } from "../common/clauses.ts";
import { holds } from "../common/finding.ts";
import { driftMessage, driftNotes, schemaFinding, type ReadBody } from "./judges/body.ts";

/** The body as JSON whatever the content type says (OP-CONTENT-TYPE judges the type). */
function bodyOf(r: SuccessReply): ReadBody {
  if (r.jsonOk) return { ok: true, value: r.json };
  try {
    return { ok: true, value: JSON.parse(r.text) };
  } catch {
    return { ok: false };
  }
}

export const schemaValid: Rule = {
  id: "OP-SCHEMA",
  title: "The success body validates against the documented shape",
  level: "MUST",
  family: "OP",
  clause:
    "doc 1 Resources and their fields; doc 2 Endpoints (success shapes); doc 2 Versioning (unknown fields and values accepted)",
  clauses: [
    "D1-NOTATION-REQUIRED",
    "D1-NOTATION-ENUMS",
    "D1-NOTATION-NUMBERS",
    "D1-NOTATION-IDS",
    "D1-STATES-SETS",
    "D2-VERSION-ADDITIVE",
  ],
  clausesFor: (op) => [...rowAndResponseShape(op), ...statedFieldNotes(op)],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind === "json",
  check: async (c) => {
    const op = c.operation;
    const { reply } = await successReply(c);
    holds(c, schemaFinding(c.t.validators, op, reply.status, bodyOf(reply)), reply.exchange);
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
    const drift = driftNotes(c.t.validators, op, (body as { value: unknown }).value);
    if (drift === null) c.notExercised("the body does not match its shape (OP-SCHEMA reports it)");
    if (!drift!.length) c.pass();
    // Only the notes kept are written out: a body may hold a million unknown fields.
    const notes = drift!.slice(0, DRIFT_KEPT).map((d) => `${d.path}: ${d.detail}`);
    c.drift(notes, drift!.length);
    c.warn(driftMessage(op, notes, drift!.length), reply.exchange);
  },
};
