/**
 * Faults proving the rules that close the mutation survivors of the debug lists
 * (server/domain/evidence/debug.ts, from the by-id model call read on): a filter that keeps none of
 * its matches, a list empty without a filter though it lists items with one or though the run's
 * export bundles calls, a tool-call list out of call order, an export window that ignores `limit` or
 * names no end, a model call read by id without its bodies.
 * Each names the rules it proves.
 */
import type { FaultDef } from "./index.ts";
import { editJson, type JsonObject } from "./replies.ts";

/** The reply with its item array `key` emptied (a list that lists nothing). */
const listsNone = (key: string) => (body: JsonObject) => ({ ...body, [key]: [], nextCursor: null });

export const faults = {
  "debug-llm-calls-agentkind-lists-none": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/llm-calls under `agentKind` lists no call, even one of that agent kind",
    rules: ["PAGE-FILTER-DEBUG-LLM-CALLS"],
    install(layer) {
      layer.around("listDebugRunLlmCalls", async (ctx, next) =>
        ctx.query.agentKind === undefined ? next() : editJson(await next(), listsNone("calls")),
      );
    },
  },
  "debug-llm-calls-listed-none": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/llm-calls lists no call of any run, while the run's llm-export window keeps its calls",
    rules: ["PAGE-FILTER-DEBUG-LLM-CALLS"],
    install(layer) {
      layer.around("listDebugRunLlmCalls", async (_ctx, next) => editJson(await next(), listsNone("calls")));
    },
  },
  "debug-tool-calls-outcome-lists-none": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/tool-calls under `outcome` lists no call, even one of that outcome",
    rules: ["PAGE-FILTER-DEBUG-TOOL-CALLS"],
    install(layer) {
      layer.around("listDebugRunToolCalls", async (ctx, next) =>
        ctx.query.outcome === undefined ? next() : editJson(await next(), listsNone("toolCalls")),
      );
    },
  },
  "debug-tool-calls-unfiltered-none": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/tool-calls without `jobId` or `outcome` lists nothing, while a filtered list holds calls",
    rules: ["PAGE-FILTER-DEBUG-TOOL-CALLS"],
    install(layer) {
      layer.around("listDebugRunToolCalls", async (ctx, next) =>
        ctx.query.outcome === undefined && ctx.query.jobId === undefined
          ? editJson(await next(), listsNone("toolCalls"))
          : next(),
      );
    },
  },
  "debug-tool-calls-newest-first": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/tool-calls without `order` lists the newest call first, not in call order",
    rules: ["PAGE-FILTER-DEBUG-TOOL-CALLS"],
    install(layer) {
      layer.around("listDebugRunToolCalls", async (ctx, next) => {
        if (ctx.query.order === undefined) ctx.query = { ...ctx.query, order: "recent" };
        return next();
      });
    },
  },
  "debug-agent-context-step-lists-none": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/agent-context under `stepIndex` lists no dispatch, even one of that step",
    rules: ["PAGE-FILTER-DEBUG-AGENT-CONTEXT-STEP"],
    install(layer) {
      layer.around("listDebugRunAgentContext", async (ctx, next) =>
        ctx.query.stepIndex === undefined ? next() : editJson(await next(), listsNone("snapshots")),
      );
    },
  },
  "debug-agent-context-unfiltered-none": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/agent-context without `stepIndex` lists nothing, while a step's list holds dispatches",
    rules: ["PAGE-FILTER-DEBUG-AGENT-CONTEXT-STEP"],
    install(layer) {
      layer.around("listDebugRunAgentContext", async (ctx, next) =>
        ctx.query.stepIndex === undefined ? editJson(await next(), listsNone("snapshots")) : next(),
      );
    },
  },
  "debug-runs-status-lists-none": {
    family: "PAGE",
    description: "GET /debug/runs under `status` lists no run, even one of that status",
    rules: ["PAGE-FILTER-DEBUG-RUNS-STATUS"],
    install(layer) {
      layer.around("listDebugRuns", async (ctx, next) =>
        ctx.query.status === undefined ? next() : editJson(await next(), listsNone("runs")),
      );
    },
  },
  "debug-llm-export-limit-ignored": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/llm-export ignores `limit`: its window keeps up to 100 calls whatever is sent",
    rules: ["PAGE-WINDOW-DEBUG-LLM-EXPORT"],
    install(layer) {
      layer.around("exportDebugRunLlmCalls", async (ctx, next) => {
        const { limit: _ignored, ...rest } = ctx.query;
        ctx.query = rest;
        return next();
      });
    },
  },
  "debug-llm-export-order-unsaid": {
    family: "PAGE",
    description:
      'GET /debug/runs/{runId}/llm-export without `order` says `order` "": the response names no end it kept',
    rules: ["PAGE-WINDOW-DEBUG-LLM-EXPORT"],
    install(layer) {
      layer.around("exportDebugRunLlmCalls", async (ctx, next) =>
        ctx.query.order === undefined ? editJson(await next(), (body) => ({ ...body, order: "" })) : next(),
      );
    },
  },
  "debug-llm-call-raw-empty": {
    family: "PAGE",
    description: "GET /debug/llm-calls/{callId}?view=raw answers the raw text `{}`: none of the call's bodies",
    rules: ["PAGE-DEBUG-LLM-CALL-BODIES"],
    install(layer) {
      layer.around("getDebugLlmCall", async (ctx, next) =>
        ctx.query.view === "raw" ? editJson(await next(), (body) => ({ ...body, raw: "{}" })) : next(),
      );
    },
  },
  "debug-llm-call-bodiless": {
    family: "PAGE",
    description:
      "GET /debug/llm-calls/{callId} (view messages) answers without the prompt delta, response and reasoning",
    rules: ["PAGE-DEBUG-LLM-CALL-BODIES"],
    install(layer) {
      layer.around("getDebugLlmCall", async (ctx, next) => {
        if (ctx.query.view === "raw") return next();
        return editJson(await next(), ({ promptDelta: _p, response: _r, reasoning: _s, ...rest }) => rest);
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
