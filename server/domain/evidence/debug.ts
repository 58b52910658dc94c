/**
 * The 10 debug reads (doc 2 Debug: all GET, scope read). Item-array names of the paged lists are
 * reference choices (doc 2: "Cursor field names of list responses other than tasks and Kaizen
 * entries: not shown"): `runs`, `snapshots`, `calls`, `events`, `queries`, `toolCalls`, each beside
 * `nextCursor`. Every list is keyset paged with `paginate` under a list name that includes its
 * filters. Reference choices: llm-calls default `order` `oldest`; tool-calls default `order`
 * `trajectory` (call order; `recent` = newest first); a by-id body read without `bodyChars` returns
 * up to the maximum window (200000 characters); `contains` is a case-sensitive substring of the
 * prompt delta, response or reasoning; tool-call bodies are `withheld` for a workspace that opted
 * out (`ws.evidence.toolBodiesRetained` false: seeded so for the second workspace).
 */
import type { HandlerTable, RequestContext } from "../../state/context.ts";
import { ok } from "../../state/reply.ts";
import { notFound } from "../../state/errors.ts";
import { paginate } from "../../state/paging.ts";
import { sinceFilter } from "../../state/wire-time.ts";
import { listRuns } from "../runs/engine.ts";
import type { RunRecord } from "../runs/types.ts";
import { readableRun } from "./run-access.ts";
import { runIdOf, telemetryOf, windowOf, type LlmCall, type Telemetry } from "./telemetry.ts";

const MAX_WINDOW = 200_000;

function page<T extends { seq: number }>(ctx: RequestContext, all: T[], list: string, newestFirst: boolean) {
  return paginate(
    ctx.server.cursors,
    all,
    { limit: ctx.query.limit as number | undefined, cursor: ctx.query.cursor as string | undefined },
    {
      list,
      workspaceId: ctx.ws.id,
      newestFirst,
    },
  );
}

function callSummary(c: LlmCall) {
  return {
    callId: c.callId,
    stepIndex: c.stepIndex,
    agentKind: c.agentKind,
    phase: c.phase,
    model: c.model,
    outcome: c.outcome,
    createdAt: c.createdAt,
    latencyMs: c.latencyMs,
    inputTokens: c.inputTokens,
    outputTokens: c.outputTokens,
    cost: c.cost,
    chars: { promptDelta: c.promptDelta.length, response: c.response.length, reasoning: c.reasoning.length },
  };
}

/** Bodies only when `bodyChars` is given (doc 2 Debug llm-calls), the first `bodyChars` of each. */
function callItem(c: LlmCall, bodyChars: number | undefined) {
  const base = callSummary(c);
  if (bodyChars === undefined) return base;
  return {
    ...base,
    promptDelta: c.promptDelta.slice(0, bodyChars),
    response: c.response.slice(0, bodyChars),
    reasoning: c.reasoning.slice(0, bodyChars),
  };
}

function sum(calls: LlmCall[]) {
  return {
    calls: calls.length,
    inputTokens: calls.reduce((n, c) => n + c.inputTokens, 0),
    outputTokens: calls.reduce((n, c) => n + c.outputTokens, 0),
    cost: Math.round(calls.reduce((n, c) => n + c.cost, 0) * 1e6) / 1e6,
    latencyMs: calls.reduce((n, c) => n + c.latencyMs, 0),
    errors: calls.filter((c) => c.outcome === "error").length,
  };
}

function groupBy(calls: LlmCall[], key: "agentKind" | "phase") {
  const keys = [...new Set(calls.map((c) => c[key]))];
  return keys.map((k) => ({ [key]: k, ...sum(calls.filter((c) => c[key] === k)) }));
}

function carryCost(calls: LlmCall[]) {
  const carried = calls.reduce((n, c) => n + c.carriedInputTokens, 0);
  return { carriedInputTokens: carried, cost: Math.round(carried * 3e-6 * 1e6) / 1e6 };
}

/** The llm-export rollups of `calls`: totals, per agent kind, per phase, and the carried-context cost. */
export function llmRollups(calls: LlmCall[]) {
  return {
    totals: sum(calls),
    byAgentKind: groupBy(calls, "agentKind"),
    byPhase: groupBy(calls, "phase"),
    carryCost: carryCost(calls),
  };
}

function diagnosticMap(run: RunRecord, t: Telemetry, bodiesRetained: boolean) {
  const chars = (xs: string[]) => xs.reduce((n, s) => n + s.length, 0);
  const signals: { signal: string; stepIndex: number | null; detail: string }[] = [];
  run.steps.forEach((s, i) => {
    if (s.status === "failed")
      signals.push({ signal: "step_failed", stepIndex: i, detail: run.error?.message ?? `step ${s.name} failed` });
  });
  if (run.status === "blocked")
    signals.push({ signal: "parked", stepIndex: run.currentStep, detail: "waiting on a human decision" });
  if (run.status === "paused")
    signals.push({ signal: "paused", stepIndex: run.currentStep, detail: "the workspace budget is exceeded" });
  const llmErrors = t.calls.filter((c) => c.outcome === "error").length;
  if (llmErrors) signals.push({ signal: "llm_errors", stepIndex: null, detail: `${llmErrors} model call(s) failed` });
  const latencies = t.calls.map((c) => c.latencyMs);
  const totals = sum(t.calls);
  return {
    runId: run.runId,
    taskId: run.taskId,
    jobId: run.jobId,
    pipelineId: run.pipelineId,
    status: run.status,
    currentStep: run.currentStep,
    createdAt: run.createdAt,
    steps: run.steps.map((s, index) => ({
      index,
      name: s.name,
      status: s.status,
      progress: s.progress,
      llmCalls: t.calls.filter((c) => c.stepIndex === index).length,
      toolCalls: t.tools.filter((c) => c.stepIndex === index).length,
    })),
    sinks: {
      llmCalls: {
        retained: true,
        count: t.calls.length,
        chars: chars(t.calls.flatMap((c) => [c.promptDelta, c.response, c.reasoning])),
      },
      agentContext: { retained: true, count: t.snapshots.length, chars: chars(t.snapshots.map((s) => s.body)) },
      searchQueries: { retained: true, count: t.searches.length },
      toolCalls: { retained: true, count: t.tools.length, bodies: bodiesRetained ? "retained" : "withheld" },
      logs: { retained: true, count: t.logs.length },
    },
    llm: {
      ...totals,
      latency: {
        totalMs: totals.latencyMs,
        meanMs: latencies.length ? Math.round(totals.latencyMs / latencies.length) : 0,
        maxMs: latencies.length ? Math.max(...latencies) : 0,
      },
      carry: carryCost(t.calls),
    },
    signals,
  };
}

export const debugHandlers: HandlerTable = {
  getDebugAgentContext: (ctx) => {
    const id = ctx.params.snapshotId;
    const runId = runIdOf(id, "ctx");
    const run = runId ? readableRun(ctx.ws, runId, false) : undefined;
    const snap = run ? telemetryOf(run).snapshots.find((s) => s.snapshotId === id) : undefined;
    if (!snap) throw notFound("agent-context snapshot");
    const offset = (ctx.query.bodyOffset as number | undefined) ?? 0;
    const chars = (ctx.query.bodyChars as number | undefined) ?? MAX_WINDOW;
    const body = windowOf(snap.body, offset, chars);
    return ok({
      snapshotId: snap.snapshotId,
      runId: snap.runId,
      stepIndex: snap.stepIndex,
      agentKind: snap.agentKind,
      createdAt: snap.createdAt,
      parts: snap.parts,
      totalChars: snap.body.length,
      bodyOffset: offset,
      bodyChars: body.length,
      truncated: offset + body.length < snap.body.length,
      body,
    });
  },

  getDebugLlmCall: (ctx) => {
    const id = ctx.params.callId;
    const runId = runIdOf(id, "llm");
    const run = runId ? readableRun(ctx.ws, runId, false) : undefined;
    const call = run ? telemetryOf(run).calls.find((c) => c.callId === id) : undefined;
    if (!call) throw notFound("model call");
    const offset = (ctx.query.bodyOffset as number | undefined) ?? 0;
    const chars = (ctx.query.bodyChars as number | undefined) ?? MAX_WINDOW;
    const view = (ctx.query.view as string | undefined) ?? "messages";
    const head = {
      ...callSummary(call),
      runId: call.runId,
      carriedInputTokens: call.carriedInputTokens,
      view,
      bodyOffset: offset,
    };
    if (view === "raw") {
      const raw = JSON.stringify({
        model: call.model,
        messages: [{ role: "user", content: call.promptDelta }],
        output: call.response,
        reasoning: call.reasoning,
      });
      const w = windowOf(raw, offset, chars);
      return ok({
        ...head,
        bodyChars: w.length,
        totalChars: { raw: raw.length },
        truncated: offset + w.length < raw.length,
        raw: w,
      });
    }
    const parts = { promptDelta: call.promptDelta, response: call.response, reasoning: call.reasoning };
    const win = Object.fromEntries(
      Object.entries(parts).map(([k, v]) => [k, windowOf(v, offset, chars)]),
    ) as typeof parts;
    return ok({
      ...head,
      bodyChars: chars,
      totalChars: {
        promptDelta: parts.promptDelta.length,
        response: parts.response.length,
        reasoning: parts.reasoning.length,
      },
      truncated: Object.values(parts).some((v) => offset + chars < v.length),
      ...win,
    });
  },

  listDebugRuns: (ctx) => {
    const status = ctx.query.status as string | undefined;
    const since = ctx.query.since as number | undefined;
    // `since` in the wire's time unit; inclusive (state/wire-time.ts).
    const after = sinceFilter(since, ctx.server);
    const runs = listRuns(ctx.ws).filter((r) => (!status || r.status === status) && after(r.createdAt));
    const p = page(ctx, runs, `debug-runs:${status ?? ""}:${since ?? ""}`, true);
    return ok({
      runs: p.items.map((r) => ({
        runId: r.runId,
        taskId: r.taskId,
        jobId: r.jobId,
        pipelineId: r.pipelineId,
        status: r.status,
        currentStep: r.currentStep,
        stepCount: r.steps.length,
        createdAt: r.createdAt,
        pullRequestUrl: r.pullRequest?.url ?? null,
        externalIdentity: r.externalIdentity,
      })),
      nextCursor: p.nextCursor,
    });
  },

  getDebugRun: (ctx) => {
    const run = readableRun(ctx.ws, ctx.params.runId);
    return ok(diagnosticMap(run, telemetryOf(run), ctx.ws.evidence.toolBodiesRetained));
  },

  listDebugRunAgentContext: (ctx) => {
    const run = readableRun(ctx.ws, ctx.params.runId);
    const stepIndex = ctx.query.stepIndex as number | undefined;
    const all = telemetryOf(run).snapshots.filter((s) => stepIndex === undefined || s.stepIndex === stepIndex);
    const p = page(ctx, all, `debug-ctx:${run.runId}:${stepIndex ?? ""}`, false);
    return ok({
      snapshots: p.items.map((s) => ({
        snapshotId: s.snapshotId,
        stepIndex: s.stepIndex,
        agentKind: s.agentKind,
        createdAt: s.createdAt,
        totalChars: s.body.length,
        parts: s.parts,
      })),
      nextCursor: p.nextCursor,
    });
  },

  listDebugRunLlmCalls: (ctx) => {
    const run = readableRun(ctx.ws, ctx.params.runId);
    const q = ctx.query as {
      agentKind?: string;
      phase?: string;
      outcome?: string;
      contains?: string;
      order?: string;
      bodyChars?: number;
    };
    const order = q.order ?? "oldest";
    const all = telemetryOf(run).calls.filter(
      (c) =>
        (q.agentKind === undefined || c.agentKind === q.agentKind) &&
        (q.phase === undefined || c.phase === q.phase) &&
        (q.outcome === undefined || c.outcome === q.outcome) &&
        (q.contains === undefined || [c.promptDelta, c.response, c.reasoning].some((b) => b.includes(q.contains!))),
    );
    const list = `debug-llm:${run.runId}:${JSON.stringify([q.agentKind, q.phase, q.outcome, q.contains, order])}`;
    const p = page(ctx, all, list, order === "newest");
    return ok({ calls: p.items.map((c) => callItem(c, q.bodyChars)), order, nextCursor: p.nextCursor });
  },

  exportDebugRunLlmCalls: (ctx) => {
    const run = readableRun(ctx.ws, ctx.params.runId);
    const calls = telemetryOf(run).calls;
    const order = (ctx.query.order as string | undefined) ?? "oldest";
    const limit = (ctx.query.limit as number | undefined) ?? 100;
    const bodyChars = ctx.query.bodyChars as number | undefined;
    // The window keeps the `order` end: the first `limit` calls, or the last `limit` newest first.
    const window = order === "newest" ? [...calls].reverse().slice(0, limit) : calls.slice(0, limit);
    return ok({
      runId: run.runId,
      order,
      limit,
      totalCalls: calls.length,
      returnedCalls: window.length,
      truncated: calls.length > window.length,
      // Rollups over EVERY call regardless of `limit` (doc 2 Debug llm-export).
      rollups: llmRollups(calls),
      calls: window.map((c) => callItem(c, bodyChars)),
    });
  },

  listDebugRunLogs: (ctx) => {
    const run = readableRun(ctx.ws, ctx.params.runId);
    const p = page(ctx, telemetryOf(run).logs, `debug-logs:${run.runId}`, false);
    return ok({ events: p.items.map(({ seq: _s, runId: _r, ...e }) => e), nextCursor: p.nextCursor });
  },

  listDebugRunSearchQueries: (ctx) => {
    const run = readableRun(ctx.ws, ctx.params.runId);
    const p = page(ctx, telemetryOf(run).searches, `debug-search:${run.runId}`, false);
    return ok({ retained: true, queries: p.items.map(({ seq: _s, runId: _r, ...q }) => q), nextCursor: p.nextCursor });
  },

  listDebugRunToolCalls: (ctx) => {
    const run = readableRun(ctx.ws, ctx.params.runId);
    const q = ctx.query as { jobId?: string; order?: string; outcome?: string };
    const order = q.order ?? "trajectory";
    const retained = ctx.ws.evidence.toolBodiesRetained;
    const all = telemetryOf(run).tools.filter(
      (t) => (q.jobId === undefined || t.jobId === q.jobId) && (q.outcome === undefined || t.outcome === q.outcome),
    );
    const p = page(
      ctx,
      all,
      `debug-tools:${run.runId}:${JSON.stringify([q.jobId, q.outcome, order])}`,
      order === "recent",
    );
    return ok({
      bodies: retained ? "retained" : "withheld",
      order,
      toolCalls: p.items.map(({ seq: _s, runId: _r, arguments: args, result, ...t }) =>
        retained ? { ...t, arguments: args, result } : t,
      ),
      nextCursor: p.nextCursor,
    });
  },
};
