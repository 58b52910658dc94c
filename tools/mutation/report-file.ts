/**
 * Reading an area's incremental file (a mutation-testing-report-schema document, Stryker's record
 * of every mutant of the area and its status) and the runner's log beside it: the counts of the
 * score table, the time per mutant, and the survivors to triage with their original code.
 */
import type { MutantStatus } from "./score.ts";

interface Position {
  line: number;
  column: number;
}

/** The part of the report schema read here. */
export interface MutationReport {
  files: Record<
    string,
    {
      source: string;
      mutants: {
        id: string;
        mutatorName: string;
        replacement?: string;
        status: MutantStatus;
        location: { start: Position; end: Position };
        static?: boolean;
      }[];
    }
  >;
}

export interface Survivor {
  id: string;
  /** `path:line:column-line:column`: where the mutated code starts and ends (nested expressions may share a start). */
  at: string;
  mutator: string;
  original: string;
  replacement: string;
  static: boolean;
}

/** How the triage names a mutant: where, which mutator, what it puts there (Stryker's ids change between runs). */
export function mutantKey(m: { at: string; mutator: string; replacement: string }): string {
  return `${m.at} ${m.mutator} ${m.replacement}`;
}

/** The file of a span `path:line:column-line:column`. */
export function pathOf(at: string): string {
  return at.replace(/:\d+:\d+-\d+:\d+$/, "");
}

export function statusesOf(report: MutationReport): MutantStatus[] {
  return Object.values(report.files).flatMap((f) => f.mutants.map((m) => m.status));
}

/** The report less its timeouts (everything else of it kept as it is), and how many were dropped. */
export function dropTimeouts<R extends MutationReport>(report: R): { report: R; count: number } {
  let count = 0;
  const files = Object.fromEntries(
    Object.entries(report.files).map(([path, f]) => {
      const mutants = f.mutants.filter((m) => m.status !== "Timeout");
      count += f.mutants.length - mutants.length;
      return [path, { ...f, mutants }];
    }),
  );
  return { report: { ...report, files }, count };
}

/** Every mutant of the report, in file and position order, with the code it replaced and its status. */
export function mutantsOf(report: MutationReport): (Survivor & { status: MutantStatus })[] {
  const out: (Survivor & { status: MutantStatus })[] = [];
  for (const [path, file] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const lines = file.source.split("\n");
    const ordered = [...file.mutants].sort(
      (a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column,
    );
    for (const m of ordered) {
      out.push({
        id: m.id,
        at: `${path}:${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column}`,
        mutator: m.mutatorName,
        original: textAt(lines, m.location.start, m.location.end),
        replacement: m.replacement ?? "",
        static: m.static === true,
        status: m.status,
      });
    }
  }
  return out;
}

/** Mutants of a status, in file and position order, with the code they replaced. */
export function mutantsWith(report: MutationReport, status: MutantStatus): Survivor[] {
  return mutantsOf(report)
    .filter((m) => m.status === status)
    .map(({ status: _, ...m }) => m);
}

/** The source between two 1-based positions (columns 1-based too, the end exclusive), on one line. */
export function textAt(lines: readonly string[], start: Position, end: Position): string {
  if (start.line === end.line) return (lines[start.line - 1] ?? "").slice(start.column - 1, end.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  return [
    (lines[start.line - 1] ?? "").slice(start.column - 1),
    ...middle,
    (lines[end.line - 1] ?? "").slice(0, end.column - 1),
  ]
    .map((l) => l.trim())
    .join(" ");
}

/** One line of the runner's log: a mutant run, its status and what failed. */
export interface RunLine {
  id: string;
  status: string;
  ms: number;
  must?: string[];
  should?: string[];
  warned?: number;
  errors?: number;
  error?: string;
}

export function parseRunLog(text: string): RunLine[] {
  return text
    .split("\n")
    .filter((l) => l.trim())
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as RunLine];
      } catch {
        // A line cut short by a killed runner (a timed-out mutant's process) is not a run.
        return [];
      }
    });
}
