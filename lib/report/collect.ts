/**
 * A vitest reporter that only listens: it gathers every RuleResult and every leftover from the
 * tests' meta as the run ends. The JSON, JUnit, HTML and terminal outputs are built from what it
 * gathered; none of them recomputes a verdict.
 */
import type { Reporter, TestModule } from "vitest/node";
import type { RuleResult } from "../rules/types.ts";
import type { Leftover } from "../run/fixtures.ts";
import "../run/vitest-family.ts";

export interface Collected {
  results: RuleResult[];
  leftovers: Leftover[];
  /** Errors outside any rule (a test file that failed to load, a crashed hook). */
  errors: string[];
}

export class CollectingReporter implements Reporter {
  readonly collected: Collected = { results: [], leftovers: [], errors: [] };

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<{ message?: string }>): void {
    for (const m of modules) {
      for (const e of m.errors()) this.collected.errors.push(`${m.moduleId}: ${e.message}`);
      for (const suite of m.children.allSuites()) {
        const leftovers = suite.meta().leftovers;
        if (leftovers) this.collected.leftovers.push(...leftovers);
        for (const e of suite.errors?.() ?? []) this.collected.errors.push(`${suite.name}: ${e.message}`);
      }
      for (const test of m.children.allTests()) {
        const r = test.meta().conformance;
        if (r) this.collected.results.push(r);
        else if (test.result().state === "failed") this.collected.errors.push(`${test.fullName}: failed without a result`);
      }
    }
    for (const e of unhandled) this.collected.errors.push(e.message ?? String(e));
  }
}
