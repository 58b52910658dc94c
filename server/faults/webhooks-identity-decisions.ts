/** Faults proving the rules of the clause register's long tail (webhooks, identity, decisions); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import type { RequestContext } from "../state/context.ts";
import { webhookHandlers } from "../domain/notifications/webhooks.ts";
import { editJson, type JsonObject } from "./replies.ts";
import { WEBHOOK_DELETE } from "./webhook-routes.ts";
import { decisionRoutes } from "./decision-answers.ts";
import type { FaultLayer } from "./layer.ts";

/** `kaizen-deleted-task-stale`, `kaizen-grade-percent`: each entry the Kaizen routes answer, edited. */
function editKaizenEntries(layer: FaultLayer, edit: (entry: JsonObject) => JsonObject): void {
  layer.around("listKaizenEntries", async (_ctx, next) =>
    editJson(await next(), (body) => ({ ...body, entries: body.entries.map(edit) })),
  );
  layer.around("getKaizenEntry", async (_ctx, next) => editJson(await next(), edit));
  layer.around("acknowledgeKaizenEntry", async (_ctx, next) => editJson(await next(), edit));
}

export const faults = {
  "kaizen-deleted-task-stale": {
    family: "STATE",
    description: "a Kaizen entry whose task was deleted still shows a `task` (a stale view) instead of null",
    rules: ["STATE-KAIZEN-TASK-DELETED"],
    install(layer) {
      // A deleted task still shows as a last view of it.
      const stale = { serviceId: null, serviceTitle: null, status: "done", title: "(deleted task)" };
      editKaizenEntries(layer, (e) => (e.task === null ? { ...e, task: stale } : e));
    },
  },
  "webhooks-unnamed-not-default": {
    family: "STATE",
    description:
      "the unnamed webhook routes address an endpoint of their own (listed as `unnamed`), not the one the named routes list under id `default`",
    rules: ["STATE-WEBHOOK-UNNAMED-DEFAULT"],
    install(layer) {
      // The unnamed routes are served as the routes of the endpoint `unnamed`.
      const asUnnamed = (ctx: RequestContext): RequestContext => ({
        ...ctx,
        params: { ...ctx.params, webhookId: "unnamed" },
      });
      layer.around("getNotificationWebhook", async (ctx) =>
        webhookHandlers.getNotificationWebhookById!(asUnnamed(ctx)),
      );
      layer.around("putNotificationWebhook", async (ctx) =>
        webhookHandlers.putNotificationWebhookById!(asUnnamed(ctx)),
      );
      layer.around("deleteNotificationWebhook", async (ctx) =>
        webhookHandlers.deleteNotificationWebhookById!(asUnnamed(ctx)),
      );
    },
  },
  "webhooks-delete-touches-others": {
    family: "STATE",
    description: "deleting one webhook endpoint re-stamps `updatedAt` on every other endpoint of the workspace",
    rules: ["STATE-WEBHOOK-DELETE-OTHERS"],
    install(layer) {
      for (const op of WEBHOOK_DELETE) {
        layer.around(op, async (ctx, next) => {
          const reply = await next();
          for (const h of ctx.ws.notifications.webhooks.values()) h.updatedAt = ctx.ws.now();
          return reply;
        });
      }
    },
  },
  "webhooks-subscribed-cards-unlisted": {
    family: "STATE",
    description:
      "open notification cards of a type some webhook endpoint subscribes to are no longer listed by GET /notifications (delivered instead of polled)",
    rules: ["STATE-WEBHOOK-NOTIFICATIONS-KEPT"],
    install(layer) {
      layer.around("listNotifications", async (ctx, next) => {
        const subscribed = new Set([...ctx.ws.notifications.webhooks.values()].flatMap((h) => h.types));
        return editJson(await next(), (body) => ({
          ...body,
          notifications: body.notifications.filter((n: JsonObject) => !subscribed.has(n.type)),
        }));
      });
    },
  },
  "identity-job-external-identity-dropped": {
    family: "STATE",
    description:
      "a job created by a key with an externalIdentity reports externalIdentity null and externalIdentityWithheld false",
    rules: ["STATE-KEY-EXTERNAL-IDENTITY"],
    install(layer) {
      // The creating key's externalIdentity is lost on the way to the job.
      layer.around("createJob", async (ctx, next) => {
        ctx.key = { ...ctx.key, externalIdentity: null };
        return next();
      });
    },
  },
  "decisions-parked-on-terminal": {
    family: "STATE",
    description: "the decision list of a finished run (done or failed) reports parked true",
    rules: ["STATE-DECISION-PARKED-BLOCKED"],
    install(layer) {
      // A finished run ("stopped") is reported parked.
      for (const op of decisionRoutes()) {
        layer.around(op, async (_ctx, next) =>
          editJson(await next(), (body) =>
            body.status === "done" || body.status === "failed" ? { ...body, parked: true } : body,
          ),
        );
      }
    },
  },
  "decisions-human-test-url-null": {
    family: "STATE",
    description: "a human test awaiting a human lists its ready environment with url null",
    rules: ["STATE-DECISION-HUMAN-TEST-URL"],
    install(layer) {
      // Every environment of a human test is listed without its URL (a ready one included).
      const withoutUrl = (d: JsonObject) =>
        d.kind === "human-test" && d.environment ? { ...d, environment: { ...d.environment, url: null } } : d;
      for (const op of decisionRoutes()) {
        layer.around(op, async (_ctx, next) =>
          editJson(await next(), (body) => ({ ...body, decisions: body.decisions.map(withoutUrl) })),
        );
      }
    },
  },
  "kaizen-grade-percent": {
    family: "STATE",
    description: "Kaizen entries report their grade on a 0..100 scale (grade × 20) instead of 1..5",
    rules: ["STATE-KAIZEN-GRADE-SCALE"],
    install(layer) {
      // On a 0..100 scale.
      editKaizenEntries(layer, (e) => (e.grade === null ? e : { ...e, grade: e.grade * 20 }));
    },
  },
  "writeback-default-one-off": {
    family: "NULL",
    description: "the tracker writeback starts unchosen (updatedAt null) with postParkedRequirementsFindings off",
    rules: ["NULL-WRITEBACK-DEFAULT-ON"],
    install(layer) {
      layer.replace("writeback.unchosen", (unchosen) => () => ({
        ...unchosen(),
        postParkedRequirementsFindings: false,
      }));
    },
  },
} as const satisfies Record<string, FaultDef>;
