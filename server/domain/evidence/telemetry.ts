/**
 * Recorded telemetry of a run (doc 1 capabilities "Debug": model calls, provided agent context, web
 * searches, tool calls, infrastructure log; doc 2 Debug). Deterministic: generated on read from the
 * run's steps, so it grows as the run advances and every id is stable. Ids embed the run id, so a
 * by-id read finds its run and answers 404 when the key's workspace cannot read that run.
 * Reference choices: per started step one agent-context snapshot, three model calls (phases `plan`,
 * `act`, `verify`), three tool calls and, on even step indexes, one web search; the log records
 * provisioning, one container per started step and the teardown of a finished run. `seq` is the
 * ordinal in call order (the keyset of every paged debug list).
 */
import type { RunRecord } from "../runs/types.ts";

export interface Snapshot {
  seq: number;
  snapshotId: string;
  runId: string;
  stepIndex: number;
  agentKind: string;
  createdAt: number;
  parts: { kind: string; name: string; chars: number }[];
  body: string;
}
export interface LlmCall {
  seq: number;
  callId: string;
  runId: string;
  stepIndex: number;
  agentKind: string;
  phase: string;
  model: string;
  outcome: "ok" | "warning" | "error";
  createdAt: number;
  latencyMs: number;
  inputTokens: number;
  outputTokens: number;
  carriedInputTokens: number;
  cost: number;
  promptDelta: string;
  response: string;
  reasoning: string;
}
export interface ToolCall {
  seq: number;
  toolCallId: string;
  runId: string;
  stepIndex: number;
  jobId: string;
  agentKind: string;
  tool: string;
  outcome: "ok" | "error";
  createdAt: number;
  durationMs: number;
  arguments: Record<string, unknown>;
  result: string;
}
export interface SearchQuery {
  seq: number;
  queryId: string;
  runId: string;
  stepIndex: number;
  agentKind: string;
  query: string;
  resultCount: number;
  createdAt: number;
}
export interface LogEvent {
  seq: number;
  eventId: string;
  runId: string;
  at: number;
  source: "environment" | "runner_pool" | "container";
  level: "info" | "warning" | "error";
  message: string;
}

export interface Telemetry {
  snapshots: Snapshot[];
  calls: LlmCall[];
  tools: ToolCall[];
  searches: SearchQuery[];
  logs: LogEvent[];
}

const AGENT_KINDS: Record<string, string> = {
  plan: "planner",
  implement: "coder",
  "open-pull-request": "pr-opener",
  "expensive-model-call": "coder",
};

/** The agent kind that runs a step (reference choice: a fixed map, else the step name). */
export function agentKindOf(stepName: string): string {
  return AGENT_KINDS[stepName] ?? stepName;
}

export function modelOf(stepName: string, phaseIndex: number): string {
  return phaseIndex === 2 || stepName.includes("review") || stepName === "judge" ? "model-reasoning" : "model-standard";
}

const PHASES = ["plan", "act", "verify"] as const;
const TOOLS = ["read_file", "run_command", "write_file"] as const;
const MIN = 60_000;

/** Deterministic filler text of `n` characters built from a seed sentence. */
function text(seed: string, n: number): string {
  let s = "";
  for (let i = 0; s.length < n; i++) s += `${seed} [${i}] `;
  return s.slice(0, n);
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

export function telemetryOf(run: RunRecord): Telemetry {
  const t: Telemetry = { snapshots: [], calls: [], tools: [], searches: [], logs: [] };
  const started = run.steps.map((s, i) => ({ s, i })).filter(({ s }) => s.status !== "pending");
  let logN = 0;
  const log = (at: number, source: LogEvent["source"], level: LogEvent["level"], message: string) => {
    logN += 1;
    t.logs.push({ seq: logN, eventId: `log_${run.runId}_${logN}`, runId: run.runId, at, source, level, message });
  };
  log(run.createdAt, "environment", "info", "environment requested for the run");
  log(run.createdAt + 1_000, "runner_pool", "info", "runner pool assigned runner-1");
  let prevInput = 0;
  for (const { s, i } of started) {
    const at = run.createdAt + (i + 1) * MIN;
    const agentKind = agentKindOf(s.name);
    const failed = s.status === "failed";
    const prompt = text(`You are the ${agentKind}. Carry out step ${s.name} of run ${run.runId}.`, 1200 + 100 * i);
    const standards = text("Standards: keep functions small; test every public behaviour.", 800);
    const contextFile = text(`Context file src/board/render.ts for step ${s.name}.`, 2000 + 250 * i);
    t.snapshots.push({
      seq: t.snapshots.length + 1,
      snapshotId: `ctx_${run.runId}_s${i}`,
      runId: run.runId,
      stepIndex: i,
      agentKind,
      createdAt: at,
      parts: [
        { kind: "prompt", name: "system", chars: prompt.length },
        { kind: "standards", name: "engineering-standards", chars: standards.length },
        { kind: "context_file", name: "src/board/render.ts", chars: contextFile.length },
      ],
      body: `${prompt}\n\n${standards}\n\n${contextFile}`,
    });
    log(at - 2_000, "container", "info", `container started for step ${s.name}`);
    PHASES.forEach((phase, j) => {
      const inputTokens = 1200 + 300 * i + 100 * j;
      const outputTokens = 200 + 50 * j;
      const carried = j === 0 ? 0 : prevInput;
      prevInput = inputTokens;
      const outcome = failed && j === 2 ? "error" : s.name.includes("review") && j === 1 ? "warning" : "ok";
      t.calls.push({
        seq: t.calls.length + 1,
        callId: `llm_${run.runId}_s${i}_c${j}`,
        runId: run.runId,
        stepIndex: i,
        agentKind,
        phase,
        model: modelOf(s.name, j),
        outcome,
        createdAt: at + j * 5_000,
        latencyMs: 800 + 137 * i + 91 * j,
        inputTokens,
        outputTokens,
        carriedInputTokens: carried,
        cost: round6(inputTokens * 3e-6 + outputTokens * 15e-6),
        promptDelta: text(`[${phase}] ${s.name}: decide the next change for ${run.runId}.`, 400 + 40 * j),
        response:
          outcome === "error"
            ? "error: the model call failed (simulated)"
            : text(`[${phase}] ${s.name}: proposed change to src/board/render.ts`, 600 + 60 * j),
        reasoning: text(`[${phase}] reasoning about ${s.name}`, 300),
      });
    });
    TOOLS.forEach((tool, k) => {
      t.tools.push({
        seq: t.tools.length + 1,
        toolCallId: `tool_${run.runId}_s${i}_t${k}`,
        runId: run.runId,
        stepIndex: i,
        jobId: `rjob_${run.runId}_s${i}`,
        agentKind,
        tool,
        outcome: failed && k === 1 ? "error" : "ok",
        createdAt: at + 20_000 + k * 3_000,
        durationMs: 150 + 40 * k,
        arguments: tool === "run_command" ? { command: "npm test" } : { path: "src/board/render.ts" },
        result:
          failed && k === 1
            ? "exit code 1: 2 tests failed"
            : tool === "read_file"
              ? "export function renderBoard(...)"
              : "ok",
      });
    });
    if (i % 2 === 0) {
      t.searches.push({
        seq: t.searches.length + 1,
        queryId: `sq_${run.runId}_s${i}`,
        runId: run.runId,
        stepIndex: i,
        agentKind,
        query: `best practice for ${s.name.replace(/-/g, " ")}`,
        resultCount: 5 + i,
        createdAt: at + 10_000,
      });
    }
    log(
      at + 50_000,
      "container",
      failed ? "error" : "info",
      `container for step ${s.name} exited with code ${failed ? 1 : 0}`,
    );
  }
  if (run.status === "done" || run.status === "failed") {
    log(run.createdAt + (run.steps.length + 1) * MIN, "environment", "info", "environment torn down");
  }
  return t;
}

/** `llm_<runId>_s<i>_c<j>` and friends → the run id they belong to. */
export function runIdOf(id: string, prefix: "ctx" | "llm"): string | undefined {
  const m = prefix === "ctx" ? /^ctx_(.+)_s\d+$/.exec(id) : /^llm_(.+)_s\d+_c\d+$/.exec(id);
  return m?.[1];
}

/** A window of a body (doc 2 Debug: windowed by offset/chars). */
export function windowOf(body: string, offset: number, chars: number): string {
  return body.slice(offset, offset + chars);
}
