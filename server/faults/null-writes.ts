/**
 * Faults of absent versus null on writes beyond PATCH /tasks and the webhook PUTs (doc 2 Versioning
 * "an omitted request field keeps the stored value; `null` is a value"): a merged settings object
 * patched with one field, a PATCH of an `object*` body's authored fields, a POST whose field may be
 * omitted or null.
 */
import type { FaultDef } from "./index.ts";
import { WRITEBACK_ACTIONS } from "../domain/platform/settings.ts";

type Body = Record<string, unknown>;

function isObject(v: unknown): v is Body {
  return !!v && typeof v === "object" && !Array.isArray(v);
}

export const faults = {
  "null-writeback-patch-resets-omitted": {
    family: "NULL",
    description:
      "a tracker-writeback patch naming an action reads as the whole settings: every action it omits is reset to its default (on)",
    rules: ["NULL-WRITEBACK-ONE-ACTION"],
    install(layer) {
      layer.around("updateTrackerWriteback", async (ctx, next) => {
        const body = ctx.body;
        if (isObject(body) && WRITEBACK_ACTIONS.some((a) => a in body)) {
          ctx.body = { ...Object.fromEntries(WRITEBACK_ACTIONS.map((a) => [a, true])), ...body };
        }
        return next();
      });
    },
  },
  "null-service-patch-resets-authored": {
    family: "NULL",
    description:
      "a service PATCH replaces the authored fields: an omitted `title`, `description` or `type` takes its create default",
    rules: ["NULL-OMIT-KEEPS"],
    install(layer) {
      layer.around("updateService", async (ctx, next) => {
        if (isObject(ctx.body)) ctx.body = { title: "Untitled service", description: "", type: "service", ...ctx.body };
        return next();
      });
    },
  },
  "null-service-patch-ignores-authored": {
    family: "NULL",
    description:
      "a service PATCH answers 200 but stores none of the authored fields it names (`title`, `description`, `type`): the service reads back unchanged",
    rules: ["NULL-OMIT-KEEPS"],
    install(layer) {
      layer.around("updateService", async (ctx, next) => {
        if (isObject(ctx.body)) {
          const { title: _t, description: _d, type: _y, ...rest } = ctx.body;
          ctx.body = rest;
        }
        return next();
      });
    },
  },
  "null-service-pin-ignored": {
    family: "NULL",
    description:
      "a service PATCH answers 200 but stores no custom provisioning pin (only `{type: infraless}` is acted on): a pin never reads back",
    rules: ["NULL-OMIT-KEEPS", "NULL-SERVICE-INFRALESS-ABSENT"],
    install(layer) {
      layer.around("updateService", async (ctx, next) => {
        if (isObject(ctx.body) && isObject(ctx.body.provisioning) && ctx.body.provisioning.type !== "infraless") {
          const { provisioning: _p, ...rest } = ctx.body;
          ctx.body = rest;
        }
        return next();
      });
    },
  },
  "null-kaizen-note-omitted-as-empty": {
    family: "NULL",
    description: "an acknowledgement without `note` stores the empty string as the entry's note",
    rules: ["NULL-KAIZEN-NOTE"],
    install(layer) {
      layer.around("acknowledgeKaizenEntry", async (ctx, next) => {
        if (isObject(ctx.body) && !("note" in ctx.body)) ctx.body = { ...ctx.body, note: "" };
        return next();
      });
    },
  },
  "null-kaizen-note-null-as-empty": {
    family: "NULL",
    description: "an acknowledgement with `note: null` stores the empty string as the entry's note",
    rules: ["NULL-KAIZEN-NOTE"],
    install(layer) {
      layer.around("acknowledgeKaizenEntry", async (ctx, next) => {
        if (isObject(ctx.body) && ctx.body.note === null) ctx.body = { ...ctx.body, note: "" };
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
