/**
 * OP-DRIFT, passively: a valid success body holding fields or enum values the documents do not state
 * is drift (doc 2 Versioning: additive changes are reported, not refused) — a warning, as live.
 */
import { describe, eachExchange, pass } from "../judge.ts";

export const driftFree = eachExchange("OP-DRIFT", "a valid success body holds nothing undocumented (a warning)", (x, t) => {
  const op = x.operation;
  if (!op || op.successKind !== "json" || x.status !== op.status || !x.jsonOk || x.truncated) return [];
  if (!t.validators.response(op.operationId, op.status)!(x.json).ok) return [];
  const drift = t.validators.drift(op.operationId, op.status, x.json);
  if (!drift.length) return [pass(x, "no drift")];
  const notes = drift.map((d) => `${d.path}: ${d.detail}`);
  return [
    {
      outcome: "warn",
      at: x,
      drift: notes,
      message: `Received: ${describe(x)} with ${drift.length} undocumented item(s): ${notes.slice(0, 8).join("; ")}${notes.length > 8 ? "; …" : ""} / Documented: the fields and values of ${op.operationId}'s ${op.status} body`,
    },
  ];
});
