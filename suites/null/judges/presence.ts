/**
 * The judges of absent versus null in a success body (doc 1 Notation: "`T | null` means the key is
 * present and may hold null. `opt` means the field may be absent; absent differs from null"; doc 2
 * Versioning: "Absent and null are distinct everywhere"): NULL-REQUIRED-PRESENT, a required nullable
 * key is present; NULL-OPTIONAL-NOT-NULL, an optional key that is not nullable is absent rather than
 * null. The live rules (../presence.ts) read the bodies the suite asks for; the passive ones every
 * documented success recorded. Shapes come from the contract.
 */
import { describeSchema, type ConstraintNode } from "../../../lib/contract/constraints.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import type { Finding } from "../../common/finding.ts";
import { listed } from "../../valid/judge.ts";
import { eachExchange, found, pass, type Judge, type TrafficContext } from "../../traffic/judge.ts";

export type Mode = "required-nullable" | "optional-not-nullable";

export const PRESENCE_DOCUMENTED: Record<Mode, string> = {
  "required-nullable": "`T | null` means the key is present and may hold null (doc 1 Notation)",
  "optional-not-nullable":
    "`opt` means the field may be absent; absent differs from null, and null is not among its values (doc 1 Notation)",
};

function jsonKind(v: unknown): string {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}

function nodeTakes(node: ConstraintNode, v: unknown): boolean {
  const k = jsonKind(v);
  if (node.kind === "integer" || node.kind === "number") return k === "number";
  if (node.kind === "any") return true;
  if (node.kind === "union") return node.branches.some((b) => nodeTakes(b.node, v));
  return node.kind === k;
}

/** The pointers in `value` where the shape's rule of `mode` is broken. */
export function nullabilityProblems(
  node: ConstraintNode,
  value: unknown,
  mode: Mode,
  path = "",
  out: string[] = [],
): string[] {
  if (value === null || value === undefined) return out;
  switch (node.kind) {
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) return out;
      const rec = value as Record<string, unknown>;
      for (const p of node.properties) {
        const has = Object.hasOwn(rec, p.name);
        const at = `${path}/${p.name}`;
        if (mode === "required-nullable" && p.required && p.node.nullable && !has) out.push(`${at} absent`);
        if (mode === "optional-not-nullable" && !p.required && !p.node.nullable && has && rec[p.name] === null)
          out.push(`${at} null`);
        if (has) nullabilityProblems(p.node, rec[p.name], mode, at, out);
      }
      if (node.values) {
        const stated = new Set(node.properties.map((p) => p.name));
        for (const [k, v] of Object.entries(rec))
          if (!stated.has(k)) nullabilityProblems(node.values, v, mode, `${path}/${k}`, out);
      }
      return out;
    }
    case "array":
      if (Array.isArray(value)) value.forEach((v, i) => nullabilityProblems(node.items, v, mode, `${path}/${i}`, out));
      return out;
    case "union": {
      if (node.tag && typeof value === "object" && !Array.isArray(value)) {
        const branch = node.branches.find((b) => b.tagValue === (value as Record<string, unknown>)[node.tag!]);
        // An unknown tag is a new kind (doc 2 Versioning: additive): nothing stated to check.
        if (branch) nullabilityProblems(branch.node, value, mode, path, out);
        return out;
      }
      const matching = node.branches.filter((b) => nodeTakes(b.node, value));
      if (matching.length === 1) nullabilityProblems(matching[0].node, value, mode, path, out);
      return out;
    }
    default:
      return out;
  }
}

/** The judge: where in a `status` body of shape `node` the rule of `mode` is broken. */
export function presenceFinding(node: ConstraintNode, value: unknown, mode: Mode, status: number): Finding | null {
  const problems = nullabilityProblems(node, value, mode);
  return problems.length
    ? { received: `${listed(problems, 6)} in a ${status} body`, documented: PRESENCE_DOCUMENTED[mode] }
    : null;
}

const shapes = new WeakMap<Operation, ConstraintNode>();

function shapeOf(op: Operation, t: TrafficContext): ConstraintNode {
  let node = shapes.get(op);
  if (!node) shapes.set(op, (node = describeSchema(op.successSchema!, t.index.document.components.schemas)));
  return node;
}

function presenceJudge(rule: string, mode: Mode, judges: string): Judge {
  return eachExchange(rule, judges, (x, t) => {
    const op = x.operation;
    if (op?.successKind !== "json" || !op.successSchema || x.status !== op.status || !x.jsonOk || x.truncated)
      return [];
    const f = presenceFinding(shapeOf(op, t), x.json, mode, x.status);
    return f ? [found(x, f)] : [pass(x, "as stated")];
  });
}

export const requiredNullableJudge = presenceJudge(
  "NULL-REQUIRED-PRESENT",
  "required-nullable",
  "a required nullable key is present in a success body",
);
export const optionalNotNullJudge = presenceJudge(
  "NULL-OPTIONAL-NOT-NULL",
  "optional-not-nullable",
  "an optional key that is not nullable is absent rather than null",
);
