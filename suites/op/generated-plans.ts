/**
 * Where the OP rules that send generated inputs (OP-NO-5XX, OP-GENERATED-ANSWERED) may send them,
 * so that nothing touches data the suite did not create: reads anywhere (where the success recipe
 * read, else probe ids); writes to probe ids no server holds, to resources of the suite's own, to a
 * fresh webhook id of the suite's own, or, for the few writes addressed by no id, as each plan says
 * (`bodies`). Whatever an admitted body made is undone (`undo`, tracked fixtures).
 */
import type { OperationId } from "../../contract/operation-ids.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { probeParams } from "../../lib/rules/probes.ts";
import { ownService, ownTask } from "../../generators/calls/resources.ts";
import { getJson, serviceIds } from "../../generators/calls/discover.ts";
import { freeWebhookId } from "../../generators/calls/recipes/webhooks.ts";
import { asVerdict, successOf } from "./run.ts";

export interface Plan {
  params: Record<string, string>;
  /**
   * Which generated bodies may go there: `valid` — valid samples as well as inputs refused by
   * construction; `violations` — only inputs refused by construction (a valid body would act on the
   * workspace beyond the suite's own data).
   */
  bodies: "valid" | "violations";
  /** Extra valid bodies known to be harmless (a documented no-op). */
  extraValid?: unknown[];
  /** Drops fields of valid samples that could reach data the suite did not create. */
  scrub?: (body: unknown) => unknown;
  /** Undoes what an admitted body made (a lenient server may take a violating one, too). */
  undo?: (c: CheckContext, r: Reply) => Promise<void>;
}

/** An undo that tracks what a 2XX answered (its id read by `idOf`) as a fixture of the check's own. */
export function tracked(
  kind: string,
  idOf: (json: unknown) => unknown,
  path: (id: string) => string,
  method = "DELETE",
  ok = [204, 404],
) {
  return async (c: CheckContext, r: Reply) => {
    const id = idOf(r.json);
    if (r.status < 200 || r.status >= 300 || typeof id !== "string") return;
    c.t.fixtures.track(kind, id, async () => {
      const d = await c.t.client.call(method, path(encodeURIComponent(id)), { key: c.t.keys.admin });
      if (!ok.includes(d.status)) throw new Error(`${method} ${path(id)} answered ${d.status}`);
    });
  };
}

const taskUndo = tracked(
  "task",
  (j) => (j as { taskId?: unknown })?.taskId,
  (id) => `/tasks/${id}`,
);

/** Writes whose generated bodies go to resources of the suite's own (deeper than a probe id's 404). */
const OWN: Partial<Record<OperationId, (c: CheckContext) => Promise<Plan>>> = {
  createServiceTask: async (c) => ({ params: { serviceId: await ownService(c) }, bodies: "valid", undo: taskUndo }),
  updateService: async (c) => ({ params: { serviceId: await ownService(c) }, bodies: "valid" }),
  updateTask: async (c) => ({ params: { taskId: (await ownTask(c)).taskId }, bodies: "valid" }),
  addTaskDependency: async (c) => ({ params: { taskId: (await ownTask(c)).taskId }, bodies: "valid" }),
  removeTaskDependency: async (c) => ({ params: { taskId: (await ownTask(c)).taskId }, bodies: "valid" }),
};

/** Writes addressed by no id: where their generated bodies may go. */
const UNADDRESSED: Partial<Record<OperationId, (c: CheckContext) => Promise<Plan>>> = {
  createKey: async () => {
    const revoke = tracked(
      "key",
      (j) => (j as { key?: { id?: unknown } })?.key?.id,
      (id) => `/keys/${id}`,
      "DELETE",
      [200, 204],
    );
    return {
      params: {},
      bodies: "valid",
      undo: async (c, r) => {
        const secret = (r.json as { secret?: unknown } | undefined)?.secret;
        if (typeof secret === "string") {
          c.t.redactor.add(secret);
          if (r.exchange.responseBody) r.exchange.responseBody = c.t.redactor.redact(r.exchange.responseBody);
        }
        await revoke(c, r);
      },
    };
  },
  createService: async (c) => {
    const before = await serviceIds(c);
    const undo = tracked(
      "service",
      (j) => (j as { serviceId?: unknown })?.serviceId,
      (id) => `/services/${id}`,
    );
    return {
      params: {},
      bodies: "valid",
      // A repository already backing a service is mounted, not duplicated: never name one.
      scrub: (b) =>
        b && typeof b === "object" && !Array.isArray(b)
          ? Object.fromEntries(Object.entries(b).filter(([k]) => k !== "repoId"))
          : b,
      undo: async (cc, r) => {
        const id = (r.json as { serviceId?: unknown } | undefined)?.serviceId;
        if (typeof id === "string" && !before.includes(id)) await undo(cc, r);
      },
    };
  },
  testEnvironmentConnection: async () => ({ params: {}, bodies: "valid" }),
  // "empty patch is a no-op" (doc 2 Endpoints, PATCH /tracker/writeback).
  updateTrackerWriteback: async () => ({ params: {}, bodies: "violations", extraValid: [{}] }),
  createJob: async () => ({
    params: {},
    bodies: "violations",
    undo: tracked(
      "job",
      (j) => (j as { jobId?: unknown })?.jobId,
      (id) => `/jobs/${id}/cancel`,
      "POST",
      [200],
    ),
  }),
  createEnvironmentConnection: async () => ({ params: {}, bodies: "violations" }),
  bootstrapRepo: async () => ({ params: {}, bodies: "violations" }),
  linkRepo: async () => ({ params: {}, bodies: "violations" }),
  putNotificationWebhook: async (c) => {
    const body = (await getJson(c, "/notification-webhook")) as { webhook?: unknown } | undefined;
    if (!body || body.webhook !== null)
      c.notExercised("the workspace has a default webhook the suite did not create: no body is sent to it");
    return {
      params: {},
      bodies: "violations",
      undo: async (cc, r) => {
        if (r.status >= 200 && r.status < 300)
          await cc.t.client.call("DELETE", "/notification-webhook", { key: cc.t.keys.admin });
      },
    };
  },
};

/**
 * The unaddressed writes whose plans above send only inputs refused by construction (`bodies:
 * "violations"`, no `extraValid`): a valid body would act beyond the suite's own data (a job
 * started, a connection or a repository made, the workspace's default webhook set), so no
 * generated valid input goes there at all.
 */
export const NO_VALID_INPUT: ReadonlySet<string> = new Set<OperationId>([
  "createJob",
  "createEnvironmentConnection",
  "bootstrapRepo",
  "linkRepo",
  "putNotificationWebhook",
]);

/** Where the generated inputs of `op` go, or the end of the check (not exercised) when nowhere. */
export async function planFor(c: CheckContext, op: Operation): Promise<Plan> {
  if (op.method === "GET") {
    // Reads go where they read something: the ids the success recipe found, else probes.
    const s = await successOf(c);
    return { params: s.ok && s.attempt.params ? s.attempt.params : probeParams(op), bodies: "valid" };
  }
  if (c.t.profile === "safe") c.notExercised("the safe profile sends no generated writes");
  if (op.method === "PUT" && op.pathParams.some((p) => p.name === "webhookId")) {
    // The caller chooses the id: a fresh id of the suite's own, deleted at the end.
    const id = await freeWebhookId(c);
    let registered = false;
    return {
      params: { webhookId: id },
      bodies: "valid",
      undo: async (cc, r) => {
        if (registered || r.status < 200 || r.status >= 300) return;
        registered = true;
        await tracked(
          "webhook",
          () => id,
          (x) => `/notification-webhooks/${x}`,
          "DELETE",
          [204],
        )(cc, r);
      },
    };
  }
  const own = OWN[op.operationId as OperationId];
  if (own) {
    try {
      return await own(c);
    } catch (e) {
      // The suite's own resource could not be made (OP-SUCCESS reports it): probe ids instead.
      if (!asVerdict(e)) throw e;
      return { params: probeParams(op), bodies: "valid" };
    }
  }
  if (op.pathParams.length) return { params: probeParams(op), bodies: "valid" };
  const plan = UNADDRESSED[op.operationId as OperationId];
  if (!plan) return c.notExercised("a write addressed by no id, with no harmless target for generated bodies");
  return plan(c);
}
