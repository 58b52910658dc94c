/**
 * The task's run, as doc 1 "States and transitions" tells it (rows TASK-START, TASK-STOP,
 * TASK-RETRY) — written from the documents, never from a server:
 *
 * - a task that never ran is startable: start → 202, a run begins;
 * - a run in flight (`running`, `blocked`, `paused`) can be stopped: the run records a cancelled
 *   terminal state (it leaves the in-flight states and stays there) and stays retryable;
 * - a failed run (a stopped one included) can be retried: 202, the run restarts;
 * - a stopped run keeps its cancelled terminal state until retried; a run that ended by itself
 *   (`done`, `failed`) is taken as the target shows it ("moves other than those listed: not shown").
 * Moves the table does not list (start while a run is in flight, stop with none, retry of a run that
 * did not fail…) are "not shown": the model never issues them.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";

export type Phase = "fresh" | "in-flight" | "stopped" | "failed" | "done";
export type Role = "slow" | "failing";

export interface LifecycleModel {
  phase: Phase;
  /** The role of the pipeline the run was started on. */
  role: Role | null;
  /** The run last read, and its terminal status once it has one. */
  runId: string | null;
  terminal: string | null;
}

export interface LifecycleReal {
  c: CheckContext;
  taskId: string;
  pipelines: Record<Role, string | null>;
  write: string;
}

export function freshModel(): LifecycleModel {
  return { phase: "fresh", role: null, runId: null, terminal: null };
}

/** The model's phase after reading a run of status `status` in flight or at its end. */
export function phaseOf(status: string): Phase {
  return status === "done" ? "done" : status === "failed" ? "failed" : "in-flight";
}
