/**
 * The engine's door into the decisions domain. When a run reaches a step that parks on a decision
 * kind, the engine sets the run `blocked` and calls `openDecision` (doc 1 Run: "`running` → a step
 * needs a human → `blocked`; parked true; decisions listed"); the answering routes settle it and call
 * back into the engine (`resumeRun`, `rerunStep`, `failRun`).
 */
import type { Workspace } from "../workspace.ts";
import { getPipeline } from "../runs/engine.ts";
import type { RunRecord } from "../runs/types.ts";
import type { DecisionKind } from "./kinds.ts";
import { finishIncorporation } from "./kinds/review.ts";
import { moduleOf } from "./registry.ts";
import { putRecord, recordAt } from "./state.ts";

/**
 * Opens the decision of `kind` for the step. A step reached again after an answer re-ran it
 * (`rerunning`) continues its record: the next round, with iteration/attempt/bounce/loop counters
 * kept, so that caps are reached. A call while the record is already open changes nothing.
 */
export function openDecision(ws: Workspace, run: RunRecord, kind: DecisionKind, stepIndex: number): void {
  const existing = recordAt(ws, run.runId, stepIndex);
  if (existing && existing.kind === kind) {
    if (existing.life === "open") return;
    if (existing.life === "rerunning") {
      moduleOf(kind).reopen(ws, run, existing);
      existing.life = "open";
      return;
    }
  }
  const stepName = getPipeline(ws, run.pipelineId)?.steps[stepIndex]?.name ?? kind;
  putRecord(ws, moduleOf(kind).open({ ws, run, stepIndex, stepName }));
}

/**
 * The asynchronous part of the decisions: an incorporation under way (doc 1 "Review session |
 * `ready` | incorporate | `incorporating` | asynchronous") completes on the next observation of the
 * parked run, and the run advances. Called by the decision list; the engine may call it on every
 * observation of a run too (it is idempotent: each pending step completes once).
 */
export function observeDecisions(ws: Workspace, run: RunRecord): void {
  for (const rec of [...(ws.decisions.byRun.get(run.runId) ?? [])]) {
    if (rec.kind === "requirements-review" || rec.kind === "clarity-review" || rec.kind === "brainstorm") {
      finishIncorporation(ws, run, rec);
    }
  }
}
