/**
 * What a body check sends to: the address it picks for an operation (addresses/: by the operation's
 * address recipe), the fixtures of the suite's own those addresses share with the NULL family, which
 * collections a body check compares whole (`bodyShares`), and the sending of the control and probes.
 */
import { describeSchema, type ConstraintNode } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { memo } from "../../lib/run/target.ts";
import { ownTask, ownWebhook, trackTask as trackTaskId, webhookUrl } from "../../generators/calls/resources.ts";
import { defaultIsFree, trackDefault } from "../../generators/calls/recipes/webhooks.ts";
import { is2xx } from "./judge.ts";

export interface BodyTarget {
  kind: "own" | "probe" | "harmless";
  params: Record<string, string>;
  /** A valid body for this address: the control. */
  base: unknown;
  /**
   * Further bodies to try as the control, in turn, while the target refuses the last one with a
   * 4XX (an `object*` body whose fields the documents do not show); the first accepted one becomes
   * `base`, so the probes are built on it.
   */
  fallbacks?: unknown[];
  /** Whether a 2XX creates something (then `accepted` tracks it for teardown). */
  creates: boolean;
  /** Records (and where needed undoes at once) what a 2XX answer made. */
  accepted: (c: CheckContext, r: Reply) => Promise<void>;
  /** A comparable picture of what the operation could change, for "and changes nothing". */
  snapshot?: (c: CheckContext) => Promise<unknown>;
  /** What the address is, for messages. */
  describe: string;
}

export function bodyNode(c: CheckContext, op: Operation): ConstraintNode {
  if (!op.body) throw new Error(`${op.operationId} takes no body`);
  return describeSchema(op.body.schema, c.t.index.document.components.schemas);
}

/** A task of the suite's own shared by the family's rules (and a second one, to depend on). */
export function sharedTask(c: CheckContext, n: 1 | 2 = 1): Promise<string> {
  return memo(c.t, `valid:own-task-${n}`, async () => (await ownTask(c, { description: "conformance" })).taskId);
}

/** A webhook endpoint of the suite's own shared by the family's rules. */
export function sharedWebhook(c: CheckContext): Promise<string> {
  return memo(c.t, "valid:own-webhook", async () => {
    const w = await ownWebhook(c, { name: "conformance", types: ["merge_review"] });
    if (w.status !== 200) c.notExercised(`could not register a webhook of the suite's own (PUT answered ${w.status})`);
    return w.id;
  });
}

/**
 * The unnamed webhook route addresses id `default` (doc 2 Webhooks). It is the suite's own only
 * when nothing was registered there before: the suite then registers it, and removes it at
 * teardown. A default endpoint the suite found is never written to.
 */
export function ownDefaultWebhook(c: CheckContext): Promise<void> {
  if (c.t.profile === "safe") c.notExercised("the safe profile creates no resources");
  return memo(c.t, "own-default-webhook", async () => {
    await defaultIsFree(c);
    const r = await c.call("PUT", "/notification-webhook", {
      body: { url: webhookUrl("default"), name: "conformance" },
    });
    if (r.status !== 200) c.notExercised(`could not register the default webhook (PUT answered ${r.status})`);
    trackDefault(c);
  });
}

/** A task created by an accepted POST /services/{id}/tasks, tracked for deletion. */
export function trackTask(c: CheckContext, r: Reply): Promise<void> {
  const id = (r.json as { taskId?: unknown } | undefined)?.taskId;
  if (typeof id === "string") trackTaskId(c, id);
  return Promise.resolve();
}

/**
 * What a body check addressed to the suite's own things shares with the others of its family (lib/engine/locks.ts):
 * the checks on the own service's tasks compare its task list whole while the others add tasks to
 * it; the key and service checks compare those collections whole. Each takes its collection as a
 * writer, so they take turns; checks on other operations run alongside.
 */
export function bodyShares(op: Operation | null): { writes: string[] } {
  if (!op) return { writes: [] };
  if (op.operationId === "createKey") return { writes: ["/keys"] };
  if (op.operationId === "createService") return { writes: ["/services"] };
  if (op.path.startsWith("/services/{serviceId}") || op.path.startsWith("/tasks/"))
    return { writes: ["the suite's own service"] };
  return { writes: [] };
}

/** Sends `body` to the addressed operation. */
export function sendBody(c: CheckContext, op: Operation, t: BodyTarget, body: unknown): Promise<Reply> {
  return c.callOp(op, { params: t.params, body });
}

/** Sends the control and records what it made; the answer is what probes are compared with. */
export async function sendControl(c: CheckContext, op: Operation, t: BodyTarget): Promise<Reply> {
  let r = await sendBody(c, op, t, t.base);
  for (const next of t.fallbacks ?? []) {
    if (r.status < 400 || r.status >= 500) break;
    const again = await sendBody(c, op, t, next);
    // Kept only when accepted: otherwise the documented body stays the base the probes build on.
    if (!is2xx(again)) continue;
    t.base = next;
    r = again;
  }
  if (is2xx(r)) await t.accepted(c, r);
  return r;
}
