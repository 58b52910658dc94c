/**
 * The block `npm run conformance` prints last: what was checked, the figures, anything left behind
 * or broken, the baseline comparison, the verdict and where the reports are. Read from the (already
 * redacted) report only; the verdict and its reasons are verdictOf()'s (verdict.ts), never recomputed here.
 */
import type { BaselineOutcome } from "./baseline.ts";
import type { ConformanceReport } from "./report.ts";
import { verdictOf } from "./verdict.ts";
import { palette, printable, type Palette } from "./terminal.ts";
import { clauseLine } from "../rules/clauses.ts";
import { belowMinimum, coverageLine } from "../coverage/matrix.ts";

/** Baseline keys listed per kind; the rest are counted. */
export const BASELINE_LISTED = 20;
/** The labels' column: continuation lines start here. */
const INDENT = " ".repeat(9);

export function verdictLines(
  report: ConformanceReport,
  paths: { dir: string; files: string[] },
  color: boolean,
): string[] {
  const { red, green, yellow, bold } = palette(color);
  const s = report.summary;
  const target = report.target.embedded ? "embedded reference server" : printable(report.target.baseUrl);
  const exercised = report.operations.filter((o) => o.exercised).length;
  const failed = `${s.failed} failed (${s.mustFailed} MUST)`;
  const warned = `${s.warned} warned`;
  const lines = [
    `target   ${target}  (profile ${report.profile}, seed ${report.seed}${report.strict ? ", strict" : ""})`,
    `results  ${s.results} for ${s.rules} rules: ${s.passed} passed, ${s.failed ? red(failed) : failed}, ` +
      `${s.warned ? yellow(warned) : warned}, ${s.notExercised} not exercised`,
    `requests ${s.requests} in ${(report.durationMs / 1000).toFixed(1)} s; ` +
      `operations exercised ${exercised}/${report.operations.length}`,
  ];
  // Reports written before the clause register have no clause counts.
  if (report.clauseSummary) lines.push(`clauses  ${clauseLine(report.clauseSummary)}`);
  // Reports written before the status coverage have none; below --min-coverage, the line says the gate fails.
  if (report.statusCoverage) {
    const line = `statuses ${coverageLine(report.statusCoverage)}`;
    lines.push(belowMinimum(report.statusCoverage) ? red(line) : line);
  }
  if (report.leftovers.length) {
    const listed = report.leftovers.map((l) => `${printable(l.kind)} ${printable(l.id)}`).join(", ");
    lines.push(`${yellow(`leftovers ${report.leftovers.length}`)}: ${listed}`);
  }
  for (const e of report.errors) {
    // An error may span lines (a stack, a reproduction): each keeps the label's indent, none may hold control codes.
    const [head, ...rest] = e.split(/\r?\n/).map((l) => printable(l));
    lines.push(`${red("error")}    ${head}`, ...rest.filter(Boolean).map((l) => `${INDENT}${l}`));
  }
  if (report.baseline) lines.push(...baselineLines(report.baseline, { red, green, yellow }));
  const { word, reasons } = verdictOf(report);
  if (word === "NO VERDICT") lines.push(`verdict  ${bold(yellow("none"))}: ${printable(reasons.join(" · "))}`);
  else lines.push(`verdict  ${word === "PASS" ? bold(green("PASS")) : bold(red("FAIL"))}`);
  const files = paths.files.map((f) => printable(f)).join(", ");
  lines.push(`reports  ${printable(paths.dir)}${files ? `  (${files})` : ""}`);
  return lines;
}

function baselineLines(b: BaselineOutcome, paint: Pick<Palette, "red" | "green" | "yellow">): string[] {
  const lines = [
    `baseline ${printable(b.file)}: ${b.known.length} known failures, ${b.new.length} new, ${b.fixed.length} fixed`,
  ];
  // Settings the two runs differ in (seed, profile, contract): the comparison is weaker, say so first.
  for (const w of b.warnings ?? []) lines.push(`  ${paint.yellow("note")}   ${printable(w)}`);
  const list = (label: string, keys: string[], style: (s: string) => string) => {
    for (const k of keys.slice(0, BASELINE_LISTED)) lines.push(`  ${style(label.padEnd(6))} ${printable(k)}`);
    if (keys.length > BASELINE_LISTED)
      lines.push(`  ${" ".repeat(6)} … and ${keys.length - BASELINE_LISTED} more ${label}`);
  };
  list("new", b.new, paint.red);
  list("fixed", b.fixed, paint.green);
  return lines;
}
