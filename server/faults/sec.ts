/** Faults the SEC family must catch (doc 2 Authentication 3, 10, 12; doc 2 Evidence; doc 1 NotificationWebhook). */
import type { FaultDef } from "./index.ts";
import { ok } from "../state/reply.ts";
import { getTask } from "../domain/tasks/state.ts";
import { taskProjection } from "../domain/tasks/projection.ts";
import { taskInAnyWorkspace } from "./across-workspaces.ts";
import { listServices } from "../domain/services/state.ts";
import { serviceProjection } from "../domain/services/projection.ts";
import { publicWebhook } from "../domain/notifications/webhooks.ts";
import { editJson, jsonBody, type JsonObject } from "./replies.ts";
import { WEBHOOK_GET, WEBHOOK_PUT, webhookIdOf } from "./webhook-routes.ts";

export const faults = {
  "sec-webhook-secret-in-put-reply": {
    family: "SEC",
    description: "PUT of a webhook echoes the signing secret it was given in its response (reads stay clean)",
    rules: ["SEC-WEBHOOK-SECRET-HIDDEN"],
    install(layer) {
      for (const op of WEBHOOK_PUT) {
        layer.around(op, async (ctx, next) => {
          const { secret } = ctx.body as { secret?: string };
          const reply = await next();
          return secret === undefined ? reply : editJson(reply, (body) => ({ ...body, secret }));
        });
      }
    },
  },
  "sec-webhook-secret-in-list": {
    family: "SEC",
    description: "GET /notification-webhooks carries each endpoint's signing secret as `signingSecret`",
    rules: ["SEC-WEBHOOK-SECRET-HIDDEN", "SEC-READS-NO-SECRET"],
    install(layer) {
      // The signing secrets given on this server, by workspace and endpoint id.
      const secrets = new Map<string, string>();
      for (const op of WEBHOOK_PUT) {
        layer.around(op, async (ctx, next) => {
          const { secret } = ctx.body as { secret?: string };
          const reply = await next();
          if (secret !== undefined) secrets.set(`${ctx.ws.id}:${webhookIdOf(ctx)}`, secret);
          return reply;
        });
      }
      layer.around("listNotificationWebhooks", async (ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          webhooks: body.webhooks.map((w: JsonObject) => {
            const signingSecret = secrets.get(`${ctx.ws.id}:${w.id}`);
            return signingSecret === undefined ? w : { ...w, signingSecret };
          }),
        })),
      );
    },
  },
  "sec-artifact-nosniff-missing": {
    family: "SEC",
    description: "artifact bytes are served without `x-content-type-options: nosniff`",
    rules: ["SEC-ARTIFACT-NOSNIFF"],
    install(layer) {
      layer.around("getArtifactBlob", async (_ctx, next) => {
        const reply = await next();
        if (reply.kind !== "bytes" || !reply.headers) return reply;
        const { "x-content-type-options": _nosniff, ...headers } = reply.headers;
        return { ...reply, headers };
      });
    },
  },
  "sec-artifact-blob-public": {
    family: "SEC",
    description: "the bytes of an existing artifact are served to a request without a key",
    rules: ["SEC-ARTIFACT-KEY-REQUIRED"],
    install(layer) {
      layer.replace("http.authenticate", (authenticate) => (authorization, route) => {
        if (authorization || route.op.operationId !== "getArtifactBlob") return authenticate(authorization, route);
        // No key: the request is let in as the workspace that holds the artifact.
        const owner = [...layer.server.workspaces.values()].find((w) =>
          w.evidence.artifacts.has(route.params.artifactId),
        );
        const ownerKey = owner ? layer.server.keys.liveInWorkspace(owner.id)[0] : undefined;
        return ownerKey ?? authenticate(authorization, route);
      });
    },
  },
  "sec-peer-reads-task": {
    family: "SEC",
    description: "GET /tasks/{taskId} finds a task of another workspace when the caller's has none by that id",
    rules: ["SEC-ISOLATION-READ"],
    install(layer) {
      layer.around("getTask", async (ctx, next) => {
        const foreign = getTask(ctx.ws, ctx.params.taskId)
          ? undefined
          : taskInAnyWorkspace(ctx.server, ctx.params.taskId);
        return foreign ? ok(taskProjection(foreign.task)) : next();
      });
    },
  },
  "sec-peer-reads-webhook": {
    family: "SEC",
    description:
      "GET /notification-webhooks/{webhookId} answers another workspace's endpoint when the caller's has none by that id",
    rules: ["SEC-ISOLATION-READ"],
    install(layer) {
      for (const op of WEBHOOK_GET) {
        layer.around(op, async (ctx, next) => {
          const reply = await next();
          if (jsonBody(reply)?.webhook !== null) return reply;
          // An id unknown here is looked up in the other workspaces.
          const peer = [...ctx.server.workspaces.values()]
            .map((w) => w.notifications.webhooks.get(webhookIdOf(ctx)))
            .find((h) => h !== undefined);
          return peer ? ok({ webhook: publicWebhook(peer) }) : reply;
        });
      }
    },
  },
  "sec-peer-patches-task": {
    family: "SEC",
    description: "PATCH /tasks/{taskId} edits a task of another workspace",
    rules: ["SEC-ISOLATION-WRITE"],
    install(layer) {
      layer.around("updateTask", async (ctx, next) => {
        // The patch is applied in whichever workspace holds the task.
        const foreign = getTask(ctx.ws, ctx.params.taskId)
          ? undefined
          : taskInAnyWorkspace(ctx.server, ctx.params.taskId);
        if (foreign) ctx.ws = foreign.ws;
        return next();
      });
    },
  },
  "sec-peer-revokes-key": {
    family: "SEC",
    description: "DELETE /keys/{keyId} revokes a key of another workspace (and still answers the idempotent 204)",
    rules: ["SEC-ISOLATION-WRITE"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        const reply = await next();
        // The workspace of the named key is not checked.
        const target = ctx.server.keys.get(ctx.params.keyId);
        if (target && target.workspaceId !== ctx.ws.id)
          ctx.server.keys.revokeCascade(target.id, ctx.server.clock.now());
        return reply;
      });
    },
  },
  "sec-services-list-leak": {
    family: "SEC",
    description: "GET /services lists the services of every workspace",
    rules: ["SEC-ISOLATION-LIST"],
    install(layer) {
      // The services of the other workspaces are listed after the caller's own.
      layer.around("listServices", async (ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          services: [
            ...body.services,
            ...[...ctx.server.workspaces.values()]
              .filter((w) => w !== ctx.ws)
              .flatMap((w) => listServices(w).map((s) => serviceProjection(ctx.ws, s))),
          ],
        })),
      );
    },
  },
  "sec-jobs-list-leak": {
    family: "SEC",
    description: "GET /jobs lists the jobs of every workspace, newest first",
    rules: ["SEC-ISOLATION-LIST"],
    install(layer) {
      layer.replace(
        "jobs.listedFor",
        () => () => [...layer.server.workspaces.values()].flatMap((w) => [...w.jobs.jobs.values()]),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;
