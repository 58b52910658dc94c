/**
 * Approval gate (doc 1 States and transitions, "Approval gate" and "Run" rows; doc 2 Decisions):
 *
 * - `pending` with a proposal. approve (refused 409 when the gate is `exceeded`: "plain approve is
 *   refused") records the approval, stores an edited `proposal` on the gate and on the run's
 *   directives ("edit flows to all downstream steps") and the run advances.
 * - request-changes: `changes_requested`, the step re-runs with the feedback; the next round
 *   reopens `pending` with a revised proposal. The gate's quality companion has a round cap: the
 *   round that reaches it reopens with `exceeded` true and the companion's unresolved findings as
 *   `blockingFindings` (doc 2 Limits, "approval companions").
 * - reject: `rejected`; the run stops entirely with a terminal rejected failure, retryable.
 * - resolve-exceeded (only with `exceeded` true): `extra-round` raises the cap by one and runs one
 *   more round (it reopens pending, not exceeded); `proceed` continues with the last proposal
 *   (approved, run advances); `stop-reset` stops the run and resets the task.
 * An exceeded gate takes no further request-changes (that is what `extra-round` is for): 409.
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, conflict, isParkedOn, missing, notHeld, rerun, stop } from "../access.ts";
import { CAPS } from "../limits.ts";
import { base, type KindModule } from "../module.ts";
import type { ApprovalRecord } from "../records.ts";
import { recordsOfKind } from "../state.ts";

declare module "../../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 1 "Approval gate": an exceeded gate refuses plain approve ("use resolve-exceeded"). */
    "approvals.plainApproveRefused": (rec: ApprovalRecord) => boolean;
  }
}

function proposal(round: number, feedback: string | null): string {
  const head = `Proposal, revision ${round + 1}: add the export action to the task board, behind the workspace's existing permissions; write the export as a background job and notify the requester when it is ready.`;
  return feedback ? `${head}\nRevised for: ${feedback}` : head;
}

function companionFindings(rec: ApprovalRecord): Record<string, unknown>[] {
  return [
    {
      findingId: `${rec.approvalId}-qc-1`,
      severity: "high",
      title: "Failure path of the background job is unspecified",
      detail: `The quality companion still disagrees after ${rec.rounds} revision round(s).`,
    },
  ];
}

export const approvalGateModule: KindModule<ApprovalRecord> = {
  open(a) {
    return {
      ...base(a, "architect"),
      kind: "approval-gate",
      approvalId: a.ws.newId("apr"),
      status: "pending",
      proposal: proposal(0, null),
      feedback: null,
      exceeded: false,
      blockingFindings: [],
      recordedApprovals: 0,
      requiredApprovals: CAPS.requiredApprovals,
      rounds: 0,
      maxRounds: CAPS.approvalRounds,
    };
  },
  reopen(_ws, _run, rec) {
    rec.status = "pending";
    rec.proposal = proposal(rec.rounds, rec.feedback);
    rec.exceeded = rec.rounds >= rec.maxRounds;
    rec.blockingFindings = rec.exceeded ? companionFindings(rec) : [];
  },
  project(rec) {
    return {
      kind: "approval-gate",
      approvalId: rec.approvalId,
      blockingFindings: rec.blockingFindings,
      exceeded: rec.exceeded,
      feedback: rec.feedback,
      proposal: rec.proposal,
      recordedApprovals: rec.recordedApprovals,
      requiredApprovals: rec.requiredApprovals,
      status: rec.status,
      stepIndex: rec.stepIndex,
      stepKind: rec.stepKind,
    };
  },
};

/** The gate `approvalId` names (404 when the run never had it), held and pending (409 otherwise). */
function gate(ws: Workspace, run: RunRecord, approvalId: string): ApprovalRecord {
  const rec = recordsOfKind(ws, run.runId, "approval-gate").find((r) => r.approvalId === approvalId);
  if (!rec) throw missing("approval_not_found", `approval ${approvalId} not found on run ${run.runId}`);
  if (!isParkedOn(run, rec) || rec.status !== "pending") {
    throw notHeld(
      run,
      "approval-gate",
      `approval ${approvalId} is not pending (status ${rec.status}, run ${run.status})`,
    );
  }
  return rec;
}

/** The gate's quality companion exceeded its cap: plain approve is refused. */
function plainApproveRefused(rec: ApprovalRecord): boolean {
  return rec.exceeded;
}

export function approve(ws: Workspace, run: RunRecord, approvalId: string, edited: string | undefined): void {
  const rec = gate(ws, run, approvalId);
  if (ws.server.behaviour("approvals.plainApproveRefused", plainApproveRefused)(rec))
    throw conflict(
      "approval_exceeded",
      "the gate's quality companion exceeded its cap: plain approve is refused; use resolve-exceeded",
    );
  if (edited !== undefined) {
    rec.proposal = edited;
    run.directives.push(`approved proposal: ${edited}`);
  }
  rec.recordedApprovals += 1;
  if (rec.recordedApprovals < rec.requiredApprovals) return;
  rec.status = "approved";
  advance(ws, run, rec);
}

export function requestChanges(ws: Workspace, run: RunRecord, approvalId: string, feedback: string): void {
  const rec = gate(ws, run, approvalId);
  if (rec.exceeded)
    throw conflict("approval_exceeded", "the gate exceeded its revision cap: use resolve-exceeded (extra-round)");
  rec.status = "changes_requested";
  rec.feedback = feedback;
  rec.rounds += 1;
  run.directives.push(`requested changes: ${feedback}`);
  rerun(ws, run, rec);
}

export function reject(ws: Workspace, run: RunRecord, approvalId: string, reason: string | undefined): void {
  const rec = gate(ws, run, approvalId);
  rec.status = "rejected";
  // doc 1 Run: "run stops entirely; terminal rejected failure recorded; retryable from the board".
  stop(ws, run, rec, "rejected", reason ? `approval rejected: ${reason}` : "approval rejected");
}

export function resolveExceeded(
  ws: Workspace,
  run: RunRecord,
  approvalId: string,
  choice: "extra-round" | "proceed" | "stop-reset",
): void {
  const rec = gate(ws, run, approvalId);
  if (!rec.exceeded) throw conflict("approval_not_exceeded", "resolve-exceeded is for a gate with exceeded true");
  if (choice === "extra-round") {
    rec.maxRounds += 1;
    rec.status = "changes_requested";
    rerun(ws, run, rec);
  } else if (choice === "proceed") {
    rec.status = "approved";
    advance(ws, run, rec);
  } else {
    stop(ws, run, rec, "stop_reset", "approval gate exceeded its cap: stopped and reset by request");
  }
}
