/**
 * doc 1 "Review session | any | proceed | phase settles with the last document/report/direction;
 * run advances". doc 2 says of the requirements route "used when nothing is outstanding": there
 * the model proceeds only without an open finding.
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { openItems, params, ROUTES, type ReviewModel } from "../model.ts";

export class Proceed implements Cmd<ReviewModel> {
  check(m: Readonly<ReviewModel>): boolean {
    if (m.settled || (m.status !== "ready" && m.status !== "exceeded")) return false;
    return m.kind !== "requirements-review" || openItems(m).length === 0;
  }

  async run(m: ReviewModel, r: DecisionRun): Promise<void> {
    const l = await r.answer(ROUTES[m.kind].proceed, params(m), undefined, "proceed");
    // The run advances, and is not stopped (leftBlocked): doc 1 Review session, any → proceed.
    await r.leftBlocked(l, `proceed on a ${m.kind} session`);
    r.c.cover("REVIEW-PROCEED");
    m.settled = true;
  }

  toString(): string {
    return "proceed()";
  }
}
