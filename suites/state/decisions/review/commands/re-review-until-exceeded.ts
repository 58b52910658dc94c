/**
 * doc 2 Limits "Iteration caps: reviews … report maxIterations …; exceeding them yields the
 * exceeded state resolved by resolve-exceeded": re-review while an item stays open until the
 * session is `exceeded` (bounded by the cap it reports, plus two). A reviewer that converges first
 * ends the walk without a verdict: the documents do not say a pass cannot converge.
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { openItems, type ReviewModel } from "../model.ts";
import { reReview } from "./re-review.ts";

export class ReReviewUntilExceeded implements Cmd<ReviewModel> {
  private passes = 0;

  check(m: Readonly<ReviewModel>): boolean {
    return !m.settled && m.status === "ready" && openItems(m).length > 0;
  }

  async run(m: ReviewModel, r: DecisionRun): Promise<void> {
    const bound = (m.maxIterations ?? 3) + 2;
    while (this.passes < bound && !m.settled && m.status === "ready" && openItems(m).length > 0) {
      this.passes += 1;
      await reReview(m, r, `re-review pass ${this.passes}`);
    }
    if (!m.settled && m.status !== "exceeded")
      r.note(`a ${m.kind} session did not reach exceeded after ${this.passes} re-reviews (status ${m.status})`);
  }

  toString(): string {
    return `reReviewUntilExceeded() [${this.passes} passes]`;
  }
}
