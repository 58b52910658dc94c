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
import type { TriageEntry } from "../../contract/clauses/mutation-triage/index.ts";
import { mutantsOf, pathOf, type MutationReport } from "./report-file.ts";
import { fold, matchTriage, startOf } from "./triage-match.ts";

/** A span as Babel counts it (lines 1-based, columns 0-based, the end exclusive): what Stryker's ranges and its ignorers see. */
export interface Span {
  file: string;
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/** Where an entry's original code is now, or why it cannot be said. */
export type Located =
  | {
      entry: TriageEntry;
      /** The occurrence nearest where it was triaged. */
      span: Span;
      /**
       * Every occurrence of its code in the file: all are mutated, and the entry is paired with one
       * as the survivor list pairs them (order kept, nearest wins), since the nearest by distance
       * alone may be a twin when the code around it moved.
       */
      spans: Span[];
    }
  | { entry: TriageEntry; span: null; why: string };

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
  const spanAt = (m: RegExpExecArray): Span => ({
    file: pathOf(entry.at),
    start: positionOf(source, m.index),
    end: positionOf(source, m.index + m[0].length),
  });
  const best = found.reduce((a, b) => (distance(b.index) < distance(a.index) ? b : a));
  return { entry, span: spanAt(best), spans: found.map(spanAt) };
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
  const mutants = mutantsOf(report);
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
