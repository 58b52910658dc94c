/**
 * The command that re-runs one result: same target, profile and seed (so the same requests), only
 * that rule, only that operation — and the operations its setup addressed, since `--operation` lets
 * no request go outside the selection (lib/run/select.ts). Keys are never part of it: they come from
 * the environment.
 */
import type { ConformanceReport, ReportResult } from "./report.ts";

export function rerunCommand(report: ConformanceReport, r: Pick<ReportResult, "rule" | "operationId" | "operations">): string {
  const parts = ["npm run conformance --"];
  if (!report.target.embedded) parts.push(`--base-url ${report.target.baseUrl}`);
  parts.push(`--profile ${report.profile}`, `--seed ${report.seed}`, `--only ${r.rule}`);
  if (r.operationId) {
    for (const op of new Set([r.operationId, ...(r.operations ?? [])])) parts.push(`--operation ${op}`);
  }
  return parts.join(" ");
}
