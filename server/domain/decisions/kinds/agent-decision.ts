/**
 * Agent decision (doc 1 States and transitions, "Agent decision | open | answer | asking step
 * re-runs with the choice folded in"; doc 1 PublicResolveAgentDecision: `choice` "taken verbatim").
 * Simulation (reference choice): the choice is folded into the run's directives verbatim (it need
 * not be one of `options`) and the re-run of the asking step completes with it, so the decision is
 * settled and the run advances past the step at once.
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, isParkedOn, missing, notHeld } from "../access.ts";
import { base, type KindModule } from "../module.ts";
import type { AgentDecisionRecord } from "../records.ts";
import { recordsOfKind } from "../state.ts";

export const agentDecisionModule: KindModule<AgentDecisionRecord> = {
  open(a) {
    return {
      ...base(a, "coder"),
      kind: "agent-decision",
      decisionId: a.ws.newId("dec"),
      question: "The task allows two storage layouts. Which one should the implementation use?",
      options: ["One table per tenant", "A shared table with a tenant column"],
      answer: null,
    };
  },
  reopen(_ws, _run, rec) {
    rec.answer = null;
  },
  project(rec) {
    return {
      kind: "agent-decision",
      decisionId: rec.decisionId,
      options: rec.options,
      question: rec.question,
      stepKind: rec.stepKind,
    };
  },
};

export function answerAgentDecision(ws: Workspace, run: RunRecord, decisionId: string, choice: string): void {
  const rec = recordsOfKind(ws, run.runId, "agent-decision").find((r) => r.decisionId === decisionId);
  if (!rec) throw missing("decision_not_found", `decision ${decisionId} not found on run ${run.runId}`);
  if (!isParkedOn(run, rec))
    throw notHeld(
      run,
      "agent-decision",
      `decision ${decisionId} is not open (already answered or the run is ${run.status})`,
    );
  rec.answer = choice;
  run.directives.push(`${rec.stepKind} decision: ${choice}`);
  advance(ws, run, rec);
}
