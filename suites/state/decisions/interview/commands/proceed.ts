/** doc 1 "Interview | open | proceed | interviewer converges on answers so far; run advances (asynchronous)". */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import type { InterviewModel } from "../model.ts";

export class ProceedInterview implements Cmd<InterviewModel> {
  check(m: Readonly<InterviewModel>): boolean {
    return !m.settled;
  }

  async run(m: InterviewModel, r: DecisionRun): Promise<void> {
    const l = await r.answer("proceedInterview", {}, undefined, "proceed");
    await r.leftBlocked(l, "proceed on the interview (asynchronous convergence)");
    r.c.cover("INTERVIEW-PROCEED");
    m.settled = true;
  }

  toString(): string {
    return "proceed()";
  }
}
