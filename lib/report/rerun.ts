/**
 * The command that re-runs one result: same target, profile and seed (so the same requests), only
 * that rule, only that operation. Keys are never part of it: they come from the environment.
 */
import type { ConformanceReport, ReportResult } from "./report.ts";

export function rerunCommand(report: ConformanceReport, r: Pick<ReportResult, "rule" | "operationId">): string {
  const parts = ["npm run conformance --"];
  if (!report.target.embedded) parts.push(`--base-url ${report.target.baseUrl}`);
  parts.push(`--profile ${report.profile}`, `--seed ${report.seed}`, `--only ${r.rule}`);
  if (r.operationId) parts.push(`--operation ${r.operationId}`);
  return parts.join(" ");
}
