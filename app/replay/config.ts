/**
 * The settings of a replay's re-run: the report's own (the flags it recorded for a re-run, as
 * lib/report/rerun.ts writes them: the seed, the profile, the config file…), the target the user
 * chose, and a selection of the failing checks' operations. Read by the command's own parser, so a
 * replay is judged exactly as the re-run command of each result would be.
 */
import type { ConformanceReport, ReportResult } from "../../lib/report/report.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import type { RunConfig } from "../../lib/run/config.ts";
import { SETTINGS } from "../../lib/run/settings/table.ts";
import { parseCli } from "../cli/args.ts";
import type { ReplayArgs } from "./args.ts";

/** The settings that name the embedded server's faults and variants: dropped for another target, or with --clean. */
const EMBEDDED_ONLY = [SETTINGS.serverFaults.flag, SETTINGS.serverVariants.flag].map((f) => `--${f}`);

/** Where the replay's requests go, in words, and whether the report's faults and variants came along. */
export interface ReplayTarget {
  config: RunConfig;
  /** `the embedded reference server with --server-fault x`, `http://…`. */
  described: string;
}

/** `--seed 1` → ["--seed", "1"]; a value quoted for the shell (`'a b'`) unquoted. */
function tokens(flag: string): string[] {
  const space = flag.indexOf(" ");
  if (space < 0) return [flag];
  const value = flag.slice(space + 1);
  const unquoted = /^'.*'$/s.test(value) ? value.slice(1, -1).replace(/'\\''/g, "'") : value;
  return [flag.slice(0, space), unquoted];
}

export function replayConfig(
  report: ConformanceReport,
  args: ReplayArgs,
  failing: readonly ReportResult[],
  env: NodeJS.ProcessEnv,
): ReplayTarget {
  const baseUrl = args.baseUrl ?? (report.target.embedded ? null : report.target.baseUrl);
  if (args.clean && baseUrl !== null)
    throw new UsageError(`replay: --clean applies to a report of an embedded run; this one was of ${baseUrl}`);
  const recorded = report.rerunFlags ?? [`--profile ${report.profile}`, `--seed ${report.seed}`];
  const serverFlags = recorded.filter((f) => EMBEDDED_ONLY.includes(f.split(" ")[0]));
  const dropping = baseUrl !== null || args.clean;
  const kept = dropping ? recorded.filter((f) => !serverFlags.includes(f)) : recorded;
  // Every operation a failing check's requests addressed: nothing outside them is sent. A check of
  // the API as a whole addresses what it likes, so then none is narrowed.
  const operations = failing.some((r) => r.operationId === null)
    ? []
    : [...new Set(failing.flatMap((r) => [r.operationId!, ...(r.operations ?? [])]))];
  const argv = [
    ...kept.flatMap(tokens),
    ...(baseUrl !== null ? ["--base-url", baseUrl] : []),
    ...(args.adminKey !== null ? ["--admin-key", args.adminKey] : []),
    ...(args.peerAdminKey !== null ? ["--peer-admin-key", args.peerAdminKey] : []),
    ...operations.flatMap((op) => ["--operation", op]),
  ];
  // The selection and the target are the replay's; the keys of the environment only for a target given by URL.
  const ignored: (keyof typeof SETTINGS)[] = ["baseUrl", "only", "operations", "shard"];
  if (baseUrl === null) ignored.push("adminKey", "peerAdminKey");
  const scoped = { ...env };
  for (const key of ignored) {
    const variable = (SETTINGS[key] as { env?: string }).env;
    if (variable) delete scoped[variable];
  }
  const parsed = parseCli(argv, scoped);
  if (parsed.command !== "run") throw new UsageError("replay: the report's settings did not read as a run's");
  const server = serverFlags.length
    ? ` ${dropping ? "without" : "with"} the report's ${serverFlags.join(", ")}${args.clean ? " (--clean)" : ""}`
    : "";
  return { config: parsed.config, described: `${baseUrl ?? "the embedded reference server"}${server}` };
}
