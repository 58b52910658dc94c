/**
 * How an answering route reaches the decision it answers, and how it hands the run back to the
 * engine. Every refusal here is raised before anything changes (the brief's rule: a route answering
 * a decision the run does not currently hold is a 4xx that changes nothing).
 *
 * Status choices for refusals the documents leave unspecified (doc 2 Errors, "Other refusals whose
 * codes are unspecified"; server rule: 409 for a conflict with current state, 422 for a rule
 * violation of an otherwise valid request): no decision of the kind held, or one in a state that
 * forbids the verb → 409; an addressed item (path id) that does not exist → 404.
 */
import { ApiError, refused, stated } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";
import { failRun, getRun, rerunStep, resumeRun } from "../runs/engine.ts";
import type { RunRecord } from "../runs/types.ts";
import type { DecisionKind } from "./kinds.ts";
import type { DecisionRecord, RecordOf } from "./records.ts";
import { recordAt } from "./state.ts";

/** doc 2 Errors: 404 `run_not_found`, "run the key cannot read" (another workspace's run included). */
export function loadRun(ws: Workspace, runId: string): RunRecord {
  const run = getRun(ws, runId);
  if (!run) throw stated(404, "run_not_found", `run ${runId} not found`);
  return run;
}

/** The run is parked (doc 1 Run: `blocked`) on this very record. */
export function isParkedOn(run: RunRecord, rec: DecisionRecord): boolean {
  return (
    run.status === "blocked" && run.currentStep === rec.stepIndex && rec.life === "open" && rec.runId === run.runId
  );
}

export function notHeld(run: RunRecord, kind: DecisionKind, why?: string): ApiError {
  return refused(
    409,
    "decision_not_open",
    why ?? `run ${run.runId} is not parked on a ${kind} decision (run status ${run.status})`,
  );
}

/** The record of `kind` the run is parked on, or 409. */
export function held<K extends DecisionKind>(ws: Workspace, run: RunRecord, kind: K): RecordOf<K> {
  const rec = recordAt(ws, run.runId, run.currentStep);
  if (!rec || rec.kind !== kind || !isParkedOn(run, rec)) throw notHeld(run, kind);
  return rec as RecordOf<K>;
}

/** An addressed item (path id) that the run's decisions do not hold. */
export function missing(code: string, message: string): ApiError {
  return new ApiError(404, code, message, { reason: code });
}

/** A verb the decision's current state forbids. */
export function conflict(code: string, message: string): ApiError {
  return refused(409, code, message);
}

/** A well-formed request that breaks a stated rule of the decision (doc 2 Errors list). */
export function violation(code: string, message: string): ApiError {
  return refused(422, code, message);
}

/** doc 1 Run `blocked` → "run advances": the step settles and the engine moves past it. */
export function advance(ws: Workspace, run: RunRecord, rec: DecisionRecord): void {
  rec.life = "settled";
  resumeRun(ws, run);
}

/**
 * The step re-runs with guidance (request changes, bounce, request fix, re-review, continue…): the
 * run leaves `blocked`; when the engine reaches the step again it calls `openDecision`, which
 * continues this record (counters kept).
 */
export function rerun(ws: Workspace, run: RunRecord, rec: DecisionRecord): void {
  rec.life = "rerunning";
  rerunStep(ws, run);
}

/** The run stops as a retryable failure (reject approval, judge stop, stop-reset). */
export function stop(ws: Workspace, run: RunRecord, rec: DecisionRecord, kind: string, message: string): void {
  rec.life = "settled";
  failRun(ws, run, kind, message);
}

/** The task id a decision reports; a job's run (no task) reports its job id. */
export function taskIdOf(run: RunRecord): string {
  return run.taskId ?? run.jobId ?? run.runId;
}
