/**
 * The command that re-runs one result: the same target and every setting that changes what is sent
 * or how it is judged (the flags the report recorded, `outcomeFlags`), only that rule, only that
 * operation — and the operations its setup addressed, since `--operation` lets no request go outside
 * the selection (lib/run/select.ts). Keys are never part of it: they come from the environment.
 */
import { DEFAULT_RUN_CONFIG, REFERENCE_PIPELINES, type RunConfig } from "../run/config.ts";
import type { ConformanceReport, ReportResult } from "./report.ts";

/** Quotes a value for a POSIX shell when it needs it. */
function sh(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The settings of a run that decide its requests and verdicts, as command-line flags: profile and
 * seed always; the rest where they differ from the defaults. What only paces or bounds the whole run
 * (--rate, --max-duration, --max-requests) and the selection itself are left out.
 */
export function outcomeFlags(config: RunConfig): string[] {
  const d = DEFAULT_RUN_CONFIG;
  const flags = [`--profile ${config.profile}`, `--seed ${config.seed}`];
  if (config.strict) flags.push("--strict");
  if (config.configFile) flags.push(`--config ${sh(config.configFile)}`);
  if (config.examples !== d.examples) flags.push(`--examples ${config.examples}`);
  if (config.concurrency !== d.concurrency) flags.push(`--concurrency ${config.concurrency}`);
  if (config.timeoutMs !== d.timeoutMs) flags.push(`--timeout ${config.timeoutMs}`);
  if (config.maxResponseBytes !== d.maxResponseBytes) flags.push(`--max-response-bytes ${config.maxResponseBytes}`);
  if (config.disposable && config.baseUrl) flags.push("--disposable");
  const roles = Object.entries(config.pipelines)
    .filter(([role, id]) => role !== "park" && id !== (REFERENCE_PIPELINES as unknown as Record<string, unknown>)[role])
    .map(([role, id]) => `${role}=${id ?? "none"}`);
  const parks = Object.entries(config.pipelines.park).filter(([kind, id]) => id !== REFERENCE_PIPELINES.park[kind]).map(([kind, id]) => `park.${kind}=${id ?? "none"}`);
  if (roles.length + parks.length) flags.push(`--pipelines ${sh([...roles, ...parks].join(","))}`);
  for (const f of config.serverFaults) flags.push(`--server-fault ${f}`);
  for (const v of config.serverVariants) flags.push(`--server-variant ${v}`);
  return flags;
}

export function rerunCommand(report: ConformanceReport, r: Pick<ReportResult, "rule" | "operationId" | "operations">): string {
  const parts = ["npm run conformance --"];
  if (!report.target.embedded) parts.push(`--base-url ${report.target.baseUrl}`);
  // Reports written before the flags were recorded: profile and seed, as then.
  parts.push(...(report.rerunFlags ?? [`--profile ${report.profile}`, `--seed ${report.seed}`]), `--only ${r.rule}`);
  if (r.operationId) {
    for (const op of new Set([r.operationId, ...(r.operations ?? [])])) parts.push(`--operation ${op}`);
  }
  return parts.join(" ");
}
