/** doc 1 "Interview | open | continue | interviewer runs again (asynchronous) and may ask more". */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { sync, type InterviewModel } from "../model.ts";

export class ContinueInterview implements Cmd<InterviewModel> {
  check(m: Readonly<InterviewModel>): boolean {
    return !m.settled;
  }

  async run(m: InterviewModel, r: DecisionRun): Promise<void> {
    await r.answer("continueInterview", {}, undefined, "continue");
    r.c.cover("INTERVIEW-CONTINUE");
    await r.reworks(
      "continue (the interviewer runs again, asynchronously)",
      "doc 1 Interview: continue, the interviewer runs again",
    );
    sync(m, r);
  }

  toString(): string {
    return "continue()";
  }
}
