/**
 * The one run loop: families in run order, each on a target handle of its own, its checks one after
 * another or up to `concurrency` at once, its fixtures torn down after its last check whatever
 * happened. It emits every step as a RunEvent and decides nothing about outputs. Cancellation is
 * asked before each check starts (an orderly stop: what runs finishes, teardowns still run); a
 * check that outlives its deadline is failed and its late verdict dropped.
 */
import { runRule } from "../rules/check.ts";
import { bareResult, type RuleResult } from "../rules/types.ts";
import type { Target } from "../run/target.ts";
import { judged } from "../report/strict.ts";
import type { RunHandler } from "./events.ts";
import type { PlannedCheck, PlannedFamily } from "./plan.ts";

export interface EngineOptions {
  concurrency: number;
  /** True once the run stops in order: no check starts any more. */
  cancelled: () => boolean;
  emit: RunHandler;
  /** A target handle for one family (its own client, memo and fixtures). */
  connect: () => Target;
  /** How long one check may take before it is failed (default 120 s). */
  checkDeadlineMs?: number;
}

const CHECK_DEADLINE_MS = 120_000;

export async function runPlan(plan: readonly PlannedFamily[], o: EngineOptions): Promise<void> {
  o.emit({ type: "run-started", families: plan.map((f) => ({ family: f.family, planned: f.checks.length })) });
  for (const family of plan) {
    if (o.cancelled()) break;
    await runFamily(family, o);
  }
}

async function runFamily(family: PlannedFamily, o: EngineOptions): Promise<void> {
  o.emit({ type: "family-started", family: family.family, planned: family.checks.length });
  const t = o.connect();
  const errors: string[] = [];
  try {
    const lanes = family.concurrent ? Math.max(1, o.concurrency) : 1;
    let next = 0;
    const lane = async () => {
      while (next < family.checks.length && !o.cancelled()) {
        const check = family.checks[next++];
        o.emit({ type: "check-started", family: family.family, rule: check.rule.id, operationId: check.op?.operationId ?? null });
        const result = await withDeadline(check, t, o.checkDeadlineMs ?? CHECK_DEADLINE_MS);
        o.emit({ type: "result", family: family.family, result: judged(result, t.strict) });
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, family.checks.length) }, lane));
  } catch (e) {
    errors.push(`${family.family}: ${(e as Error).message}`);
  } finally {
    try {
      const left = await t.fixtures.teardown();
      if (left.length) errors.push(`${family.family}: could not clean up: ${left.map((l) => `${l.kind} ${l.id} (${l.reason})`).join("; ")}`);
    } finally {
      await t.client.close();
    }
    o.emit({ type: "family-finished", family: family.family, errors });
  }
}

/** runRule never throws (a crash is a failed result); the deadline is the one thing it cannot bound itself. */
async function withDeadline(check: PlannedCheck, t: Target, ms: number): Promise<RuleResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<RuleResult>((resolve) => {
    timer = setTimeout(
      () => resolve(bareResult(check.rule, check.op?.operationId ?? null, "fail", `the check did not finish within ${ms / 1000} s`)),
      ms,
    );
    timer.unref?.();
  });
  try {
    return await Promise.race([runRule(check.rule, check.op, t), late]);
  } finally {
    clearTimeout(timer);
  }
}
