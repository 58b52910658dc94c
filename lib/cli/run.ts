/**
 * One conformance run, as a function: prepare the target, run the vitest suites through vitest's
 * Node API (the same engine `npm test` uses), build the report, apply the baseline, write every
 * format, clean up. The command line (conformance.ts) and the project's own tests both call it.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startVitest } from "vitest/node";
import type { Reporter, Vitest } from "vitest/node";
import { contractIndex } from "../contract/operations.ts";
import type { RunConfig } from "../run/config.ts";
import { prepareTarget } from "../run/prepare.ts";
import { CollectingReporter } from "../report/collect.ts";
import { FixedOrderSequencer } from "../run/sequencer.ts";
import { buildReport, type ConformanceReport } from "../report/report.ts";
import { applyBaseline } from "../report/baseline.ts";
import { TerminalReporter, type TerminalReporterOptions } from "../report/terminal.ts";
import { ALLURE_DIR, redactTree, writeReports } from "../report/write.ts";
import { ensureReportDir } from "./report-dir.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { TRANSITIONS } from "../../suites/state/transitions.ts";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface RunOutcome {
  report: ConformanceReport;
  reportDir: string;
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
}

export async function runConformance(config: RunConfig, reportDir: string, opts: RunOptions = {}): Promise<RunOutcome> {
  const startedAt = new Date();
  const dir = ensureReportDir(reportDir);
  const allure = opts.allure ?? true;
  const prepared = await prepareTarget(config);
  prepared.info.allure = allure;
  const collector = new CollectingReporter();
  const reporters: (Reporter | [string, object])[] = [collector];
  if (opts.terminal) reporters.push(new TerminalReporter({ ...opts.terminal, redact: (s) => prepared.redactor.redact(s) }));
  if (allure) reporters.push(["allure-vitest/reporter", { resultsDir: join(dir, ALLURE_DIR) }]);
  let unrevokedKeys: string[] = [];
  // A first Ctrl-C cancels the run the way vitest does (no new test starts; the running family's
  // teardown still runs), then the report is written and the keys revoked as usual. A second one
  // revokes the keys and leaves at once.
  let vitest: Vitest | undefined;
  let interrupted: string | null = null;
  // vitest's logger exits the process on SIGINT/SIGTERM, before any teardown: its handlers are
  // dropped once it has registered them, so ours decides.
  const keepOnlyOurs = () => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) for (const l of process.listeners(signal)) if (l !== onSignal) process.off(signal, l);
  };
  reporters.push({
    onInit: (v: Vitest) => {
      vitest = v;
      keepOnlyOurs();
    },
    onTestRunStart: keepOnlyOurs,
  });
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      void prepared.close().finally(() => process.exit(2));
      return;
    }
    interrupted = signal;
    opts.terminal?.out.write(`\n${signal}: stopping after the running test and cleaning up (again to stop at once)\n`);
    void vitest?.cancelCurrentRun("keyboard-input");
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    await startVitest(
      "test",
      [],
      {
        config: false,
        root: ROOT,
        include: ["suites/**/*.test.ts"],
        watch: false,
        fileParallelism: false,
        maxConcurrency: config.concurrency,
        sequence: { sequencer: FixedOrderSequencer },
        testTimeout: 120_000,
        hookTimeout: 60_000,
        provide: { target: prepared.info },
        reporters: reporters as never,
        passWithNoTests: true,
      },
      { logLevel: "error" },
    );
    await vitest?.close();
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    ({ unrevokedKeys } = await prepared.close());
  }
  const report = buildReport({
    collected: collector.collected,
    rules: ALL_RULES,
    index: contractIndex(),
    info: prepared.info,
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    unrevokedKeys,
    coverage: { rows: TRANSITIONS },
    interrupted,
  });
  if (opts.baseline) report.baseline = applyBaseline(report, opts.baseline.report, opts.baseline.file);
  // Allure's files are written by its reporter from the workers' results: redact them like the rest.
  if (allure) redactTree(join(dir, ALLURE_DIR), prepared.redactor);
  const { report: written, files } = writeReports(report, dir, prepared.redactor);
  // vitest sets the exit code from its failed tests; the gate (exitCode of the report) is the caller's.
  process.exitCode = 0;
  return { report: written, reportDir: dir, files: allure ? [...files, `${ALLURE_DIR}/`] : files, interrupted };
}
