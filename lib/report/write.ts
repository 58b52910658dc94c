/**
 * Writes a report in every format into its directory. Every file passes through the run's Redactor
 * on its way out: the last line of defence for secrets, after the redaction the client already did.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Redactor } from "../http/redact.ts";
import type { ConformanceReport } from "./report.ts";
import { toJUnit } from "./junit.ts";
import { toSummaryMarkdown } from "./summary-md.ts";
import { toHtml } from "./html.ts";
import { comparisonToJson, type Comparison } from "./compare.ts";

export const ALLURE_DIR = "allure-results";

export function writeReports(report: ConformanceReport, dir: string, redactor = new Redactor()): { report: ConformanceReport; files: string[] } {
  mkdirSync(dir, { recursive: true });
  const text = redactor.redact(JSON.stringify(report, null, 2));
  writeFileSync(join(dir, "conformance.json"), text + "\n");
  // Every other format is built from the (already redacted) report, and redacted once more.
  const written = JSON.parse(text) as ConformanceReport;
  writeFileSync(join(dir, "junit.xml"), redactor.redact(toJUnit(written)));
  writeFileSync(join(dir, "summary.md"), redactor.redact(toSummaryMarkdown(written)));
  writeFileSync(join(dir, "index.html"), redactor.redact(toHtml(written)));
  return { report: written, files: ["conformance.json", "junit.xml", "summary.md", "index.html"] };
}

/** Writes `dir/comparison.json` (the directory must exist); returns its path. */
export function writeComparison(dir: string, comparison: Comparison): string {
  const path = join(dir, "comparison.json");
  writeFileSync(path, JSON.stringify(comparisonToJson(comparison), null, 2) + "\n");
  return path;
}

/** Rewrites every file under `dir` whose text holds a secret the redactor knows. */
export function redactTree(dir: string, redactor: Redactor): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      redactTree(path, redactor);
      continue;
    }
    const text = readFileSync(path, "utf8");
    const clean = redactor.redact(text);
    if (clean !== text) writeFileSync(path, clean);
  }
}
