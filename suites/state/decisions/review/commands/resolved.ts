/**
 * What a review verb that continues the run must not do: stop it. doc 1 "Review session | any |
 * proceed | … run advances" and "| exceeded | resolve-exceeded | extra-round / proceed | one more
 * round / continue with last result": the run goes on (it advances, or the session runs one more
 * pass); only `stop-reset` stops it. A stopped run is `failed` (doc 1 Task stop row: "run records a
 * cancelled terminal state"), so a `failed` run right after such a verb is the verb taken as a stop.
 * And the round `extra-round` opens is one the cap it reports admits (doc 2 Limits, iteration caps:
 * "exceeding them yields the exceeded state", never a pass open beyond the cap).
 */
import { must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import type { DecisionRun } from "../../kit/run.ts";
import type { ReviewModel } from "../model.ts";

/** The run is not stopped after `what`, a verb that continues it. */
export function notStopped(r: DecisionRun, what: string, documented: string): void {
  must(r.list.status !== "failed", `run failed after ${what}`, `the run goes on: ${documented}, not a stop`);
}

/** After `extra-round`: the run goes on, and a session open again is open within the cap it reports. */
export function oneMoreRound(m: Readonly<ReviewModel>, r: DecisionRun): void {
  notStopped(r, "resolve-exceeded extra-round", "one more round (doc 1 Review session: exceeded → resolve-exceeded)");
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
