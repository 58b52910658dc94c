/**
 * The programmatic API (package.json `exports`): `import { runConformance } from "app-conformance"`.
 * One run, the command's engine (lib/engine/conformance-run.ts), driven by an options object instead of flags,
 * the environment and a config file (none of which it reads): it returns the report, writes no file
 * unless `reportDir` is given, leaves the process's signals and exit code alone, and stops in order
 * (keys revoked, leftovers removed, the report marked interrupted) when its `signal` is aborted.
 */
import { readReport } from "../lib/report/read-report.ts";
import { exitCode, type ConformanceReport } from "../lib/report/report.ts";
import { DEFAULT_RUN_CONFIG, REFERENCE_PIPELINES, type PipelineMap, type RunConfig } from "../lib/run/config.ts";
import { PROFILES, applicableOperations, type Profile } from "../lib/rules/types.ts";
import { selectionProblem } from "../lib/run/select.ts";
import { contractIndex } from "../lib/contract/operations.ts";
import { ALL_RULES } from "../suites/registry.ts";
import { UsageError } from "../lib/report/usage-error.ts";
import { TargetError } from "../lib/run/preflight.ts";
import { runConformance as runEngine } from "./cli/run.ts";

export type { ConformanceReport, Profile, RunConfig, PipelineMap };
export { UsageError, TargetError, exitCode };

/** Every setting of the command (`--help`), by its RunConfig name; all optional, defaults as the command's. */
export interface ConformanceOptions extends Partial<Omit<RunConfig, "pipelines">> {
  /** The target (absent: the embedded reference server, started in process). Needs `adminKey`. */
  baseUrl?: string;
  /** `safe`, `standard` or `full`; default `full` on the embedded server, `standard` on a `baseUrl`. */
  profile?: Profile;
  /** Pipelines for the full profile, over the reference server's (`--pipelines`). */
  pipelines?: Partial<PipelineMap>;
  /** Write every report format (and Allure results) into this folder; absent: no file is written. */
  reportDir?: string;
  /** Allure results in `reportDir` (default true, as the command). */
  allure?: boolean;
  /** An earlier report (conformance.json or its folder) whose failures are known (`--baseline`). */
  baseline?: string;
  /** Aborting it stops the run in order, as a first Ctrl-C: the report comes back with `interrupted: "abort"`. */
  signal?: AbortSignal;
  /** Plain progress lines (one per failure, one per finished family), e.g. process.stderr; default none. */
  progress?: { write(text: string): unknown };
}

/** The RunConfig the command would build from the same settings; a bad one is a UsageError. */
export function resolveOptions(options: ConformanceOptions = {}): RunConfig {
  const { reportDir: _r, allure: _a, baseline: _b, signal: _s, progress: _p, pipelines, ...rest } = options;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<RunConfig>;
  const config: RunConfig = {
    ...DEFAULT_RUN_CONFIG,
    // The embedded server is the suite's own and dies with the run: its default is everything.
    profile: options.baseUrl ? DEFAULT_RUN_CONFIG.profile : "full",
    ...defined,
    pipelines: { ...REFERENCE_PIPELINES, ...pipelines, park: { ...REFERENCE_PIPELINES.park, ...pipelines?.park } },
  };
  if (!PROFILES.includes(config.profile)) throw new UsageError(`profile must be one of ${PROFILES.join(", ")}, got ${JSON.stringify(config.profile)}`);
  if (config.baseUrl && !config.adminKey) throw new UsageError("baseUrl needs an admin key (adminKey)");
  if (!config.baseUrl && config.adminKey) throw new UsageError("an admin key was given without baseUrl (the embedded server makes its own keys)");
  if (config.baseUrl && (config.serverFaults.length || config.serverVariants.length)) throw new UsageError("serverFaults and serverVariants apply to the embedded server only");
  if (config.minCoverage !== null && !(config.minCoverage >= 0 && config.minCoverage <= 100)) throw new UsageError(`minCoverage must be a percentage from 0 to 100, got ${JSON.stringify(config.minCoverage)}`);
  const index = contractIndex();
  const problem = selectionProblem(config, ALL_RULES, index, (rule) => applicableOperations(rule, index).map((op) => op?.operationId ?? null));
  if (problem) throw new UsageError(problem);
  return config;
}

/**
 * Runs the conformance suite and returns its report (redacted: no key or secret in it). The gate
 * is `exitCode(report)` (0 no MUST rule failed, 1 one did); an interrupted report (`interrupted`
 * set) gives no verdict. A usage error (UsageError) or an unreachable target or refused key
 * (TargetError) rejects before anything is sent or minted.
 */
export async function runConformance(options: ConformanceOptions = {}): Promise<ConformanceReport> {
  const config = resolveOptions(options);
  const baseline = options.baseline ? { report: readReport(options.baseline), file: options.baseline } : undefined;
  const outcome = await runEngine(config, options.reportDir ?? null, {
    baseline,
    allure: options.allure,
    signal: options.signal,
    embedded: true,
    terminal: options.progress ? { out: options.progress, tty: false, color: false } : undefined,
  });
  return outcome.report;
}
