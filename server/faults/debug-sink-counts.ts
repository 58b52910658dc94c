/**
 * Faults proving PAGE-DEBUG-LISTS-MAP-COUNTS: a run's telemetry list that lists less than the run's
 * diagnostic map says its sink holds (a provisioning log listed empty, a search list one short).
 */
import type { FaultDef } from "./index.ts";
import { editJson, type JsonObject } from "./replies.ts";

const RULES = ["PAGE-DEBUG-LISTS-MAP-COUNTS"] as const;

export const faults = {
  "debug-logs-listed-none": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/logs lists no event, while the run's diagnostic map counts the log's events",
    rules: RULES,
    install(layer) {
      layer.around("listDebugRunLogs", async (_ctx, next) =>
        editJson(await next(), (body: JsonObject) => ({ ...body, events: [], nextCursor: null })),
      );
    },
  },
  "debug-search-queries-one-short": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/search-queries leaves out the last search of the run, one fewer than the diagnostic map counts",
    rules: RULES,
    install(layer) {
      layer.around("listDebugRunSearchQueries", async (_ctx, next) =>
        editJson(await next(), (body: JsonObject) =>
          body.nextCursor == null && Array.isArray(body.queries)
            ? { ...body, queries: body.queries.slice(0, -1) }
            : body,
        ),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;
