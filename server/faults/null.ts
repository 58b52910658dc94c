/**
 * Faults the NULL family must catch (doc 1 Notation "absent differs from null"; doc 2 Versioning
 * "Absent and null are distinct everywhere"; doc 2 Webhooks and Services keep-on-omit; doc 2
 * PATCH /tracker/writeback).
 */
import type { FaultDef } from "./index.ts";
import { invalid } from "../state/errors.ts";
import { editJson } from "./replies.ts";
import { ok } from "../state/reply.ts";
import { getService } from "../domain/services/state.ts";
import { serviceProjection } from "../domain/services/projection.ts";
import { WEBHOOK_PUT } from "./webhook-routes.ts";
import { publicWriteback } from "../domain/platform/settings.ts";

export const faults = {
  "null-task-omits-null-keys": {
    family: "NULL",
    description:
      "a task read leaves out the required keys that hold null (runId, pullRequestUrl, modelPresetId, riskPolicyId) instead of sending null",
    rules: ["NULL-REQUIRED-PRESENT"],
    install(layer) {
      layer.around("getTask", async (_ctx, next) => editJson(await next(), withoutNulls));
    },
  },
  "null-service-provisioning-null": {
    family: "NULL",
    description:
      "a service without a provisioning pin answers `provisioning: null` instead of leaving the optional key out",
    rules: ["NULL-OPTIONAL-NOT-NULL"],
    install(layer) {
      layer.around("updateService", async (_ctx, next) =>
        editJson(await next(), (body) => (body.provisioning === undefined ? { ...body, provisioning: null } : body)),
      );
    },
  },
  "null-task-patch-wipes-description": {
    family: "NULL",
    description: "a task PATCH that omits `description` resets it to the empty string",
    rules: ["NULL-OMIT-KEEPS"],
    install(layer) {
      layer.around("updateTask", async (ctx, next) => {
        const body = ctx.body as { description?: string };
        if (body.description === undefined) ctx.body = { ...body, description: "" };
        return next();
      });
    },
  },
  "null-webhook-put-clears-types": {
    family: "NULL",
    description: "a webhook PUT that omits `types` clears the notification-type subscriptions",
    rules: ["NULL-OMIT-KEEPS"],
    install(layer) {
      for (const op of WEBHOOK_PUT) {
        layer.around(op, async (ctx, next) => {
          const body = ctx.body as { types?: string[] };
          // An omitted `types` is read as `types: []`.
          if (body.types === undefined) ctx.body = { ...body, types: [] };
          return next();
        });
      }
    },
  },
  "null-service-patch-drops-provisioning": {
    family: "NULL",
    description: "a service PATCH that omits `provisioning` takes the pin back",
    rules: ["NULL-OMIT-KEEPS"],
    install(layer) {
      layer.around("updateService", async (ctx, next) => {
        const reply = await next();
        const s = getService(ctx.ws, ctx.params.serviceId);
        if (!s || (ctx.body as { provisioning?: unknown }).provisioning !== undefined) return reply;
        delete s.provisioning;
        return ok(serviceProjection(ctx.ws, s));
      });
    },
  },
  "null-writeback-empty-stamps": {
    family: "NULL",
    description: 'an empty tracker-writeback patch stamps `updatedAt` (somebody has now "chosen")',
    rules: ["NULL-EMPTY-WRITEBACK"],
    install(layer) {
      layer.around("updateTrackerWriteback", async (ctx, next) => {
        const reply = await next();
        if (!ctx.body || typeof ctx.body !== "object" || Object.keys(ctx.body).length > 0) return reply;
        // The empty patch stamps `updatedAt` all the same.
        ctx.ws.platform.writeback.updatedAt = ctx.ws.now();
        return ok(publicWriteback(ctx.ws.platform.writeback, ctx.ws));
      });
    },
  },
  "null-patch-null-is-omitted": {
    family: "NULL",
    description: 'a PATCH reads `null` as "omitted" (merge-patch style): `title: null` is accepted and keeps the title',
    rules: ["NULL-VALUE-REFUSED"],
    install(layer) {
      layer.replace(
        "http.checkBody",
        (check) => (op, body) =>
          check(
            op,
            op.method === "PATCH" && hasTopLevelNull(body) ? withoutNulls(body as Record<string, unknown>) : body,
          ),
      );
    },
  },
  "null-nullable-refused": {
    family: "NULL",
    description:
      "the body validator reads `T | null` as `T`: a null in a nullable request key (`note`, `forkId`) is refused",
    rules: ["NULL-VALUE-ALLOWED"],
    install(layer) {
      layer.replace("http.checkBody", (check) => (op, body) => {
        if (op.method === "POST" && hasTopLevelNull(body))
          throw invalid("null is not a value", [{ path: "", message: "null" }]);
        return check(op, body);
      });
    },
  },
} as const satisfies Record<string, FaultDef>;

/** `null-task-omits-null-keys`: the object without its null-valued keys. */
export function withoutNulls<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as Partial<T>;
}

/** Whether a request body is an object with a null at its top level. */
export function hasTopLevelNull(body: unknown): boolean {
  return !!body && typeof body === "object" && !Array.isArray(body) && Object.values(body).some((v) => v === null);
}
