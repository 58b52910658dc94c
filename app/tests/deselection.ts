/**
 * A run's own limits raise no alarm (issue 24, point 4): the suite run with some operations
 * deselected (`--operation` naming every other one) must show no failure that the full selection
 * does not show. A rule that needs a deselected operation, or whose subject an earlier rule could
 * not make or leave because of it, is not exercised — never failed. Shared by the test
 * (deselection.test.ts, groups of operations) and `npm run check:deselect` (each of the 125 alone).
 */
import { contractIndex } from "../../lib/contract/operations.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../../lib/run/config.ts";
import { runSuite } from "../wiring.ts";

/** Every operation id of the contract, in its order. */
export function allOperations(): string[] {
  return contractIndex().all.map((o) => o.operationId);
}

/** The run of the finding: embedded, full profile, seed 1, with `deselected` left out of `--operation` (none: the full selection). */
export function runWithout(deselected: readonly string[]): Promise<ConformanceReport> {
  const operations = deselected.length ? allOperations().filter((o) => !deselected.includes(o)) : [];
  const config: RunConfig = { ...DEFAULT_RUN_CONFIG, profile: "full", seed: 1, operations };
  return runSuite(config);
}

/** A failure, keyed "RULE operationId" (a global rule's operation reads "-"), MUST or SHOULD. */
export interface Alarm {
  key: string;
  level: string;
  message: string;
}

export function failuresOf(report: ConformanceReport): Alarm[] {
  return report.results
    .filter((r) => r.outcome === "fail")
    .map((r) => ({ key: `${r.rule} ${r.operationId ?? "-"}`, level: r.level, message: r.message }));
}

/** The failures of `report` that the full selection's (`baseline`) does not have. */
export function newAlarms(report: ConformanceReport, baseline: readonly Alarm[]): Alarm[] {
  const known = new Set(baseline.map((a) => a.key));
  return failuresOf(report).filter((a) => !known.has(a.key));
}

/** "MUST STATE-DECISION-FORK -: Received: …", the first line, cut: for a test's diff and the script's listing. */
export function line(a: Alarm): string {
  return `${a.level} ${a.key}: ${a.message.split("\n")[0]!.slice(0, 240)}`;
}
