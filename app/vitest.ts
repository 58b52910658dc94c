/**
 * The conformance suite inside a vitest project of your own (package export `app-conformance/vitest`):
 *
 *   // conformance.test.ts
 *   import { conformanceSuite } from "app-conformance/vitest";
 *   await conformanceSuite({ baseUrl: process.env.API_URL, adminKey: process.env.API_ADMIN_KEY });
 *
 * The target is required: a `baseUrl`, or `embedded: true` for the suite's own embedded reference
 * server (to try the suite out). Neither, or an empty `baseUrl` (an unset variable), is a UsageError
 * thrown while the file is collected, never a green run against nothing.
 *
 * One vitest test per planned (rule, operation), grouped by family, plus one for the run as a whole
 * (no run error, nothing left behind, every minted key revoked). The checks are not run by vitest:
 * the suite's one engine runs them (the same as `npm run conformance`), and each test reports the
 * result the engine emitted for it — a failure fails the test with its reproduction, a result not
 * exercised skips it with its reason, a warning passes with an annotation. Options are the
 * programmatic API's (app/api.ts); `reportDir` writes every report format too.
 */
import { afterAll, beforeAll, describe, it, type TestContext } from "vitest";
import { contractIndex } from "../lib/contract/operations.ts";
import { runConformance, type RunOutcome } from "../lib/engine/conformance-run.ts";
import type { RunEvent } from "../lib/engine/events.ts";
import { planRun } from "../lib/engine/plan.ts";
import type { RuleResult } from "../lib/rules/types.ts";
import type { ConformanceReport } from "../lib/report/report.ts";
import { resolveOptions, type ConformanceOptions } from "./api.ts";
import { allCatalogues, KNOWN } from "./catalogues.ts";
import { PERMANENT } from "../lib/run/removal.ts";
import { WIRING } from "./wiring.ts";
import { resultKey } from "../lib/report/result-key.ts";

export interface SuiteOptions extends ConformanceOptions {
  /** How long one test may wait for its check's result (default 10 minutes: the checks run in order). */
  timeoutMs?: number;
}

/** Declares the suite's tests in the calling test file; call it at the top level (with await). */
export async function conformanceSuite(options: SuiteOptions = {}): Promise<void> {
  const { timeoutMs = 600_000, ...rest } = options;
  const config = resolveOptions(rest, rest.serverFaults?.length ? await allCatalogues() : KNOWN);
  const plan = planRun(WIRING.suite, config, contractIndex());
  // One promise per planned check, settled as the engine emits its result (or, for a check that
  // never ran, with the result the report filled in for it).
  const waiting = new Map<string, { promise: Promise<RuleResult>; resolve: (r: RuleResult) => void }>();
  for (const f of plan) {
    for (const c of f.checks) {
      let resolve!: (r: RuleResult) => void;
      const promise = new Promise<RuleResult>((r) => (resolve = r));
      waiting.set(resultKey({ rule: c.rule.id, operationId: c.op?.operationId ?? null }), { promise, resolve });
    }
  }
  let run: Promise<RunOutcome<string | null>> | undefined;
  let failedToStart: unknown;
  const onEvent = (e: RunEvent) => {
    if (e.type === "result") waiting.get(resultKey(e.result))?.resolve(e.result);
    if (e.type === "run-finished") {
      for (const r of e.report.results) waiting.get(resultKey(r))?.resolve(r as unknown as RuleResult);
    }
  };
  beforeAll(() => {
    run = runConformance(WIRING, config, rest.reportDir ?? null, {
      embedded: true,
      allure: rest.allure,
      signal: rest.signal,
      handlers: [onEvent],
    });
    // A target that cannot be reached fails every test with the reason, not with a timeout.
    run.catch((e: unknown) => {
      failedToStart = e;
      for (const w of waiting.values()) w.resolve(undefined as never);
    });
  });
  afterAll(async () => {
    await run?.catch(() => undefined);
  });
  for (const f of plan) {
    describe(f.family, () => {
      for (const c of f.checks) {
        const key = resultKey({ rule: c.rule.id, operationId: c.op?.operationId ?? null });
        it(key, { timeout: timeoutMs }, async (ctx) => verdict(ctx, await waiting.get(key)!.promise, failedToStart));
      }
    });
  }
  it("the run: no error, nothing left behind, every minted key revoked", { timeout: timeoutMs }, async () => {
    if (!run) throw new Error("the run did not start");
    const { report } = await run;
    const problems = runProblems(report);
    if (problems.length) throw new Error(problems.join("\n"));
  });
}

function verdict(ctx: TestContext, result: RuleResult | undefined, failedToStart: unknown): void {
  if (!result) throw new Error(`the run could not start: ${(failedToStart as Error)?.message ?? failedToStart}`);
  if (result.outcome === "fail")
    throw new Error(`${result.message}${result.reproduction ? `\nReproduce with:\n  ${result.reproduction}` : ""}`);
  if (result.outcome === "not-exercised") ctx.skip(result.message);
  if (result.outcome === "warn") void ctx.annotate(result.message, "warning");
}

/**
 * What makes a run itself wrong, whatever its results: errors, and anything left on the target that
 * the API could have removed (the keys it could not revoke are among the leftovers; jobs, which no
 * operation deletes, are listed in the report but are not the run's fault).
 */
export function runProblems(report: ConformanceReport): string[] {
  return [
    ...report.errors,
    ...report.leftovers
      .filter((l) => !PERMANENT.has(l.kind))
      .map((l) => `left on the target: ${l.kind} ${l.id} (${l.reason})`),
  ];
}
