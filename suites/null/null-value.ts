/**
 * doc 2 Versioning: "`null` is a value"; doc 1 Notation: `T | null` admits null, `opt` means the
 * field may be absent — and absent differs from null. So `null` is accepted where a request shape
 * allows it, and refused (changing nothing) in an optional key that does not: a server may not read
 * it as "omitted" (keep) nor as "clear".
 *
 * The request keys that admit null (PublicChooseFork, AcknowledgeKaizenEntry `note`) sit on decision
 * routes and on Kaizen entries the suite did not create: answering a fork is left to STATE (full
 * profile) and foreign Kaizen entries are never touched. They are exercised on placeholder ids,
 * where the only question is whether validation refuses the null: a real type violation at the same
 * key shows that validation is observable there (answered differently from the control), and the
 * null must then be answered like the control.
 */
import { describeSchema, type ConstraintNode } from "../../lib/contract/constraints.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { absentNullVariants, minimalValue, places, withValueAt } from "../../generators/index.ts";
import { expectBodiesRefused } from "../valid/refuse-bodies.ts";
import { is2xx, judgeRefusal, listed, pickSpread } from "../valid/judge.ts";
import { bodyNode, sendBody, sendControl } from "../valid/targets.ts";
import { addressBody } from "../valid/addresses/index.ts";
import { bodyShares } from "../valid/targets.ts";

function nullablePaths(node: ConstraintNode): string[] {
  return absentNullVariants(node, minimalValue(node))
    .filter((v) => v.kind === "null" && v.valid)
    .map((v) => v.path);
}

/** Optional keys (map entries included) that are not nullable: where null could pass for "omitted". */
function optionalNotNullable(node: ConstraintNode): { path: string; label: string }[] {
  return places(node)
    .filter((p) => p.key && (!p.key.required || p.key.mapEntry) && !p.node.nullable && p.node.kind !== "any")
    .map((p) => ({ path: p.path, label: `${p.path} = null` }));
}

export const nullAllowed: Rule = {
  id: "NULL-VALUE-ALLOWED",
  title: "null is accepted in a request key whose type admits it",
  level: "MUST",
  family: "NULL",
  clause:
    'doc 1 Notation (`T | null`); doc 2 Versioning ("`null` is a value"); doc 1 PublicChooseFork, AcknowledgeKaizenEntry',
  clauses: ["D1-NOTATION-NULLABLE", "D2-VERSION-ABSENT-NULL"],
  profile: "standard",
  shares: bodyShares,
  scope: "operation",
  appliesTo: (op, index) =>
    op.body !== null && nullablePaths(describeSchema(op.body.schema, index.document.components.schemas)).length > 0,
  check: async (c) => {
    const op = c.operation;
    const node = bodyNode(c, op);
    const target = await addressBody(c, op);
    const control = await sendControl(c, op, target);
    const admitted: string[] = [];
    const unobservable: string[] = [];
    for (const path of nullablePaths(node)) {
      // A type violation at the same key: is validation observable at this address?
      const wrong = await sendBody(c, op, target, withValueAt(target.base, path, 42));
      if (judgeRefusal(control, wrong, op.operationId).kind !== "refused") {
        unobservable.push(path);
        continue;
      }
      const r = await sendBody(c, op, target, withValueAt(target.base, path, null));
      if (is2xx(r)) await target.accepted(c, r);
      const like = is2xx(r) || (!is2xx(control) && r.status === control.status);
      c.require(
        like,
        `${r.status} for ${path} = null on ${target.describe}, where the valid control answered ${control.status} and a number there answered ${wrong.status}`,
        "null is a value where the type admits it: validation lets it through",
        r.exchange,
      );
      admitted.push(path);
    }
    if (admitted.length === 0) {
      c.notExercised(
        `validation is not observable on ${target.describe}: a number in ${listed(unobservable)} was answered like the control (${control.status}); the routes are decision routes (STATE, full profile) or Kaizen entries the suite did not create`,
      );
    }
    c.pass(
      `null admitted by validation in ${admitted.join(", ")} on ${target.describe}${unobservable.length ? `; not observable: ${unobservable.join(", ")}` : ""}`,
    );
  },
};

export const NULL_PROBES_PER_OPERATION = 12;

export const nullRefused: Rule = {
  id: "NULL-VALUE-REFUSED",
  title: "null in an optional key whose type does not admit it is refused, and changes nothing",
  level: "MUST",
  family: "NULL",
  clause:
    'doc 1 Notation ("absent differs from null"); doc 2 Versioning ("Absent and null are distinct everywhere … `null` is a value")',
  clauses: ["D1-NOTATION-OPTIONAL", "D2-VERSION-ABSENT-NULL"],
  profile: "standard",
  shares: bodyShares,
  scope: "operation",
  appliesTo: (op, index) =>
    op.body !== null &&
    optionalNotNullable(describeSchema(op.body.schema, index.document.components.schemas)).length > 0,
  check: async (c) => {
    const op = c.operation;
    const node = bodyNode(c, op);
    const variants = absentNullVariants(node, minimalValue(node)).filter((v) => v.kind === "null" && !v.valid);
    const keys = new Set(optionalNotNullable(node).map((k) => k.path));
    const wanted = variants.filter((v) => keys.has(v.path));
    const picked = pickSpread(wanted, (v) => v.path.split("/")[1] ?? "", NULL_PROBES_PER_OPERATION, c.seed());
    await expectBodiesRefused(
      c,
      // Built on the address's base: the key set to null there (its containers as the variant has them).
      picked.map((v) => ({
        label: `${v.label.replace(/: null.*$/, "")} = null`,
        body: (base: unknown) => withNull(base, v.value, v.path),
      })),
      "bodies with null in an optional key",
      "null is a value that the key's type does not admit: refused with a 4XX and the envelope, not read as omitted",
    );
  },
};

/**
 * The address's base with null at `path`: the variant (built on the minimal value) supplies the
 * containers the path needs; the base supplies everything else.
 */
function withNull(base: unknown, variant: unknown, path: string): unknown {
  const top = path.split("/")[1];
  if (top === undefined || base === null || typeof base !== "object" || variant === null || typeof variant !== "object")
    return variant;
  return { ...(base as Record<string, unknown>), [top]: (variant as Record<string, unknown>)[top] };
}
