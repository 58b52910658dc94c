/**
 * Faults the CONC family must catch (issue 28): each splits a read-modify-write with a yield, or
 * checks a condition before an `await` and writes after it, as a server on a database without the
 * right transaction does. The reference server's handlers run to completion between requests, so
 * it is linearizable with none of these on; each opens a window in which other requests run.
 */
import type { RequestContext } from "../state/context.ts";
import { getTask } from "../domain/tasks/state.ts";
import { closesCycle } from "../domain/tasks/dependencies.ts";
import { taskProjection } from "../domain/tasks/projection.ts";
import { ok } from "../state/reply.ts";
import { notFound } from "../state/errors.ts";
import { linkedByName } from "../domain/platform/repos.ts";
import { offsetPaginate } from "./page.ts";
import { WRITEBACK_ACTIONS } from "../domain/platform/settings.ts";
import { runningJobs } from "../domain/jobs/state.ts";
import type { FaultDef } from "./index.ts";
import type { ServerOptions } from "../options.ts";

/** How long a racy handler leaves its read stale: long enough for the other racing requests to come in. */
const RACE_WINDOW_MS = 15;

/** How long the cache of admitted keys of race-key-revocation-deferred keeps a revoked key. */
const REVOCATION_LAG_MS = 500;

export const raceWindow = () => new Promise<void>((resolve) => setTimeout(resolve, RACE_WINDOW_MS));

/**
 * `next()` with the server's limit `limit` lifted: the handler checks the limit again, synchronously
 * within `next()`, so lifting it for that check alone makes the count read before a race window the
 * one that admits.
 */
function lifted<R>(options: ServerOptions, limit: "webhookCap" | "jobSlots", next: () => R): R {
  const held = options[limit];
  options[limit] = Number.MAX_SAFE_INTEGER;
  try {
    return next();
  } finally {
    options[limit] = held;
  }
}

const pathTask = (ctx: RequestContext) => getTask(ctx.ws, ctx.params.taskId);
const namedTask = (ctx: RequestContext) => (ctx.body as { dependsOnTaskId: string }).dependsOnTaskId;

export const faults = {
  "race-task-lost-update": {
    family: "CONC",
    description:
      "PATCH /tasks/{taskId} reads the whole task, yields, and writes back the record it read with the patch applied: a concurrent PATCH of another field is lost",
    rules: ["CONC-LOST-UPDATE-TASK"],
    install(layer) {
      layer.around("updateTask", async (ctx, next) => {
        const task = pathTask(ctx);
        if (!task) return next();
        const { title, description, autoStartDependents, modelPresetId, riskPolicyId, fields } = task;
        await raceWindow();
        Object.assign(task, { title, description, autoStartDependents, modelPresetId, riskPolicyId, fields });
        return next();
      });
    },
  },
  "race-dependency-add-duplicated": {
    family: "CONC",
    description:
      "adding a dependency checks whether the edge is there, yields, then appends it: two racing adds both append, and the id is in `dependsOn` twice",
    rules: ["CONC-DEPENDENCY-IDEMPOTENT"],
    install(layer) {
      layer.around("addTaskDependency", async (ctx, next) => {
        const task = pathTask(ctx);
        const dep = namedTask(ctx);
        if (!task || !getTask(ctx.ws, dep) || task.dependsOn.includes(dep) || closesCycle(ctx.ws, task.taskId, dep))
          return next();
        await raceWindow();
        task.dependsOn.push(dep);
        return ok(taskProjection(task));
      });
    },
  },
  "race-dependency-remove-by-stale-position": {
    family: "CONC",
    description:
      "removing a dependency checks that the edge is there, yields, then splices at the id's position: after a racing removal the position is -1 and the task's last other dependency goes",
    rules: ["CONC-DEPENDENCY-IDEMPOTENT"],
    install(layer) {
      layer.around("removeTaskDependency", async (ctx, next) => {
        const task = pathTask(ctx);
        const dep = namedTask(ctx);
        if (!task?.dependsOn.includes(dep)) return next();
        await raceWindow();
        task.dependsOn.splice(task.dependsOn.indexOf(dep), 1);
        return ok(taskProjection(task));
      });
    },
  },
  "race-dependency-cycle-accepted": {
    family: "CONC",
    description:
      "adding a dependency checks for a cycle, yields, then appends the edge: the two halves of a cycle added at once are both accepted",
    rules: ["CONC-DEPENDENCY-CYCLE"],
    install(layer) {
      layer.around("addTaskDependency", async (ctx, next) => {
        const task = pathTask(ctx);
        const dep = namedTask(ctx);
        if (!task || !getTask(ctx.ws, dep) || dep === task.taskId || closesCycle(ctx.ws, task.taskId, dep))
          return next();
        await raceWindow();
        if (!task.dependsOn.includes(dep)) task.dependsOn.push(dep);
        return ok(taskProjection(task));
      });
    },
  },
  "race-webhook-lost-update": {
    family: "CONC",
    description:
      "PUT /notification-webhooks/{webhookId} of a registered endpoint reads the record, yields, and writes back the record it read with the body applied: a racing PUT of another field is lost",
    rules: ["CONC-WEBHOOK-KEEP-ON-OMIT"],
    install(layer) {
      layer.around("putNotificationWebhookById", async (ctx, next) => {
        const hooks = ctx.ws.notifications.webhooks;
        const read = hooks.get(ctx.params.webhookId);
        if (!read) return next();
        const copy = { ...read };
        await raceWindow();
        hooks.set(copy.id, copy);
        return next();
      });
    },
  },
  "race-webhook-registered-twice": {
    family: "CONC",
    description:
      "PUT /notification-webhooks/{webhookId} of an id not registered checks that, yields, then registers it afresh: a racing registration of the same id is replaced, its fields lost",
    rules: ["CONC-WEBHOOK-PUT-IDEMPOTENT"],
    install(layer) {
      layer.around("putNotificationWebhookById", async (ctx, next) => {
        const hooks = ctx.ws.notifications.webhooks;
        if (hooks.has(ctx.params.webhookId)) return next();
        await raceWindow();
        hooks.delete(ctx.params.webhookId);
        return next();
      });
    },
  },
  "race-webhook-cap-passed": {
    family: "CONC",
    description:
      "PUT /notification-webhooks/{webhookId} of a new id checks the per-workspace cap, yields, then registers whatever the count has become: new ids racing for the last room under the cap are all admitted",
    rules: ["CONC-WEBHOOK-CAP"],
    install(layer) {
      layer.around("putNotificationWebhookById", async (ctx, next) => {
        const hooks = ctx.ws.notifications.webhooks;
        const options = ctx.server.options;
        if (hooks.has(ctx.params.webhookId) || hooks.size >= options.webhookCap) return next();
        await raceWindow();
        return lifted(options, "webhookCap", next);
      });
    },
  },
  "race-key-revocation-deferred": {
    family: "CONC",
    description:
      "DELETE /keys/{keyId} answers 204 and the revocation of the key itself lands half a second later (as through a cache of admitted keys): a request that begins after the 204 is still admitted",
    rules: ["CONC-KEY-REVOCATION-IMMEDIATE"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        const key = ctx.server.keys.get(ctx.params.keyId);
        if (!key || key.workspaceId !== ctx.ws.id || key.revokedAt !== null) return next();
        const reply = await next();
        const at = key.revokedAt;
        key.revokedAt = null;
        // Longer than a race window: at 32 clients a request sent right after the 204 may wait that long.
        setTimeout(() => {
          if (key.revokedAt === null) key.revokedAt = at;
        }, REVOCATION_LAG_MS).unref();
        return reply;
      });
    },
  },
  "race-key-delete-lost-race": {
    family: "CONC",
    description:
      "DELETE /keys/{keyId} reads the key active, yields, then revokes it where it is still active: a racing revocation that found it revoked meanwhile answers 404, as if the key had never been",
    rules: ["CONC-KEY-DELETE-IDEMPOTENT"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        const key = ctx.server.keys.get(ctx.params.keyId);
        if (!key || key.workspaceId !== ctx.ws.id || key.revokedAt !== null) return next();
        await raceWindow();
        // "revoke where still active" touched nothing: read as a key not found.
        if (key.revokedAt !== null) throw notFound(`key ${key.id}`);
        return next();
      });
    },
  },
  "race-repo-link-reinserted": {
    family: "CONC",
    description:
      "POST /repos/link of a linked repository refreshes its row by removing it, yielding, and inserting it again: a racing link finds none, adopts the repository anew under a second `repoId`, and both rows stay",
    rules: ["CONC-REPO-LINK-IDEMPOTENT"],
    install(layer) {
      layer.around("linkRepo", async (ctx, next) => {
        const { owner, name } = ctx.body as { owner: string; name: string };
        const linked = ctx.ws.platform.linked;
        const row = linkedByName(ctx.ws, owner, name);
        if (!row) return next();
        linked.delete(row.repoId);
        await raceWindow();
        linked.set(row.repoId, row);
        return next();
      });
    },
  },
  "race-kaizen-acknowledgement-restamped": {
    family: "CONC",
    description:
      "acknowledging a Kaizen entry checks that it is not acknowledged yet, yields, then stamps it: of racing acknowledgements each stamps anew, and the first `acknowledgedAt` is overwritten",
    rules: ["CONC-KAIZEN-FIRST-ACKNOWLEDGEMENT"],
    install(layer) {
      layer.around("acknowledgeKaizenEntry", async (ctx, next) => {
        const entry = ctx.ws.kaizen.entries.get(ctx.params.entryId);
        const undo = (ctx.body as { acknowledged?: boolean } | undefined)?.acknowledged === false;
        if (!entry || undo || entry.acknowledged) return next();
        await raceWindow();
        entry.acknowledged = false;
        return next();
      });
    },
  },
  "race-writeback-lost-update": {
    family: "CONC",
    description:
      "PATCH /tracker/writeback reads the stored actions, yields, and writes all of them back merged with its own: a racing PATCH of another action is lost",
    rules: ["CONC-WRITEBACK-LOST-UPDATE"],
    install(layer) {
      layer.around("updateTrackerWriteback", async (ctx, next) => {
        const stored = ctx.ws.platform.writeback;
        const read = Object.fromEntries(WRITEBACK_ACTIONS.map((a) => [a, stored[a]]));
        await raceWindow();
        Object.assign(stored, read);
        return next();
      });
    },
  },
  "race-job-slots-passed": {
    family: "CONC",
    description:
      "POST /jobs checks the workspace's running jobs against its slots, yields, then records its job whatever the count has become: starts racing for the last slot are all admitted",
    rules: ["CONC-JOB-SLOTS"],
    install(layer) {
      layer.around("createJob", async (ctx, next) => {
        const options = ctx.server.options;
        if (runningJobs(ctx.ws) >= options.jobSlots) return next();
        await raceWindow();
        return lifted(options, "jobSlots", next);
      });
    },
  },
  "race-task-page-offset": {
    family: "CONC",
    description:
      "GET /services/{serviceId}/tasks pages by a count of tasks served (an offset) under its cursor, in the server's own order: a task deleted from the pages already served shifts the later ones back, and a task that lived through the walk is never served",
    rules: ["CONC-PAGING-UNDER-WRITES"],
    install(layer) {
      layer.replace(
        "tasks.listPage",
        () => (codec, all, req, opts) => offsetPaginate(codec, all, req, opts, opts.newestFirst === true),
      );
    },
  },
} satisfies Record<string, FaultDef>;
