/** doc 1 States and transitions: "Interview" rows; doc 2 Decisions (interview answer, continue, proceed). */
import { decisionRule } from "../kit/machine.ts";
import { interviewSpec } from "./commands.ts";

export const interview = decisionRule({
  id: "STATE-DECISION-INTERVIEW",
  kind: "interview",
  title: "An interview records answers without resuming the run, runs again on continue and converges on proceed",
  clause:
    "doc 1 States and transitions (Interview, Run); doc 2 Decisions (interview/answer, continue, proceed: asynchronous)",
  clauses: ["D2-DECISIONS-INTERVIEW-ASYNC", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ["INTERVIEW-ANSWER", "INTERVIEW-CONTINUE", "INTERVIEW-PROCEED"],
  spec: () => interviewSpec,
});
