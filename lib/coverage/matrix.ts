/**
 * The run's status coverage: every documented (operation, status, content type) cell
 * (documented.ts), whether the run observed it, and — when it did not — whether that says anything:
 * a cell a rule of the run tried to bring about and never saw is `missed` (the COVERAGE rule's
 * "documented, never observed"); one whose rules did not get to try is `unreached`; one no rule of
 * this run's selection tries is `unselected`; one no rule of the suite can bring about is
 * `unprovocable`, with the suite's reason. "Tried" is explicit data (`Rule.provokes`, carried by each
 * result as `provoked`), never guessed from what happened to be seen. Built from results only, so a
 * report, a check judging the run and a merge of shards all compute it the same way.
 */
import type { OperationIndex } from "../contract/operations.ts";
import type { Observation, Outcome } from "../rules/types.ts";
import { answersAs, documentedCells } from "./documented.ts";

/** A documented status (or one content type of it) no rule of the suite can bring about, and why. */
export interface Unprovocable {
  operationId: string;
  status: number;
  /** One documented content type of the status; absent: every one. */
  contentType?: string;
  reason: string;
}

export type CellState = "observed" | "missed" | "unreached" | "unselected" | "unprovocable";
export const CELL_STATES: readonly CellState[] = ["observed", "missed", "unreached", "unselected", "unprovocable"];

export interface StatusCell {
  operationId: string;
  status: number;
  /** The documented media type; null for an answer documented without a body (a 204). */
  contentType: string | null;
  state: CellState;
  observed: boolean;
  /** The rules of this run that try to bring the status about (planned, whatever their outcome). */
  provokedBy: string[];
  /** Of those, the ones that ran (an outcome other than not exercised). */
  ranBy: string[];
  /** Why no rule of the suite can bring it about; null when one can. */
  unprovocable: string | null;
}

export interface StatusCoverageSummary {
  cells: number;
  observed: number;
  /** Cells a rule of this run tries to bring about, that the suite does not call unprovocable. */
  provocable: number;
  /** Of those, the observed ones. */
  provocableObserved: number;
  missed: number;
  unreached: number;
  unprovocable: number;
}

export interface StatusCoverage {
  cells: StatusCell[];
  summary: StatusCoverageSummary;
  /** `--min-coverage PCT`: the gate fails when the observed share of provocable cells is below it; null: no such gate. */
  minPercent: number | null;
}

/** What the matrix reads of a result (a RuleResult; `provoked` absent in results made before it). */
export interface CoverageEvidence {
  rule: string;
  outcome: Outcome;
  observed: readonly Observation[];
  provoked?: readonly (readonly [string, number])[];
}

const keyOf = (operationId: string, status: number) => `${operationId} ${status}`;

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

export function stateOf(cell: Pick<StatusCell, "observed" | "unprovocable" | "ranBy" | "provokedBy">): CellState {
  if (cell.observed) return "observed";
  if (cell.unprovocable !== null) return "unprovocable";
  if (cell.ranBy.length) return "missed";
  return cell.provokedBy.length ? "unreached" : "unselected";
}

export function summarizeCells(cells: readonly StatusCell[]): StatusCoverageSummary {
  const provocable = cells.filter((c) => c.unprovocable === null && c.provokedBy.length > 0);
  const count = (s: CellState) => cells.filter((c) => c.state === s).length;
  return {
    cells: cells.length,
    observed: count("observed"),
    provocable: provocable.length,
    provocableObserved: provocable.filter((c) => c.observed).length,
    missed: count("missed"),
    unreached: count("unreached"),
    unprovocable: cells.filter((c) => c.unprovocable !== null).length,
  };
}

export function statusCoverage(args: {
  index: OperationIndex;
  results: readonly CoverageEvidence[];
  /** The suite's table of what no rule can provoke. */
  unprovocable: readonly Unprovocable[];
  /** The run's `--operation` selection (empty: all): a rule's attempt on another operation was never sent. */
  operations?: readonly string[];
  minPercent?: number | null;
}): StatusCoverage {
  const selected = (op: string) => !args.operations?.length || args.operations.includes(op);
  const seen = new Map<string, (string | null)[]>();
  const provokedBy = new Map<string, string[]>();
  const ranBy = new Map<string, string[]>();
  for (const r of args.results) {
    for (const [op, status, type] of r.observed) {
      if (!op || !status) continue;
      const list = seen.get(keyOf(op, status));
      if (!list) seen.set(keyOf(op, status), [type]);
      else if (!list.includes(type)) list.push(type);
    }
    for (const [op, status] of r.provoked ?? []) {
      if (!selected(op)) continue;
      push(provokedBy, keyOf(op, status), r.rule);
      if (r.outcome !== "not-exercised") push(ranBy, keyOf(op, status), r.rule);
    }
  }
  const cells = documentedCells(args.index).map((d): StatusCell => {
    const key = keyOf(d.operationId, d.status);
    const why = args.unprovocable.find(
      (u) =>
        u.operationId === d.operationId &&
        u.status === d.status &&
        (u.contentType === undefined || u.contentType === d.contentType),
    );
    const cell = {
      ...d,
      observed: (seen.get(key) ?? []).some((type) => answersAs(d.contentType, type)),
      provokedBy: provokedBy.get(key) ?? [],
      ranBy: ranBy.get(key) ?? [],
      unprovocable: why?.reason ?? null,
    };
    return { ...cell, state: stateOf(cell) };
  });
  return { cells, summary: summarizeCells(cells), minPercent: args.minPercent ?? null };
}

/** The statuses the run saw an operation answer, ascending (transport errors left out). */
export function answeredStatuses(results: readonly CoverageEvidence[], operationId: string): number[] {
  const statuses = new Set<number>();
  for (const r of results)
    for (const [op, status] of r.observed) if (op === operationId && status) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The observed share of provocable cells, in percent (100 when nothing was provocable). */
export function coveragePercent(s: StatusCoverageSummary): number {
  return s.provocable ? (100 * s.provocableObserved) / s.provocable : 100;
}

/** Whether the run's `--min-coverage` gate fails: the observed share of provocable cells is below it. */
export function belowMinimum(coverage: Pick<StatusCoverage, "summary" | "minPercent">): boolean {
  const { summary, minPercent } = coverage;
  // Compared on the counts, not on a rounded percentage: 79.96 % is below 80.
  return minPercent !== null && summary.provocableObserved * 100 < minPercent * summary.provocable;
}

/** One line of figures: `412 documented cells; 380 of 396 provocable observed (96.0 %), 3 never observed; 16 not provocable`. */
export function coverageLine(coverage: Pick<StatusCoverage, "summary" | "minPercent">): string {
  const s = coverage.summary;
  const gate =
    coverage.minPercent === null
      ? ""
      : belowMinimum(coverage)
        ? `; below --min-coverage ${coverage.minPercent} %: the gate fails`
        : `; --min-coverage ${coverage.minPercent} % met`;
  return (
    `${s.cells} documented (operation, status, content type) cells; ${s.provocableObserved} of ${s.provocable} provocable observed (${coveragePercent(s).toFixed(1)} %), ` +
    `${s.missed} never observed, ${s.unreached} not reached; ${s.unprovocable} not provocable${gate}`
  );
}

/**
 * The status coverage of a run sharded into slices (`merge`): a cell is observed, tried, or planned
 * when any slice says so; the table's reasons and the gate are the first slice's (one run's). Null
 * when a slice predates the status coverage.
 */
export function mergeCoverage(slices: readonly (StatusCoverage | undefined)[]): StatusCoverage | null {
  if (!slices.length || slices.some((s) => !s)) return null;
  const [first, ...rest] = slices as StatusCoverage[];
  const key = (c: StatusCell) => `${c.operationId} ${c.status} ${c.contentType}`;
  const merged = new Map(
    first.cells.map((c) => [key(c), { ...c, provokedBy: [...c.provokedBy], ranBy: [...c.ranBy] }]),
  );
  for (const slice of rest) {
    for (const c of slice.cells) {
      const m = merged.get(key(c));
      if (!m) continue;
      m.observed ||= c.observed;
      m.provokedBy = [...new Set([...m.provokedBy, ...c.provokedBy])];
      m.ranBy = [...new Set([...m.ranBy, ...c.ranBy])];
    }
  }
  const cells = [...merged.values()].map((c) => ({ ...c, state: stateOf(c) }));
  return { cells, summary: summarizeCells(cells), minPercent: first.minPercent };
}
