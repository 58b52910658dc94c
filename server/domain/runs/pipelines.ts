/**
 * The deterministic pipelines every workspace is seeded with (issue: "one that runs straight to
 * done, one per decision kind that parks on it, one that fails and can be retried, one slow enough
 * to stop, one on an individual-usage model"), plus one that spends the workspace budget. Their ids
 * are the same in every workspace: pipelines are a catalogue, not workspace data.
 */
import { DECISION_KINDS, type DecisionKind } from "../decisions/kinds.ts";
import type { PipelineDef, StepDef } from "./types.ts";

const work = (name: string): StepDef => ({ kind: "work", name });

function pipeline(pipelineId: string, name: string, steps: StepDef[], extra: Partial<PipelineDef> = {}): PipelineDef {
  return {
    pipelineId,
    name,
    steps,
    headlessStartable: true,
    public: false,
    unattendedDefault: false,
    individualUsage: false,
    ...extra,
  };
}

export const STRAIGHT_PIPELINE_ID = "pl_straight";
export const FAILING_PIPELINE_ID = "pl_fail";
export const SLOW_PIPELINE_ID = "pl_slow";
export const INDIVIDUAL_PIPELINE_ID = "pl_individual";
export const BUDGET_PIPELINE_ID = "pl_budget";
export const SLOW_STEPS = 40;

export function parkingPipelineId(kind: DecisionKind): string {
  return `pl_park_${kind.replace(/-/g, "_")}`;
}

export function seededPipelines(): PipelineDef[] {
  return [
    pipeline(STRAIGHT_PIPELINE_ID, "Straight to done", [work("plan"), work("implement"), work("open-pull-request")], {
      unattendedDefault: true,
    }),
    ...DECISION_KINDS.map((kind) =>
      pipeline(parkingPipelineId(kind), `Parks on ${kind}`, [
        work("plan"),
        { kind: "decision", name: kind, decision: kind },
        work("open-pull-request"),
      ]),
    ),
    pipeline(FAILING_PIPELINE_ID, "Fails, then can be retried", [
      work("plan"),
      { kind: "fail", name: "implement", message: "the simulated coder step failed" },
    ]),
    pipeline(
      SLOW_PIPELINE_ID,
      "Slow enough to stop",
      Array.from({ length: SLOW_STEPS }, (_, i) => work(`step-${i + 1}`)),
    ),
    pipeline(INDIVIDUAL_PIPELINE_ID, "Runs on an individual-usage model", [work("plan"), work("implement")], {
      individualUsage: true,
    }),
    pipeline(BUDGET_PIPELINE_ID, "Spends the workspace budget", [
      work("plan"),
      { kind: "spend", name: "expensive-model-call", cost: 1_000_000 },
      work("implement"),
    ]),
  ];
}
