/** doc 1 "Agent decision | open | answer | asking step re-runs with the choice folded in": the run leaves `blocked`. */
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import type { AgentDecisionModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class AnswerAgentDecision implements Cmd<AgentDecisionModel> {
  private choice = "";
  /** `free`: a choice of the caller's own words (taken verbatim); null: one of the decision's options. */
  constructor(
    readonly pick: number,
    readonly free: string | null,
  ) {}

  check(m: Readonly<AgentDecisionModel>): boolean {
    return !m.settled && m.decisionId !== "" && (this.free !== null || m.options.length > 0);
  }

  async run(m: AgentDecisionModel, r: DecisionRun): Promise<void> {
    this.choice = this.free ?? pickOf(m.options, this.pick);
    const l = await r.answer("answerAgentDecision", { decisionId: m.decisionId }, { choice: this.choice }, `${this}`);
    await r.leftBlocked(l, "answering the agent decision (the asking step re-runs)");
    r.c.cover("AGENT-DECISION-ANSWER");
    m.settled = true;
  }

  toString(): string {
    return `answer(${this.choice ? jsonText(this.choice) : this.free === null ? `option #${this.pick}` : jsonText(this.free)})`;
  }
}
