/**
 * A StrykerJS test runner whose one test is the conformance suite run against the embedded reference
 * server, in process, as `npm run conformance -- --profile full --seed 1` runs it. A mutant is
 * killed when the run's verdict changes: the gate would exit 1 (a MUST failure, or an error of the
 * run) where the unmutated server passes.
 *
 * The runner stays warm: Stryker's instrumenter puts every mutant of the sandbox's code behind
 * `globalThis.__stryker__.activeMutant`, so the sandbox's modules are imported once and each mutant
 * is one more run with another id switched on (a second or two, against ten for a fresh process).
 * Mutants that run only while a module loads ("static": a table built at the top of a file) need the
 * modules loaded with them on; the runner says it cannot reload, so Stryker starts a new process
 * for each of those, and the runner switches the mutant on before its first import.
 *
 * A mutant's run stops at its first MUST failure (the verdict is known then); the unmutated run,
 * and every run under Stryker's `disableBail`, goes to its end.
 *
 * Everything of the project is imported from the sandbox (the process's working directory), never
 * from this file's own checkout, which holds the unmutated code.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { commonTokens, declareClassPlugin, PluginKind, tokens } from "@stryker-mutator/api/plugin";
import type { StrykerOptions } from "@stryker-mutator/api/core";
import type { Logger } from "@stryker-mutator/api/logging";
import {
  determineHitLimitReached,
  DryRunStatus,
  MutantRunStatus,
  TestStatus,
  type DryRunOptions,
  type DryRunResult,
  type MutantRunOptions,
  type MutantRunResult,
  type TestRunner,
  type TestRunnerCapabilities,
} from "@stryker-mutator/api/test-runner";
import type { ConformanceReport } from "../../lib/report/report.ts";
import type { RunConfig } from "../../lib/run/config.ts";
import type { RuleResult } from "../../lib/rules/types.ts";
import { runVerdict, type RunVerdict } from "./verdict.ts";
import { wantedKey } from "./recheck.ts";

/** The one test, by the name Stryker's report shows. */
export const TEST_ID = "conformance run (embedded)";

/** The runner's own options, under `conformance` in Stryker's options (validated by the schema below). */
export interface ConformanceRunnerOptions {
  profile: string;
  seed: number;
  /** A JSON-lines file the runner appends one line per mutant run to (what failed, how long), or none. */
  logFile?: string;
  /**
   * A recheck's mutants (recheck.ts `wantedKey`: mutator and replacement); any other mutant the
   * ranges bring is not run, and reported as an error (no verdict, outside the score). None: all run.
   */
  only?: string[];
}

export const strykerValidationSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "ConformanceRunnerOptions",
  type: "object",
  properties: {
    conformance: {
      type: "object",
      properties: {
        profile: { type: "string" },
        seed: { type: "integer" },
        logFile: { type: "string" },
        only: { type: "array", items: { type: "string" } },
      },
      additionalProperties: false,
      default: { profile: "full", seed: 1 },
    },
  },
} as const;

/** What the instrumented code keeps on `globalThis.__stryker__`. */
interface StrykerNamespace {
  activeMutant?: string;
  currentTestId?: string;
  hitCount?: number;
  hitLimit?: number;
  mutantCoverage?: { static: Record<string, number>; perTest: Record<string, Record<string, number>> };
}

/** The sandbox's own modules, loaded once. */
interface Sandbox {
  /** One run, writing nothing; aborted, it stops in order (as on a first Ctrl-C) and reports what it had. */
  run: (config: RunConfig, signal: AbortSignal, onResult: (r: RuleResult) => void) => Promise<ConformanceReport>;
  config: RunConfig;
  exitCode: (report: ConformanceReport) => 0 | 1;
}

export class ConformanceTestRunner implements TestRunner {
  static inject = tokens(commonTokens.logger, commonTokens.options);

  private sandbox: Sandbox | null = null;
  private readonly settings: ConformanceRunnerOptions;
  /** Errors thrown outside any request while a run is on (a mutant that crashes the server): they kill it. */
  private stray: string[] = [];
  private readonly onStray = (e: unknown) => {
    this.stray.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  };

  constructor(
    private readonly log: Logger,
    options: StrykerOptions,
  ) {
    this.settings = {
      profile: "full",
      seed: 1,
      ...(options as { conformance?: Partial<ConformanceRunnerOptions> }).conformance,
    };
  }

  capabilities(): TestRunnerCapabilities {
    // Modules imported by Node's ESM loader cannot be unloaded: a static mutant needs a new process.
    return { reloadEnvironment: false };
  }

  async init(): Promise<void> {
    process.on("uncaughtException", this.onStray);
    process.on("unhandledRejection", this.onStray);
  }

  async dispose(): Promise<void> {
    process.off("uncaughtException", this.onStray);
    process.off("unhandledRejection", this.onStray);
  }

  async dryRun(options: DryRunOptions): Promise<DryRunResult> {
    const ns = namespace();
    // Coverage per test: what the run reaches counts under its id; what loading reached stays static.
    await this.load();
    ns.currentTestId = TEST_ID;
    try {
      // The unmutated run goes to its end: it must pass whole.
      const outcome = await this.runOnce(false);
      if (outcome.kind === "error") return { status: DryRunStatus.Error, errorMessage: outcome.message };
      const { verdict, ms } = outcome;
      this.log.info(`the unmutated server: ${verdict.passed ? "PASS" : "FAIL"} in ${Math.round(ms)} ms`);
      const test = verdict.passed
        ? { id: TEST_ID, name: TEST_ID, timeSpentMs: ms, status: TestStatus.Success as const }
        : {
            id: TEST_ID,
            name: TEST_ID,
            timeSpentMs: ms,
            status: TestStatus.Failed as const,
            failureMessage: `the unmutated server fails the gate: ${verdict.message}`,
          };
      return {
        status: DryRunStatus.Complete,
        tests: [test],
        mutantCoverage: options.coverageAnalysis === "off" ? undefined : ns.mutantCoverage,
      };
    } finally {
      ns.currentTestId = undefined;
    }
  }

  async mutantRun(options: MutantRunOptions): Promise<MutantRunResult> {
    const ns = namespace();
    const id = options.activeMutant.id;
    const { mutatorName, replacement } = options.activeMutant;
    if (this.settings.only && !this.settings.only.includes(wantedKey(mutatorName, replacement)))
      return { status: MutantRunStatus.Error, errorMessage: "not a rechecked entry's mutant: not run" };
    // A static mutant is on while the modules load; one at run time only once they have.
    if (options.mutantActivation === "static") ns.activeMutant = id;
    await this.load();
    ns.activeMutant = id;
    ns.hitLimit = options.hitLimit;
    ns.hitCount = options.hitLimit === undefined ? undefined : 0;
    let outcome: Awaited<ReturnType<ConformanceTestRunner["runOnce"]>>;
    try {
      outcome = await this.runOnce(!options.disableBail);
    } finally {
      ns.activeMutant = undefined;
    }
    const hitLimit = determineHitLimitReached(ns.hitCount, ns.hitLimit);
    ns.hitCount = ns.hitLimit = undefined;
    const result: MutantRunResult = hitLimit
      ? { status: MutantRunStatus.Timeout, reason: hitLimit.reason }
      : outcome.kind === "error"
        ? {
            status: MutantRunStatus.Killed,
            killedBy: [TEST_ID],
            failureMessage: `the run stopped: ${outcome.message}`,
            nrOfTests: 1,
          }
        : outcome.verdict.passed
          ? { status: MutantRunStatus.Survived, nrOfTests: 1 }
          : {
              status: MutantRunStatus.Killed,
              killedBy: [TEST_ID],
              failureMessage: outcome.verdict.message,
              nrOfTests: 1,
            };
    this.record(id, result.status, outcome);
    return result;
  }

  /** Imports the sandbox's wiring and report modules, the first time only. */
  private async load(): Promise<Sandbox> {
    if (this.sandbox) return this.sandbox;
    const at = (path: string) => pathToFileURL(join(process.cwd(), path)).href;
    // The wiring loads the server only when a run starts it: loaded here, its modules' top-level
    // code runs before the dry run counts coverage, so Stryker sees those mutants as static.
    await import(at("server/index.ts"));
    const wiring = (await import(at("app/wiring.ts"))) as typeof import("../../app/wiring.ts");
    const engine = (await import(
      at("lib/engine/conformance-run.ts")
    )) as typeof import("../../lib/engine/conformance-run.ts");
    const config = (await import(at("lib/run/config.ts"))) as typeof import("../../lib/run/config.ts");
    const report = (await import(at("lib/report/report.ts"))) as typeof import("../../lib/report/report.ts");
    this.sandbox = {
      // As app/wiring.ts runSuite runs it (embedded, nothing written), with a signal and a listener.
      run: async (c, signal, onResult) =>
        (
          await engine.runConformance(wiring.WIRING, c, null, {
            embedded: true,
            signal,
            handlers: [(e) => e.type === "result" && onResult(e.result)],
          })
        ).report,
      config: {
        ...config.DEFAULT_RUN_CONFIG,
        profile: this.settings.profile as RunConfig["profile"],
        seed: this.settings.seed,
      },
      exitCode: report.exitCode,
    };
    return this.sandbox;
  }

  /**
   * One conformance run and its verdict, or why it could not finish. With `bail` the run stops at
   * its first MUST failure: the verdict is then known (a result, once recorded, never changes), and
   * the rest of the run would only name more failures. Stryker's `disableBail` turns it off.
   */
  private async runOnce(
    bail: boolean,
  ): Promise<{ kind: "verdict"; verdict: RunVerdict; ms: number } | { kind: "error"; message: string; ms: number }> {
    const sandbox = await this.load();
    this.stray = [];
    const started = performance.now();
    const stop = new AbortController();
    const onResult = (r: RuleResult) => {
      if (bail && r.outcome === "fail" && r.level === "MUST") stop.abort();
    };
    try {
      const report = await sandbox.run(sandbox.config, stop.signal, onResult);
      return {
        kind: "verdict",
        verdict: runVerdict(report, sandbox.exitCode(report), this.stray),
        ms: performance.now() - started,
      };
    } catch (e) {
      return { kind: "error", message: e instanceof Error ? e.message : String(e), ms: performance.now() - started };
    }
  }

  private record(
    id: string,
    status: MutantRunStatus,
    outcome: Awaited<ReturnType<ConformanceTestRunner["runOnce"]>>,
  ): void {
    const file = this.settings.logFile;
    if (!file) return;
    const line =
      outcome.kind === "error"
        ? { id, status, ms: Math.round(outcome.ms), error: outcome.message }
        : {
            id,
            status,
            ms: Math.round(outcome.ms),
            must: outcome.verdict.mustFailed,
            should: outcome.verdict.shouldFailed,
            warned: outcome.verdict.warned,
            errors: outcome.verdict.errors,
          };
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

function namespace(): StrykerNamespace {
  const g = globalThis as { __stryker__?: StrykerNamespace };
  return (g.__stryker__ ??= {});
}

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, "conformance", ConformanceTestRunner)];
