/**
 * doc 1 "Approval gate | pending | reject | run stops"; "Run | blocked | reject approval | run stops
 * entirely; terminal rejected failure recorded": the run ends `failed` with its `error` set (doc 1
 * PublicRun: `error` object|null, "failure kind and message").
 */
import { brief, must } from "../../../kit/verdicts.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { pendingGate, type ApprovalModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class Reject implements Cmd<ApprovalModel> {
  constructor(readonly reason: string | null) {}

  check(m: Readonly<ApprovalModel>): boolean {
    return pendingGate(m);
  }

  async run(m: ApprovalModel, r: DecisionRun): Promise<void> {
    await r.answer(
      "rejectRunDecision",
      { approvalId: m.approvalId },
      this.reason === null ? {} : { reason: this.reason },
      `${this}`,
    );
    await r.stopped("reject (doc 1 Run: terminal rejected failure)", ["failed"]);
    const run = await r.c.call("GET", `/tasks/${encodeURIComponent(r.taskId)}/run`, {
      key: r.c.t.keys.read ?? r.c.t.keys.admin,
    });
    const json = run.json as { runId?: unknown; error?: unknown } | undefined;
    must(
      run.status === 200 && json?.runId === r.runId,
      `${run.status} ${brief(json)} reading the rejected run`,
      "200 PublicRun of the task's run (doc 2 Tasks)",
    );
    must(
      json.error !== null && typeof json.error === "object",
      `error ${brief(json.error)} on the rejected run`,
      "a terminal rejected failure recorded (doc 1 Run: reject approval; PublicRun.error)",
    );
    r.c.cover("APPROVAL-REJECT", "RUN-REJECT");
    m.settled = true;
  }

  toString(): string {
    return `reject(${this.reason === null ? "" : jsonText(this.reason)})`;
  }
}
