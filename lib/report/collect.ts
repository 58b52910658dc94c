/**
 * A vitest reporter that only listens: it gathers every RuleResult as each test ends (so a run
 * stopped at once keeps what it had), and the errors outside any rule as the run ends. The JSON,
 * JUnit, HTML and terminal outputs are built from what it gathered; none of them recomputes a
 * verdict. What the run left on the target is not gathered here: the ledger tells it (run/ledger.ts).
 */
import type { Reporter, TestCase, TestModule } from "vitest/node";
import type { RuleResult } from "../rules/types.ts";
import "../run/vitest-family.ts";

export interface Collected {
  results: RuleResult[];
  /** Errors outside any rule (a test file that failed to load, a crashed hook). */
  errors: string[];
}

export class CollectingReporter implements Reporter {
  readonly collected: Collected = { results: [], errors: [] };

  onTestCaseResult(test: TestCase): void {
    const r = test.meta().conformance;
    if (r) this.collected.results.push(r);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<{ message?: string }>): void {
    for (const m of modules) {
      for (const e of m.errors()) this.collected.errors.push(`${m.moduleId}: ${e.message}`);
      for (const suite of m.children.allSuites()) {
        for (const e of suite.errors?.() ?? []) this.collected.errors.push(`${suite.name}: ${e.message}`);
      }
      for (const test of m.children.allTests()) {
        if (!test.meta().conformance && test.result().state === "failed") this.collected.errors.push(`${test.fullName}: failed without a result`);
      }
    }
    for (const e of unhandled) this.collected.errors.push(e.message ?? String(e));
  }
}
