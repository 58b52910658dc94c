/**
 * Faults proving the rules that close the mutation survivors of the environment connections and the
 * tracker writeback settings (server/domain/platform/environments.ts, settings.ts); each names the
 * rules it proves.
 */
import type { FaultDef } from "./index.ts";
import { ok } from "../state/reply.ts";
import { publicWriteback, WRITEBACK_ACTIONS } from "../domain/platform/settings.ts";
import { editJson } from "./replies.ts";
import { CLUSTER } from "../domain/platform/environments.ts";

const OPEN_STRINGS = ["engine", "backendKind"] as const;

export const faults = {
  "env-test-accepts-refused": {
    family: "ERRORS",
    description:
      "a connection test whose credential the cluster refuses answers 200 with `ok` true (every check passed) instead of `ok` false",
    rules: ["ERRORS-ENV-TEST-REFUSED-OK-FALSE"],
    install(layer) {
      layer.around("testEnvironmentConnection", async (_ctx, next) =>
        editJson(await next(), (body) =>
          body.reason === "credential_refused" ? { ...body, ok: true, reason: null } : body,
        ),
      );
    },
  },
  "env-engine-stored-as-sent": {
    family: "VALID",
    description:
      "a connect naming `engine` or `backendKind` with a value that is not a string stores it as sent, and the list shows it",
    rules: ["VALID-ENV-OPEN-STRINGS"],
    install(layer) {
      layer.around("createEnvironmentConnection", async (ctx, next) => {
        const body = ctx.body as Record<string, unknown>;
        const wrong = OPEN_STRINGS.filter((f) => body[f] !== undefined && typeof body[f] !== "string");
        if (!wrong.length) return next();
        ctx.body = Object.fromEntries(Object.entries(body).filter(([k]) => !wrong.includes(k as never)));
        const reply = await next();
        // The binding the connect made or replaced: the cluster one, as the list shows it.
        const h = ctx.ws.platform.environments.find((e) => e.provisionType === CLUSTER);
        if (h) for (const f of wrong) (h as unknown as Record<string, unknown>)[f] = body[f];
        return reply;
      });
    },
  },
  "writeback-no-updated-at": {
    family: "NULL",
    description: "GET and PATCH /tracker/writeback answer the three actions without `updatedAt`",
    rules: ["NULL-WRITEBACK-DEFAULT-ON"],
    install(layer) {
      layer.replace("tracker.writebackView", (documented) => (view) => {
        const { updatedAt: _left, ...rest } = documented(view);
        return rest as typeof view;
      });
    },
  },
  "writeback-patch-ignored": {
    family: "NULL",
    description: "PATCH /tracker/writeback answers 200 with the settings as they were: an action it names is not set",
    rules: ["NULL-WRITEBACK-ONE-ACTION"],
    install(layer) {
      layer.around("updateTrackerWriteback", async (ctx) => ok(publicWriteback(ctx.ws.platform.writeback, ctx.ws)));
    },
  },
  "writeback-non-boolean-stored": {
    family: "VALID",
    description:
      "PATCH /tracker/writeback stores an action's value that is not a boolean as sent, instead of refusing it",
    rules: ["VALID-WRITEBACK-ON-OFF"],
    install(layer) {
      layer.around("updateTrackerWriteback", async (ctx, next) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        const wrong = WRITEBACK_ACTIONS.filter((a) => body && a in body && typeof body[a] !== "boolean");
        if (!wrong.length) return next();
        const w = ctx.ws.platform.writeback as unknown as Record<string, unknown>;
        for (const a of wrong) w[a] = body![a];
        ctx.ws.platform.writeback.updatedAt = ctx.ws.now();
        return ok(publicWriteback(ctx.ws.platform.writeback, ctx.ws));
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
