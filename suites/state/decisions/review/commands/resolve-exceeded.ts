/**
 * doc 1 "Review session | exceeded | resolve-exceeded | choice extra-round / proceed / stop-reset |
 * one more round / continue with last result / stop and reset the task". From another state the
 * documents state no outcome (no refusal is listed in doc 2 Errors): the verb is sent only on an
 * exceeded session.
 */
import { must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { params, ROUTES, sync, type ReviewModel } from "../model.ts";
import { oneMoreRound } from "./resolved.ts";

export type Choice = "extra-round" | "proceed" | "stop-reset";

export class ResolveExceeded implements Cmd<ReviewModel> {
  constructor(readonly choice: Choice) {}

  check(m: Readonly<ReviewModel>): boolean {
    return !m.settled && m.status === "exceeded";
  }

  async run(m: ReviewModel, r: DecisionRun): Promise<void> {
    const before = m.iteration;
    const l = await r.answer(ROUTES[m.kind].resolveExceeded, params(m), { choice: this.choice }, `${this}`);
    r.c.cover("REVIEW-RESOLVE-EXCEEDED");
    if (this.choice === "proceed") {
      // Continue with the last result: the run advances, and is not stopped (leftBlocked).
      await r.leftBlocked(l, "resolve-exceeded proceed");
      m.settled = true;
    } else if (this.choice === "stop-reset") {
      // A stop: the run's cancelled terminal state (doc 1 Task stop row), never `done`.
      await r.stopped("resolve-exceeded stop-reset (doc 1: stop and reset the task)", ["failed"]);
      m.settled = true;
    } else {
      await r.quiet("resolve-exceeded extra-round");
      sync(m, r);
      oneMoreRound(m, r);
      const d = ofKind(r.list, m.kind);
      must(
        m.settled || m.status !== "exceeded" || (m.iteration !== null && before !== null && m.iteration > before),
        `session ${String(d?.status)} at iteration ${String(d?.iteration)} after extra-round (was ${before})`,
        "one more round (doc 1 Review session: exceeded → resolve-exceeded extra-round)",
      );
    }
  }

  toString(): string {
    return `resolveExceeded(${this.choice})`;
  }
}
