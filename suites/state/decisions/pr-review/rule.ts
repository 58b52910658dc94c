/** doc 1 States and transitions: "PR review" rows; doc 2 Decisions (pr-review), Errors (fix/post with no selected finding). */
import { decisionRule } from "../kit/machine.ts";
import { prReviewSpec } from "./commands.ts";

export const prReview = decisionRule({
  id: "STATE-DECISION-PR-REVIEW",
  kind: "pr-review",
  title:
    "A PR review re-parks after a challenge, stays parked after a dismissal, and is resolved with finish, fix or post (fix/post refused with nothing selected)",
  clause:
    "doc 1 States and transitions (PR review, Run); doc 2 Decisions (pr-review), Errors (fix/post with no selected finding)",
  clauses: ["D2-ERR-OTHER-REFUSALS", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ["PR-REVIEW-CHALLENGE", "PR-REVIEW-DISMISS", "PR-REVIEW-RESOLVE"],
  spec: () => prReviewSpec,
});
