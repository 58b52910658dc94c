/**
 * Visual confirmation (doc 1 States and transitions, "Visual confirmation" rows): phase
 * `awaiting_human` with reference/screenshot pairs (artifact ids only: "images are not readable
 * through this API"). approve → `approved`, the run advances. request-fix (non-blank findings) →
 * `fixing`, attempts+1, the fixer is dispatched (the step re-runs) and the phase returns to
 * `awaiting_human` with new screenshots. A fix beyond `maxAttempts` is refused 409.
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, conflict, held, rerun } from "../access.ts";
import { CAPS } from "../limits.ts";
import { base, type KindModule } from "../module.ts";
import type { VisualPair, VisualRecord } from "../records.ts";

const VIEWS = ["board", "task-detail"];

function pairs(ws: Workspace, previous: VisualPair[] | null): VisualPair[] {
  return VIEWS.map((view, i) => ({
    pairId: previous?.[i]?.pairId ?? ws.newId("vp"),
    view,
    referenceArtifactId: previous?.[i]?.referenceArtifactId ?? ws.newId("art"),
    screenshotArtifactId: ws.newId("art"),
  }));
}

export const visualConfirmationModule: KindModule<VisualRecord> = {
  open(a) {
    return {
      ...base(a, "visual-confirmation"),
      kind: "visual-confirmation",
      phase: "awaiting_human",
      attempts: 0,
      maxAttempts: CAPS.visualAttempts,
      pairs: pairs(a.ws, null),
      degradedReason: null,
      fixes: [],
    };
  },
  reopen(ws, _run, rec) {
    rec.phase = "awaiting_human";
    rec.pairs = pairs(ws, rec.pairs);
  },
  project(rec) {
    return {
      kind: "visual-confirmation",
      attempts: rec.attempts,
      degradedReason: rec.degradedReason,
      maxAttempts: rec.maxAttempts,
      pairs: rec.pairs.map((p) => ({ ...p })),
      phase: rec.phase,
    };
  },
};

export function approveVisual(ws: Workspace, run: RunRecord): void {
  const rec = held(ws, run, "visual-confirmation");
  rec.phase = "approved";
  advance(ws, run, rec);
}

export function requestVisualFix(ws: Workspace, run: RunRecord, findings: string): void {
  const rec = held(ws, run, "visual-confirmation");
  if (rec.attempts >= rec.maxAttempts) {
    throw conflict(
      "attempts_exhausted",
      `the fixer already ran ${rec.attempts} of ${rec.maxAttempts} times: approve or stop the task`,
    );
  }
  rec.attempts += 1;
  rec.phase = "fixing";
  rec.fixes.push(findings);
  run.directives.push(`visual fix: ${findings}`);
  rerun(ws, run, rec);
}
