/**
 * doc 1 "Approval gate | exceeded true | resolve-exceeded | choice as above" (extra-round / proceed /
 * stop-reset: one more round / continue / stop and reset); doc 2 "for a quality-companion gate with
 * exceeded true". On a gate that is not exceeded the documents state no outcome (no refusal is
 * listed in doc 2 Errors): the verb is sent only on an exceeded gate. `proceed` and `extra-round`
 * continue the run, so it is not stopped after them; `stop-reset` stops it, and a stopped run is
 * `failed` (doc 1 Task stop row: a cancelled terminal state), never `done`; `extra-round` runs a
 * round, so the list does not stay as it was.
 */
import { fingerprint } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { pendingGate, sync, type ApprovalModel } from "../model.ts";

export type Choice = "extra-round" | "proceed" | "stop-reset";

export class ResolveExceeded implements Cmd<ApprovalModel> {
  constructor(readonly choice: Choice) {}

  check(m: Readonly<ApprovalModel>): boolean {
    return pendingGate(m) && m.exceeded;
  }

  async run(m: ApprovalModel, r: DecisionRun): Promise<void> {
    const before = fingerprint(await r.read());
    const l = await r.answer(
      "resolveExceededRunApproval",
      { approvalId: m.approvalId },
      { choice: this.choice },
      `${this}`,
    );
    r.c.cover("APPROVAL-RESOLVE-EXCEEDED");
    if (this.choice === "proceed") {
      // Continue with the last proposal: the run advances, and is not stopped (leftBlocked).
      await r.leftBlocked(l, "resolve-exceeded proceed");
      m.settled = true;
    } else if (this.choice === "stop-reset") {
      await r.stopped("resolve-exceeded stop-reset (doc 1: stop and reset the task)", ["failed"]);
      m.settled = true;
    } else {
      const what = "resolve-exceeded extra-round";
      const documented = "one more round (doc 1 Approval gate: exceeded → resolve-exceeded extra-round)";
      r.notStopped(what, documented);
      if (fingerprint(l) === before) await r.until((x) => fingerprint(x) !== before, `run ${documented}`);
      await r.quiet(what);
      r.notStopped(what, documented);
      sync(m, r);
      m.extra = true;
    }
  }

  toString(): string {
    return `resolveExceeded(${this.choice})`;
  }
}
