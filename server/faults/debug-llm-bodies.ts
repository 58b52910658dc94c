/**
 * Faults of the debug reads' LLM-call bodies and export rollups (server/domain/evidence/debug.ts,
 * lines 1 to 104), each a hole the mutants of those lines showed; each names the rules it proves.
 */
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";
import type { RequestContext } from "../state/context.ts";
import type { Reply } from "../state/reply.ts";
import { editJson, type JsonObject } from "./replies.ts";

/** The two reads that take the run LLM-call `bodyChars` window (doc 2 Limits, Debug windows). */
const BODY_READS = ["listDebugRunLlmCalls", "exportDebugRunLlmCalls"] as const;

/** Both body reads served with `bodyChars` set by `window` from the one asked for. */
function rewindow(layer: FaultLayer, window: (asked: unknown) => unknown): void {
  for (const op of BODY_READS)
    layer.around(op, async (ctx: RequestContext, next: () => Promise<Reply>) => {
      ctx.query = { ...ctx.query, bodyChars: window(ctx.query.bodyChars) };
      return next();
    });
}

/** A rollup list with its groups' `key` (the kind or phase they are for) left out. */
function unkeyed(groups: unknown, key: string): unknown {
  return Array.isArray(groups) ? groups.map(({ [key]: _k, ...rest }: JsonObject) => rest) : groups;
}

export const faults = {
  "llm-bodies-without-body-chars": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/llm-calls and …/llm-export return every call's bodies (up to 4000 characters) when `bodyChars` is not given",
    rules: ["PAGE-DEBUG-LLM-BODIES"],
    install(layer) {
      rewindow(layer, (asked) => asked ?? 4000);
    },
  },
  "llm-bodies-window-ignored": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/llm-calls and …/llm-export return the bodies up to 4000 characters whatever `bodyChars` asks for",
    rules: ["PAGE-DEBUG-LLM-BODIES"],
    install(layer) {
      rewindow(layer, (asked) => (asked === undefined ? undefined : 4000));
    },
  },
  "llm-export-rollups-unkeyed": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/llm-export's per-agent-kind and per-phase rollups name neither the kind nor the phase each is for",
    rules: ["PAGE-WINDOW-DEBUG-LLM-EXPORT"],
    install(layer) {
      layer.around("exportDebugRunLlmCalls", async (_ctx: RequestContext, next: () => Promise<Reply>) =>
        editJson(await next(), (body) => ({
          ...body,
          rollups: {
            ...body.rollups,
            byAgentKind: unkeyed(body.rollups?.byAgentKind, "agentKind"),
            byPhase: unkeyed(body.rollups?.byPhase, "phase"),
          },
        })),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;
