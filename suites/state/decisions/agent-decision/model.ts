/**
 * The agent decision as doc 1 States and transitions states it: "Agent decision | open | answer |
 * asking step re-runs with the choice folded in" (PublicResolveAgentDecision: `choice` 1-4000,
 * "taken verbatim": any text, not only one of `options`).
 */
import { ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export interface AgentDecisionModel extends BaseModel {
  decisionId: string;
  options: string[];
}

export function initAgentDecision(r: DecisionRun): AgentDecisionModel {
  const d = ofKind(r.list, "agent-decision");
  return {
    settled: viewOf(r.list, "agent-decision") === "gone",
    decisionId: str(d?.decisionId) ?? "",
    options: Array.isArray(d?.options)
      ? d.options.filter((o): o is string => typeof o === "string" && o.length > 0 && o.length <= 4000)
      : [],
  };
}
