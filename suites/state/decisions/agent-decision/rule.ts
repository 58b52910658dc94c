/** doc 1 States and transitions: "Agent decision" row; doc 2 Decisions (questions/{decisionId}/answer). */
import { decisionRule } from "../kit/machine.ts";
import { agentDecisionSpec } from "./commands.ts";

export const agentDecision = decisionRule({
  id: "STATE-DECISION-AGENT-DECISION",
  kind: "agent-decision",
  title:
    "An open agent decision takes a choice (one of its options or the caller's words, taken verbatim) and the run leaves blocked",
  clause: "doc 1 States and transitions (Agent decision, Run); doc 1 PublicResolveAgentDecision; doc 2 Decisions",
  clauses: ["D1-STATE-AGENT-DECISION-ANSWER", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ["AGENT-DECISION-ANSWER"],
  spec: () => agentDecisionSpec,
});
