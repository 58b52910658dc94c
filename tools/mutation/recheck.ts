/**
 * `npm run mutation -- AREA --recheck`: is every class (a) entry of the triage killed now? An (a)
 * entry records a mutant that broke a stated clause and a rule added since to catch it; until the
 * area's next full pass, "killed" rests on a hand check. The recheck runs just those mutants again
 * through Stryker, with the same runner and verdict as a full pass: each entry is found in the code
 * as it is now, Stryker mutates only those spans (its mutation ranges), an ignorer drops the
 * smaller mutants nested inside them (span-ignorer.ts), and each entry is paired with its mutant of
 * the fresh report as the survivor list pairs them (triage-match.ts). Nothing of the area's kept
 * results is touched: the recheck has a report of its own.
 */
import type { TriageEntry } from "../../contract/clauses/mutation-triage.ts";
import { pathOf, textAt, type MutationReport } from "./report-file.ts";
import { fold, matchTriage } from "./triage-match.ts";

/** A span as Babel counts it (lines 1-based, columns 0-based, the end exclusive): what Stryker's ranges and its ignorers see. */
export interface Span {
  file: string;
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/** Where an entry's original code is now, or why it cannot be said. */
export type Located = { entry: TriageEntry; span: Span } | { entry: TriageEntry; span: null; why: string };

/** The start of an entry's `at` as [line, 1-based column]. */
function startOf(at: string): [number, number] {
  const m = /:(\d+):(\d+)-\d+:\d+$/.exec(at);
  return m ? [Number(m[1]), Number(m[2])] : [1, 1];
}

/**
 * A pattern that finds the original code however it was laid out: `original` is the span's lines
 * trimmed and joined by spaces, and the formatter may since have added or dropped a trailing comma.
 */
function patternOf(original: string): RegExp {
  let pattern = "";
  for (const ch of fold(original)) {
    const escaped = ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    if (ch === " ") pattern += "\\s*";
    else if (")]}".includes(ch)) pattern += `,?\\s*${escaped}`;
    else if ("([{".includes(ch)) pattern += `${escaped}\\s*`;
    else pattern += escaped;
  }
  return new RegExp(pattern, "g");
}

function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) };
}

/** The entry's code in the file as it is now: the occurrence nearest where it was triaged. */
export function locate(entry: TriageEntry, source: string): Located {
  if (!entry.original.trim()) return { entry, span: null, why: "the entry names no original code" };
  const found = [...source.matchAll(patternOf(entry.original))];
  if (!found.length) return { entry, span: null, why: "its original code is no longer in the file" };
  const [line, column] = startOf(entry.at);
  const distance = (offset: number) => {
    const p = positionOf(source, offset);
    return Math.abs(p.line - line) * 10_000 + Math.abs(p.column + 1 - column);
  };
  const best = found.reduce((a, b) => (distance(b.index) < distance(a.index) ? b : a));
  return {
    entry,
    span: {
      file: pathOf(entry.at),
      start: positionOf(source, best.index),
      end: positionOf(source, best.index + best[0].length),
    },
  };
}

/** How the runner tells a recheck's mutants from the others its ranges bring: mutator and replacement. */
export function wantedKey(mutator: string, replacement: string): string {
  return `${mutator}\0${fold(replacement)}`;
}

/** Stryker's `mutate` entries for the spans: `path:line:column-line:column`, columns as Babel counts them. */
export function mutateRanges(spans: readonly Span[]): string[] {
  const seen = new Set<string>();
  for (const s of spans) seen.add(`${s.file}:${s.start.line}:${s.start.column}-${s.end.line}:${s.end.column}`);
  return [...seen];
}

export type RecheckOutcome = "killed" | "timeout" | "alive" | "not run" | "not found";

export interface RecheckLine {
  entry: TriageEntry;
  outcome: RecheckOutcome;
  /** The fresh run's status, or why the entry was not run. */
  detail: string;
}

/**
 * Each located entry with the status of its mutant in the recheck's report. A timeout is said as
 * such, not as killed: on a loaded machine a run past the limit proves nothing about the rules.
 */
export function judge(located: readonly Located[], report: MutationReport): RecheckLine[] {
  const mutants = Object.entries(report.files).flatMap(([path, f]) => {
    const lines = f.source.split("\n");
    return f.mutants.map((m) => ({
      at: `${path}:${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column}`,
      mutator: m.mutatorName,
      original: textAt(lines, m.location.start, m.location.end),
      replacement: m.replacement ?? "",
      status: m.status,
    }));
  });
  const found = located.filter((l): l is Located & { span: Span } => l.span !== null);
  const { matched } = matchTriage(
    mutants,
    found.map((l) => l.entry),
  );
  const byEntry = new Map([...matched].map(([m, e]) => [e, m]));
  return located.map((l) => {
    if (!l.span) return { entry: l.entry, outcome: "not found", detail: l.why };
    const m = byEntry.get(l.entry);
    if (!m) return { entry: l.entry, outcome: "not run", detail: "Stryker made no such mutant at its span" };
    const outcome: RecheckOutcome =
      m.status === "Killed"
        ? "killed"
        : m.status === "Timeout"
          ? "timeout"
          : m.status === "Survived" || m.status === "NoCoverage"
            ? "alive"
            : "not run";
    return { entry: l.entry, outcome, detail: m.status };
  });
}
