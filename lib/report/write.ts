/**
 * Writes a report in every format into its directory. Every file passes through the run's Redactor
 * on its way out: the last line of defence for secrets, after the redaction the client already did.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Redactor } from "../http/redact.ts";
import type { ConformanceReport } from "./report.ts";
import { toJUnit } from "./junit.ts";
import { toSummaryMarkdown } from "./summary-md.ts";
import { toHtml } from "./html.ts";
import { comparisonToJson, type Comparison } from "./compare.ts";
import { toAllureFiles } from "./allure.ts";

export const ALLURE_DIR = "allure-results";

export interface WriteOptions {
  /** Allure results in `allure-results/` (default on). */
  allure?: boolean;
}

/** Every format, each built from the one (redacted) report: none can tell an outcome differently. */
export function writeReports(report: ConformanceReport, dir: string, redactor = new Redactor(), options: WriteOptions = {}): { report: ConformanceReport; files: string[] } {
  mkdirSync(dir, { recursive: true });
  const text = redactor.redact(JSON.stringify(report, null, 2));
  writeFileSync(join(dir, "conformance.json"), text + "\n");
  // Every other format is built from the (already redacted) report, and redacted once more.
  const written = JSON.parse(text) as ConformanceReport;
  writeFileSync(join(dir, "junit.xml"), redactor.redact(toJUnit(written)));
  writeFileSync(join(dir, "summary.md"), redactor.redact(toSummaryMarkdown(written)));
  writeFileSync(join(dir, "index.html"), redactor.redact(toHtml(written)));
  const files = ["conformance.json", "junit.xml", "summary.md", "index.html"];
  if (options.allure ?? true) {
    const results = join(dir, ALLURE_DIR);
    // A folder written again (a re-run into the same place) holds this report's results only.
    rmSync(results, { recursive: true, force: true });
    mkdirSync(results);
    for (const f of toAllureFiles(written)) writeFileSync(join(results, f.name), redactor.redact(f.content));
    files.push(`${ALLURE_DIR}/`);
  }
  return { report: written, files };
}

/** Writes `dir/comparison.json` (the directory must exist); returns its path. */
export function writeComparison(dir: string, comparison: Comparison): string {
  const path = join(dir, "comparison.json");
  writeFileSync(path, JSON.stringify(comparisonToJson(comparison), null, 2) + "\n");
  return path;
}
