/**
 * The verdict of a report, decided here and nowhere else: its gate code, the word it is told with,
 * and the reasons behind it. Every writer (index.html's banner, summary.md's heading, the command's
 * last lines) and the command's exit code read this; none derives a reason of its own.
 */
import { belowMinimum, coveragePercent } from "../coverage/matrix.ts";
import type { ConformanceReport } from "./report.ts";
import { resultKey } from "./result-key.ts";
import { failuresGate, gates } from "./strict.ts";

export type VerdictWord = "PASS" | "FAIL" | "NO VERDICT";

export interface Verdict {
  /** The gate: 0 nothing fails it, 1 something does (an interrupted report's partial results included). */
  code: 0 | 1;
  /** An interrupted run's partial report is told with no verdict, whatever its gate. */
  word: VerdictWord;
  /** Why, in a few phrases (joined with " · " where shown on one line): what fails the gate, or why nothing does. */
  reasons: string[];
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The gate: 1 when a run error, a `--min-coverage` shortfall or a gating failure (strict.ts: a MUST
 * one, or any under --strict) is present; with a baseline only failures it did not list count.
 */
function gateOf(report: ConformanceReport): 0 | 1 {
  if (report.errors.length) return 1;
  if (report.statusCoverage && belowMinimum(report.statusCoverage)) return 1;
  if (!report.baseline) return failuresGate(report.summary, report.strict) ? 1 : 0;
  // With a baseline, everything not listed as known counts, so a failure the baseline step never classified still fails.
  const known = new Set(report.baseline.known);
  return report.results.some((r) => gates(r, report.strict) && !known.has(resultKey(r))) ? 1 : 0;
}

/** The `--min-coverage` shortfall as a phrase, or null when the gate is met or not set. */
function coverageShortfall(report: ConformanceReport): string | null {
  const cov = report.statusCoverage;
  if (!cov || !belowMinimum(cov)) return null;
  return `documented statuses observed ${coveragePercent(cov.summary).toFixed(1)} %, below --min-coverage ${cov.minPercent} %`;
}

function reasonsOf(report: ConformanceReport, code: 0 | 1): string[] {
  if (report.interrupted) return [`interrupted by ${report.interrupted}: the report is partial`];
  const s = report.summary;
  const errors = report.errors.length ? plural(report.errors.length, "run error") : null;
  const shortfall = coverageShortfall(report);
  const b = report.baseline;
  if (b) {
    if (code === 0)
      return [`no failure beyond the baseline (${plural(b.known.length, "known failure")}, ${b.fixed.length} fixed)`];
    return [`${plural(b.new.length, "new failure")} beyond the baseline`, errors, shortfall].filter(
      (r): r is string => r !== null,
    );
  }
  if (code === 0)
    return [
      s.failed ? `no MUST rule failed (${plural(s.failed, "SHOULD failure")}, not gating)` : "no MUST rule failed",
    ];
  return [
    errors,
    s.mustFailed ? plural(s.mustFailed, "MUST failure") : null,
    report.strict && s.failed > s.mustFailed ? `${plural(s.failed - s.mustFailed, "SHOULD failure")} (strict)` : null,
    shortfall,
  ].filter((r): r is string => r !== null);
}

export function verdictOf(report: ConformanceReport): Verdict {
  const code = gateOf(report);
  const word: VerdictWord = report.interrupted ? "NO VERDICT" : code === 0 ? "PASS" : "FAIL";
  return { code, word, reasons: reasonsOf(report, code) };
}

/** The exit code of the gate (verdictOf's code): 0 nothing fails it, 1 something does. */
export function exitCode(report: ConformanceReport): 0 | 1 {
  return verdictOf(report).code;
}
