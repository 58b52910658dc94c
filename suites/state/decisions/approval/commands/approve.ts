/**
 * doc 1 "Approval gate | pending | approve | gate not exceeded; optional edited proposal | run
 * advances; edit flows to all downstream steps"; "plain approve is refused" on an exceeded gate
 * (doc 2 Errors: "plain approve on an exceeded gate", status unspecified).
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { pendingGate, type ApprovalModel } from "../model.ts";

export class Approve implements Cmd<ApprovalModel> {
  constructor(readonly proposal: string | null) {}

  check(m: Readonly<ApprovalModel>): boolean {
    return pendingGate(m) && !m.exceeded;
  }

  async run(m: ApprovalModel, r: DecisionRun): Promise<void> {
    const body = this.proposal === null ? {} : { proposal: this.proposal };
    const l = await r.answer("approveRunDecision", { approvalId: m.approvalId }, body, `${this}`);
    await r.leftBlocked(l, `approve${this.proposal === null ? "" : " with an edited proposal"}`);
    r.c.cover("APPROVAL-APPROVE");
    m.settled = true;
  }

  toString(): string {
    return `approve(${this.proposal === null ? "" : `proposal: ${JSON.stringify(this.proposal)}`})`;
  }
}

export class ApproveExceededRefused implements Cmd<ApprovalModel> {
  check(m: Readonly<ApprovalModel>): boolean {
    return pendingGate(m) && m.exceeded;
  }

  async run(m: ApprovalModel, r: DecisionRun): Promise<void> {
    await r.refused("approveRunDecision", { approvalId: m.approvalId }, {}, "plain approve on an exceeded gate", "plain approve is refused on a gate with exceeded true (doc 1 Approval gate; doc 2 Errors)");
  }

  toString(): string {
    return "approve() [exceeded: refused]";
  }
}
