/**
 * Faults of the run telemetry (server/domain/evidence/telemetry.ts), each a hole its mutants showed:
 * a run's debug list names its dispatches and model calls under ids no read can take, or the reads
 * by id miss those of a step whose index has two digits.
 */
import type { FaultDef } from "./index.ts";
import { notFound } from "../state/errors.ts";
import type { Reply } from "../state/reply.ts";

/** The reply with every item of its `list` array carrying `field` empty; other replies as they are. */
function emptyIds(reply: Reply, list: string, field: string): Reply {
  if (reply.kind !== "json" || reply.status !== 200 || !reply.body || typeof reply.body !== "object") return reply;
  const body = reply.body as Record<string, unknown>;
  const items = body[list];
  if (!Array.isArray(items)) return reply;
  return { ...reply, body: { ...body, [list]: items.map((x) => ({ ...(x as object), [field]: "" })) } };
}

export const faults = {
  "debug-listed-snapshot-id-empty": {
    family: "STATE",
    description:
      "GET /debug/runs/{runId}/agent-context lists every dispatch under an empty `snapshotId`, so none can be read by id",
    rules: ["STATE-DEBUG-LISTED-ITEM-READ"],
    install(layer) {
      layer.around("listDebugRunAgentContext", async (_ctx, next) => emptyIds(await next(), "snapshots", "snapshotId"));
    },
  },
  "debug-listed-call-id-empty": {
    family: "STATE",
    description:
      "GET /debug/runs/{runId}/llm-calls lists every model call under an empty `callId`, so none can be read by id",
    rules: ["STATE-DEBUG-LISTED-ITEM-READ"],
    install(layer) {
      layer.around("listDebugRunLlmCalls", async (_ctx, next) => emptyIds(await next(), "calls", "callId"));
    },
  },
  "debug-late-step-snapshot-not-found": {
    family: "STATE",
    description:
      "GET /debug/agent-context/{snapshotId} refuses 404 the dispatch of any step from the eleventh on (its id's step index has two digits)",
    rules: ["STATE-DEBUG-LATE-STEP-READ"],
    install(layer) {
      layer.around("getDebugAgentContext", async (ctx, next) => {
        if (/_s\d{2,}$/.test(String(ctx.params.snapshotId ?? ""))) throw notFound("agent-context snapshot");
        return next();
      });
    },
  },
  "debug-late-step-call-not-found": {
    family: "STATE",
    description:
      "GET /debug/llm-calls/{callId} refuses 404 the model calls of any step from the eleventh on (its id's step index has two digits)",
    rules: ["STATE-DEBUG-LATE-STEP-READ"],
    install(layer) {
      layer.around("getDebugLlmCall", async (ctx, next) => {
        if (/_s\d{2,}_c\d+$/.test(String(ctx.params.callId ?? ""))) throw notFound("model call");
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
