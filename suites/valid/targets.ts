/**
 * Where a request body that ought to be refused may be sent without risk to data the suite did not
 * create, and with which valid body (the control) to compare. The rules apply to every operation
 * with a JSON body (computed from the contract); this module only decides how to ADDRESS one:
 *
 * - `own`: a resource of the suite's own (its service, tasks, webhooks, keys, a job it starts under
 *   the full profile). A body accepted by mistake can only change or create the suite's things,
 *   and whatever it created is tracked for teardown. Where the operation's success recipe
 *   (generators/calls/recipes/) makes its call on such a resource, the address and the control
 *   body are that call's (`recipeAddress`); the webhook PUTs are addressed to an endpoint the
 *   suite registered first, because their rules judge an edit as well as a registration.
 * - `probe`: placeholder path ids (no server holds them), so nothing can be changed whatever the
 *   server does. A server may answer 404 before it validates: the rules compare with a control.
 * - `harmless`: the documents state that the operation changes nothing (the connection test, with
 *   the configured `bodies.testEnvironmentConnection` as its control).
 * - the operation has no path id and acts on workspace state the suite did not create (an accepted
 *   body would replace a cluster binding, adopt a repository, create a repository at the code host,
 *   or change tracker settings): on a disposable target (`--disposable`; the embedded server always
 *   is), under the profile the operation's success needs, `own` with the recipe's call (the
 *   configured body, a repository GET /repos lists, the empty tracker patch); elsewhere not
 *   exercised, with that reason.
 * Object* bodies whose fields are configuration get it: the judge's outcome field
 * (`decisionFields.judgeOutcome`) on placeholder ids.
 */
import { isDeepStrictEqual } from "node:util";
import { describeSchema, type ConstraintNode } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { probeParams } from "../../lib/rules/probes.ts";
import { memo } from "../../lib/run/target.ts";
import { minimalValue } from "../../generators/index.ts";
import { profileIncludes, type Profile } from "../../lib/rules/types.ts";
import { BODY_OPERATIONS, type BodyOperation } from "../../lib/run/config.ts";
import { ownTask, ownWebhook, trackTask as trackTaskId, webhookUrl } from "../../generators/calls/resources.ts";
import { recipeFor } from "../../generators/calls/recipes/index.ts";
import { cancelJob } from "../../generators/calls/recipes/jobs.ts";
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

const enc = encodeURIComponent;
const nothing = async () => {};

async function ids(c: CheckContext, path: string, list: string, field: string): Promise<string[]> {
  const r = await c.call<Record<string, unknown>>("GET", path, { query: list === "tasks" ? { limit: "100" } : undefined });
  const items = r.json?.[list];
  return Array.isArray(items) ? items.map((x) => (x as Record<string, unknown>)[field]).filter((v): v is string => typeof v === "string").sort() : [];
}

async function getBody(c: CheckContext, path: string): Promise<unknown> {
  const r = await c.call("GET", path);
  return { status: r.status, body: r.json };
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
    const r = await c.call("PUT", "/notification-webhook", { body: { url: webhookUrl("default"), name: "conformance" } });
    if (r.status !== 200) c.notExercised(`could not register the default webhook (PUT answered ${r.status})`);
    trackDefault(c);
  });
}

/**
 * The call the operation's success recipe makes (generators/calls/recipes/): its first candidate's
 * path ids and body as the address and the control, the bodies of the further candidates to the
 * same address as fallbacks (a body whose fields the documents do not show may be refused), and its
 * undo as what an accepted body made.
 */
async function recipeAddress(c: CheckContext, op: Operation): Promise<Pick<BodyTarget, "params" | "base" | "fallbacks" | "accepted">> {
  const attempts = (await recipeFor(op.operationId)?.prepare?.(c, op)) ?? [];
  if (!attempts.length) c.notExercised(`the recipe of ${op.operationId} builds no call to address`);
  const [first, ...rest] = attempts;
  const params = first.params ?? {};
  return {
    params,
    base: first.body ?? {},
    fallbacks: rest.filter((a) => isDeepStrictEqual(a.params ?? {}, params)).map((a) => a.body ?? {}),
    accepted: async (cc, r) => {
      await first.after?.(cc, r);
    },
  };
}

function needStandard(c: CheckContext): void {
  if (c.t.profile === "safe") c.notExercised("the safe profile sends no writes other than minting its own keys");
}

/**
 * Ops without a path id that change the workspace for good, and why: on a disposable target
 * (`--disposable`; the embedded server always is) under the profile named, they are addressed with
 * the target's own values (see `throwawayAddress`); elsewhere they are not exercised.
 */
const UNADDRESSABLE: Record<string, { why: string; profile: Profile }> = {
  createEnvironmentConnection: { why: "an accepted body would replace the workspace's cluster binding (doc 2 Environments: re-connect replaces)", profile: "full" },
  linkRepo: { why: "an accepted body would adopt a repository into the workspace, and no operation undoes that", profile: "standard" },
  bootstrapRepo: { why: "an accepted body would create a repository at the code host", profile: "full" },
  updateTrackerWriteback: { why: "an accepted body would change the workspace's tracker settings (only the empty patch is a documented no-op)", profile: "standard" },
};

/**
 * An operation of UNADDRESSABLE on a disposable target, addressed as its success recipe makes it,
 * with the target's own values: the configured body (cluster binding, bootstrap brief), a
 * repository GET /repos already lists (re-linking it is idempotent, doc 2 Repos), the empty tracker
 * patch (a documented no-op). The valid control then changes what the documents say it changes, on
 * a target that may be changed; the probes are compared with it.
 */
async function throwawayAddress(c: CheckContext, op: Operation): Promise<BodyTarget> {
  const u = UNADDRESSABLE[op.operationId];
  const problems: string[] = [];
  if (!profileIncludes(c.t.profile, u.profile)) problems.push(`the ${c.t.profile} profile excludes it (it needs ${u.profile})`);
  if (!c.t.disposable) problems.push("the target is not disposable (pass --disposable when it is a throwaway instance)");
  if (problems.length) c.notExercised(`no resource of the suite's own can receive this body: ${u.why}; ${problems.join("; ")}`);
  const own = async (t: Pick<BodyTarget, "describe"> & Partial<BodyTarget>): Promise<BodyTarget> => ({ kind: "own", creates: false, ...(await recipeAddress(c, op)), ...t });
  switch (op.operationId) {
    case "createEnvironmentConnection":
      return own({ snapshot: (cc) => getBody(cc, "/environments/connections"), describe: "the cluster binding of a disposable target (bodies.createEnvironmentConnection)" });
    case "bootstrapRepo":
      // Each accepted body creates a repository no route removes: the control's one, on a disposable target.
      return own({ creates: true, describe: "a bootstrap on a disposable target (bodies.bootstrapRepo)" });
    case "linkRepo": {
      const t = await own({ snapshot: (cc) => getBody(cc, "/repos"), describe: "" });
      const { owner, name } = t.base as { owner?: string; name?: string };
      return { ...t, describe: `${owner}/${name}, already linked (re-linking is idempotent), on a disposable target` };
    }
    default:
      return own({ snapshot: (cc) => getBody(cc, "/tracker/writeback"), describe: "the empty tracker patch (a documented no-op), on a disposable target" });
  }
}

/** A task created by an accepted POST /services/{id}/tasks, tracked for deletion. */
export function trackTask(c: CheckContext, r: Reply): Promise<void> {
  const id = (r.json as { taskId?: unknown } | undefined)?.taskId;
  if (typeof id === "string") trackTaskId(c, id);
  return Promise.resolve();
}

/**
 * How to address `op` with a body (see the module comment); calls `c.notExercised` when there is no
 * safe address under the run's profile.
 */
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
  if (op.path.startsWith("/services/{serviceId}") || op.path.startsWith("/tasks/")) return { writes: ["the suite's own service"] };
  return { writes: [] };
}

export async function addressBody(c: CheckContext, op: Operation): Promise<BodyTarget> {
  const minimal = minimalValue(bodyNode(c, op));
  const own = async (t: Omit<BodyTarget, "kind" | "creates" | "params" | "base" | "accepted"> & Partial<Pick<BodyTarget, "creates">>): Promise<BodyTarget> => ({
    kind: "own",
    creates: false,
    ...(await recipeAddress(c, op)),
    ...t,
  });
  switch (op.operationId) {
    case "createKey":
      // The safe profile mints and revokes its own keys (DESIGN "Running against real servers").
      return own({ creates: true, snapshot: (cc) => ids(cc, "/keys", "keys", "id"), describe: "POST /keys (keys of the suite's own)" });
    case "createServiceTask": {
      needStandard(c);
      const t = await own({ creates: true, describe: "the suite's own service" });
      const serviceId = t.params.serviceId;
      return { ...t, snapshot: (cc) => ids(cc, `/services/${enc(serviceId)}/tasks`, "tasks", "taskId") };
    }
    case "updateService": {
      needStandard(c);
      const t = await own({ describe: "the suite's own service" });
      const serviceId = t.params.serviceId;
      return {
        ...t,
        snapshot: async (cc) => {
          const r = await cc.call<{ services?: { serviceId?: string }[] }>("GET", "/services");
          return (r.json?.services ?? []).find((s) => s?.serviceId === serviceId) ?? null;
        },
      };
    }
    case "createService":
      // doc 2 Services: the body is `object*` with one stated field, `repoId`, optional, so `{}` is
      // the body the documents show; a server may ask for a field they do not show, so the recipe's
      // next body carries a `title` (resources.ts `serviceBodies`). Neither refusal is a verdict of
      // this family. An accepted body's service is tracked unless the workspace had it before.
      needStandard(c);
      return own({ creates: true, snapshot: (cc) => ids(cc, "/services", "services", "serviceId"), describe: "POST /services (services of the suite's own)" });
    case "updateTask":
    case "attachTaskDocument":
    case "detachTaskDocument":
    case "addTaskDependency":
    case "removeTaskDependency": {
      needStandard(c);
      const t = await own({ describe: "the suite's own task" });
      const taskId = t.params.taskId;
      return {
        ...t,
        snapshot: async (cc) => ({
          task: await getBody(cc, `/tasks/${enc(taskId)}`),
          documents: op.operationId.endsWith("Document") ? await getBody(cc, `/tasks/${enc(taskId)}/documents`) : null,
        }),
      };
    }
    case "putNotificationWebhookById": {
      needStandard(c);
      const webhookId = await sharedWebhook(c);
      return {
        kind: "own",
        params: { webhookId },
        base: {},
        creates: false,
        accepted: nothing,
        snapshot: (cc) => getBody(cc, `/notification-webhooks/${enc(webhookId)}`),
        describe: "the suite's own webhook",
      };
    }
    case "putNotificationWebhook": {
      needStandard(c);
      await ownDefaultWebhook(c);
      return {
        kind: "own",
        params: {},
        base: {},
        creates: false,
        accepted: nothing,
        snapshot: (cc) => getBody(cc, "/notification-webhook"),
        describe: "the default webhook the suite registered",
      };
    }
    case "createJob": {
      if (c.t.profile !== "full") c.notExercised("a job is a headless run: only the full profile starts runs");
      const t = await own({ creates: true, describe: "a job of the suite's own on a public pipeline" });
      return {
        ...t,
        accepted: async (cc, r) => {
          await t.accepted(cc, r);
          // Cancelled at once as well (slot freed, doc 1 Job "cancel" row): the recipe's undo cancels it again at teardown.
          const id = (r.json as { jobId?: unknown } | undefined)?.jobId;
          if (typeof id === "string") await cancelJob(cc, id);
        },
      };
    }
    case "testEnvironmentConnection": {
      needStandard(c);
      // doc 2 Environments: "probes without saving". The body's fields are not shown (object*): the
      // configured connection test (a credential the target refuses: 200 with `ok` false) is the control.
      // (Its credential is one the target refuses, not a secret: ERRORS and STATE send it as it is.)
      const test = c.t.info.bodies.testEnvironmentConnection;
      const base = test ? structuredClone(test) : minimal;
      const describe = `the connection test (probes without saving)${test ? " with bodies.testEnvironmentConnection" : ""}`;
      return { kind: "harmless", params: {}, base, creates: false, accepted: nothing, describe };
    }
    default:
      break;
  }
  if (op.operationId in UNADDRESSABLE) return throwawayAddress(c, op);
  if (op.pathParams.length === 0) c.notExercised("no resource of the suite's own can receive this body: it acts on workspace state the suite did not create");
  needStandard(c);
  // The judge body's field is configuration (decisionFields.judgeOutcome, doc 2 Decisions: object*).
  const judge = op.operationId === "resolveJudge" ? c.t.info.decisionFields.judgeOutcome : null;
  if (judge) return { kind: "probe", params: probeParams(op), base: { [judge]: "proceed" }, creates: false, accepted: nothing, describe: `placeholder ids (decisionFields.judgeOutcome ${judge})` };
  // An `object*` body whose fields are configuration (bodies.setMergeRecordEffort…) is the control as
  // configured: the documents' minimal `{}` may be refused as invalid by a server that checks the
  // body before it looks the ids up, and then no probe can be told apart from it (issue 24).
  const configured = (BODY_OPERATIONS as readonly string[]).includes(op.operationId) ? c.t.info.bodies[op.operationId as BodyOperation] : null;
  if (configured) return { kind: "probe", params: probeParams(op), base: structuredClone(configured), creates: false, accepted: nothing, describe: `placeholder ids (bodies.${op.operationId})` };
  return { kind: "probe", params: probeParams(op), base: minimal, creates: false, accepted: nothing, describe: "placeholder ids" };
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
