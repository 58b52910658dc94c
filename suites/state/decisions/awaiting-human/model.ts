/**
 * The human test and the visual confirmation as doc 1 States and transitions states them:
 *
 * - Human test | awaiting human | confirm → environment torn down; the run advances;
 *   | request fix (non-blank findings) → the fixer commits onto the PR branch, environment rebuilt;
 * - Visual confirmation | awaiting human | approve → the run advances;
 *   | request fix (non-blank findings) → the fixer is dispatched;
 * - doc 2 Errors: blank `findings` on request-fix is refused (status unspecified).
 *
 * After a fix the next phase is not shown: the model takes what the target shows once the fixer is
 * done; it asks for fixes only below the `maxAttempts` the decision reports (doc 2 Limits).
 */
import { brief, must } from "../../kit/verdicts.ts";
import { num, ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export type HumanKind = "human-test" | "visual-confirmation";

export interface AwaitingHumanModel extends BaseModel {
  kind: HumanKind;
  /** human-test: provisioning | awaiting_human | fixing | resolving_conflicts | passed; visual: awaiting_human | fixing | approved. */
  phase: string;
  attempts: number | null;
  maxAttempts: number | null;
}

export const ROUTES = {
  "human-test": {
    settle: "confirmHumanTest",
    fix: "requestHumanTestFix",
    settleRow: "HUMAN-TEST-CONFIRM",
    fixRow: "HUMAN-TEST-REQUEST-FIX",
    settleWord: "confirm",
  },
  "visual-confirmation": {
    settle: "approveVisualConfirmation",
    fix: "requestVisualConfirmationFix",
    settleRow: "VISUAL-APPROVE",
    fixRow: "VISUAL-REQUEST-FIX",
    settleWord: "approve",
  },
} as const;

export function sync(m: AwaitingHumanModel, r: DecisionRun): void {
  if (viewOf(r.list, m.kind) === "gone") {
    m.settled = true;
    return;
  }
  const d = ofKind(r.list, m.kind);
  if (!d) return;
  if (m.kind === "visual-confirmation") pairsCarryIds(d.pairs);
  m.phase = str(d.phase) ?? m.phase;
  m.attempts = num(d.attempts);
  m.maxAttempts = num(d.maxAttempts);
}

/**
 * doc 1 PublicDecision `visual-confirmation`: `pairs` object[] "carry artifact ids only". A pair's
 * fields are not shown, so each listed pair is held only to carry some id: a non-empty string.
 */
function pairsCarryIds(pairs: unknown): void {
  if (!Array.isArray(pairs)) return;
  for (const p of pairs) {
    const carries =
      typeof p === "object" && p !== null && Object.values(p).some((v) => typeof v === "string" && v.length > 0);
    must(
      carries,
      `visual-confirmation pair ${brief(p)}`,
      "a pair carrying its artifact ids (doc 1 PublicDecision visual-confirmation: pairs carry artifact ids only)",
    );
  }
}

export function initAwaitingHuman(kind: HumanKind) {
  return (r: DecisionRun): AwaitingHumanModel => {
    const m: AwaitingHumanModel = { kind, settled: false, phase: "", attempts: null, maxAttempts: null };
    sync(m, r);
    return m;
  };
}

export const awaitingHuman = (m: Readonly<AwaitingHumanModel>): boolean => !m.settled && m.phase === "awaiting_human";
