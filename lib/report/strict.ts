/**
 * What `--strict` means, decided here and nowhere else (DESIGN.md: the suite reports unknown
 * fields and enum values as drift, "a warning, a failure under --strict"):
 * 1. a warning is a failure, marked `(strict)`;
 * 2. every failure gates, SHOULD ones included.
 * The engine judges each result through `judged` before any output sees it, and `merge --strict`
 * re-judges the merged results the same way, so a strict report's files, its terminal lines and
 * its exit code all read the same outcomes.
 */
import type { Level, Outcome } from "../rules/types.ts";

export function judged<R extends { outcome: Outcome; message: string }>(result: R, strict: boolean): R {
  if (!strict || result.outcome !== "warn") return result;
  return { ...result, outcome: "fail", message: `(strict) ${result.message}` };
}

/** Whether a report's counted failures fail the gate (a MUST one, or any under strict). */
export function failuresGate(summary: { failed: number; mustFailed: number }, strict: boolean): boolean {
  return strict ? summary.failed > 0 : summary.mustFailed > 0;
}

/** Whether a failed result fails the gate. */
export function gates(result: { outcome: Outcome; level: Level }, strict: boolean): boolean {
  return result.outcome === "fail" && (strict || result.level === "MUST");
}
