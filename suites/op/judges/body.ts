/**
 * The judges of a success body (doc 1 Resources; doc 2 Endpoints, Versioning): OP-SCHEMA, the body
 * validates against the contract's tolerant reading of its shape (unknown fields and values
 * admitted); OP-DRIFT, what is valid but unstated is drift, a warning. The live rules (../body.ts)
 * read the body of the success they asked for; the passive ones every documented success recorded.
 * A body is read as JSON whatever its content type says (OP-CONTENT-TYPE judges the type).
 */
import type { Operation } from "../../../lib/contract/operations.ts";
import type { ContractValidators, Issue } from "../../../lib/contract/validators.ts";
import type { Finding } from "../../common/finding.ts";
import { describe, eachExchange, found, pass } from "../../traffic/judge.ts";

export type ReadBody = { ok: true; value: unknown } | { ok: false };

export function formatIssues(issues: Issue[], max = 8): string {
  const shown = issues
    .slice(0, max)
    .map(
      (i) =>
        `${i.path || "(root)"} ${i.message}${i.keyword === "additionalProperties" ? ` (${String(i.params.additionalProperty)})` : ""}`,
    );
  return shown.join("; ") + (issues.length > max ? `; … ${issues.length - max} more` : "");
}

/** OP-SCHEMA: the body of a documented success (answered `status`) is JSON of the documented shape. */
export function schemaFinding(v: ContractValidators, op: Operation, status: number, body: ReadBody): Finding | null {
  if (!body.ok)
    return {
      received: `a ${status} whose body is not JSON`,
      documented: "a JSON body (doc 2 Endpoints: bodies are JSON)",
    };
  const checked = v.response(op.operationId, op.status)!(body.value);
  if (checked.ok) return null;
  return {
    received: `${checked.issues.length} schema issue(s): ${formatIssues(checked.issues)}`,
    documented: `the shape of ${op.operationId}'s ${op.status} body`,
  };
}

/** OP-DRIFT: what a valid body holds that the documents do not state, as notes; null when it is not valid (OP-SCHEMA's). */
export function driftNotes(
  v: ContractValidators,
  op: Operation,
  value: unknown,
): { path: string; detail: string }[] | null {
  if (!v.response(op.operationId, op.status)!(value).ok) return null;
  return v.drift(op.operationId, op.status, value);
}

/** The warning OP-DRIFT gives, `total` items of drift found, `notes` the first of them. */
export function driftMessage(op: Operation, notes: string[], total: number, where = ""): string {
  return `Received: ${where}${total} undocumented item(s): ${notes.slice(0, 8).join("; ")}${total > 8 ? "; …" : ""} / Documented: the fields and values of ${op.operationId}'s ${op.status} body`;
}

export const schemaJudge = eachExchange("OP-SCHEMA", "a documented success's body has the documented shape", (x, t) => {
  const op = x.operation;
  if (op?.successKind !== "json" || x.status !== op.status || x.truncated) return [];
  const f = schemaFinding(t.validators, op, x.status, x.jsonOk ? { ok: true, value: x.json } : { ok: false });
  return f ? [found(x, f)] : [pass(x, "valid")];
});

export const driftJudge = eachExchange(
  "OP-DRIFT",
  "a valid success body holds nothing undocumented (a warning)",
  (x, t) => {
    const op = x.operation;
    if (op?.successKind !== "json" || x.status !== op.status || !x.jsonOk || x.truncated) return [];
    const drift = driftNotes(t.validators, op, x.json);
    if (drift === null) return [];
    if (!drift.length) return [pass(x, "no drift")];
    const notes = drift.map((d) => `${d.path}: ${d.detail}`);
    return [
      { outcome: "warn", at: x, drift: notes, message: driftMessage(op, notes, notes.length, `${describe(x)} with `) },
    ];
  },
);
