/**
 * Faults at the top edge of the documented bounds (issue 24, "Bounds at the top edge"): a value up
 * to the stated maximum accepted, as the documents say, but not honoured — a page or a report cut
 * below the `limit` asked for, a field stored shorter than its maximum length. Each is a single
 * realistic change: a constant cap in the paging or a handler, a column narrower than the bound.
 */
import type { PageRequest } from "../state/paging.ts";
import type { FaultDef } from "./index.ts";
import { editJson } from "./replies.ts";

/** The cap the paging faults put on every keyset page: a common default page size, below the maximum 100. */
const PAGE_CAP = 50;
/** The calls an LLM export keeps at most, whatever `limit` says (the reference run holds 9). */
const EXPORT_CAP = 5;

function limitOf(req: PageRequest, opts: { defaultLimit?: number }): number {
  return req.limit ?? opts.defaultLimit ?? 100;
}

/** The body of a create or update with `field` cut to `length` characters, when it is a string. */
function cut(body: unknown, field: string, length: number): unknown {
  const b = body as Record<string, unknown> | undefined;
  return b && typeof b[field] === "string" ? { ...b, [field]: (b[field] as string).slice(0, length) } : body;
}

export const faults = {
  "page-limit-capped": {
    family: "PAGE",
    description: `every keyset-paged list serves at most ${PAGE_CAP} items a page whatever the limit (the cursor still leads on)`,
    rules: ["PAGE-LIMIT-MAX-FILLED"],
    install(layer) {
      layer.replace(
        "paging.page",
        (page) => (codec, all, req, opts) =>
          page(codec, all, { ...req, limit: Math.min(limitOf(req, opts), PAGE_CAP) }, opts),
      );
    },
  },
  "page-limit-capped-silently": {
    family: "PAGE",
    description: `every keyset-paged list serves at most ${PAGE_CAP} items a page, and its cursor is null when the limit asked for would have reached the end: the rest is never served`,
    rules: ["PAGE-LIMIT-MAX-HONOURED"],
    install(layer) {
      // The cap is applied to the page, the end is decided on the limit asked for.
      layer.replace("paging.page", (page) => (codec, all, req, opts) => {
        const served = page(codec, all, { ...req, limit: Math.min(limitOf(req, opts), PAGE_CAP) }, opts);
        return page(codec, all, req, opts).nextCursor === null ? { ...served, nextCursor: null } : served;
      });
    },
  },
  "page-cursor-over-200": {
    family: "PAGE",
    description:
      "every cursor the keyset-paged lists answer is 260 characters long (the list's name and filters carried in full), beyond the 200 a caller may send back",
    rules: ["PAGE-CURSOR-BOUNDS"],
    install(layer) {
      layer.replace("paging.page", (page) => (codec, all, req, opts) => {
        const served = page(codec, all, req, opts);
        return served.nextCursor === null
          ? served
          : {
              ...served,
              nextCursor: `${Buffer.from(opts.list).toString("base64url")}.${served.nextCursor}`
                .padEnd(260, "~")
                .slice(0, 260),
            };
      });
    },
  },
  "lists-spend-limit-capped": {
    family: "PAGE",
    description:
      "GET /usage/spend takes `limit` up to 500 but shows at most the default 100 rows (and says `truncated`)",
    rules: ["PAGE-LIMIT-SPEND-MAX"],
    install(layer) {
      layer.around("getUsageSpend", async (ctx, next) => {
        ctx.query = { ...ctx.query, limit: Math.min((ctx.query.limit as number | undefined) ?? 100, 100) };
        return next();
      });
    },
  },
  "page-spend-truncated-at-limit": {
    family: "PAGE",
    description:
      "GET /usage/spend says `truncated` when it shows exactly `limit` rows, though none was left out (`>=` where `>` belongs)",
    rules: ["PAGE-LIMIT-SPEND-MAX"],
    install(layer) {
      layer.around("getUsageSpend", async (ctx, next) => {
        const limit = (ctx.query.limit as number | undefined) ?? 100;
        return editJson(await next(), (body) => (body.rows?.length === limit ? { ...body, truncated: true } : body));
      });
    },
  },
  "page-export-window-capped": {
    family: "PAGE",
    description: `GET /debug/runs/{runId}/llm-export keeps at most ${EXPORT_CAP} calls in its window whatever the limit (and says \`truncated\`)`,
    rules: ["PAGE-WINDOW-DEBUG-LLM-EXPORT"],
    install(layer) {
      layer.around("exportDebugRunLlmCalls", async (ctx, next) => {
        ctx.query = { ...ctx.query, limit: Math.min((ctx.query.limit as number | undefined) ?? 100, EXPORT_CAP) };
        return next();
      });
    },
  },
  "valid-task-description-truncated": {
    family: "VALID",
    description:
      "a task's `description` is stored cut to 1000 characters (a column narrower than the documented max 2000), on create and on update",
    rules: ["VALID-MAX-LENGTH-STORED"],
    install(layer) {
      for (const op of ["createServiceTask", "updateTask"] as const) {
        layer.around(op, async (ctx, next) => {
          ctx.body = cut(ctx.body, "description", 1000);
          return next();
        });
      }
    },
  },
  "valid-key-label-truncated": {
    family: "VALID",
    description: "a key's `label` is stored cut to 64 characters (the documented bound is 1-120)",
    rules: ["VALID-MAX-LENGTH-STORED"],
    install(layer) {
      layer.around("createKey", async (ctx, next) => {
        ctx.body = cut(ctx.body, "label", 64);
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
