/**
 * The bridge from rules to vitest: one `it` per (rule, applicable operation), each storing its
 * RuleResult in the test's meta, where the reporters read it. A failed result fails the test; a
 * not-exercised one is a skip carrying its reason (never a pass). A family's fixtures are torn down
 * after its last test; anything left behind fails the family's suite and is listed in the report.
 */
import { afterAll, describe, inject, it } from "vitest";
import "./provided.ts";
import { runRule } from "../rules/check.ts";
import { applicableOperations, type Family, type Rule, type RuleResult } from "../rules/types.ts";
import type { Operation } from "../contract/operations.ts";
import { connect, type Target } from "./target.ts";
import { planned } from "./select.ts";
import { raised } from "./ledger.ts";

declare module "@vitest/runner" {
  interface TaskMeta {
    conformance?: RuleResult;
  }
}

export function testName(rule: Rule, op: Operation | null): string {
  return `${rule.id} ${op?.operationId ?? "(api)"}`;
}

export interface FamilyOptions {
  /**
   * Its rules may run at once (up to --concurrency): none of them depends on what another does to
   * the target meanwhile (no list compared whole, no machine walked step by step).
   */
  concurrent?: boolean;
}

export function defineFamily(family: Family, rules: readonly Rule[], options: FamilyOptions = {}): void {
  const info = inject("target");
  let target: Target | undefined;
  const t = () => (target ??= connect(info));
  describe(family, { concurrent: options.concurrent === true && info.concurrency > 1 }, () => {
    for (const rule of rules) {
      for (const op of applicableOperations(rule, t().index)) {
        if (!planned(rule, op?.operationId ?? null, info)) continue;
        it(testName(rule, op), async (ctx) => {
          // The run is stopping in order: a check not yet started is not started (vitest's own
          // cancellation does not reach the tests of a concurrent family already queued).
          if (raised(info.runDir, "cancel")) return ctx.skip("the run was interrupted before this check ran");
          const result = await runRule(rule, op, t());
          ctx.task.meta.conformance = result;
          if (info.allure) await (await import("../report/allure-labels.ts")).labelForAllure(rule, op, result);
          if (result.outcome === "fail") throw new Error(`${result.message}${result.reproduction ? `\nReproduce with:\n  ${result.reproduction}` : ""}`);
          if (result.outcome === "not-exercised") ctx.skip(result.message);
        });
      }
    }
    // Teardown is part of the run: what it could not remove fails the family's suite so it cannot go
    // unnoticed (and stays on the ledger, which the report's leftovers are read from).
    // (vitest reads the first parameter as a fixture list: it must be a destructuring pattern.)
    afterAll(async ({}, suite) => {
      if (!target) return;
      const leftovers = await target.fixtures.teardown();
      await target.client.close();
      if (leftovers.length) throw new Error(`could not clean up: ${leftovers.map((l) => `${l.kind} ${l.id} (${l.reason})`).join("; ")}`);
    });
  });
}
