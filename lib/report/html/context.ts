/**
 * What every section of the HTML report reads besides the report: figures and lookups computed once
 * per page, and the verdict (verdict.ts), so no section derives it again.
 */
import { FAMILIES } from "../../rules/types.ts";
import type { ConformanceReport, ReportResult } from "../report.ts";
import { verdictOf, type Verdict } from "../verdict.ts";

/** An operation as the page shows it; reports written before tags carry `tags` or none. */
export type Op = Omit<ConformanceReport["operations"][number], "tag"> & { tag?: string; tags?: string[] };

export interface Page {
  report: ConformanceReport;
  s: ConformanceReport["summary"];
  ops: Op[];
  opById: Map<string, Op>;
  /** Each failing or warning result's anchor (`r<index>`), which the matrix links to. */
  ids: Map<ReportResult, string>;
  /** The suite's families in their order, then any others the report names. */
  families: string[];
  /** The target as shown: "embedded reference server" or its base URL. */
  target: string;
  exercisedOps: number;
  coveredRows: number;
  cs: ConformanceReport["clauseSummary"];
  failures: ReportResult[];
  warnings: ReportResult[];
  skipped: ReportResult[];
  b: ConformanceReport["baseline"];
  code: Verdict["code"];
  word: Verdict["word"];
  /** verdictOf's reasons on one line. */
  why: string;
}

export function pageOf(report: ConformanceReport): Page {
  const ops = report.operations as Op[];
  const { code, word, reasons } = verdictOf(report);
  return {
    report,
    s: report.summary,
    ops,
    opById: new Map(ops.map((o) => [o.operationId, o])),
    ids: new Map(report.results.map((r, i) => [r, `r${i}`])),
    families: [
      ...(FAMILIES as readonly string[]),
      ...new Set(report.results.map((r) => r.family).filter((f) => !(FAMILIES as readonly string[]).includes(f))),
    ],
    target: report.target.embedded ? "embedded reference server" : report.target.baseUrl,
    exercisedOps: ops.filter((o) => o.exercised).length,
    coveredRows: report.transitions.filter((t) => t.exercised).length,
    cs: report.clauseSummary,
    failures: report.results.filter((r) => r.outcome === "fail"),
    warnings: report.results.filter((r) => r.outcome === "warn"),
    skipped: report.results.filter((r) => r.outcome === "not-exercised"),
    b: report.baseline,
    code,
    word,
    why: reasons.join(" · "),
  };
}
