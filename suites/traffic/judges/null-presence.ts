/**
 * NULL-REQUIRED-PRESENT and NULL-OPTIONAL-NOT-NULL, passively: in a documented success's body, a
 * required nullable key is present (null or not), and an optional key whose type does not admit null
 * is absent rather than null (doc 1 Notation; doc 2 Versioning: "Absent and null are distinct
 * everywhere"). The shape walk is the live rules' own (suites/null/presence.ts).
 */
import { describeSchema, type ConstraintNode } from "../../../lib/contract/constraints.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import { listed } from "../../valid/judge.ts";
import { nullabilityProblems } from "../../null/presence.ts";
import { describe, eachExchange, fail, pass, type Judge } from "../judge.ts";
import type { TrafficContext } from "../judge.ts";

const shapes = new WeakMap<Operation, ConstraintNode>();

function shapeOf(op: Operation, t: TrafficContext): ConstraintNode {
  let node = shapes.get(op);
  if (!node) shapes.set(op, (node = describeSchema(op.successSchema!, t.index.document.components.schemas)));
  return node;
}

function presence(rule: string, mode: "required-nullable" | "optional-not-nullable", judges: string, documented: string): Judge {
  return eachExchange(rule, judges, (x, t) => {
    const op = x.operation;
    if (!op || op.successKind !== "json" || !op.successSchema || x.status !== op.status || !x.jsonOk || x.truncated) return [];
    const problems = nullabilityProblems(shapeOf(op, t), x.json, mode);
    if (!problems.length) return [pass(x, "as stated")];
    return [fail(x, `${listed(problems, 6)} in ${describe(x)}`, documented)];
  });
}

export const requiredNullablePresent = presence(
  "NULL-REQUIRED-PRESENT",
  "required-nullable",
  "a required nullable key is present in a success body",
  "`T | null` means the key is present and may hold null (doc 1 Notation)",
);

export const optionalNotNull = presence(
  "NULL-OPTIONAL-NOT-NULL",
  "optional-not-nullable",
  "an optional key that is not nullable is absent rather than null",
  "`opt` means the field may be absent; absent differs from null, and null is not among its values (doc 1 Notation)",
);
