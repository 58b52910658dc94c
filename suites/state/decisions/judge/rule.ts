/**
 * doc 1 States and transitions: "Judge" row; doc 2 Decisions (judge/resolve: object*, outcomes
 * proceed, bounce, stop: a body naming none changes nothing), and Limits (iteration caps: a bounce counts
 * toward the `maxBounces` the judge reports, and `bounces` never passes it, held on every read by
 * the kit).
 */
import { decisionRule } from "../kit/machine.ts";
import { judgeSpec } from "./commands.ts";

export const judge = decisionRule({
  id: "STATE-DECISION-JUDGE",
  kind: "judge",
  title:
    "A judge is resolved with proceed (the run advances), bounce (rework, counted within maxBounces) or stop (the run stops); a body naming no outcome changes nothing",
  clause: "doc 1 States and transitions (Judge, Run); doc 2 Decisions (judge/resolve), Limits (iteration caps)",
  clauses: ["D2-DECISIONS-JUDGE-OUTCOMES", "D2-DECISIONS-KINDS-ANSWERABLE", "D2-LIMITS-ITERATION-CAPS"],
  rows: ["JUDGE-RESOLVE"],
  spec: () => judgeSpec,
  needsJudgeField: true,
});
