/**
 * `--format json`: a run's outcome as one JSON document on stdout, for a script or a CI step to read
 * without parsing the terminal or the full conformance.json: the verdict and exit code, the figures,
 * the failures by rule, the commonest not-exercised reasons, where the reports are and the re-run
 * command. Read from the (redacted) report, like every other output.
 */
import { join } from "node:path";
import type { ConformanceReport } from "./report.ts";
import { verdictOf } from "./verdict.ts";
import { failuresByRule, notExercisedReasons } from "./recap.ts";
import { rerunFailures } from "./rerun.ts";

export function runSummary(
  report: ConformanceReport,
  paths: { dir: string | null; files: string[] },
  exitCode: number,
) {
  const { word, reasons } = verdictOf(report);
  return {
    tool: report.tool,
    verdict: word,
    ...(reasons.length ? { reasons } : {}),
    exitCode,
    target: report.target.embedded ? "embedded" : report.target.baseUrl,
    profile: report.profile,
    seed: report.seed,
    summary: report.summary,
    failures: failuresByRule(report),
    notExercised: notExercisedReasons(report),
    reportDir: paths.dir,
    files: paths.files,
    page: paths.dir && paths.files.includes("index.html") ? join(paths.dir, "index.html") : null,
    rerun: rerunFailures(report),
  };
}
