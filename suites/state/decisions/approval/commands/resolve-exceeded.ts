/**
 * doc 1 "Approval gate | exceeded true | resolve-exceeded | choice as above" (extra-round / proceed /
 * stop-reset: one more round / continue / stop and reset); doc 2 "for a quality-companion gate with
 * exceeded true". On a gate that is not exceeded the documents state no outcome (no refusal is
 * listed in doc 2 Errors): the verb is sent only on an exceeded gate.
 */
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
    const l = await r.answer(
      "resolveExceededRunApproval",
      { approvalId: m.approvalId },
      { choice: this.choice },
      `${this}`,
    );
    r.c.cover("APPROVAL-RESOLVE-EXCEEDED");
    if (this.choice === "proceed") {
      await r.leftBlocked(l, "resolve-exceeded proceed");
      m.settled = true;
    } else if (this.choice === "stop-reset") {
      await r.stopped("resolve-exceeded stop-reset (stop and reset the task)", ["done", "failed"]);
      m.settled = true;
    } else {
      await r.quiet("resolve-exceeded extra-round (one more round)");
      sync(m, r);
    }
  }

  toString(): string {
    return `resolveExceeded(${this.choice})`;
  }
}
