/** doc 1 "Review session | any | re-review | one more pass; on convergence the parked run advances". */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { params, ROUTES, sync, type ReviewModel } from "../model.ts";

/** One pass: the next state is not shown, the model takes what the target shows once the pass is over. */
export async function reReview(m: ReviewModel, r: DecisionRun, what: string): Promise<void> {
  await r.answer(ROUTES[m.kind].reReview, params(m), undefined, what);
  r.c.cover("REVIEW-RE-REVIEW");
  await r.reworks(what, "doc 1 Review session: re-review, one more pass");
  sync(m, r);
}

export class ReReview implements Cmd<ReviewModel> {
  check(m: Readonly<ReviewModel>): boolean {
    // "any" state; issued from `ready` and from `exceeded` (at rest, parked), not while a pass is
    // under way (background work the suite waits out).
    return !m.settled && (m.status === "ready" || m.status === "exceeded");
  }

  async run(m: ReviewModel, r: DecisionRun): Promise<void> {
    await reReview(m, r, "re-review");
  }

  toString(): string {
    return "reReview()";
  }
}
