/**
 * The programmatic API (package.json `exports`): `import { runConformance } from "app-conformance"`.
 * One run, the command's engine (lib/engine/conformance-run.ts), driven by an options object instead of flags,
 * the environment and a config file (none of which it reads): it returns the report, writes no file
 * unless `reportDir` is given, leaves the process's signals and exit code alone, and stops in order
 * (keys revoked, leftovers removed, the report marked interrupted) when its `signal` is aborted.
 */
import { readReport } from "../lib/report/read-report.ts";
import { exitCode, type ConformanceReport } from "../lib/report/report.ts";
import type { PipelineMap, RunConfig } from "../lib/run/config.ts";
import { applicableOperations, type Profile } from "../lib/rules/types.ts";
import { selectionProblem } from "../lib/run/select.ts";
import { contractIndex } from "../lib/contract/operations.ts";
import { ALL_RULES } from "../suites/registry.ts";
import { UsageError } from "../lib/report/usage-error.ts";
import { TargetError } from "../lib/run/preflight.ts";
import { onOff, type Catalogues } from "../lib/run/settings/kinds.ts";
import { API_NAMING, fromData } from "../lib/run/settings/resolve.ts";
import { SETTINGS } from "../lib/run/settings/table.ts";
import { allCatalogues, KNOWN } from "./catalogues.ts";
import { runConformance as runEngine } from "./cli/run.ts";

export type { ConformanceReport, Profile, RunConfig, PipelineMap };
export { UsageError, TargetError, exitCode };

/**
 * Every setting of the command (`--help`), by its RunConfig name (lib/run/settings/table.ts); all
 * optional but the target, defaults as the command's. No config file is read (`configFile` is not one).
 */
export interface ConformanceOptions extends Partial<Omit<RunConfig, "pipelines" | "configFile">> {
  /** The server under test (needs `adminKey`); without it, `embedded: true` must say so. */
  baseUrl?: string;
  /**
   * Run against the embedded reference server, started in process: the suite's own server, to try
   * the suite out, not a server of yours. Required when there is no `baseUrl`, so that a missing
   * target is an error rather than a green run against nothing.
   */
  embedded?: boolean;
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

/**
 * The RunConfig the command would build from the same settings, each checked by the same kind in
 * the settings table; a bad one is a UsageError. `known` lists the fault names to check against
 * (runConformance loads the fault catalogue when a fault is named; without it, faults are checked
 * when the embedded server starts).
 */
export function resolveOptions(options: ConformanceOptions = {}, known: Catalogues = KNOWN): RunConfig {
  const { reportDir, allure, baseline, signal: _s, progress: _p, embedded, ...settings } = options;
  if (embedded !== undefined) onOff.fromValue(embedded, "embedded", false, known);
  if (allure !== undefined) onOff.fromValue(allure, "allure", true, known);
  for (const [key, value] of [
    ["reportDir", reportDir],
    ["baseline", baseline],
  ] as const) {
    if (value !== undefined) SETTINGS[key].kind.fromValue(value, API_NAMING.name(key), null, known);
  }
  if (settings.baseUrl === undefined && embedded !== true) {
    throw new UsageError(
      "no target: give baseUrl (with adminKey) for the server under test, or embedded: true to run against the suite's own embedded reference server",
    );
  }
  if (settings.baseUrl !== undefined && embedded === true)
    throw new UsageError("baseUrl and embedded: true name two targets: give one of them");
  const config = fromData(Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)), known);
  const index = contractIndex();
  const problem = selectionProblem(config, ALL_RULES, index, (rule) =>
    applicableOperations(rule, index).map((op) => op?.operationId ?? null),
  );
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
  const config = resolveOptions(options, options.serverFaults?.length ? await allCatalogues() : KNOWN);
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
