/**
 * The approval gate as doc 1 States and transitions states it ("Approval gate" and "Run" rows):
 *
 * - `pending` --approve (gate not exceeded; optional edited proposal)--> the run advances;
 * - `pending` --request changes (freeform feedback)--> the step re-runs with the guidance;
 * - `pending` --reject--> the run stops entirely: a terminal rejected failure is recorded;
 * - `exceeded` true --resolve-exceeded extra-round / proceed / stop-reset--> one more round / the run
 *   advances / the run stops; plain approve is refused.
 *
 * The gate's state after a re-run (a new proposal, `exceeded` once its companion's cap is reached,
 * doc 2 Limits) is not shown: the model takes what the target shows, except where the configuration
 * states the companion's cap (`facts.approvalRounds`, commands/at-cap.ts).
 */
import { num, ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export interface ApprovalModel extends BaseModel {
  approvalId: string;
  /** `pending` | `approved` | `changes_requested` | `rejected`. */
  status: string;
  exceeded: boolean;
  /** `recordedApprovals` / `requiredApprovals`: an approve settles the gate when it is the last one required. */
  recorded: number | null;
  required: number | null;
  /** Request-changes rounds taken on this gate. */
  rounds: number;
  /** An `extra-round` was granted: the cap the rounds are counted against moved. */
  extra: boolean;
}

export function sync(m: ApprovalModel, r: DecisionRun): void {
  if (viewOf(r.list, "approval-gate") === "gone") {
    m.settled = true;
    return;
  }
  const d = ofKind(r.list, "approval-gate");
  if (!d) return;
  m.approvalId = str(d.approvalId) ?? m.approvalId;
  m.status = str(d.status) ?? m.status;
  m.exceeded = d.exceeded === true;
  m.recorded = num(d.recordedApprovals);
  m.required = num(d.requiredApprovals);
}

export function initApproval(r: DecisionRun): ApprovalModel {
  const m: ApprovalModel = {
    settled: false,
    approvalId: "",
    status: "",
    exceeded: false,
    recorded: null,
    required: null,
    rounds: 0,
    extra: false,
  };
  sync(m, r);
  return m;
}

export const pendingGate = (m: Readonly<ApprovalModel>): boolean =>
  !m.settled && m.status === "pending" && m.approvalId !== "";
