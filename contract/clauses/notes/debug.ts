/** doc 2 Endpoints › Debug: the notes and query columns of the table. */
import { clause } from "../types.ts";

const S = "Endpoints › Debug";
const NOT_SHOWN = "the response is `object*`: the fields that would show it are not named";

export const DEBUG = [
  clause(
    "D2-DEBUG-CONTEXT-WINDOW",
    2,
    S,
    "an agent-context snapshot is the full context one dispatch was provided, windowed by `bodyOffset`/`bodyChars`",
    { operationId: "getDebugAgentContext", uncheckable: NOT_SHOWN },
  ),
  clause(
    "D2-DEBUG-LLM-CALL-VIEW",
    2,
    S,
    "one recorded model call with prompt delta, response and reasoning; `view` `raw`|`messages`",
    { operationId: "getDebugLlmCall" },
  ),
  clause("D2-DEBUG-RUNS-NEWEST-FIRST", 2, S, "GET /debug/runs: workspace runs, newest first, keyset paged", {
    operationId: "listDebugRuns",
  }),
  clause("D2-DEBUG-RUNS-STATUS-FILTER", 2, S, "GET /debug/runs `status`: only runs of that status", {
    operationId: "listDebugRuns",
  }),
  clause("D2-DEBUG-RUNS-SINCE-FILTER", 2, S, "GET /debug/runs `since`: only runs from that time on", {
    operationId: "listDebugRuns",
  }),
  clause(
    "D2-DEBUG-RUN-MAP",
    2,
    S,
    "GET /debug/runs/{runId}: a diagnostic map (steps, retained sinks, LLM rollups, derived signals)",
    { operationId: "getDebugRun", uncheckable: NOT_SHOWN },
  ),
  clause(
    "D2-DEBUG-RUN-MAP-STEPS",
    2,
    S,
    "GET /debug/runs/{runId}: the diagnostic map shows the run's steps (doc 1 PublicRun gives them: one per step, each with its status)",
    { operationId: "getDebugRun" },
  ),
  clause(
    "D2-DEBUG-RUN-MAP-SINKS",
    2,
    S,
    "GET /debug/runs/{runId}: the diagnostic map says how much each telemetry sink holds; each sink's list (llm-calls, agent-context, search-queries, tool-calls, logs) holds that many",
    { operationId: "getDebugRun" },
  ),
  clause(
    "D2-DEBUG-AGENT-CONTEXT-SIZES",
    2,
    S,
    "GET /debug/runs/{runId}/agent-context: dispatches with captured context, sizes only, no bodies",
    {
      operationId: "listDebugRunAgentContext",
      uncheckable: "the item fields are not named, so neither a size nor a body can be told apart",
    },
  ),
  clause(
    "D2-DEBUG-AGENT-CONTEXT-STEP-FILTER",
    2,
    S,
    "GET /debug/runs/{runId}/agent-context `stepIndex`: only dispatches of that step",
    { operationId: "listDebugRunAgentContext" },
  ),
  clause(
    "D2-DEBUG-LLM-CALLS-FILTERS",
    2,
    S,
    "GET /debug/runs/{runId}/llm-calls `agentKind`, `phase`, `outcome`, `contains`: only matching calls",
    { operationId: "listDebugRunLlmCalls" },
  ),
  clause(
    "D2-DEBUG-LLM-CALLS-ORDER",
    2,
    S,
    "GET /debug/runs/{runId}/llm-calls `order` `newest`|`oldest`: the same calls in opposite orders",
    { operationId: "listDebugRunLlmCalls" },
  ),
  clause(
    "D2-DEBUG-LLM-CALLS-BODIES",
    2,
    S,
    "GET /debug/runs/{runId}/llm-calls: bodies returned only when `bodyChars` is given",
    { operationId: "listDebugRunLlmCalls" },
  ),
  clause(
    "D2-DEBUG-LLM-CALLS-RUN-CALLS",
    2,
    S,
    "GET /debug/runs/{runId}/llm-calls lists the run's recorded model calls: those its llm-export bundles",
    { operationId: "listDebugRunLlmCalls" },
  ),
  clause(
    "D2-DEBUG-LLM-EXPORT-WINDOW",
    2,
    S,
    "GET /debug/runs/{runId}/llm-export: rollups over every call regardless of `limit`, a bounded window; the response says `truncated` and which end was kept (`order`)",
    { operationId: "exportDebugRunLlmCalls" },
  ),
  clause("D2-DEBUG-LOGS", 2, S, "GET /debug/runs/{runId}/logs: the provisioning event log", {
    operationId: "listDebugRunLogs",
    uncheckable: NOT_SHOWN,
  }),
  clause(
    "D2-DEBUG-SEARCH-QUERIES-RETAINED",
    2,
    S,
    "web searches are retained only when the deployment records agent context",
    {
      operationId: "listDebugRunSearchQueries",
      uncheckable: "whether the deployment records agent context is not readable through the API",
    },
  ),
  clause(
    "D2-DEBUG-TOOL-CALLS-FILTERS",
    2,
    S,
    "GET /debug/runs/{runId}/tool-calls `jobId`, `outcome`: only matching calls; `order` `recent`|`trajectory` orders the same calls",
    { operationId: "listDebugRunToolCalls" },
  ),
  clause(
    "D2-DEBUG-TOOL-CALLS-CALL-ORDER",
    2,
    S,
    "GET /debug/runs/{runId}/tool-calls: tool calls in call order (without `order`)",
    { operationId: "listDebugRunToolCalls" },
  ),
  clause(
    "D2-DEBUG-TOOL-CALLS-BODIES",
    2,
    S,
    "GET /debug/runs/{runId}/tool-calls: a `bodies` indicator says whether arguments and results are retained",
    { operationId: "listDebugRunToolCalls" },
  ),
] as const;
