/**
 * Mock-server fidelity: how closely a candidate server (a mock, a new build) reproduces the outcomes
 * of a reference run of the same suite. Results are matched by key; a result only one side ran is
 * listed, never scored. Pure functions: the command reads the two reports and writes what these return.
 */
import type { Outcome } from "../rules/types.ts";
import { settingDifferences } from "./baseline.ts";
import type { ConformanceReport, ReportResult } from "./report.ts";
import { API_WIDE, resultKey } from "./result-key.ts";

export interface Difference {
  key: string;
  rule: string;
  operationId: string | null;
  reference: Outcome;
  candidate: Outcome;
  /** The candidate's message: why it came out differently. */
  message: string;
}

export interface ComparisonRow {
  /** A family, or an operation id ("(api)" for API-wide results). */
  name: string;
  compared: number;
  agreed: number;
  /** agreed / compared, 0..1; null when nothing was compared. */
  fidelity: number | null;
  differences: Difference[];
}

export interface RunIdentity {
  baseUrl: string;
  embedded: boolean;
  seed: number;
  profile: string;
  contractVersion: string;
  startedAt: string;
}

export interface Comparison {
  reference: RunIdentity;
  candidate: RunIdentity;
  /** Results present in both reports, and those with the same outcome. */
  compared: number;
  agreed: number;
  fidelity: number | null;
  /** The same, over results the reference exercised (its outcome is not not-exercised). */
  exercisedCompared: number;
  exercisedAgreed: number;
  exercisedFidelity: number | null;
  onlyInReference: string[];
  onlyInCandidate: string[];
  /** In order of first appearance in the reference. */
  families: ComparisonRow[];
  operations: ComparisonRow[];
  /** Settings the two runs differ in (seed, profile, contract version): the score means less. */
  warnings: string[];
}

const ratio = (agreed: number, compared: number) => (compared === 0 ? null : agreed / compared);

function identity(r: ConformanceReport): RunIdentity {
  return {
    baseUrl: r.target.baseUrl,
    embedded: r.target.embedded,
    seed: r.seed,
    profile: r.profile,
    contractVersion: r.contract.version,
    startedAt: r.startedAt,
  };
}

function tally(rows: Map<string, ComparisonRow>, name: string, difference: Difference | null): void {
  let row = rows.get(name);
  if (!row) rows.set(name, (row = { name, compared: 0, agreed: 0, fidelity: null, differences: [] }));
  row.compared += 1;
  if (difference) row.differences.push(difference);
  else row.agreed += 1;
  row.fidelity = ratio(row.agreed, row.compared);
}

export function compareReports(reference: ConformanceReport, candidate: ConformanceReport): Comparison {
  const theirs = new Map<string, ReportResult>(candidate.results.map((r) => [resultKey(r), r]));
  const ours = new Set(reference.results.map(resultKey));
  const families = new Map<string, ComparisonRow>();
  const operations = new Map<string, ComparisonRow>();
  const onlyInReference: string[] = [];
  let compared = 0;
  let agreed = 0;
  let exercisedCompared = 0;
  let exercisedAgreed = 0;
  for (const ref of reference.results) {
    const key = resultKey(ref);
    const cand = theirs.get(key);
    if (!cand) {
      onlyInReference.push(key);
      continue;
    }
    const same = ref.outcome === cand.outcome;
    compared += 1;
    if (same) agreed += 1;
    if (ref.outcome !== "not-exercised") {
      exercisedCompared += 1;
      if (same) exercisedAgreed += 1;
    }
    const { rule, operationId } = ref;
    const difference: Difference | null = same
      ? null
      : { key, rule, operationId, reference: ref.outcome, candidate: cand.outcome, message: cand.message };
    tally(families, ref.family, difference);
    tally(operations, ref.operationId ?? API_WIDE, difference);
  }
  return {
    reference: identity(reference),
    candidate: identity(candidate),
    compared,
    agreed,
    fidelity: ratio(agreed, compared),
    exercisedCompared,
    exercisedAgreed,
    exercisedFidelity: ratio(exercisedAgreed, exercisedCompared),
    onlyInReference,
    onlyInCandidate: candidate.results.map(resultKey).filter((key) => !ours.has(key)),
    families: [...families.values()],
    operations: [...operations.values()],
    warnings: settingDifferences(reference, candidate, "the reference", "the candidate"),
  };
}

/** The comparison as written to DIR/comparison.json: plain data, detached from the object given. */
export function comparisonToJson(c: Comparison): Comparison {
  return JSON.parse(JSON.stringify(c)) as Comparison;
}

// ---- the terminal table ----

const TOP_OPERATIONS = 20;
const DEFAULT_MAX_DIFFERENCES = 30;
const MESSAGE_WIDTH = 100;

const ANSI = {
  bold: "\x1b[1m",
  dim: "\x1b[2m",
  red: "\x1b[31m",
  green: "\x1b[32m",
  yellow: "\x1b[33m",
  reset: "\x1b[0m",
};
type Paint = (style: keyof typeof ANSI, text: string) => string;

/** Report text on one line and without control characters: a server's message must not drive the terminal. */
function oneLine(text: string, width = Number.POSITIVE_INFINITY): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

const count = (n: number) => n.toLocaleString("en-US");

/** One decimal, but never 100.0% unless all agree nor 0.0% unless none do. */
function percent(agreed: number, compared: number): string {
  if (compared === 0) return "n/a";
  let p = Math.round((agreed / compared) * 1000) / 10;
  if (p === 100 && agreed < compared) p = 99.9;
  if (p === 0 && agreed > 0) p = 0.1;
  return `${p.toFixed(1)}%`;
}

function runDescription(r: RunIdentity): string {
  const where = r.embedded ? `${oneLine(r.baseUrl)} (embedded reference server)` : oneLine(r.baseUrl);
  return `${where}  profile ${oneLine(r.profile)}, seed ${r.seed}, contract ${oneLine(r.contractVersion)}`;
}

function keyList(keys: string[]): string {
  const sample = keys.slice(0, 3).map((k) => oneLine(k));
  if (keys.length > 3) sample.push("…");
  return `${count(keys.length)} result${keys.length === 1 ? "" : "s"}${keys.length ? `: ${sample.join(", ")}` : ""}`;
}

interface Column {
  head: string;
  right?: boolean;
  style?: keyof typeof ANSI;
}

/** Columns padded to their widest cell before painting, so escapes never skew the alignment. */
function table(columns: Column[], rows: string[][], paint: Paint, indent = ""): string[] {
  const widths = columns.map((col, i) => Math.max(col.head.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[], header: boolean) =>
    indent +
    cells
      .map((cell, i) => {
        const padded = columns[i].right
          ? cell.padStart(widths[i])
          : i === cells.length - 1
            ? cell
            : cell.padEnd(widths[i]);
        const style = header ? "bold" : columns[i].style;
        return style && padded ? paint(style, padded) : padded;
      })
      .join("  ");
  const withHead = columns.some((c) => c.head)
    ? [
        line(
          columns.map((c) => c.head),
          true,
        ),
      ]
    : [];
  return [...withHead, ...rows.map((r) => line(r, false))];
}

export function formatComparison(c: Comparison, opts: { color: boolean; maxDifferences?: number }): string {
  const paint: Paint = (style, text) => (opts.color ? `${ANSI[style]}${text}${ANSI.reset}` : text);
  const score = (agreed: number, compared: number) =>
    paint(agreed === compared ? "green" : "red", percent(agreed, compared));
  const head = (label: string, value: string) => `${paint("bold", label.padEnd(18))} ${value}`;
  const out: string[] = [
    head("reference", runDescription(c.reference)),
    head("candidate", runDescription(c.candidate)),
  ];
  for (const w of c.warnings) out.push(head("warning", paint("yellow", oneLine(w))));
  out.push(
    "",
    head("fidelity", `${score(c.agreed, c.compared)} (${count(c.agreed)} of ${count(c.compared)} results agree)`),
    head(
      "exercised fidelity",
      `${score(c.exercisedAgreed, c.exercisedCompared)} ` +
        `(${count(c.exercisedAgreed)} of ${count(c.exercisedCompared)} results the reference exercised agree)`,
    ),
    head("only in reference", keyList(c.onlyInReference)),
    head("only in candidate", keyList(c.onlyInCandidate)),
  );

  out.push("");
  const familyRows = c.families.map((f) => [
    oneLine(f.name),
    count(f.compared),
    count(f.agreed),
    percent(f.agreed, f.compared),
    count(f.differences.length),
  ]);
  const numeric = (title: string): Column => ({ head: title, right: true });
  const familyColumns = [
    { head: "family" },
    numeric("compared"),
    numeric("agreed"),
    numeric("fidelity"),
    numeric("differences"),
  ];
  out.push(...table(familyColumns, familyRows, paint));

  const worst = c.operations
    .filter((o) => o.differences.length > 0)
    .sort((a, b) => b.differences.length - a.differences.length || a.name.localeCompare(b.name))
    .slice(0, TOP_OPERATIONS);
  if (worst.length) {
    out.push("", paint("bold", "operations with the most differences"));
    const rows = worst.map((o) => [oneLine(o.name), `${count(o.differences.length)} of ${count(o.compared)} differ`]);
    out.push(...table([{ head: "" }, { head: "" }], rows, paint, "  "));
  }

  const all = c.families.flatMap((f) => f.differences);
  const shown = all.slice(0, opts.maxDifferences ?? DEFAULT_MAX_DIFFERENCES);
  if (shown.length) {
    const title = `${shown.length < all.length ? `first ${shown.length} of ` : ""}${count(all.length)} differences`;
    out.push("", paint("bold", title));
    const rows = shown.map((d) => [
      oneLine(d.rule),
      oneLine(d.operationId ?? API_WIDE),
      `${d.reference} → ${d.candidate}`,
      oneLine(d.message, MESSAGE_WIDTH),
    ]);
    out.push(
      ...table([{ head: "" }, { head: "" }, { head: "", style: "red" }, { head: "", style: "dim" }], rows, paint, "  "),
    );
  } else if (c.compared > 0) {
    out.push("", paint("green", "no differences"));
  }
  return `${out.join("\n")}\n`;
}
