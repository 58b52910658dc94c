/** Faults proving the rules of the clause register's long tail (services, merge, notifications); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import { ok } from "../state/reply.ts";
import { getService } from "../domain/services/state.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { serviceProjection } from "../domain/services/projection.ts";
import { getMergeRecord, publicMergeRecord } from "../domain/evidence/merge-records.ts";
import { editJson, type JsonObject } from "./replies.ts";
import { removeTask } from "../domain/tasks/lifecycle.ts";
import { getLinkedRepo } from "../domain/platform/repos.ts";
import { tasksOfService } from "../domain/tasks/state.ts";

export const faults = {
  "services-infraless-stored": {
    family: "NULL",
    description:
      "PATCH {provisioning: {type: infraless}} is stored as given: the service reads back with provisioning {type: infraless} instead of none",
    rules: ["NULL-SERVICE-INFRALESS-ABSENT"],
    install(layer) {
      // `{type: infraless}` is stored as given, not taken back.
      layer.around("updateService", async (ctx, next) => {
        const reply = await next();
        const given = (ctx.body as { provisioning?: { type?: unknown } }).provisioning;
        const s = getService(ctx.ws, ctx.params.serviceId);
        if (!s || given?.type !== "infraless") return reply;
        s.provisioning = structuredClone(given);
        return ok(serviceProjection(ctx.ws, s));
      });
    },
  },
  "services-no-repo-starts": {
    family: "STATE",
    description: "a task of a service with no repository starts like any other (no refusal)",
    rules: ["STATE-SERVICE-NO-REPO-START-REFUSED"],
    install(layer) {
      layer.replace("runs.serviceCanStart", () => () => true);
    },
  },
  "services-create-duplicates": {
    family: "STATE",
    description:
      "POST /services with a repository already backing a service creates a second service instead of mounting the existing one",
    rules: ["STATE-SERVICE-CREATE-MOUNT", "STATE-SERVICE-REPO-BACKED"],
    install(layer) {
      layer.replace("services.mountedOn", () => () => undefined);
    },
  },
  "services-repo-backing-hidden": {
    family: "STATE",
    description:
      "GET /repos shows every linked repository with no backing service (null), even one that backs a service",
    rules: ["STATE-SERVICE-REPO-BACKED"],
    install(layer) {
      layer.around("listRepos", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          repos: body.repos.map((r: JsonObject) => ({ ...r, service: null })),
        })),
      );
    },
  },
  "services-delete-unfinished-admitted": {
    family: "STATE",
    description:
      "DELETE /services/{serviceId} takes a service holding unfinished tasks with it (204) instead of refusing 422 `service_has_unfinished_tasks`",
    rules: ["STATE-SERVICE-DELETE-UNFINISHED"],
    install(layer) {
      // Every task goes first, finished or not, so the handler finds nothing to refuse.
      layer.around("deleteService", async (ctx, next) => {
        const s = getService(ctx.ws, ctx.params.serviceId);
        if (s) for (const t of tasksOfService(ctx.ws, s.serviceId)) removeTask(ctx.ws, t);
        return next();
      });
    },
  },
  "services-archived-listed": {
    family: "STATE",
    description: "GET /services lists archived services beside the live ones",
    rules: ["STATE-SERVICE-ARCHIVED-HIDDEN"],
    install(layer) {
      layer.around("listServices", async (ctx, next) => {
        const archived = [...ctx.ws.services.services.values()].filter((s) => s.archived);
        return editJson(await next(), (body) => ({
          ...body,
          services: [...body.services, ...archived.map((s) => serviceProjection(ctx.ws, s))],
        }));
      });
    },
  },
  "services-archived-addressable": {
    family: "STATE",
    description:
      "an archived service is addressed like a live one: its tasks are listed, a PATCH edits it, a DELETE removes it",
    rules: ["STATE-SERVICE-ARCHIVED-HIDDEN"],
    install(layer) {
      // The record reads as live while the request is handled, and archived again after.
      const live = async (ctx: RequestContext, next: () => Promise<Reply>) => {
        const s = ctx.ws.services.services.get(ctx.params.serviceId);
        if (!s?.archived) return next();
        s.archived = false;
        try {
          return await next();
        } finally {
          s.archived = true;
        }
      };
      for (const op of ["listServiceTasks", "updateService", "deleteService"] as const) layer.around(op, live);
    },
  },
  "services-create-unlinked-repo-admitted": {
    family: "STATE",
    description:
      "POST /services with a `repoId` the workspace has not linked creates a service with no repository instead of refusing",
    rules: ["STATE-SERVICE-CREATE-REPO-UNLINKED"],
    install(layer) {
      layer.around("createService", async (ctx, next) => {
        const body = (ctx.body ?? {}) as { repoId?: unknown };
        if (typeof body.repoId === "string" && !getLinkedRepo(ctx.ws, body.repoId)) {
          const { repoId: _r, ...rest } = body;
          ctx.body = rest;
        }
        return next();
      });
    },
  },
  "tasks-upload-external-id-null": {
    family: "STATE",
    description:
      "GET /tasks/{taskId}/documents lists uploaded documents with externalId null, so two uploads share the pair (upload, null)",
    rules: ["STATE-TASK-DOCUMENTS-IDENTIFIED"],
    install(layer) {
      layer.around("listTaskDocuments", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          documents: body.documents.map((d: { kind: string }) =>
            d.kind === "upload" ? { ...d, externalId: null } : d,
          ),
        })),
      );
    },
  },
  "merge-effort-null-ignored": {
    family: "STATE",
    description:
      "POST /merge-records/{recordId}/effort with null is read as an omitted tag: the stored tag is kept instead of cleared",
    rules: ["STATE-MERGE-EFFORT-TAG"],
    install(layer) {
      // null is read as an omitted tag: the stored one is answered unchanged.
      layer.around("setMergeRecordEffort", async (ctx, next) => {
        const r = getMergeRecord(ctx.ws, ctx.params.recordId);
        return r && (ctx.body as { effort?: unknown } | undefined)?.effort === null ? ok(publicMergeRecord(r)) : next();
      });
    },
  },
  "notification-merge-tag-payload-run-id": {
    family: "STATE",
    description: "a merge_tag_request card's payload carries the run id where the merge record id belongs",
    rules: ["STATE-NOTIFICATION-MERGE-TAG-RECORD"],
    install(layer) {
      const card = (n: JsonObject) =>
        n.type === "merge_tag_request" && n.payload ? { ...n, payload: { ...n.payload, recordId: n.executionId } } : n;
      layer.around("listNotifications", async (_ctx, next) =>
        editJson(await next(), (body) => ({ ...body, notifications: body.notifications.map(card) })),
      );
      layer.around("actOnNotification", async (_ctx, next) => editJson(await next(), card));
      layer.around("dismissNotification", async (_ctx, next) => editJson(await next(), card));
    },
  },
} as const satisfies Record<string, FaultDef>;
