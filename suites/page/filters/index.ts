/**
 * List filters and stated orders (doc 2 Endpoints: the Query/Input columns and notes of Tasks,
 * Debug, Kaizen, Notifications, Webhooks and Usage spend), as PAGE rules: one file per list.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { tasksStatusFilter } from "./tasks.ts";
import { debugRunsSinceFilter, debugRunsStatusFilter } from "./debug-runs.ts";
import { agentContextStepFilter } from "./agent-context.ts";
import { llmCallsFilters, llmCallsOrder } from "./llm-calls.ts";
import { llmExportWindow } from "./llm-export.ts";
import { llmBodies } from "./llm-bodies.ts";
import { llmCallBodies } from "./llm-call-read.ts";
import { toolCallsBodies, toolCallsFilters } from "./tool-calls.ts";
import { kaizenFilters } from "./kaizen.ts";
import { debugSinkCounts } from "./debug-sinks.ts";
import { notificationsOpen } from "./notifications.ts";
import { webhooksById } from "./webhooks.ts";
import { spendDefaultLimit, spendMaxLimit } from "./spend.ts";

export const listFilterRules: Rule[] = [
  tasksStatusFilter,
  debugRunsStatusFilter,
  debugRunsSinceFilter,
  agentContextStepFilter,
  llmCallsFilters,
  llmCallsOrder,
  llmExportWindow,
  llmBodies,
  llmCallBodies,
  toolCallsFilters,
  toolCallsBodies,
  debugSinkCounts,
  kaizenFilters,
  notificationsOpen,
  spendDefaultLimit,
  spendMaxLimit,
  // on the suite's own endpoints (standard)
  webhooksById,
];
