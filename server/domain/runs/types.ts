/**
 * Records shared across domains: the pipeline catalogue and the run. The runs domain owns their
 * behaviour (engine.ts); tasks, jobs, evidence, debug and the rest read them.
 */
import type { DecisionKind } from "../decisions/kinds.ts";

/** A step of a simulated pipeline: plain work, a failure, or a park on one decision kind. */
export type StepDef =
  | { kind: "work"; name: string }
  | { kind: "fail"; name: string; message: string }
  | { kind: "decision"; name: string; decision: DecisionKind }
  /** Spends from the workspace budget; an exceeded budget pauses the workspace's active runs (doc 1 Run rows). */
  | { kind: "spend"; name: string; cost: number };

export interface PipelineDef {
  pipelineId: string;
  name: string;
  steps: StepDef[];
  headlessStartable: boolean;
  public: boolean;
  unattendedDefault: boolean;
  /** Runs on a personal-credential model: cannot be started or retried through the API (doc 2 Authentication 9). */
  individualUsage: boolean;
}

export type RunStatus = "running" | "blocked" | "paused" | "done" | "failed";

export interface StepState {
  name: string;
  status: "pending" | "running" | "done" | "failed" | "skipped";
  progress: number;
}

export interface RunEvent {
  seq: number;
  event: string;
  data: unknown;
}

export interface RunRecord {
  runId: string;
  seq: number;
  taskId: string | null;
  jobId: string | null;
  pipelineId: string;
  status: RunStatus;
  currentStep: number;
  steps: StepState[];
  error: { kind: string; message: string } | null;
  pullRequest: { url: string; branch: string } | null;
  createdAt: number;
  externalIdentity: string | null;
  externalIdentityWithheld: boolean;
  /** Every frame the run's event stream has carried, replayed from the start on reconnect. */
  events: RunEvent[];
  /** Scope of the key that started the run: dependents auto-started by it act with the same rung. */
  startedWithScope: "read" | "write" | "decide" | "admin";
  /** Text an approval edit or a decision answer folded into the run ("flows to all downstream steps"). */
  directives: string[];
}

export function canPark(p: PipelineDef): boolean {
  return p.steps.some((s) => s.kind === "decision");
}
