/**
 * The input gate as doc 1 States and transitions states it ("Input gate" rows) with doc 2
 * ("edit the task first with PATCH /tasks/{taskId} before recheck"; Errors "input-gate recheck that
 * is still blocked is 200 with refreshed findings" — a result that is NOT an error):
 *
 * - `blocked` --resolve recheck--> the task is re-evaluated: the run is released when the blocking
 *   findings are gone, else a 200 with the gate still blocked and its findings refreshed;
 * - `blocked` --resolve proceed--> `overridden`; the findings stay on the run as an overridden
 *   record and the run advances.
 */
import { ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export interface InputGateModel extends BaseModel {
  /** `off` | `not_applicable` | `passed` | `blocked` | `overridden`. */
  status: string;
}

export function sync(m: InputGateModel, r: DecisionRun): void {
  if (viewOf(r.list, "input-gate") === "gone") {
    m.settled = true;
    return;
  }
  m.status = str(ofKind(r.list, "input-gate")?.status) ?? m.status;
}

export function initInputGate(r: DecisionRun): InputGateModel {
  const m: InputGateModel = { settled: false, status: "" };
  sync(m, r);
  return m;
}

export const blockedGate = (m: Readonly<InputGateModel>): boolean => !m.settled && m.status === "blocked";
