/**
 * The deterministic simulated pipeline engine. Progress is driven by observation, not time: every
 * read of a run (task read, run read, decision list, task event stream) advances a running run by
 * one step, so the server is fast and a test never sleeps.
 *
 * Rows of doc 1 "States and transitions" implemented here: Run `running` → `blocked` when a step
 * needs a human (parked, decisions listed); `blocked` → advances when the decision settles
 * (`resumeRun`); reject → the run stops as a retryable failure (`failRun`); an exceeded workspace
 * budget → `paused`; Task stop → a cancelled terminal state that stays retryable.
 */
import type { Workspace } from "../workspace.ts";
import type { KeyRecord } from "../keys/store.ts";
import type { TaskRecord } from "../tasks/types.ts";
import { getTask, listTasks } from "../tasks/state.ts";
import { decisions } from "./decision-port.ts";
import { budgetExceeded, spend } from "../usage/state.ts";
import { runProjection } from "./projection.ts";
import type { PipelineDef, RunRecord, RunStatus, StepDef } from "./types.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Limits "Budget": an exceeded workspace budget pauses the active runs. */
    "runs.pauseOnBudget": (ws: Workspace) => void;
    /** doc 1 Task "add dependency" row: a finished blocker with `autoStartDependents` starts its ready dependents. */
    "runs.autoStartDependents": (ws: Workspace, run: RunRecord) => void;
    /** doc 1 States: a settled decision lets its blocked run advance past the step. */
    "runs.resume": (ws: Workspace, run: RunRecord) => void;
    /** doc 1 States: a run ends `failed` with the error's kind (reject, a failing step, stop). */
    "runs.fail": (ws: Workspace, run: RunRecord, kind: string, message: string) => void;
    /** doc 1 States: one step of a running run is taken (work done, a failure, a spend, a park on a decision). */
    "runs.takeStep": (ws: Workspace, run: RunRecord, def: StepDef) => void;
  }
}

export function listPipelines(ws: Workspace): PipelineDef[] {
  return ws.runs.pipelines;
}

export function getPipeline(ws: Workspace, pipelineId: string): PipelineDef | undefined {
  return ws.runs.pipelines.find((p) => p.pipelineId === pipelineId);
}

export function getRun(ws: Workspace, runId: string): RunRecord | undefined {
  return ws.runs.runs.get(runId);
}

export function listRuns(ws: Workspace): RunRecord[] {
  return [...ws.runs.runs.values()];
}

export const TERMINAL: ReadonlySet<RunStatus> = new Set(["done", "failed"]);

export function inFlight(run: RunRecord | undefined): boolean {
  return run !== undefined && !TERMINAL.has(run.status);
}

/** Records a frame on the run (replayed to every later stream) and wakes open streams. */
export function emit(ws: Workspace, run: RunRecord, event: string, extra: Record<string, unknown> = {}): void {
  run.events.push({ seq: run.events.length + 1, event, data: { ...extra, run: runProjection(run) } });
  for (const wake of ws.runs.listeners.get(run.runId) ?? []) wake();
}

export function createRun(
  ws: Workspace,
  task: TaskRecord,
  pipeline: PipelineDef,
  key: Pick<KeyRecord, "externalIdentity" | "scope">,
): RunRecord {
  const run: RunRecord = {
    runId: ws.newId("run"),
    seq: ws.nextSeq(),
    taskId: task.taskId,
    jobId: null,
    pipelineId: pipeline.pipelineId,
    status: "running",
    currentStep: 0,
    steps: pipeline.steps.map((s) => ({ name: s.name, status: "pending", progress: 0 })),
    error: null,
    pullRequest: null,
    createdAt: ws.now(),
    externalIdentity: key.externalIdentity,
    externalIdentityWithheld: false,
    events: [],
    startedWithScope: key.scope,
    directives: [],
  };
  ws.runs.runs.set(run.runId, run);
  task.runId = run.runId;
  task.status = "in_progress";
  task.progress = 0;
  task.pullRequestUrl = null;
  task.updatedAt = ws.now();
  if (budgetExceeded(ws)) {
    // doc 1 Run rows: an exceeded budget pauses active runs; a run started meanwhile begins paused.
    run.status = "paused";
    emit(ws, run, "progress", { type: "paused" });
  } else {
    emit(ws, run, "progress", { type: "started" });
  }
  return run;
}

function syncTask(ws: Workspace, run: RunRecord): void {
  const task = run.taskId ? getTask(ws, run.taskId) : undefined;
  if (!task || task.runId !== run.runId) return;
  const done = run.steps.filter((s) => s.status === "done").length;
  task.progress = Math.round((done / Math.max(1, run.steps.length)) * 100);
  // Reference choices (doc 1 leaves task moves other than the listed rows unshown): a run in
  // flight is `in_progress`, a parked one `blocked`, a finished one `done`, a failed or stopped
  // one `ready` (it stays retryable).
  const next =
    run.status === "done"
      ? "done"
      : run.status === "failed"
        ? "ready"
        : run.status === "blocked"
          ? "blocked"
          : "in_progress";
  if (task.status !== next) {
    task.status = next;
    task.updatedAt = ws.now();
  }
  task.pullRequestUrl = run.pullRequest?.url ?? task.pullRequestUrl;
}

/** One logical step of a running run. */
export function observeRun(ws: Workspace, run: RunRecord): void {
  // A parked run's asynchronous decision work (an incorporation) also moves on when observed.
  if (run.status === "blocked") decisions().observe(ws, run);
  if (run.status !== "running") return;
  const pipeline = getPipeline(ws, run.pipelineId);
  if (!pipeline) return;
  if (run.currentStep >= pipeline.steps.length) {
    finishRun(ws, run);
    return;
  }
  const def = pipeline.steps[run.currentStep];
  run.steps[run.currentStep].status = "running";
  ws.server.behaviour("runs.takeStep", takeStep)(ws, run, def);
  syncTask(ws, run);
}

/** The current step of a running run, taken: a work step done, a failing step fails the run, a decision parks it. */
function takeStep(ws: Workspace, run: RunRecord, def: StepDef): void {
  switch (def.kind) {
    case "work":
      completeStep(ws, run);
      break;
    case "fail":
      failRun(ws, run, "step_failed", def.message);
      return;
    case "spend":
      spend(ws, def.cost);
      completeStep(ws, run);
      if (budgetExceeded(ws)) ws.server.behaviour("runs.pauseOnBudget", pauseActiveRuns)(ws);
      break;
    case "decision":
      run.status = "blocked";
      decisions().open(ws, run, def.decision, run.currentStep);
      emit(ws, run, "progress", { type: "parked", decision: def.decision });
      break;
  }
}

function completeStep(ws: Workspace, run: RunRecord): void {
  const state = run.steps[run.currentStep];
  state.status = "done";
  state.progress = 100;
  run.currentStep += 1;
  const pipeline = getPipeline(ws, run.pipelineId);
  if (pipeline && run.currentStep >= pipeline.steps.length) finishRun(ws, run);
  else emit(ws, run, "progress", { type: "step", step: state.name });
}

/** A run ends `done` (its pull request opened) and its dependents may start. */
export function finishRun(ws: Workspace, run: RunRecord): void {
  run.status = "done";
  run.currentStep = Math.max(0, run.steps.length - 1);
  run.pullRequest = { url: `https://code.example.invalid/acme/app/pull/${run.seq}`, branch: `agent/${run.runId}` };
  syncTask(ws, run);
  emit(ws, run, "done");
  ws.server.behaviour("runs.autoStartDependents", autoStartDependents)(ws, run);
}

/** doc 1 Task "add dependency" row: with `autoStartDependents` on the blocker, the chain runs itself. */
function autoStartDependents(ws: Workspace, run: RunRecord): void {
  const blocker = run.taskId ? getTask(ws, run.taskId) : undefined;
  if (!blocker?.autoStartDependents) return;
  for (const task of listTasks(ws)) {
    if (!task.dependsOn.includes(blocker.taskId)) continue;
    if (inFlight(task.runId ? getRun(ws, task.runId) : undefined) || task.status === "done") continue;
    if (!task.dependsOn.every((id) => getTask(ws, id)?.status === "done")) continue;
    const pipeline = getPipeline(ws, task.pipelineId ?? run.pipelineId) ?? getPipeline(ws, run.pipelineId);
    if (!pipeline || pipeline.individualUsage) continue;
    createRun(ws, task, pipeline, { externalIdentity: run.externalIdentity, scope: run.startedWithScope });
  }
}

function pauseActiveRuns(ws: Workspace): void {
  for (const r of ws.runs.runs.values()) {
    if (r.status === "running" || r.status === "blocked") {
      r.status = "paused";
      emit(ws, r, "progress", { type: "paused", reason: "workspace budget exceeded" });
      syncTask(ws, r);
    }
  }
}

export function observeTask(ws: Workspace, task: TaskRecord): void {
  const run = task.runId ? getRun(ws, task.runId) : undefined;
  if (run) observeRun(ws, run);
}

export function resumeRun(ws: Workspace, run: RunRecord): void {
  ws.server.behaviour("runs.resume", resume)(ws, run);
}

function resume(ws: Workspace, run: RunRecord): void {
  if (run.status !== "blocked") return;
  run.status = "running";
  emit(ws, run, "progress", { type: "resumed" });
  completeStep(ws, run);
  syncTask(ws, run);
}

export function rerunStep(ws: Workspace, run: RunRecord): void {
  if (run.status !== "blocked") return;
  run.status = "running";
  run.steps[run.currentStep].status = "running";
  emit(ws, run, "progress", { type: "rerun", step: run.steps[run.currentStep]?.name });
  syncTask(ws, run);
}

export function failRun(ws: Workspace, run: RunRecord, kind: string, message: string): void {
  ws.server.behaviour("runs.fail", fail)(ws, run, kind, message);
}

function fail(ws: Workspace, run: RunRecord, kind: string, message: string): void {
  if (TERMINAL.has(run.status)) return;
  run.status = "failed";
  run.error = { kind, message };
  const step = run.steps[run.currentStep];
  if (step) step.status = "failed";
  syncTask(ws, run);
  emit(ws, run, "error", { kind, message });
}

/** doc 1 Task "stop" row: the run records a cancelled terminal state and stays retryable. */
export function stopRun(ws: Workspace, run: RunRecord): void {
  failRun(ws, run, "cancelled", "stopped by request");
}

export function forgetTaskRuns(ws: Workspace, taskId: string): void {
  for (const [id, run] of ws.runs.runs) {
    if (run.taskId === taskId) {
      ws.runs.runs.delete(id);
      ws.runs.listeners.delete(id);
    }
  }
}

export type { KeyRecord };
