/**
 * doc 1 "Approval gate | pending | approve | gate not exceeded; optional edited proposal | run
 * advances; edit flows to all downstream steps"; "plain approve is refused" on an exceeded gate
 * (doc 2 Errors: "plain approve on an exceeded gate", status unspecified).
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { pendingGate, sync, type ApprovalModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class Approve implements Cmd<ApprovalModel> {
  constructor(readonly proposal: string | null) {}

  check(m: Readonly<ApprovalModel>): boolean {
    return pendingGate(m) && !m.exceeded;
  }

  async run(m: ApprovalModel, r: DecisionRun): Promise<void> {
    const body = this.proposal === null ? {} : { proposal: this.proposal };
    const last = m.recorded === null || m.required === null || m.required - m.recorded <= 1;
    const l = await r.answer("approveRunDecision", { approvalId: m.approvalId }, body, `${this}`);
    r.c.cover("APPROVAL-APPROVE");
    if (!last) {
      // More approvals are required (recordedApprovals < requiredApprovals): what one approval
      // changes is not shown; the model takes what the target shows.
      sync(m, r);
      return;
    }
    await r.leftBlocked(l, `approve${this.proposal === null ? "" : " with an edited proposal"}`);
    m.settled = true;
  }

  toString(): string {
    return `approve(${this.proposal === null ? "" : `proposal: ${jsonText(this.proposal)}`})`;
  }
}

export class ApproveExceededRefused implements Cmd<ApprovalModel> {
  check(m: Readonly<ApprovalModel>): boolean {
    return pendingGate(m) && m.exceeded;
  }

  async run(m: ApprovalModel, r: DecisionRun): Promise<void> {
    await r.refused(
      "approveRunDecision",
      { approvalId: m.approvalId },
      {},
      "plain approve on an exceeded gate",
      "plain approve is refused on a gate with exceeded true (doc 1 Approval gate; doc 2 Errors)",
    );
  }

  toString(): string {
    return "approve() [exceeded: refused]";
  }
}
