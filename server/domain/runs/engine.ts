/**
 * The deterministic simulated pipeline engine. Interface first; the lead engineer implements it.
 * Progress is driven by observation, not time: every read of a run (task read, run read, decision
 * list, task event stream) advances a running run by one step.
 */
import type { Workspace } from "../../state/workspace.ts";
import type { KeyRecord } from "../keys/store.ts";
import type { TaskRecord } from "../tasks/types.ts";
import type { PipelineDef, RunRecord } from "./types.ts";

export function listPipelines(_ws: Workspace): PipelineDef[] {
  throw new Error("not implemented yet");
}
export function getPipeline(_ws: Workspace, _pipelineId: string): PipelineDef | undefined {
  throw new Error("not implemented yet");
}
export function getRun(_ws: Workspace, _runId: string): RunRecord | undefined {
  throw new Error("not implemented yet");
}
/** Advances a running run by one logical step (and its task's status, progress and PR url). */
export function observeRun(_ws: Workspace, _run: RunRecord): void {
  throw new Error("not implemented yet");
}
/** Observes the task's current run, if it has one. */
export function observeTask(_ws: Workspace, _task: TaskRecord): void {
  throw new Error("not implemented yet");
}
/** The parked step is settled: the run leaves `blocked` and moves past the step. */
export function resumeRun(_ws: Workspace, _run: RunRecord): void {
  throw new Error("not implemented yet");
}
/** The parked step re-runs (request changes, bounce, request fix): it stays `running` on the same step. */
export function rerunStep(_ws: Workspace, _run: RunRecord): void {
  throw new Error("not implemented yet");
}
/** Stops the run as a retryable failure (reject approval, judge stop, stop-reset). */
export function failRun(_ws: Workspace, _run: RunRecord, _kind: string, _message: string): void {
  throw new Error("not implemented yet");
}
/** Removes a task's runs and everything recorded about them (task delete: "run history removed"). */
export function forgetTaskRuns(_ws: Workspace, _taskId: string): void {
  throw new Error("not implemented yet");
}
export type { KeyRecord };
