/**
 * doc 2 Endpoints, "Debug (all GET, scope read, 200 JSON object)": the 10 rows of that table, in its order.
 * Every success is a JSON object whose fields are not shown (the heading's "200 JSON object"), so each is an
 * `object*` carrying the Notes column as its hint. Bounds of the query strings and body windows: the table
 * and doc 2 Limits ("Debug windows", "Query strings").
 */
import { int, oneOfStrings, str, untyped } from "../dsl.ts";
import { cursorParam, limitParam, runStatus, sinceParam } from "../common.ts";
import type { OperationSpec, StatedError } from "../operation.ts";
import type { OperationGroup } from "./group.ts";

/** doc 2 Errors: 404 `run_not_found`, "run the key cannot read" (every route with {runId}). */
const RUN_NOT_FOUND: StatedError = { status: 404, token: "run_not_found", condition: "run the key cannot read" };

/** doc 2 Endpoints conventions: list responses other than tasks and Kaizen entries leave both names unshown. */
const PAGED = { items: null, cursor: null };

/** doc 2 Limits "Debug windows": agent-context and llm-call bodies. */
const bodyChars = () => int({ min: 0, max: 200000 });
const bodyOffset = () => int({ min: 0, max: 2000000 });
/** doc 2 Limits "Debug windows": run LLM-call list and export. */
const listBodyChars = () => int({ min: 0, max: 4000 });

function debug(op: Omit<OperationSpec, "method" | "scope" | "status" | "success"> & { hint: string }): OperationSpec {
  const { hint, ...rest } = op;
  return { ...rest, method: "get", scope: "read", status: 200, success: { kind: "json", schema: untyped(hint) } };
}

export const group: OperationGroup = {
  tag: "Debug",
  heading: "Debug (all GET, scope read, 200 JSON object)",
  operations: [
    debug({
      operationId: "getDebugAgentContext",
      path: "/debug/agent-context/{snapshotId}",
      summary: "Read the full context one dispatch was provided",
      notes:
        "full context one dispatch was provided (prompts, folded standards fragments, injected context files); windowed by offset/chars",
      query: { bodyChars: bodyChars(), bodyOffset: bodyOffset() },
      hint: "full context one dispatch was provided (prompts, folded standards fragments, injected context files); windowed by offset/chars",
    }),
    debug({
      operationId: "getDebugLlmCall",
      path: "/debug/llm-calls/{callId}",
      summary: "Read one recorded model call",
      notes: "one recorded model call with prompt delta, response, reasoning",
      query: { bodyChars: bodyChars(), bodyOffset: bodyOffset(), view: oneOfStrings(["raw", "messages"]) },
      hint: "one recorded model call with prompt delta, response, reasoning",
    }),
    debug({
      operationId: "listDebugRuns",
      path: "/debug/runs",
      summary: "List the workspace's runs, newest first",
      notes: "workspace runs, newest first, keyset paged",
      query: { status: runStatus(), since: sinceParam(), limit: limitParam(), cursor: cursorParam() },
      paging: PAGED,
      order: "newest-first",
      hint: "workspace runs, newest first, keyset paged (item array and cursor field names not shown)",
    }),
    debug({
      operationId: "getDebugRun",
      path: "/debug/runs/{runId}",
      summary: "Read the diagnostic map of a run",
      notes:
        "diagnostic map: steps, which telemetry sinks are retained and how much each holds, LLM cost/latency rollups, derived signals",
      hint: "diagnostic map: steps, which telemetry sinks are retained and how much each holds, LLM cost/latency rollups, derived signals",
      errors: [RUN_NOT_FOUND],
    }),
    debug({
      operationId: "listDebugRunAgentContext",
      path: "/debug/runs/{runId}/agent-context",
      summary: "List the dispatches of a run with captured context (sizes only)",
      notes: "dispatches with captured context; sizes only, no bodies",
      query: { stepIndex: int({ min: 0 }), limit: limitParam(), cursor: cursorParam() },
      paging: PAGED,
      hint: "dispatches with captured context; sizes only, no bodies",
      errors: [RUN_NOT_FOUND],
    }),
    debug({
      operationId: "listDebugRunLlmCalls",
      path: "/debug/runs/{runId}/llm-calls",
      summary: "List the recorded model calls of a run",
      notes: "bodies returned only when `bodyChars` is given; `contains` matches a substring of bodies",
      query: {
        agentKind: str({ min: 1, max: 120 }),
        phase: str({ max: 120 }),
        outcome: oneOfStrings(["ok", "warning", "error"]),
        contains: str({ min: 1, max: 256 }),
        order: oneOfStrings(["newest", "oldest"]),
        limit: limitParam(),
        cursor: cursorParam(),
        bodyChars: listBodyChars(),
      },
      paging: PAGED,
      hint: "recorded model calls of the run; bodies returned only when `bodyChars` is given",
      errors: [RUN_NOT_FOUND],
    }),
    debug({
      operationId: "exportDebugRunLlmCalls",
      path: "/debug/runs/{runId}/llm-export",
      summary: "Export the model calls of a run as one bundle",
      notes:
        "one bundle: rollups (run totals, per agent kind, per phase, carry cost) over EVERY call regardless of `limit`, plus a bounded window of calls; response says `truncated` and which end was kept (`order`). Not keyset paged (no `cursor`).",
      query: { limit: limitParam(), order: oneOfStrings(["oldest", "newest"]), bodyChars: listBodyChars() },
      hint: "one bundle: rollups (run totals, per agent kind, per phase, carry cost) over EVERY call regardless of `limit`, plus a bounded window of calls; response says `truncated` and which end was kept (`order`)",
      errors: [RUN_NOT_FOUND],
    }),
    debug({
      operationId: "listDebugRunLogs",
      path: "/debug/runs/{runId}/logs",
      summary: "List the provisioning event log of a run",
      notes: "provisioning event log (environment, runner pool, containers)",
      query: { limit: limitParam(), cursor: cursorParam() },
      paging: PAGED,
      hint: "provisioning event log (environment, runner pool, containers)",
      errors: [RUN_NOT_FOUND],
    }),
    debug({
      operationId: "listDebugRunSearchQueries",
      path: "/debug/runs/{runId}/search-queries",
      summary: "List the web searches a run performed",
      notes: "web searches performed; retained only when the deployment records agent context",
      query: { limit: limitParam(), cursor: cursorParam() },
      paging: PAGED,
      hint: "web searches performed; retained only when the deployment records agent context",
      errors: [RUN_NOT_FOUND],
    }),
    debug({
      operationId: "listDebugRunToolCalls",
      path: "/debug/runs/{runId}/tool-calls",
      summary: "List the tool calls of a run",
      notes:
        "tool calls in call order; arguments and results retained only when the deployment records agent context and the workspace has not opted out; a `bodies` indicator says which",
      query: {
        limit: limitParam(),
        cursor: cursorParam(),
        jobId: str(),
        order: oneOfStrings(["recent", "trajectory"]),
        outcome: oneOfStrings(["ok", "error"]),
      },
      paging: PAGED,
      hint: "tool calls in call order; arguments and results retained only when the deployment records agent context and the workspace has not opted out; a `bodies` indicator says which",
      errors: [RUN_NOT_FOUND],
    }),
  ],
};
