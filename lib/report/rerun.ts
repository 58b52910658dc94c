/**
 * The command that re-runs one result: the same target and every setting that changes what is sent
 * or how it is judged (the flags the report recorded, `outcomeFlags`), only that rule, only that
 * operation — and the operations its setup addressed, since `--operation` lets no request go outside
 * the selection (lib/run/select.ts). Keys are never part of it: they come from the environment.
 */
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../run/config.ts";
import { defaultWaitFor, RUN_KEYS, SETTINGS, type Setting } from "../run/settings/table.ts";
import { REDACTED } from "../http/redact.ts";
import type { ConformanceReport, ReportResult } from "./report.ts";

/** Quotes a value for a POSIX shell when it needs it. */
function sh(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The settings of a run that decide its requests and verdicts, as command-line flags, in the settings
 * table's order: each setting the table marks `outcome`, by its `rerun` where it has one, otherwise
 * where its value differs from the default. What only paces or bounds the whole run (--rate,
 * --max-duration, --max-requests) and the selection itself are not outcome settings; the file-only
 * sections (bodies, facts, decision fields) travel with `--config`.
 */
export function outcomeFlags(config: RunConfig): string[] {
  const flags: string[] = [];
  for (const key of RUN_KEYS) {
    const setting = SETTINGS[key] as Setting<unknown>;
    if (!setting.outcome || !setting.flag) continue;
    const value: unknown = config[key];
    const repeated = setting.rerun
      ? setting.rerun(value, config)
      : JSON.stringify(value) === JSON.stringify(DEFAULT_RUN_CONFIG[key])
        ? null
        : value;
    flags.push(...asFlags(setting.flag, repeated));
  }
  return flags;
}

/** The settings that select what a run checks, in the order a re-run repeats them. */
const SELECTION = ["only", "exclude", "operations", "shard"] as const;

/**
 * The run's selection as flags (`--only`, `--exclude`, `--operation`, `--shard`): a re-run of the
 * whole run repeats them, or it sends what the run never sent. A re-run of one result selects for
 * itself instead (rerunCommand).
 */
export function selectionFlags(config: Pick<RunConfig, (typeof SELECTION)[number]>): string[] {
  const flags: string[] = [];
  for (const key of SELECTION) {
    const flag = SETTINGS[key].flag;
    const value = config[key];
    // A slice is written as it is typed: I/N.
    const repeated = value && "total" in value ? `${value.index}/${value.total}` : value;
    if (flag) flags.push(...asFlags(flag, repeated));
  }
  return flags;
}

/** The server under test a run started and waited for (`--server`, app/cli/args.ts). */
export interface ServerStart {
  command: string;
  waitFor: string;
  timeoutMs: number;
}

/**
 * A key or secret written into a command line: a key's shape (`apk_…`), the value after a flag or
 * an environment assignment whose name says key, secret, token or password (not a `$VARIABLE`,
 * which the shell fills from the environment).
 */
const SECRET_IN_COMMAND =
  /(\bapk_[A-Za-z0-9]+\.[A-Za-z0-9_-]{8,})|((?:--?|\b)[\w-]*(?:key|secret|token|password)[\w-]*(?:=|\s+))(?!["']?\$)('[^']*'|"[^"]*"|[^\s'"]+)/gi;

/** `command` with every key or secret in it replaced by [REDACTED]: those come from the environment. */
export function withoutSecrets(command: string): string {
  return command.replace(SECRET_IN_COMMAND, (_m, key: string | undefined, name: string | undefined) =>
    key ? REDACTED : `${name}${REDACTED}`,
  );
}

/**
 * The flags that start the server under test again (`--server`, and `--wait-for` and
 * `--wait-for-timeout` where they are not their defaults): a re-run of a run that started its target
 * must start it too, or it finds nothing at the base URL. They are the command's settings, not the
 * run's (RunConfig), so the command hands them to the run (RunOptions `commandFlags`). A key or
 * secret written into the server's command line is not repeated.
 */
export function serverFlags(server: ServerStart | null, baseUrl: string | null | undefined): string[] {
  if (!server) return [];
  const flags = [`--${SETTINGS.server.flag} ${sh(withoutSecrets(server.command))}`];
  if (!baseUrl || server.waitFor !== defaultWaitFor(baseUrl))
    flags.push(`--${SETTINGS.waitFor.flag} ${sh(server.waitFor)}`);
  if (server.timeoutMs !== SETTINGS.waitForTimeoutMs.initial)
    flags.push(`--${SETTINGS.waitForTimeoutMs.flag} ${server.timeoutMs / 1000}`);
  return flags;
}

/** A value as its flag: a switch when true, once per item of a list, nothing for null or false. */
function asFlags(flag: string, value: unknown): string[] {
  if (value === null || value === undefined || value === false) return [];
  if (value === true) return [`--${flag}`];
  return (Array.isArray(value) ? value : [value]).map((v) => `--${flag} ${sh(String(v))}`);
}

/** The command as the source tree runs it: what reports that do not say how they were written re-run with. */
export const DEFAULT_PROGRAM = "npm run conformance --";

/** The command as it was invoked for this report (`npx app-conformance`, `npm run conformance --`). */
export function programOf(report: Pick<ConformanceReport, "rerunProgram">): string {
  return report.rerunProgram ?? DEFAULT_PROGRAM;
}

export function rerunCommand(
  report: ConformanceReport,
  r: Pick<ReportResult, "rule" | "operationId" | "operations">,
): string {
  const parts = [programOf(report)];
  if (!report.target.embedded) parts.push(`--base-url ${report.target.baseUrl}`);
  // Reports written before the flags were recorded: profile and seed, as then.
  parts.push(...(report.rerunFlags ?? [`--profile ${report.profile}`, `--seed ${report.seed}`]), `--only ${r.rule}`);
  if (r.operationId) {
    for (const op of new Set([r.operationId, ...(r.operations ?? [])])) parts.push(`--operation ${op}`);
  }
  return parts.join(" ");
}

/**
 * The one command that re-runs a whole report's failures: the same target and outcome settings,
 * only the failing rules under the run's `--operation` selection; when none failed, the whole run
 * again, its selection repeated (reports written before the selection was recorded: every rule).
 */
export function rerunFailures(report: ConformanceReport): string {
  const parts = [programOf(report)];
  if (!report.target.embedded) parts.push(`--base-url ${report.target.baseUrl}`);
  parts.push(...(report.rerunFlags ?? [`--profile ${report.profile}`, `--seed ${report.seed}`]));
  const failing = [...new Set(report.results.filter((r) => r.outcome === "fail").map((r) => r.rule))];
  const selection = report.rerunSelection ?? [];
  if (!failing.length) parts.push(...selection);
  else {
    parts.push(`--only ${sh(failing.join(","))}`);
    parts.push(...selection.filter((f) => f.startsWith(`--${SETTINGS.operations.flag} `)));
  }
  return parts.join(" ");
}
