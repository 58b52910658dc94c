/** doc 1 States and transitions: "Judge" row; doc 2 Decisions (judge/resolve: object*, outcomes proceed, bounce, stop). */
import { decisionRule } from "../kit/machine.ts";
import { judgeSpec } from "./commands.ts";

export const judge = decisionRule({
  id: "STATE-DECISION-JUDGE",
  kind: "judge",
  title: "A judge is resolved with proceed (the run advances), bounce (rework) or stop (the run stops)",
  clause: "doc 1 States and transitions (Judge, Run); doc 2 Decisions (judge/resolve)",
  clauses: ["D2-DECISIONS-JUDGE-OUTCOMES", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ["JUDGE-RESOLVE"],
  spec: () => judgeSpec,
  needsJudgeField: true,
});
