/**
 * Faults of the debug reads by id and of the diagnostic map (server/domain/evidence/debug.ts, lines
 * 105 to 185), each a hole the mutants of those lines showed; each names the rules it proves.
 */
import type { FaultDef } from "./index.ts";
import { notFound } from "../state/errors.ts";
import type { Reply } from "../state/reply.ts";

/** The reply's JSON object with `change` applied, other replies as they are. */
function mapBody(reply: Reply, change: (body: Record<string, unknown>) => Record<string, unknown>): Reply {
  if (reply.kind !== "json" || reply.status !== 200 || !reply.body || typeof reply.body !== "object") return reply;
  return { ...reply, body: change(reply.body as Record<string, unknown>) };
}

export const faults = {
  "debug-listed-snapshot-not-found": {
    family: "STATE",
    description:
      "GET /debug/agent-context/{snapshotId} refuses every id 404, those the run's agent-context list names too",
    rules: ["STATE-DEBUG-LISTED-ITEM-READ"],
    install(layer) {
      layer.around("getDebugAgentContext", async () => {
        throw notFound("agent-context snapshot");
      });
    },
  },
  "debug-llm-call-another": {
    family: "STATE",
    description:
      "GET /debug/llm-calls/{callId} answers the run's first model call whatever call of the run is asked for",
    rules: ["STATE-DEBUG-LISTED-ITEM-READ"],
    install(layer) {
      layer.around("getDebugLlmCall", async (ctx, next) => {
        const id = String(ctx.params.callId ?? "");
        const first = id.replace(/_s\d+_c\d+$/, "_s0_c0");
        ctx.params.callId = first;
        return next();
      });
    },
  },
  "debug-run-map-no-steps": {
    family: "STATE",
    description: "GET /debug/runs/{runId} leaves the run's steps out of the diagnostic map",
    rules: ["STATE-DEBUG-RUN-MAP-STEPS"],
    install(layer) {
      layer.around("getDebugRun", async (_ctx, next) => mapBody(await next(), ({ steps: _steps, ...rest }) => rest));
    },
  },
} as const satisfies Record<string, FaultDef>;
