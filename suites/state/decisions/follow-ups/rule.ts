/** doc 1 States and transitions: "Follow-up item" rows; doc 2 Decisions (follow-ups), Errors (refusals whose codes are unspecified). */
import { decisionRule } from "../kit/machine.ts";
import { followUpsSpec } from "./commands.ts";

export const followUps = decisionRule({
  id: "STATE-DECISION-FOLLOW-UPS",
  kind: "follow-ups",
  title:
    "Follow-up items are sent back, dismissed, filed (not idempotently) and answered as stated; the last decided item releases the park, and the coder loops for sent-back items only, within maxLoops",
  clause:
    "doc 1 States and transitions (Follow-up item, Run); doc 2 Decisions (follow-ups), Errors (answering a follow_up item; filing a question item)",
  clauses: [
    "D2-DECISIONS-FOLLOW-UP-ANSWER-REFUSED",
    "D2-DECISIONS-FOLLOW-UP-DISMISS-EITHER",
    "D2-DECISIONS-FOLLOW-UP-FILE-QUESTION-REFUSED",
    "D2-ERR-OTHER-REFUSALS",
    "D2-LIMITS-ITERATION-CAPS",
    "D2-DECISIONS-KINDS-ANSWERABLE",
  ],
  rows: ["FOLLOW-UP-SEND-BACK", "FOLLOW-UP-DISMISS", "FOLLOW-UP-FILE", "FOLLOW-UP-ANSWER"],
  spec: () => followUpsSpec,
});
