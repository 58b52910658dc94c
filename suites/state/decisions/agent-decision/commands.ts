/** The commands of an agent decision, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import type { MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initAgentDecision, type AgentDecisionModel } from "./model.ts";
import { AnswerAgentDecision } from "./commands/answer.ts";

const free = fc.option(fc.constantFrom("Neither: keep one table and add a tenant index.", "b"), { nil: null });

export const agentDecisionSpec: MachineSpec<AgentDecisionModel> = {
  kind: "agent-decision",
  init: initAgentDecision,
  commands: [
    fc.tuple(fc.nat({ max: 9 }), free).map(([n, f]) => new AnswerAgentDecision(n, f)),
    fc.nat({ max: 9 }).map((n) => new WrongKind<AgentDecisionModel>(n)),
  ],
  scripts: [
    () => [new WrongKindSweep(), new AnswerAgentDecision(0, "Neither option: keep one table with a tenant index.")],
    () => [new AnswerAgentDecision(0, null)],
  ],
  numRuns: 2,
  maxCommands: 3,
};
