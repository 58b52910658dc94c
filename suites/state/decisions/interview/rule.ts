/**
 * doc 1 States and transitions: "Interview" rows; doc 2 Decisions (interview answer, continue,
 * proceed), and Limits (iteration caps: `round` never past the `maxRounds` the interview reports,
 * held on every read by the kit).
 */
import { decisionRule } from "../kit/machine.ts";
import { interviewSpec } from "./commands.ts";

export const interview = decisionRule({
  id: "STATE-DECISION-INTERVIEW",
  kind: "interview",
  title: "An interview records answers without resuming the run, runs again on continue and converges on proceed",
  clause:
    "doc 1 States and transitions (Interview, Run); doc 2 Decisions (interview/answer, continue, proceed: asynchronous), Limits (iteration caps)",
  clauses: ["D2-DECISIONS-INTERVIEW-ASYNC", "D2-DECISIONS-KINDS-ANSWERABLE", "D2-LIMITS-ITERATION-CAPS"],
  rows: ["INTERVIEW-ANSWER", "INTERVIEW-CONTINUE", "INTERVIEW-PROCEED"],
  spec: () => interviewSpec,
});
