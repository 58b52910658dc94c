import type fc from "fast-check";
import { enc, IN_FLIGHT, mustStatus, readRun } from "../../kit/api.ts";
import { poll } from "../../kit/poll.ts";
import { must } from "../../kit/verdicts.ts";
import type { RunModel, RunReal } from "../model.ts";

/** RUN-REJECT: rejecting the approval stops the run entirely: a terminal rejected failure (`failed`). */
export class RejectCommand implements fc.AsyncCommand<RunModel, RunReal> {
  check(m: Readonly<RunModel>): boolean {
    return m.phase === "parked";
  }
  async run(m: RunModel, real: RunReal): Promise<void> {
    const approvalId = m.decision?.approvalId;
    if (real.kind !== "approval-gate" || typeof approvalId !== "string") return; // only an approval gate is rejected
    const r = await real.c.call("POST", `/runs/${enc(m.runId!)}/decisions/approvals/${enc(approvalId)}/reject`, {
      key: real.decide,
      body: {},
    });
    mustStatus(r, 200, "rejecting the approval", "doc 1 Approval gate reject; doc 2 Decisions: 200 PublicDecisionList");
    const { value: run } = await poll(
      real.c,
      "stop the run after the rejected approval",
      () => readRun(real.c, real.taskId),
      (v) => !IN_FLIGHT.has(v.status),
    );
    must(
      run.status === "failed",
      `run status ${run.status} after the rejection`,
      "the run stops entirely; a terminal rejected failure is recorded (doc 1 Run blocked → reject approval)",
    );
    real.c.cover("RUN-REJECT", "verb:rejectRunDecision");
    m.phase = "failed";
    m.runId = run.runId;
  }
  toString(): string {
    return "reject(approval)";
  }
}
