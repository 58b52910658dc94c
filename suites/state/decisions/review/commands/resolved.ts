/**
 * After a review session's `extra-round` (doc 1 "Review session | exceeded | resolve-exceeded |
 * extra-round | one more round"): the run goes on (DecisionRun.notStopped: only `stop-reset` stops
 * it), and the round it opens is one the cap it reports admits (doc 2 Limits, iteration caps:
 * "exceeding them yields the exceeded state", never a pass open beyond the cap).
 */
import { must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import type { DecisionRun } from "../../kit/run.ts";
import type { ReviewModel } from "../model.ts";

/** After `extra-round`: the run goes on, and a session open again is open within the cap it reports. */
export function oneMoreRound(m: Readonly<ReviewModel>, r: DecisionRun): void {
  r.notStopped("resolve-exceeded extra-round", "one more round (doc 1 Review session: exceeded → resolve-exceeded)");
  const d = ofKind(r.list, m.kind);
  must(
    m.settled ||
      m.status !== "ready" ||
      m.iteration === null ||
      m.maxIterations === null ||
      m.iteration <= m.maxIterations,
    `the ${m.kind} session open (ready) at iteration ${String(d?.iteration)} of a cap of ${String(d?.maxIterations)} after extra-round`,
    "one more round within the cap the session reports (doc 2 Limits: exceeding the cap yields the exceeded state)",
  );
}
