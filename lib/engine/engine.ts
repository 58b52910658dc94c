/**
 * The one run loop: families in run order, each on a target handle of its own, its checks up to
 * `concurrency` at once (taking turns where they share workspace state: claims.ts), its fixtures
 * torn down after its last check whatever happened. A family marked `afterRun` (plan.ts) comes last,
 * and its checks read every result emitted before them (check.ts `RunSoFar`): verdicts on the whole
 * run's answers, emitted as results like any other. It emits every step as a RunEvent and decides
 * nothing about outputs. Cancellation is asked before each check starts (an orderly stop: what runs
 * finishes, teardowns still run); a check that outlives its deadline is failed and its late verdict
 * dropped.
 */
import { runRule, type RunSoFar } from "../rules/check.ts";
import { bareResult, type RuleResult } from "../rules/types.ts";
import { missingResult } from "./missing.ts";
import type { Target } from "../run/target.ts";
import { judged } from "../report/strict.ts";
import type { RunHandler } from "./events.ts";
import type { PlannedCheck, PlannedFamily } from "./plan.ts";
import { claimOf } from "./claims.ts";
import { Locks } from "./locks.ts";

export interface EngineOptions {
  concurrency: number;
  /** Why the run stops in order (a signal's name, "deadline", "abort"), or null: once set, no check starts. */
  stopping: () => string | null;
  emit: RunHandler;
  /** A target handle for one family (its own client, memo and fixtures). */
  connect: () => Target;
  /** How long one check may take before it is failed (default 120 s). */
  checkDeadlineMs?: number;
  /** The contract's singleton resources (claims.ts), which checks writing them take one at a time. */
  singletons: ReadonlySet<string>;
}

const CHECK_DEADLINE_MS = 120_000;

/**
 * Every planned check ends in exactly one `result` event: run, or (once the run stops in order)
 * not started. So every output counts the same results, an interrupted run's included.
 */
export async function runPlan(plan: readonly PlannedFamily[], o: EngineOptions): Promise<void> {
  o.emit({ type: "run-started", families: plan.map((f) => ({ family: f.family, planned: f.checks.length })) });
  const locks = new Locks();
  // What a family run after the others judges (plan.ts `afterRun`): every result emitted before it.
  const results: RuleResult[] = [];
  const emit: RunHandler = (e) => {
    if (e.type === "result") results.push(e.result);
    o.emit(e);
  };
  for (const family of plan) {
    const reason = o.stopping();
    if (reason) skipFamily(family, reason, { ...o, emit });
    else await runFamily(family, { ...o, emit }, locks, family.afterRun ? { results } : null);
  }
}

function skipFamily(family: PlannedFamily, reason: string, o: EngineOptions): void {
  o.emit({ type: "family-started", family: family.family, planned: family.checks.length });
  for (const check of family.checks)
    o.emit({ type: "result", family: family.family, result: missingResult(check, reason) });
  o.emit({ type: "family-finished", family: family.family, errors: [] });
}

/**
 * Up to --concurrency checks at once, in plan order; each first takes its claim on the shared
 * workspace state (claims.ts), so checks that would see each other's changes take turns.
 */
async function runFamily(family: PlannedFamily, o: EngineOptions, locks: Locks, soFar: RunSoFar | null): Promise<void> {
  o.emit({ type: "family-started", family: family.family, planned: family.checks.length });
  const t = o.connect();
  const errors: string[] = [];
  try {
    const lanes = Math.max(1, o.concurrency);
    let next = 0;
    const lane = async () => {
      while (next < family.checks.length) {
        const check = family.checks[next++];
        const reason = o.stopping();
        if (reason) {
          o.emit({ type: "result", family: family.family, result: missingResult(check, reason) });
          continue;
        }
        const release = await locks.take(claimOf(check.rule, check.op, o.singletons));
        try {
          o.emit({
            type: "check-started",
            family: family.family,
            rule: check.rule.id,
            operationId: check.op?.operationId ?? null,
          });
          const result = await withDeadline(check, t, o.checkDeadlineMs ?? CHECK_DEADLINE_MS, soFar);
          o.emit({ type: "result", family: family.family, result: judged(result, t.strict) });
        } finally {
          release();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, family.checks.length) }, lane));
  } catch (e) {
    errors.push(`${family.family}: ${(e as Error).message}`);
  } finally {
    try {
      const left = await t.fixtures.teardown();
      if (left.length)
        errors.push(
          `${family.family}: could not clean up: ${left.map((l) => `${l.kind} ${l.id} (${l.reason})`).join("; ")}`,
        );
    } finally {
      await t.client.close();
    }
    o.emit({ type: "family-finished", family: family.family, errors });
  }
}
/** runRule never throws (a crash is a failed result); the deadline is the one thing it cannot bound itself. */
async function withDeadline(check: PlannedCheck, t: Target, ms: number, soFar: RunSoFar | null): Promise<RuleResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<RuleResult>((resolve) => {
    timer = setTimeout(
      () =>
        resolve(
          bareResult(
            check.rule,
            check.op?.operationId ?? null,
            "fail",
            `the check did not finish within ${ms / 1000} s`,
          ),
        ),
      ms,
    );
    timer.unref?.();
  });
  try {
    return await Promise.race([runRule(check.rule, check.op, t, soFar), late]);
  } finally {
    clearTimeout(timer);
  }
}
