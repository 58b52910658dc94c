/** Faults the ERRORS family must catch (doc 2 Errors and the notes of the group tables). */
import { ApiError, notFound, stated } from "../state/errors.ts";
import { ok, type Reply } from "../state/reply.ts";
import type { RequestContext } from "../state/context.ts";
import { isSettled } from "../domain/kaizen/state.ts";
import { readableRun } from "../domain/evidence/run-access.ts";
import { limitReached } from "../domain/notifications/webhooks.ts";
import { publicNotification } from "../domain/notifications/cards.ts";
import { linkedByName } from "../domain/platform/repos.ts";
import { getService } from "../domain/services/state.ts";
import { getTask } from "../domain/tasks/state.ts";
import { findJobPipeline } from "../domain/jobs/state.ts";
import { publicJob } from "../domain/jobs/projection.ts";
import { jsonBody, serverError } from "./replies.ts";
import { refuseEveryWebhookPut, WEBHOOK_GET, WEBHOOK_PUT, webhookIdOf } from "./webhook-routes.ts";
import type { FaultDef } from "./index.ts";

export const faults = {
  "errors-kaizen-unknown-generic-404": {
    family: "ERRORS",
    description:
      "an unknown Kaizen entry is a 404 with the generic code `not_found` and no `kaizen_entry_not_found` anywhere",
    rules: ["ERRORS-KAIZEN-NOT-FOUND"],
    install(layer) {
      // The generic not-found envelope, no stated token.
      const generic = async (ctx: RequestContext, next: () => Promise<Reply>) => {
        if (!ctx.ws.kaizen.entries.has(ctx.params.entryId)) throw notFound(`Kaizen entry ${ctx.params.entryId}`);
        return next();
      };
      layer.around("getKaizenEntry", generic);
      layer.around("acknowledgeKaizenEntry", generic);
    },
  },
  "errors-unsettled-ack-404": {
    family: "ERRORS",
    description:
      "acknowledging an unsettled Kaizen entry answers 404 `kaizen_entry_not_found` instead of 409 `kaizen_entry_not_settled`",
    rules: ["ERRORS-KAIZEN-NOT-SETTLED"],
    install(layer) {
      // An unsettled entry is answered as if unknown.
      layer.around("acknowledgeKaizenEntry", async (ctx, next) => {
        const e = ctx.ws.kaizen.entries.get(ctx.params.entryId);
        if (e && !isSettled(e)) throw stated(404, "kaizen_entry_not_found", `Kaizen entry ${e.entryId} not found`);
        return next();
      });
    },
  },
  "errors-debug-logs-unknown-run-empty": {
    family: "ERRORS",
    description:
      "GET /debug/runs/{runId}/logs answers 200 with an empty log for a run the key cannot read, instead of 404 `run_not_found`",
    rules: ["ERRORS-RUN-NOT-FOUND"],
    install(layer) {
      layer.around("listDebugRunLogs", async (ctx, next) =>
        readableRun(ctx.ws, ctx.params.runId, false) ? next() : ok({ events: [], nextCursor: null }),
      );
    },
  },
  "errors-no-merge-record-as-run-not-found": {
    family: "ERRORS",
    description: "a readable run without a merge record answers 404 `run_not_found` instead of `no_merge_record`",
    rules: ["ERRORS-NO-MERGE-RECORD"],
    install(layer) {
      // The wrong one of the two stated 404 reasons.
      layer.around("getRunMergeRecord", async (ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (e instanceof ApiError && e.code === "no_merge_record")
            throw stated(404, "run_not_found", `run ${ctx.params.runId} not found`);
          throw e;
        }
      });
    },
  },
  "errors-webhook-cap-blocks-edits": {
    family: "ERRORS",
    description: "at the webhook cap, editing an existing endpoint is refused 409 `webhook_limit_reached` too",
    rules: ["ERRORS-WEBHOOK-LIMIT"],
    install(layer) {
      for (const op of WEBHOOK_PUT) {
        layer.around(op, async (ctx, next) => {
          const hooks = ctx.ws.notifications.webhooks;
          const cap = ctx.server.options.webhookCap;
          if (hooks.has(webhookIdOf(ctx)) && hooks.size >= cap) throw limitReached(hooks.size, cap);
          return next();
        });
      }
    },
  },
  "errors-webhook-every-put-409": {
    family: "ERRORS",
    description:
      "every webhook PUT, an edit of an existing endpoint included, is refused 409 `webhook_limit_reached`, whatever the workspace holds",
    rules: ["ERRORS-WEBHOOK-LIMIT"],
    install: refuseEveryWebhookPut,
  },
  "errors-webhook-cap-stores-refused": {
    family: "ERRORS",
    description:
      "a new webhook id beyond the cap is answered 409 `webhook_limit_reached`, but the endpoint was stored before the check",
    rules: ["ERRORS-WEBHOOK-LIMIT"],
    install(layer) {
      for (const op of WEBHOOK_PUT) {
        layer.around(op, async (ctx, next) => {
          try {
            return await next();
          } catch (e) {
            const url = (ctx.body as { url?: string }).url;
            if (!(e instanceof ApiError && e.code === "webhook_limit_reached") || url === undefined) throw e;
            // Stored before the check refuses it.
            const id = webhookIdOf(ctx);
            const hooks = ctx.ws.notifications.webhooks;
            hooks.set(id, {
              id,
              name: id,
              url,
              enabled: true,
              types: [],
              runEvents: [],
              alertEvents: [],
              secretDigest: null,
              updatedAt: ctx.ws.now(),
            });
            throw limitReached(hooks.size, ctx.server.options.webhookCap);
          }
        });
      }
    },
  },
  "errors-webhook-unknown-404": {
    family: "ERRORS",
    description: "reading an unknown webhook id answers 404 instead of 200 with `webhook` null",
    rules: ["ERRORS-WEBHOOK-LIMIT", "ERRORS-WEBHOOK-UNKNOWN-NULL"],
    install(layer) {
      for (const op of WEBHOOK_GET) {
        layer.around(op, async (ctx, next) => {
          const reply = await next();
          if (jsonBody(reply)?.webhook === null)
            throw new ApiError(404, "not_found", `webhook ${webhookIdOf(ctx)} not found`);
          return reply;
        });
      }
    },
  },
  "errors-repo-unreachable-422": {
    family: "ERRORS",
    description:
      "linking an unreachable repository answers 422 (with the right token) instead of 404 `repo_not_reachable`",
    rules: ["ERRORS-REPO-NOT-REACHABLE"],
    install(layer) {
      // The right token under the wrong status.
      layer.around("linkRepo", async (ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (!(e instanceof ApiError && e.code === "repo_not_reachable")) throw e;
          const { owner, name } = ctx.body as { owner: string; name: string };
          throw new ApiError(422, "repo_not_reachable", `repository ${owner}/${name} cannot be reached`, {
            reason: "repo_not_reachable",
          });
        }
      });
    },
  },
  "errors-contents-unlinked-file-not-found": {
    family: "ERRORS",
    description:
      "reading a file of a repository the workspace never adopted answers `file_not_found` instead of `repo_not_linked`",
    rules: ["ERRORS-REPO-NOT-LINKED"],
    install(layer) {
      layer.around("getRepoContents", async (ctx, next) => {
        if (!linkedByName(ctx.ws, ctx.params.owner, ctx.params.name))
          throw stated(404, "file_not_found", `${String(ctx.query.path)} is absent`);
        return next();
      });
    },
  },
  "errors-contents-missing-generic-404": {
    family: "ERRORS",
    description:
      "a path absent from a linked repository answers 404 with the generic code `not_found` instead of `file_not_found`",
    rules: ["ERRORS-FILE-NOT-FOUND"],
    install(layer) {
      layer.around("getRepoContents", async (_ctx, next) => {
        try {
          return await next();
        } catch (e) {
          if (e instanceof ApiError && e.code === "file_not_found") throw notFound("file");
          throw e;
        }
      });
    },
  },
  "errors-notification-unknown-500": {
    family: "ERRORS",
    description: "acting on or dismissing a notification id no card has answers 500 instead of a 4XX",
    rules: ["ERRORS-NOTIFICATION-UNKNOWN-4XX"],
    install(layer) {
      const unknown500 = async (ctx: RequestContext, next: () => Promise<Reply>) => {
        if (!ctx.ws.notifications.cards.has(ctx.params.id)) throw serverError();
        return next();
      };
      layer.around("actOnNotification", unknown500);
      layer.around("dismissNotification", unknown500);
    },
  },
  "errors-unknown-path-500": {
    family: "ERRORS",
    description: "a path under /api/v1 that no row has answers 500 (routed to no operation) instead of a 4XX",
    rules: ["ERRORS-UNKNOWN-ROUTE-NO-5XX"],
    install(layer) {
      layer.replace(
        "http.refusal",
        (answer) => (refusal, op) =>
          answer(op === undefined && refusal.code === "not_found" ? serverError() : refusal, op),
      );
    },
  },
  "errors-unknown-method-500": {
    family: "ERRORS",
    description: "a method a documented path lacks answers 500 (routed to no operation) instead of a 4XX",
    rules: ["ERRORS-UNKNOWN-ROUTE-NO-5XX"],
    install(layer) {
      layer.replace(
        "http.refusal",
        (answer) => (refusal, op) => answer(refusal.status === 405 ? serverError() : refusal, op),
      );
    },
  },
  "errors-unknown-service-500": {
    family: "ERRORS",
    description:
      "editing or deleting a service id the workspace does not hold answers 500 (the handler reads the missing record) instead of a 4XX",
    rules: ["ERRORS-UNKNOWN-ID-NO-5XX"],
    install(layer) {
      const unknown500 = async (ctx: RequestContext, next: () => Promise<Reply>) => {
        if (!getService(ctx.ws, ctx.params.serviceId)) throw serverError();
        return next();
      };
      layer.around("updateService", unknown500);
      layer.around("deleteService", unknown500);
    },
  },
  "errors-notification-individual-acted": {
    family: "ERRORS",
    description:
      "acting on a card that would retry a run on an individual-usage model retries it, as for any retry card",
    rules: ["ERRORS-NOTIFICATION-NOT-ACTIONABLE"],
    install(layer) {
      layer.around("actOnNotification", async (ctx, next) => {
        const card = ctx.ws.notifications.cards.get(ctx.params.id);
        if (!card?.individualUsage) return next();
        // The card is read as one on an ordinary run for this act only.
        card.individualUsage = false;
        try {
          return await next();
        } finally {
          card.individualUsage = true;
        }
      });
    },
  },
  "errors-notification-parking-acted": {
    family: "ERRORS",
    description: "acting on a card that parks a run on a human decision resolves it (as acted) instead of refusing",
    rules: ["ERRORS-NOTIFICATION-NOT-ACTIONABLE"],
    install(layer) {
      layer.around("actOnNotification", async (ctx, next) => {
        const card = ctx.ws.notifications.cards.get(ctx.params.id);
        if (card?.type !== "decision_required" || card.status !== "open") return next();
        card.status = "acted";
        card.resolvedAt = ctx.ws.now();
        return ok(publicNotification(card));
      });
    },
  },
  "errors-job-pipeline-unknown-500": {
    family: "ERRORS",
    description: "POST /jobs naming a pipeline no pipeline has answers 500 instead of a 4XX",
    rules: ["ERRORS-JOB-PIPELINE-REFUSED"],
    install(layer) {
      layer.around("createJob", async (ctx, next) => {
        if (!findJobPipeline((ctx.body as { pipelineId: string }).pipelineId)) throw serverError();
        return next();
      });
    },
  },
  "errors-job-pipeline-not-public-run": {
    family: "ERRORS",
    description: "POST /jobs runs a job pipeline GET /pipelines shows `public` false (202), as if it were public",
    rules: ["ERRORS-JOB-PIPELINE-REFUSED"],
    install(layer) {
      layer.replace("jobs.runnable", () => () => true);
    },
  },
  "errors-job-cancel-keeps-slot": {
    family: "ERRORS",
    description: "POST /jobs/{id}/cancel answers 200 with a running job but leaves it running: its slot is not freed",
    rules: ["ERRORS-JOB-SLOTS"],
    install(layer) {
      layer.around("cancelJob", async (ctx, next) => {
        const job = ctx.ws.jobs.jobs.get(ctx.params.id);
        return job?.status === "running" ? ok(publicJob(job)) : next();
      });
    },
  },
  "errors-job-slots-count-finished": {
    family: "ERRORS",
    description:
      "finished jobs hold job slots too: with as many jobs as slots in the workspace (the seed's two finished ones), every start is refused 429",
    rules: ["ERRORS-JOB-SLOTS"],
    install(layer) {
      layer.around("createJob", async (ctx, next) => {
        const slots = ctx.server.options.jobSlots;
        if (ctx.ws.jobs.jobs.size >= slots)
          throw new ApiError(429, "job_slots_exhausted", `all ${slots} job slots of the workspace are in use`, {
            reason: "job_slots_exhausted",
          });
        return next();
      });
    },
  },
  "errors-task-no-run-500": {
    family: "ERRORS",
    description:
      "the run, a stop and a retry of a task that has no run answer 500 (the handlers read the missing run) instead of a 4XX",
    rules: ["ERRORS-TASK-NO-RUN"],
    install(layer) {
      for (const op of ["getTaskRun", "stopTask", "retryTask"] as const)
        layer.around(op, async (ctx, next) => {
          if (getTask(ctx.ws, ctx.params.taskId)?.runId === null) throw serverError();
          return next();
        });
    },
  },
  "errors-task-no-run-stream-empty": {
    family: "ERRORS",
    description: "the events of a task that has no run open a stream and close it at once, with no terminal event",
    rules: ["ERRORS-TASK-NO-RUN"],
    install(layer) {
      layer.around("streamTaskEvents", async (ctx, next) =>
        getTask(ctx.ws, ctx.params.taskId)?.runId === null ? { kind: "sse", open: (sink) => sink.close() } : next(),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;
