/**
 * The run of a task started on a pipeline that parks, as doc 1 "States and transitions" tells it
 * (rows RUN-PARK, RUN-ADVANCE, RUN-REJECT; TASK-RETRY), written from the documents:
 *
 * - `running` → a step needs a human → `blocked`, with `parked` true and the decisions listed
 *   (`parked` is true only when the run is `blocked`, doc 1 PublicDecisionList);
 * - `blocked` → a proceed/approve verb → the run advances (it leaves the step it was parked on);
 * - `blocked` → reject approval → the run stops entirely as a rejected failure (`failed`),
 *   retryable: retry → 202, the run restarts;
 * - the rejected run, a terminal failure, does not move by itself until retried.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { AdvanceVerb } from "../../../generators/calls/advance-verbs.ts";

export type RunPhase = "fresh" | "running" | "parked" | "advanced" | "failed";

export interface RunModel {
  phase: RunPhase;
  runId: string | null;
  /** The step the run parked on, and the decision of the configured kind it listed. */
  parkedStep: number | null;
  decision: Record<string, unknown> | null;
}

export interface RunReal {
  c: CheckContext;
  taskId: string;
  pipelineId: string;
  kind: string;
  decide: string;
  verb: AdvanceVerb | null;
}

export function freshRun(): RunModel {
  return { phase: "fresh", runId: null, parkedStep: null, decision: null };
}

export interface DecisionListView {
  runId: string;
  taskId: string;
  status: string;
  parked: boolean;
  decisions: Record<string, unknown>[];
  unanswerable: unknown[];
}
