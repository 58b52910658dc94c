/**
 * One conformance run, as a function: prepare the target, run the vitest suites through vitest's
 * Node API (the same engine `npm test` uses), build the report, apply the baseline, write every
 * format, clean up. The command line (conformance.ts) and the project's own tests both call it.
 */
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startVitest } from "vitest/node";
import type { Reporter, Vitest } from "vitest/node";
import { contractIndex } from "../contract/operations.ts";
import { applicableOperations } from "../rules/types.ts";
import { planned } from "../run/select.ts";
import type { RunConfig, TargetInfo } from "../run/config.ts";
import { prepareTarget, type PreparedTarget } from "../run/prepare.ts";
import type { Leftover } from "../run/fixtures.ts";
import { Interrupts } from "../run/interrupts.ts";
import { CollectingReporter } from "../report/collect.ts";
import { FixedOrderSequencer } from "../run/sequencer.ts";
import { buildReport, type ConformanceReport } from "../report/report.ts";
import { applyBaseline } from "../report/baseline.ts";
import { TerminalReporter, type TerminalReporterOptions } from "../report/terminal.ts";
import { ALLURE_DIR, redactTree, writeReports } from "../report/write.ts";
import { ensureReportDir } from "./report-dir.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { TRANSITIONS } from "../../suites/state/transitions.ts";

/**
 * Where the code runs from: the source tree (`.ts`, through tsx) or the compiled package (`dist/`,
 * `.js`, `npm run build`). CODE_ROOT holds lib/ and suites/ either way (the project root, or dist/);
 * ROOT is the package root (the project root, or dist/'s parent).
 */
const HERE = fileURLToPath(import.meta.url);
export const EXT: "ts" | "js" = HERE.endsWith(".ts") ? "ts" : "js";
export const COMPILED = EXT === "js";
export const CODE_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const ROOT = COMPILED ? fileURLToPath(new URL("../../..", import.meta.url)) : CODE_ROOT;

export interface RunOutcome<D extends string | null = string> {
  report: ConformanceReport;
  /** Null: the run wrote no file (the report is only returned). */
  reportDir: D;
  /** The files written, relative to reportDir. */
  files: string[];
  /** The signal that cut the run short, if one did: the report is partial, the run has no verdict. */
  interrupted: string | null;
}

export interface RunOptions {
  /** Where progress goes (none: silent). */
  terminal?: Omit<TerminalReporterOptions, "redact">;
  /** A report of an earlier run, with its path, whose failures are known. */
  baseline?: { report: ConformanceReport; file: string };
  /** Allure results (default on): off in the project's own tests that do not look at them. */
  allure?: boolean;
  /** Aborted, the run stops in order, as on a first Ctrl-C: keys revoked, the report marked interrupted ("abort"). */
  signal?: AbortSignal;
  /**
   * The run is embedded in another program (the programmatic API): it leaves the process's signals
   * to the program (lib/run/interrupts.ts `ownSignals`) and its exit code as it was.
   */
  embedded?: boolean;
}

/** How long a stop at once waits for requests already sent to come back. */
const IN_FLIGHT_MS = 3_000;

/**
 * The files of the families the run plans something in: a narrow selection loads only those (each
 * family file costs its imports and a worker's start, about a second apiece).
 */
function familyFiles(info: TargetInfo): string[] {
  const index = contractIndex();
  const families = new Set(ALL_RULES.filter((r) => applicableOperations(r, index).some((op) => planned(r, op?.operationId ?? null, info))).map((r) => r.family));
  return families.size ? [...families].map((f) => `suites/${f.toLowerCase()}/${f.toLowerCase()}.test.${EXT}`) : [`suites/**/*.test.${EXT}`];
}

/** The rules, run by vitest in worker threads, one family file after another. */
async function runChecks(config: RunConfig, info: TargetInfo, reporters: (Reporter | [string, object])[]): Promise<void> {
  await startVitest(
    "test",
    [],
    {
      config: false,
      root: CODE_ROOT,
      // The compiled package may sit in a read-only node_modules: vitest's results cache (written
      // under the root) is of no use to a fixed order anyway.
      ...(COMPILED ? { cache: false as const } : {}),
      include: familyFiles(info),
      watch: false,
      fileParallelism: false,
      // Worker threads, not forked processes: a terminal's Ctrl-C reaches the whole process group, and
      // a forked worker would die of it mid-test, taking its teardown along (issue 13). Threads share
      // this process's signal handling, so the first Ctrl-C is ours to turn into an orderly stop.
      pool: "threads",
      maxConcurrency: config.concurrency,
      sequence: { sequencer: FixedOrderSequencer },
      testTimeout: 120_000,
      hookTimeout: 60_000,
      provide: { target: info },
      reporters: reporters as never,
      passWithNoTests: true,
    },
    { logLevel: "error" },
  );
}

/** With a null reportDir the run writes nothing (no report file, no Allure results): the report is returned. */
export async function runConformance<D extends string | null>(config: RunConfig, reportDir: D, opts: RunOptions = {}): Promise<RunOutcome<D>> {
  const startedAt = new Date();
  const exitCodeBefore = process.exitCode;
  const madeDir = reportDir !== null && !existsSync(reportDir);
  const dir = reportDir === null ? null : ensureReportDir(reportDir);
  const allure = dir !== null && (opts.allure ?? true);
  let vitest: Vitest | undefined;
  let prepared: PreparedTarget | undefined;
  // Resolved by a second Ctrl-C: the run stops waiting for its checks and cleans up at once.
  let stopAtOnce!: () => void;
  const atOnce = new Promise<void>((resolve) => (stopAtOnce = resolve));
  const interrupts = new Interrupts({
    onFirst: () => {
      prepared?.cancel();
      void vitest?.cancelCurrentRun("keyboard-input");
    },
    onHard: () => {
      prepared?.stop();
      stopAtOnce();
    },
    say: (line) => opts.terminal?.out.write(`\n${line}\n`),
    ownSignals: !opts.embedded,
  });
  // From the first request on: a Ctrl-C during the preflight or the minting still revokes what was minted.
  interrupts.listen();
  // An abort is a first Ctrl-C: stop in order (before the first request too: nothing is minted then).
  const onAbort = () => interrupts.stopInOrder("abort");
  if (opts.signal?.aborted) onAbort();
  else opts.signal?.addEventListener("abort", onAbort, { once: true });
  try {
    prepared = await prepareTarget(config, { stopping: () => interrupts.reason !== null });
  } catch (e) {
    interrupts.unlisten();
    opts.signal?.removeEventListener("abort", onAbort);
    // A run that never started leaves no empty report folder behind.
    if (madeDir && dir) rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  prepared.info.allure = allure;
  const collector = new CollectingReporter();
  const reporters: (Reporter | [string, object])[] = [collector];
  if (opts.terminal) reporters.push(new TerminalReporter({ ...opts.terminal, redact: (s) => prepared!.redactor.redact(s) }));
  if (allure) reporters.push(["allure-vitest/reporter", { resultsDir: join(dir!, ALLURE_DIR) }]);
  // vitest's logger exits the process on SIGINT/SIGTERM, before any teardown: its handlers are
  // dropped once it has registered them, so ours decide.
  reporters.push({
    onInit: (v: Vitest) => {
      vitest = v;
      interrupts.keepOnlyOurs();
    },
    onTestRunStart: () => interrupts.keepOnlyOurs(),
  });
  const deadline = config.maxDurationMs ? setTimeout(() => interrupts.stopInOrder("deadline"), config.maxDurationMs) : null;
  let cleaned: { unrevokedKeys: string[]; leftovers: Leftover[] };
  try {
    if (!interrupts.reason) {
      const checks = runChecks(config, prepared.info, reporters).then(() => vitest?.close());
      const ended = await Promise.race([checks.then(() => true), atOnce.then(() => false)]);
      // Stopping at once: what is in flight still gets its answer (and its ledger line) before the
      // ledger is read, within one request's deadline; nothing new is sent (the stop file).
      if (!ended) await Promise.race([checks, new Promise((resolve) => setTimeout(resolve, Math.min(config.timeoutMs, IN_FLIGHT_MS)).unref())]);
    }
  } finally {
    if (deadline) clearTimeout(deadline);
    interrupts.cleaningStarted();
    cleaned = await prepared.close();
    interrupts.unlisten();
    opts.signal?.removeEventListener("abort", onAbort);
  }
  const interrupted = interrupts.reason;
  const report = buildReport({
    collected: collector.collected,
    rules: ALL_RULES,
    index: contractIndex(),
    info: prepared.info,
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    unrevokedKeys: cleaned.unrevokedKeys,
    leftovers: cleaned.leftovers,
    coverage: { rows: TRANSITIONS },
    interrupted,
  });
  if (opts.baseline) report.baseline = applyBaseline(report, opts.baseline.report, opts.baseline.file);
  // vitest sets the exit code from its failed tests; the gate (exitCode of the report) is the caller's.
  process.exitCode = opts.embedded ? exitCodeBefore : 0;
  if (dir === null) {
    // Nothing written: the report is handed back redacted all the same.
    const redacted = JSON.parse(prepared.redactor.redact(JSON.stringify(report))) as ConformanceReport;
    return { report: redacted, reportDir: reportDir, files: [], interrupted };
  }
  // Allure's files are written by its reporter from the workers' results: redact them like the rest.
  if (allure) redactTree(join(dir, ALLURE_DIR), prepared.redactor);
  const { report: written, files } = writeReports(report, dir, prepared.redactor);
  return { report: written, reportDir: dir as D, files: allure ? [...files, `${ALLURE_DIR}/`] : files, interrupted };
}
