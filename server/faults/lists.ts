/** Faults proving the rules of the clause register's long tail (lists); each names the rules it proves. */
import type { FaultDef } from "./index.ts";
import { ok } from "../state/reply.ts";
import { publicNotification } from "../domain/notifications/cards.ts";
import { llmRollups } from "../domain/evidence/debug.ts";
import { readableRun } from "../domain/evidence/run-access.ts";
import { telemetryOf } from "../domain/evidence/telemetry.ts";
import { editJson, type JsonObject } from "./replies.ts";
import { ignoreQuery } from "./requests.ts";

export const faults = {
  "lists-task-status-filter-ignored": {
    family: "PAGE",
    description:
      "GET /services/{serviceId}/tasks ignores `status`: every task of the service is listed under any status",
    rules: ["PAGE-FILTER-TASKS-STATUS"],
    install(layer) {
      layer.around("listServiceTasks", async (ctx, next) => {
        const { status: _ignored, ...rest } = ctx.query;
        ctx.query = rest;
        return next();
      });
    },
  },
  "lists-task-status-filter-empty": {
    family: "PAGE",
    description:
      "GET /services/{serviceId}/tasks under any `status` lists no task: nothing of another status is listed, but nothing of that status either",
    rules: ["PAGE-FILTER-TASKS-STATUS"],
    install(layer) {
      layer.around("listServiceTasks", async (ctx, next) => {
        if (ctx.query.status === undefined) return next();
        return ok({ tasks: [], nextCursor: null });
      });
    },
  },
  "lists-debug-runs-status-ignored": {
    family: "PAGE",
    description: "GET /debug/runs ignores `status`: runs of every status are listed",
    rules: ["PAGE-FILTER-DEBUG-RUNS-STATUS"],
    install(layer) {
      layer.around("listDebugRuns", async (ctx, next) => (ignoreQuery(ctx, "status"), next()));
    },
  },
  "lists-debug-runs-since-ignored": {
    family: "PAGE",
    description: "GET /debug/runs ignores `since`: older runs are listed too",
    rules: ["PAGE-FILTER-DEBUG-RUNS-SINCE"],
    install(layer) {
      layer.around("listDebugRuns", async (ctx, next) => (ignoreQuery(ctx, "since"), next()));
    },
  },
  "lists-agent-context-step-ignored": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/agent-context ignores `stepIndex`: every dispatch of the run is listed",
    rules: ["PAGE-FILTER-DEBUG-AGENT-CONTEXT-STEP"],
    install(layer) {
      layer.around("listDebugRunAgentContext", async (ctx, next) => (ignoreQuery(ctx, "stepIndex"), next()));
    },
  },
  "lists-llm-calls-agentkind-ignored": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/llm-calls ignores `agentKind`",
    rules: ["PAGE-FILTER-DEBUG-LLM-CALLS"],
    install(layer) {
      layer.around("listDebugRunLlmCalls", async (ctx, next) => (ignoreQuery(ctx, "agentKind"), next()));
    },
  },
  "lists-llm-calls-contains-ignored": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/llm-calls ignores `contains`: calls whose bodies lack the text are listed",
    rules: ["PAGE-FILTER-DEBUG-LLM-CALLS"],
    install(layer) {
      layer.around("listDebugRunLlmCalls", async (ctx, next) => (ignoreQuery(ctx, "contains"), next()));
    },
  },
  "lists-llm-calls-order-ignored": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/llm-calls ignores `order`: `newest` is served oldest first",
    rules: ["PAGE-ORDER-DEBUG-LLM-CALLS"],
    install(layer) {
      // Always oldest first (the reply says so).
      layer.around("listDebugRunLlmCalls", async (ctx, next) => (ignoreQuery(ctx, "order"), next()));
    },
  },
  "lists-llm-export-rollups-windowed": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/llm-export computes its rollups over the window of calls only, so they change with `limit`",
    rules: ["PAGE-WINDOW-DEBUG-LLM-EXPORT"],
    install(layer) {
      layer.around("exportDebugRunLlmCalls", async (ctx, next) => {
        const reply = await next();
        const byId = new Map(telemetryOf(readableRun(ctx.ws, ctx.params.runId)).calls.map((c) => [c.callId, c]));
        return editJson(reply, (body) => ({
          ...body,
          rollups: llmRollups(body.calls.map((c: JsonObject) => byId.get(c.callId)!)),
        }));
      });
    },
  },
  "lists-llm-export-keeps-oldest": {
    family: "PAGE",
    description:
      "GET /debug/runs/{runId}/llm-export keeps the oldest calls under `order=newest` (while saying `newest`)",
    rules: ["PAGE-WINDOW-DEBUG-LLM-EXPORT"],
    install(layer) {
      // The window is cut at the oldest end, and the reply still says `newest`.
      layer.around("exportDebugRunLlmCalls", async (ctx, next) => {
        if (ctx.query.order !== "newest") return next();
        ctx.query = { ...ctx.query, order: "oldest" };
        return editJson(await next(), (body) => ({ ...body, order: "newest" }));
      });
    },
  },
  "lists-tool-calls-jobid-ignored": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/tool-calls ignores `jobId`: calls of every job are listed",
    rules: ["PAGE-FILTER-DEBUG-TOOL-CALLS"],
    install(layer) {
      layer.around("listDebugRunToolCalls", async (ctx, next) => (ignoreQuery(ctx, "jobId"), next()));
    },
  },
  "lists-tool-calls-recent-drops-first": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/tool-calls under `order=recent` leaves out the run's first tool call",
    rules: ["PAGE-FILTER-DEBUG-TOOL-CALLS"],
    install(layer) {
      layer.around("listDebugRunToolCalls", async (ctx, next) => {
        const reply = await next();
        if (ctx.query.order !== "recent") return reply;
        const first = telemetryOf(readableRun(ctx.ws, ctx.params.runId)).tools.find((t) => t.seq === 1)?.toolCallId;
        return editJson(reply, (body) => ({
          ...body,
          toolCalls: body.toolCalls.filter((t: JsonObject) => t.toolCallId !== first),
        }));
      });
    },
  },
  "lists-tool-calls-no-bodies-indicator": {
    family: "PAGE",
    description: "GET /debug/runs/{runId}/tool-calls carries no `bodies` indicator",
    rules: ["PAGE-DEBUG-TOOL-CALLS-BODIES-INDICATOR"],
    install(layer) {
      layer.around("listDebugRunToolCalls", async (_ctx, next) =>
        editJson(await next(), ({ bodies: _bodies, ...body }) => body),
      );
    },
  },
  "lists-kaizen-settled-ignored": {
    family: "PAGE",
    description: "GET /kaizen/entries ignores `settled`: in-flight gradings are listed under settled=true",
    rules: ["PAGE-FILTER-KAIZEN"],
    install(layer) {
      layer.around("listKaizenEntries", async (ctx, next) => (ignoreQuery(ctx, "settled"), next()));
    },
  },
  "lists-kaizen-status-filter-empty": {
    family: "PAGE",
    description: "GET /kaizen/entries under a `status` filter lists nothing, whatever the entries' status",
    rules: ["PAGE-FILTER-KAIZEN"],
    install(layer) {
      layer.around("listKaizenEntries", async (ctx, next) =>
        ctx.query.status === undefined ? next() : ok({ entries: [], nextCursor: null }),
      );
    },
  },
  "lists-kaizen-unfiltered-empty": {
    family: "PAGE",
    description: "GET /kaizen/entries without a filter lists nothing, though its filtered lists hold entries",
    rules: ["PAGE-FILTER-KAIZEN"],
    install(layer) {
      layer.around("listKaizenEntries", async (ctx, next) =>
        Object.keys(ctx.query).some((k) => k !== "limit" && k !== "cursor")
          ? next()
          : ok({ entries: [], nextCursor: null }),
      );
    },
  },
  "lists-kaizen-all-empty": {
    family: "PAGE",
    description: "GET /kaizen/entries lists nothing, filtered or not, though the workspace holds gradings",
    rules: ["PAGE-FILTER-KAIZEN"],
    install(layer) {
      layer.around("listKaizenEntries", async () => ok({ entries: [], nextCursor: null }));
    },
  },
  "lists-notifications-closed-listed": {
    family: "PAGE",
    description: "GET /notifications lists acted and dismissed cards beside the open ones",
    rules: ["PAGE-FILTER-NOTIFICATIONS-OPEN"],
    install(layer) {
      // Every card, acted and dismissed ones too, newest first.
      layer.around("listNotifications", async (ctx) =>
        ok({
          notifications: [...ctx.ws.notifications.cards.values()].sort((a, b) => b.seq - a.seq).map(publicNotification),
        }),
      );
    },
  },
  "lists-notifications-none": {
    family: "PAGE",
    description: "GET /notifications lists no card while the workspace holds open ones",
    rules: ["PAGE-FILTER-NOTIFICATIONS-OPEN"],
    install(layer) {
      layer.around("listNotifications", async () => ok({ notifications: [] }));
    },
  },
  "lists-webhooks-registration-order": {
    family: "PAGE",
    description: "GET /notification-webhooks lists endpoints in registration order instead of by id",
    rules: ["PAGE-ORDER-WEBHOOKS-BY-ID"],
    install(layer) {
      layer.around("listNotificationWebhooks", async (ctx, next) => {
        const registered = [...ctx.ws.notifications.webhooks.keys()];
        return editJson(await next(), (body) => ({
          ...body,
          webhooks: [...body.webhooks].sort((a, b) => registered.indexOf(a.id) - registered.indexOf(b.id)),
        }));
      });
    },
  },
  "lists-webhooks-descending": {
    family: "PAGE",
    description: "GET /notification-webhooks lists endpoints by id, but in reverse (descending) order",
    rules: ["PAGE-ORDER-WEBHOOKS-BY-ID"],
    install(layer) {
      layer.around("listNotificationWebhooks", async (_ctx, next) =>
        editJson(await next(), (body) => ({ ...body, webhooks: [...body.webhooks].reverse() })),
      );
    },
  },
  "lists-spend-default-unbounded": {
    family: "PAGE",
    description: "GET /usage/spend without `limit` returns every row (the default 100 is not applied)",
    rules: ["PAGE-LIMIT-SPEND-DEFAULT"],
    install(layer) {
      // No default limit: a read without one gets every row.
      layer.around("getUsageSpend", async (ctx, next) => {
        if (ctx.query.limit === undefined) ctx.query = { ...ctx.query, limit: Number.MAX_SAFE_INTEGER };
        return next();
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
