/**
 * Human test (doc 1 States and transitions, "Human test" rows; doc 2 Decisions "decision carries
 * the environment URL"): phase `awaiting_human` with a `ready` environment (url, expiresAt).
 * confirm → the environment is torn down (`torn_down`), phase `passed`, the run advances.
 * request-fix (non-blank findings, the contract's pattern) → phase `fixing`, attempts+1, the fixer
 * commits (findings on the run's directives) and the environment is rebuilt (`provisioning`, then a
 * new `ready` environment when the step reaches the human again). A fix beyond `maxAttempts` is
 * refused 409 (the decision has no exceeded state: confirm is what remains).
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, conflict, held, rerun } from "../access.ts";
import { CAPS } from "../limits.ts";
import { base, type KindModule } from "../module.ts";
import type { HumanTestEnvironment, HumanTestRecord } from "../records.ts";

function environment(ws: Workspace, run: RunRecord, build: number): HumanTestEnvironment {
  return {
    status: "ready",
    url: `https://preview-${run.runId.replace(/[^a-z0-9]/gi, "-")}-${build}.env.example.invalid`,
    expiresAt: ws.now() + CAPS.environmentTtlMs,
  };
}

export const humanTestModule: KindModule<HumanTestRecord> = {
  open(a) {
    return {
      ...base(a, "human-test"),
      kind: "human-test",
      phase: "awaiting_human",
      attempts: 0,
      maxAttempts: CAPS.humanTestAttempts,
      environment: environment(a.ws, a.run, 1),
      degradedReason: null,
      fixes: [],
    };
  },
  reopen(ws, run, rec) {
    rec.phase = "awaiting_human";
    rec.environment = environment(ws, run, rec.attempts + 1);
  },
  project(rec) {
    return {
      kind: "human-test",
      attempts: rec.attempts,
      degradedReason: rec.degradedReason,
      environment: rec.environment ? { ...rec.environment } : null,
      maxAttempts: rec.maxAttempts,
      phase: rec.phase,
    };
  },
};

export function confirmHumanTest(ws: Workspace, run: RunRecord): void {
  const rec = held(ws, run, "human-test");
  rec.phase = "passed";
  if (rec.environment) rec.environment = { ...rec.environment, status: "torn_down" };
  advance(ws, run, rec);
}

export function requestHumanTestFix(ws: Workspace, run: RunRecord, findings: string): void {
  const rec = held(ws, run, "human-test");
  if (rec.attempts >= rec.maxAttempts) {
    throw conflict(
      "attempts_exhausted",
      `the fixer already ran ${rec.attempts} of ${rec.maxAttempts} times: confirm or stop the task`,
    );
  }
  rec.attempts += 1;
  rec.phase = "fixing";
  rec.fixes.push(findings);
  rec.environment = { status: "provisioning", url: null, expiresAt: null };
  run.directives.push(`human-test fix: ${findings}`);
  rerun(ws, run, rec);
}
