/**
 * Figures the documents do not show (doc 2 Limits: "Numeric values of the per-run artifact cap,
 * stream connection cap, job concurrency, … not shown") and defaults they leave open.
 */
import type { ServerLayer } from "../http/layer.ts";
export const variants = {
  "job-slots-1": {
    description: "one running job per workspace (the reference: 2)",
    clause: ["D2-LIMITS-JOB-SLOT"],
    options: { jobSlots: 1 },
  },
  "stream-cap-1": {
    description:
      "one open event stream per deployment; the next stream gets one `timeout` event and ends (the reference: 64)",
    clause: ["D2-LIMITS-STREAM-CAP", "D2-EVENTS-JOB-TERMINAL", "D2-EVENTS-TASK-TERMINAL"],
    options: { streamCap: 1 },
  },
  "spend-window-default-7d": {
    description: "GET /usage/spend without `window` reports the last 7 days (the reference: 30d)",
    clause: ["D2-ID-SPEND-QUERY"],
    install: (layer: ServerLayer) =>
      layer.around("getUsageSpend", (ctx, next) => {
        if (ctx.query.window === undefined) ctx.query.window = "7d";
        return next();
      }),
  },
} as const;
