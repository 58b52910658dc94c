/**
 * OP-SCHEMA, passively: a documented success's body validates against the contract's tolerant
 * reading of its shape (doc 1 Resources; doc 2 Versioning: unknown fields and values accepted), with
 * the same validator the live rule uses.
 */
import { formatIssues } from "../../op/body.ts";
import { describe, eachExchange, fail, pass } from "../judge.ts";

export const schemaValid = eachExchange("OP-SCHEMA", "a documented success's body has the documented shape", (x, t) => {
  const op = x.operation;
  if (!op || op.successKind !== "json" || x.status !== op.status || x.truncated) return [];
  if (!x.jsonOk) return [fail(x, `${describe(x)} whose body is not JSON`, "a JSON body (doc 2 Endpoints: bodies are JSON)")];
  const v = t.validators.response(op.operationId, op.status)!(x.json);
  if (v.ok) return [pass(x, "valid")];
  return [fail(x, `${describe(x)}: ${v.issues.length} schema issue(s): ${formatIssues(v.issues)}`, `the shape of ${op.operationId}'s ${op.status} body`)];
});
