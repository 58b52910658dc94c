/**
 * Usage and spend (doc 2 Identity table: GET /usage, GET /usage/spend; doc 1 Usage and spend).
 * Both are `read`; the workspace tier only (doc 2 Authentication 3).
 */
import type { HandlerTable } from "../../state/context.ts";
import { ok } from "../../state/reply.ts";
import { budgetExceeded, type SpendDimension } from "./state.ts";
import { spendReport, type SpendWindow } from "./spend.ts";

export const handlers: HandlerTable = {
  getUsage: ({ ws }) => {
    const u = ws.usage;
    return ok({
      budget: {
        costLimit: u.costLimit,
        costSpent: u.costSpent,
        exceeded: budgetExceeded(ws),
        inputTokens: u.rows.reduce((s, r) => s + r.inputTokens, 0),
        outputTokens: u.rows.reduce((s, r) => s + r.outputTokens, 0),
      },
      currency: u.currency,
      periodStart: u.periodStart,
      rows: u.rows.map((r) => ({ ...r })),
    });
  },

  getUsageSpend: ({ ws, query }) => {
    // `dimension` is required and enumerated by the contract (checked before this handler).
    const dimension = query.dimension as SpendDimension;
    // Reference choice: `window` defaults to `30d`; `limit` defaults to 100 (doc 2 Limits).
    const window = (query.window as SpendWindow | undefined) ?? "30d";
    const limit = (query.limit as number | undefined) ?? 100;
    return ok(spendReport(ws, dimension, window, limit));
  },
};
