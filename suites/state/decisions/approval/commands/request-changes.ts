/**
 * doc 1 "Approval gate | pending | request changes | freeform feedback | step re-runs with the
 * guidance". The companion's cap (doc 2 Limits) makes the gate `exceeded` after some rounds:
 * `RequestChangesUntilExceeded` asks for changes until it is (bounded), for the rows that need it;
 * under `facts.approvalRounds` each round is held to the cap it states (at-cap.ts).
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { pendingGate, sync, type ApprovalModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";
import { atCap } from "./at-cap.ts";

export async function requestChanges(m: ApprovalModel, r: DecisionRun, feedback: string): Promise<void> {
  await r.answer("requestRunDecisionChanges", { approvalId: m.approvalId }, { feedback }, "request-changes");
  r.c.cover("APPROVAL-REQUEST-CHANGES");
  await r.reworks(
    "request-changes (the step re-runs with the guidance)",
    "doc 1 Approval gate: request changes, the step re-runs with the guidance",
  );
  sync(m, r);
  m.rounds += 1;
  atCap(m, r);
}

export class RequestChanges implements Cmd<ApprovalModel> {
  constructor(readonly feedback: string) {}

  check(m: Readonly<ApprovalModel>): boolean {
    return pendingGate(m) && !m.exceeded;
  }

  async run(m: ApprovalModel, r: DecisionRun): Promise<void> {
    await requestChanges(m, r, this.feedback);
  }

  toString(): string {
    return `requestChanges(${jsonText(this.feedback)})`;
  }
}

export class RequestChangesUntilExceeded implements Cmd<ApprovalModel> {
  private rounds = 0;

  check(m: Readonly<ApprovalModel>): boolean {
    return pendingGate(m) && !m.exceeded;
  }

  async run(m: ApprovalModel, r: DecisionRun): Promise<void> {
    while (this.rounds < 6 && pendingGate(m) && !m.exceeded) {
      this.rounds += 1;
      await requestChanges(m, r, `Round ${this.rounds}: spell out the failure path.`);
    }
    if (!m.settled && !m.exceeded)
      r.note(`an approval gate was not exceeded after ${this.rounds} request-changes rounds`);
  }

  toString(): string {
    return `requestChangesUntilExceeded() [${this.rounds} rounds]`;
  }
}
