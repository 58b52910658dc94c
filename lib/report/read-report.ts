/**
 * Reads a conformance.json written by an earlier run (for --baseline, merge and compare) and checks
 * that it is one: a user pointing at the wrong file gets one sentence naming it, never a stack trace.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Ajv, type ErrorObject } from "ajv";
import { UsageError } from "./usage-error.ts";
import type { ConformanceReport } from "./report.ts";
import { REPORT_SHAPE } from "./report-shape.ts";
import { summarizeClauses } from "../rules/clauses.ts";

export const REPORT_FILE = "conformance.json";

// Compiled on first use: most runs never read a report.
let validate: ReturnType<Ajv["compile"]> | null = null;

/** "/results/3/outcome" → "results[3].outcome": how a reader of the file would name the place. */
function place(pointer: string): string {
  if (!pointer) return "the top level";
  return pointer
    .slice(1)
    .split("/")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), "");
}

function explain(e: ErrorObject, data: unknown): string {
  const at = place(e.instancePath);
  const params = e.params as Record<string, unknown>;
  if (e.keyword === "required")
    return `${at === "the top level" ? "it" : at} has no "${String(params.missingProperty)}"`;
  if (e.keyword === "enum") {
    const steps = e.instancePath.slice(1).split("/");
    const got = steps.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data);
    return `${at} is ${JSON.stringify(got)}, not one of ${(params.allowedValues as string[]).join(", ")}`;
  }
  if (e.keyword === "type") {
    const types = String(params.type)
      .split(",")
      .map((t) => `${/^[aeiou]/.test(t) ? "an" : "a"} ${t}`);
    return `${at} must be ${types.join(" or ")}`;
  }
  return `${at} ${e.message ?? "is not valid"}`;
}

export function readReport(path: string): ConformanceReport {
  let file = path;
  if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);
  if (statSync(file).isDirectory()) {
    file = join(path, REPORT_FILE);
    if (!existsSync(file)) throw new UsageError(`${path} is a directory without a ${REPORT_FILE}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new UsageError(`${file} is not readable JSON: ${(e as Error).message.split("\n")[0]}.`);
  }
  validate ??= new Ajv({ strict: true, allowUnionTypes: true }).compile(REPORT_SHAPE);
  if (!validate(data))
    throw new UsageError(`${file} is not a conformance report: ${explain(validate.errors![0], data)}.`);
  const report = data as ConformanceReport;
  // A report written before the clause register has neither `clauses` nor `clauseSummary`, and
  // loads as it is; one with the clauses alone gets their counts.
  if (report.clauses && !report.clauseSummary) report.clauseSummary = summarizeClauses(report.clauses);
  return report;
}
