/**
 * The gate's verdict on one run against a mutant, as the runner tells Stryker and logs it: the
 * failures that make it (a MUST failure, an error of the run, an error thrown outside any request),
 * and the SHOULD failures and warnings beside it, which do not kill a mutant but help triage a survivor.
 */
import type { ConformanceReport } from "../../lib/report/report.ts";

export interface RunVerdict {
  /** The gate would exit 0. */
  passed: boolean;
  /** Why it would not, in one line (empty when it passed). */
  message: string;
  /** `RULE operationId` of each MUST failure. */
  mustFailed: string[];
  /** The same for SHOULD failures. */
  shouldFailed: string[];
  warned: number;
  errors: number;
}

/** How many failures the message names before it counts the rest. */
const NAMED = 8;

export function runVerdict(
  report: Pick<ConformanceReport, "results" | "errors">,
  exitCode: 0 | 1,
  stray: readonly string[],
): RunVerdict {
  const failing = (level: string) =>
    report.results
      .filter((r) => r.outcome === "fail" && r.level === level)
      .map((r) => `${r.rule} ${r.operationId ?? "-"}`);
  const mustFailed = failing("MUST");
  const parts: string[] = [];
  if (mustFailed.length) parts.push(`MUST failures: ${named(mustFailed)}`);
  if (report.errors.length) parts.push(`errors of the run: ${named(report.errors.map((e) => e.split("\n")[0]))}`);
  if (stray.length) parts.push(`thrown outside any request: ${named([...stray])}`);
  // The gate's own rule (exit code) decides; a failure it does not count (none today) would still be named.
  const passed = exitCode === 0 && stray.length === 0;
  if (!passed && !parts.length) parts.push("the gate exits 1");
  return {
    passed,
    message: passed ? "" : parts.join("; "),
    mustFailed,
    shouldFailed: failing("SHOULD"),
    warned: report.results.filter((r) => r.outcome === "warn").length,
    errors: report.errors.length,
  };
}

function named(items: readonly string[]): string {
  return items.length <= NAMED
    ? items.join(", ")
    : `${items.slice(0, NAMED).join(", ")} and ${items.length - NAMED} more`;
}
