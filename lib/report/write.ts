/**
 * Writes a report in every format into its directory. Every file passes through the run's Redactor
 * on its way out: the last line of defence for secrets, after the redaction the client already did.
 * Each file is written under a temporary name and renamed into place, so a file is either whole or
 * absent; a file that cannot be written (a full disk) is named with the free space left, and the
 * others are still written: the run's verdict never depends on its files.
 */
import { mkdirSync, renameSync, rmSync, statfsSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Redactor } from "../http/redact.ts";
import type { ConformanceReport } from "./report.ts";
import { toJUnit } from "./junit.ts";
import { toSummaryMarkdown } from "./summary-md.ts";
import { toHtml } from "./html/page.ts";
import { comparisonToJson, type Comparison } from "./compare.ts";
import { toAllureFiles } from "./allure.ts";
import type { RunHandler } from "../engine/events.ts";

export const ALLURE_DIR = "allure-results";

/** How a file's bytes reach the disk (a test hands in one that fails as a full disk does). */
export type WriteFile = (path: string, text: string) => void;

export interface WriteOptions {
  /** Allure results in `allure-results/` (default on). */
  allure?: boolean;
  writeFile?: WriteFile;
}

export interface Written {
  report: ConformanceReport;
  /** The files written whole, relative to the directory. */
  files: string[];
  /** One sentence per file that could not be written. */
  problems: string[];
}

/**
 * JSON text of `value` with every secret redacted as a value (redact.ts `redactValue`); a last pass
 * over the text is kept only if the text stays JSON (a secret spanning JSON syntax is not data).
 */
export function redactedJson(value: unknown, redactor: Redactor, indent?: number): string {
  return jsonOfRedacted(redactor.redactValue(value), redactor, indent);
}

/** JSON text of a value already redacted as a value, with the last pass over its text kept only while it stays JSON. */
function jsonOfRedacted(redacted: unknown, redactor: Redactor, indent?: number): string {
  const text = JSON.stringify(redacted, null, indent);
  return redactedText(text, redactor) ?? text;
}

/** `text` redacted as text, when that keeps it JSON; null when a secret spans its syntax. */
function redactedText(text: string, redactor: Redactor): string | null {
  const again = redactor.redact(text);
  if (again === text) return text;
  try {
    JSON.parse(again);
    return again;
  } catch {
    return null;
  }
}

/** Every format, each built from the one (redacted) report: none can tell an outcome differently. */
export function writeReports(
  report: ConformanceReport,
  dir: string,
  redactor = new Redactor(),
  options: WriteOptions = {},
): Written {
  const problems: string[] = [];
  const files: string[] = [];
  /** Writes one file; true when it is whole on the disk. */
  const put = (name: string, text: () => string): boolean => {
    try {
      atomically(join(dir, name), text(), options.writeFile ?? writeFileSync);
      return true;
    } catch (e) {
      problems.push(writeProblem(join(dir, name), e));
      return false;
    }
  };
  const listed = (name: string, text: () => string): void => {
    if (put(name, text)) files.push(name);
  };
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    return { report, files, problems: [writeProblem(dir, e)] };
  }
  const written = redactor.redactValue(report);
  listed("conformance.json", () => `${jsonOfRedacted(written, redactor, 2)}\n`);
  // Every other format is built from the (already redacted) report, and redacted once more.
  listed("junit.xml", () => redactor.redact(toJUnit(written)));
  listed("summary.md", () => redactor.redact(toSummaryMarkdown(written)));
  listed("index.html", () => redactor.redact(toHtml(written)));
  if (options.allure ?? true) {
    const results = join(dir, ALLURE_DIR);
    let whole = true;
    try {
      // A folder written again (a re-run into the same place) holds this report's results only.
      rmSync(results, { recursive: true, force: true });
      mkdirSync(results);
      for (const f of toAllureFiles(written))
        whole =
          put(join(ALLURE_DIR, f.name), () =>
            f.name.endsWith(".json") ? safeJsonText(f.content, redactor) : redactor.redact(f.content),
          ) && whole;
    } catch (e) {
      problems.push(writeProblem(results, e));
      whole = false;
    }
    // The Allure results are one whole: listed only when every file of theirs was written.
    if (whole) files.push(`${ALLURE_DIR}/`);
  }
  return { report: written, files, problems };
}

export interface ReportWriter {
  /** A handler of the run's event stream: at `run-finished` it writes the report of record, in every format. */
  handle: RunHandler;
  /** What it wrote (null: the run has not finished). */
  written(): Written | null;
}

/**
 * The report files as a handler of the run's end (lib/engine/events.ts), beside the terminal and the
 * vitest adapter: each reads the one report the stream carries, none re-runs or re-judges anything.
 * `writing` is told just before the first file is written (a signal then is acknowledged, not fatal).
 */
export function reportWriter(
  dir: string,
  redactor: Redactor,
  options: WriteOptions & { writing?: () => void } = {},
): ReportWriter {
  let written: Written | null = null;
  return {
    handle: (e) => {
      if (e.type !== "run-finished") return;
      options.writing?.();
      written = writeReports(e.report, dir, redactor, options);
    },
    written: () => written,
  };
}

/** Writes `dir/comparison.json` (the directory must exist); returns its path. */
export function writeComparison(dir: string, comparison: Comparison): string {
  const path = join(dir, "comparison.json");
  atomically(path, `${JSON.stringify(comparisonToJson(comparison), null, 2)}\n`, writeFileSync);
  return path;
}

/** JSON text redacted as text when that keeps it JSON (nearly always: nothing to redact), else as a value. */
function safeJsonText(text: string, redactor: Redactor): string {
  const plain = redactedText(text, redactor);
  if (plain !== null) return plain;
  try {
    return redactedJson(JSON.parse(text), redactor);
  } catch {
    return redactor.redact(text);
  }
}

/** `text` at `path`, whole or not at all: written beside it under a temporary name, then renamed. */
function atomically(path: string, text: string, write: WriteFile): void {
  const temporary = join(dirname(path), `.${process.pid}.partial`);
  try {
    write(temporary, text);
    renameSync(temporary, path);
  } catch (e) {
    try {
      unlinkSync(temporary);
    } catch {
      // never made, or already gone
    }
    throw e;
  }
}

/** One sentence: which file, why, and how much room its disk has left. */
function writeProblem(path: string, e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  let free = "";
  try {
    const s = statfsSync(dirname(path));
    free = `; ${formatBytes(Number(s.bavail) * Number(s.bsize))} free on its disk`;
  } catch {
    // the folder itself is gone: nothing to say of its disk
  }
  return `could not write ${path}: ${err.code ?? "error"} (${err.message})${free}`;
}

function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${n} bytes`;
}
