/**
 * Input gate (doc 1 States and transitions, "Input gate" rows; doc 2 Decisions "edit the task first
 * with PATCH /tasks/{taskId} before `recheck`"; doc 2 Errors "input-gate `recheck` that is still
 * blocked is 200 with refreshed findings"):
 *
 * - `blocked` with blocking issues about the task's description.
 * - recheck: the task is re-evaluated. Reference choice: the findings are about the description, so
 *   they are gone when the task's description differs from the one the gate last evaluated (edited
 *   with PATCH /tasks/{taskId}) → `passed`, the run is released. The task's `updatedAt` is not used:
 *   the engine also stamps it when the task's status follows the run. Otherwise the findings are
 *   refreshed (`checkedAt` moves) and the gate stays blocked.
 * - proceed → `overridden`; the findings stay on the run as an overridden record (kept in the list,
 *   answerable by nothing) and the run advances.
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { getTask } from "../../tasks/state.ts";
import { advance, held } from "../access.ts";
import { base, type KindModule } from "../module.ts";
import type { InputGateRecord } from "../records.ts";

/** The description the gate evaluates; null for a run without a task (a job's run). */
function description(ws: Workspace, run: RunRecord): string | null {
  return run.taskId ? (getTask(ws, run.taskId)?.description ?? null) : null;
}

function issues(checkedAt: number): Record<string, unknown>[] {
  return [
    {
      code: "description_too_thin",
      severity: "blocking",
      field: "description",
      message: "The description does not say what done looks like: add acceptance criteria.",
      checkedAt,
    },
    {
      code: "no_reproduction_context",
      severity: "blocking",
      field: "description",
      message: "The description names no affected screen, endpoint or module.",
      checkedAt,
    },
  ];
}

export const inputGateModule: KindModule<InputGateRecord> = {
  open(a) {
    const checkedAt = a.ws.now();
    return {
      ...base(a, "input-gate"),
      kind: "input-gate",
      status: "blocked",
      mode: "standard",
      issues: issues(checkedAt),
      checkedAt,
      evaluated: description(a.ws, a.run),
    };
  },
  reopen(_ws, _run, rec) {
    // No verb re-runs the gate's step; kept total for the registry.
    rec.status = "blocked";
  },
  project(rec) {
    return { kind: "input-gate", checkedAt: rec.checkedAt, issues: rec.issues, mode: rec.mode, status: rec.status };
  },
};

export function resolveInputGate(ws: Workspace, run: RunRecord, choice: "recheck" | "proceed"): void {
  const rec = held(ws, run, "input-gate");
  if (rec.status !== "blocked") return; // a held gate is always `blocked`; kept for clarity
  if (choice === "proceed") {
    rec.status = "overridden";
    advance(ws, run, rec);
    return;
  }
  const checkedAt = ws.now();
  const current = description(ws, run);
  rec.checkedAt = checkedAt;
  if (current !== null && current !== rec.evaluated) {
    rec.status = "passed";
    rec.issues = [];
    rec.evaluated = current;
    advance(ws, run, rec);
  } else {
    rec.issues = issues(checkedAt);
  }
}
