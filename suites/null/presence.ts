/**
 * doc 1 Notation: "`T | null` means the key is present and may hold null. `opt` means the field may
 * be absent; absent differs from null"; doc 2 Versioning: "Absent and null are distinct
 * everywhere". In every success body the suite reads, a required nullable key is present (null or
 * not), and an optional key that is not nullable is absent rather than null. Shapes come from the
 * contract; bodies from GET reads of discovered resources (the suite's own where none is found),
 * from the valid control writes the suite makes on its own resources, and, for the writes no
 * resource of its own can receive and the ids no list shows, from the success the operation's OP
 * recipe makes (under the profile, and on the disposable target, the recipe needs).
 */
import { describeSchema, type ConstraintNode } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { minimalQuery } from "../../generators/index.ts";
import { ownService } from "../../generators/calls/resources.ts";
import { readParams } from "../valid/ids.ts";
import { sendControl, sharedTask, sharedWebhook } from "../valid/targets.ts";
import { addressBody } from "../valid/addresses/index.ts";
import { memo } from "../../lib/run/target.ts";
import { successReply } from "../op/run.ts";
import { rowAndResponseShape, statedFieldNotes } from "../common/clauses.ts";
import { admittedRecipe } from "../../generators/calls/settle.ts";
import { holds } from "../common/finding.ts";
import { presenceFinding, type Mode } from "./judges/presence.ts";
import { consumable } from "../../generators/calls/card-types.ts";

/** Whether any object in the shape has a key of the kind `mode` looks at. */
function shapeHas(node: ConstraintNode, mode: Mode, depth = 0): boolean {
  if (depth > 40) return false;
  switch (node.kind) {
    case "object":
      return (
        node.properties.some((p) =>
          mode === "required-nullable" ? p.required && p.node.nullable : !p.required && !p.node.nullable,
        ) ||
        node.properties.some((p) => shapeHas(p.node, mode, depth + 1)) ||
        (node.values !== undefined && shapeHas(node.values, mode, depth + 1))
      );
    case "array":
      return shapeHas(node.items, mode, depth + 1);
    case "union":
      return node.branches.some((b) => shapeHas(b.node, mode, depth + 1));
    default:
      return false;
  }
}

function responseNode(op: Operation, components: Record<string, Record<string, unknown>>): ConstraintNode | null {
  return op.successKind === "json" && op.successSchema ? describeSchema(op.successSchema, components) : null;
}

/** Own resources to read when discovery found none (standard profile and above). */
async function ownFallback(c: CheckContext, name: string): Promise<string | undefined> {
  if (c.t.profile === "safe") return undefined;
  if (name === "serviceId") return ownService(c);
  if (name === "taskId") return sharedTask(c, 1);
  if (name === "webhookId") return sharedWebhook(c);
  return undefined;
}

/**
 * The success the operation's OP recipe makes (suites/op/run.ts), requested anew on this family's
 * target: a run started, stopped or retried on a task of the suite's own, a decision answered on a
 * run of its own parked on the route's kind, a card acted on or dismissed, a bootstrap job of its
 * own read. The recipe says when it may be made (profile, disposable target); otherwise the check
 * ends not exercised with its reason.
 */
async function recipeSuccess(c: CheckContext, op: Operation): Promise<{ r: Reply; where: string }> {
  const { reply, attempt } = await successReply(c);
  if (reply.status !== op.status)
    c.notExercised(
      `the OP recipe's request answered ${reply.status}, not the documented ${op.status} (OP-SUCCESS reports it)`,
    );
  return { r: reply, where: `the OP recipe's request (${attempt.label ?? "its candidate"})` };
}

/**
 * Cards are the target's and no route makes one (doc 2 Notifications), so each family that closes
 * one takes it from the STATE notification rules that run later (they take the newest of each type,
 * and need a merge or retry card, a parking card and the `merge_tag_request` card). The dismissal
 * is the OP recipe's request (on the target and under the profile it needs) on the oldest open card
 * whose type has a newer open card left and that no other rule needs (`consumable`), so the newest
 * of each type stays; the recipe's own card when no type has two. The act is the OP recipe's, unchanged.
 */
function dismissSpareCard(c: CheckContext, op: Operation): Promise<{ r: Reply; where: string }> {
  admittedRecipe(c, op);
  return memo(c.t, "null:dismiss-spare-card", async () => {
    const list = await c.call<{ notifications?: { id?: unknown; type?: unknown }[] }>("GET", "/notifications", {
      key: c.t.keys.read ?? c.t.keys.admin,
    });
    // doc 2 states no order: by `createdAt` (doc 1 Notification), oldest first.
    const cards = (list.json?.notifications ?? [])
      .filter(
        (n): n is { id: string; type: string; createdAt?: unknown; executionId?: unknown } =>
          typeof n?.id === "string" && typeof n?.type === "string",
      )
      .sort((x, y) => Number(x.createdAt ?? 0) - Number(y.createdAt ?? 0));
    // Never a card another rule needs (`consumable`), even when a newer one of its type is left.
    const free = new Set(consumable(cards, c.t.info.facts?.individualUsageRun).map((n) => n.id));
    const spare = cards.find((n, i) => free.has(n.id) && cards.slice(i + 1).some((m) => m.type === n.type));
    if (!spare) return recipeSuccess(c, op);
    const r = await c.callOp(op, { params: { id: spare.id }, key: c.t.keys.write ?? c.t.keys.admin });
    if (r.status !== op.status)
      c.notExercised(
        `dismissing open ${spare.type} card ${spare.id} answered ${r.status}, not the documented ${op.status} (OP-SUCCESS judges the dismissal)`,
      );
    return { r, where: `open ${spare.type} card ${spare.id}, a newer one of its type left open` };
  });
}

/**
 * A success body of `op` the suite may obtain: a GET read (of discovered ids, else the suite's
 * own), the control write on a resource of its own, or else the OP recipe's success.
 */
async function successBody(c: CheckContext, op: Operation): Promise<{ r: Reply; where: string }> {
  if (op.method === "GET") {
    const { params, probed } = await readParams(c, op);
    for (const name of [...probed]) {
      const own = await ownFallback(c, name);
      if (own !== undefined) {
        params[name] = own;
        probed.splice(probed.indexOf(name), 1);
      }
    }
    const r = await c.callOp(op, { params, query: minimalQuery(op) });
    const where = probed.length
      ? `placeholder ${probed.join(", ")}`
      : op.pathParams.length
        ? "discovered ids"
        : "the workspace";
    // An id no list shows (a bootstrap job's): the OP recipe makes one of the suite's own to read.
    if (r.status !== op.status && probed.length) return recipeSuccess(c, op);
    if (r.status !== op.status)
      c.notExercised(`the read answered ${r.status} (with ${where}): no success body to inspect`);
    return { r, where };
  }
  // Writes without a body (runs, jobs, cards, decisions) and writes no resource of the suite's own
  // can receive: the OP recipe's success.
  if (op.operationId === "dismissNotification") return dismissSpareCard(c, op);
  if (!op.body) return recipeSuccess(c, op);
  const target = await addressBody(c, op);
  if (target.kind !== "own") return recipeSuccess(c, op);
  const r = await sendControl(c, op, target);
  if (r.status < 200 || r.status >= 300)
    c.notExercised(`the valid control write answered ${r.status} on ${target.describe}`);
  return { r, where: target.describe };
}

function presenceRule(mode: Mode, id: string, title: string): Rule {
  return {
    id,
    title,
    level: "MUST",
    family: "NULL",
    clause: 'doc 1 Resources and their fields, Notation; doc 2 Versioning ("Absent and null are distinct everywhere")',
    clauses: [mode === "required-nullable" ? "D1-NOTATION-NULLABLE" : "D1-NOTATION-OPTIONAL", "D2-VERSION-ABSENT-NULL"],
    clausesFor: (op) => [...rowAndResponseShape(op), ...statedFieldNotes(op)],
    profile: "safe",
    scope: "operation",
    appliesTo: (op, index) => {
      const node = responseNode(op, index.document.components.schemas);
      return node !== null && shapeHas(node, mode);
    },
    check: async (c) => {
      const op = c.operation;
      const node = responseNode(op, c.t.index.document.components.schemas)!;
      const { r, where } = await successBody(c, op);
      if (!r.jsonOk) c.notExercised(`the ${r.status} answer is not JSON: OP checks its content type`);
      holds(c, presenceFinding(node, r.json, mode, r.status), r.exchange, ` (${where})`);
      c.pass(
        `${where}: every key ${mode === "required-nullable" ? "required and nullable is present" : "optional and not nullable is absent or non-null"}`,
      );
    },
  };
}

export const requiredNullablePresent = presenceRule(
  "required-nullable",
  "NULL-REQUIRED-PRESENT",
  "A required nullable key is present in every success body, even when it holds null",
);

export const optionalNotNull = presenceRule(
  "optional-not-nullable",
  "NULL-OPTIONAL-NOT-NULL",
  "An optional key that is not nullable is absent rather than null",
);
