/**
 * The figures of a mutation run, per area: how many mutants each status got, the score, and the
 * time per mutant run. Stryker's own definitions: a mutant is detected when killed or timed out,
 * undetected when it survived or no check reached its code; errors (the mutant broke the run's
 * start) and ignored ones are outside the score.
 */

/** The statuses of the mutation-testing report schema. */
export type MutantStatus =
  | "Killed"
  | "Survived"
  | "NoCoverage"
  | "Timeout"
  | "CompileError"
  | "RuntimeError"
  | "Ignored"
  | "Pending";

export interface Counts {
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  ignored: number;
}

export function countStatuses(statuses: readonly MutantStatus[]): Counts {
  const n = (...s: MutantStatus[]) => statuses.filter((x) => s.includes(x)).length;
  return {
    mutants: statuses.length,
    killed: n("Killed"),
    timeout: n("Timeout"),
    survived: n("Survived"),
    noCoverage: n("NoCoverage"),
    errors: n("CompileError", "RuntimeError"),
    ignored: n("Ignored", "Pending"),
  };
}

/** Detected over detected and undetected, in percent; null when nothing counts (no mutant ran). */
export function mutationScore(c: Counts): number | null {
  const detected = c.killed + c.timeout;
  const counted = detected + c.survived + c.noCoverage;
  return counted === 0 ? null : (100 * detected) / counted;
}

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    mutants: a.mutants + b.mutants,
    killed: a.killed + b.killed,
    timeout: a.timeout + b.timeout,
    survived: a.survived + b.survived,
    noCoverage: a.noCoverage + b.noCoverage,
    errors: a.errors + b.errors,
    ignored: a.ignored + b.ignored,
  };
}

export interface AreaFigures {
  area: string;
  counts: Counts;
  /** Mutants the last run of the area ran (the rest came from its incremental file, or reached no check). */
  ran: number;
  /** The milliseconds those runs took, added up. */
  runMs: number;
}

const HEAD = ["area", "mutants", "killed", "timeout", "survived", "no coverage", "errors", "score", "s/mutant"];

/** A plain-text table, one line per area and a total when there are several. */
export function scoreTable(rows: readonly AreaFigures[]): string {
  const line = (area: string, c: Counts, ran: number, runMs: number) =>
    [
      area,
      c.mutants,
      c.killed,
      c.timeout,
      c.survived,
      c.noCoverage,
      c.errors,
      pct(mutationScore(c)),
      ran === 0 ? "-" : (runMs / ran / 1000).toFixed(1),
    ].map(String);
  const body = rows.map((r) => line(r.area, r.counts, r.ran, r.runMs));
  if (rows.length > 1) {
    const total = rows.reduce((t, r) => addCounts(t, r.counts), countStatuses([]));
    body.push(
      line(
        "total",
        total,
        rows.reduce((s, r) => s + r.ran, 0),
        rows.reduce((s, r) => s + r.runMs, 0),
      ),
    );
  }
  const all = [HEAD, ...body];
  const width = HEAD.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  return all
    .map((r) =>
      r
        .map((cell, i) => (i === 0 ? cell.padEnd(width[i]) : cell.padStart(width[i])))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function pct(score: number | null): string {
  return score === null ? "-" : `${score.toFixed(1)}%`;
}
