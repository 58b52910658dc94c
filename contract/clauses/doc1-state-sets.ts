/** doc 1 "States and transitions": what the table says beside its rows. */
import { clause } from "./types.ts";

const S = "States and transitions";

export const STATE_SETS = [
  clause("D1-STATES-SETS", 1, S, "the task/service, run and job status sets are as listed"),
  clause(
    "D1-STATES-KAIZEN-SETTLED",
    1,
    S,
    "a grading is settled when finished whatever it concluded; only settled entries can be acknowledged",
  ),
  clause("D1-STATES-OTHER-MOVES", 1, S, "task and run moves other than those listed: not shown", {
    uncheckable: "a statement of what is not shown",
  }),
  clause(
    "D1-STATES-NO-MOVES",
    1,
    S,
    "Kaizen, human-test environment, phase and status sets have values but no moves shown",
    { uncheckable: "no transition is stated for these sets" },
  ),
] as const;
