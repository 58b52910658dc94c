/**
 * doc 1 States and transitions, Run rows "a step needs a human" (→ `blocked`, parked, decisions
 * listed), "a proceed/approve verb" (→ advances) and "reject approval" (→ stops as a retryable
 * failure), driven as a model on a configured parking pipeline (approval-gate first: it is the one
 * kind with both an approve and a reject verb).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { keyOf } from "../kit/api.ts";
import { runModel } from "../kit/model-run.ts";
import { guarded, inconclusive } from "../kit/verdicts.ts";
import { runCommands, runScripts } from "./commands.ts";
import { freshRun, type RunModel, type RunReal } from "./model.ts";
import { verbFor, ADVANCE_VERBS } from "../../../generators/calls/advance-verbs.ts";
import { startableTask } from "../task/fixtures.ts";

/** The configured parking pipeline to drive: one with a synchronous advance verb, approval-gate first. */
function pick(park: Record<string, string | null>): { kind: string; pipelineId: string } | null {
  for (const v of ADVANCE_VERBS) if (park[v.kind]) return { kind: v.kind, pipelineId: park[v.kind]! };
  return null;
}

export const runMachine: Rule = {
  id: "STATE-RUN-MACHINE",
  title:
    "A run parks (blocked, parked, decisions listed), advances on a proceed/approve verb, and a rejection stops it as a retryable failure",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, Run rows (a step needs a human; proceed/approve verb; reject approval); doc 1 PublicDecisionList (parked)",
  clauses: ["D1-STATE-RUN-PARK", "D1-STATE-RUN-ADVANCE", "D1-STATE-RUN-REJECT"],
  profile: "full",
  scope: "global",
  transitions: ["RUN-PARK", "RUN-ADVANCE", "RUN-REJECT", "TASK-RETRY"],
  check: (c) =>
    guarded(c, async () => {
      const decide = keyOf(c, "decide");
      const chosen = pick(c.t.info.pipelines.park);
      if (!chosen)
        inconclusive(
          "no pipeline configured that parks on a decision kind with a synchronous proceed/approve verb (pipelines.park)",
        );
      const { runs } = await runModel<RunModel, RunReal>(c, {
        commands: runCommands,
        scripts: runScripts(),
        setup: async () => ({
          model: freshRun(),
          real: {
            c,
            taskId: (await startableTask(c, { title: `conformance parks on ${chosen.kind}` })).taskId,
            pipelineId: chosen.pipelineId,
            kind: chosen.kind,
            decide,
            verb: verbFor(chosen.kind),
          },
        }),
        numRuns: 2,
        maxCommands: 7,
        subject: `a fresh task on ${chosen.pipelineId} (parks on ${chosen.kind})`,
      });
      c.pass(
        `${runs} sequences on ${chosen.kind} (${chosen.pipelineId}) moved as documented${chosen.kind === "approval-gate" ? "" : " (no approval gate configured: reject not driven)"}`,
      );
    }),
};
