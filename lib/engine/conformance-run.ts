/**
 * One conformance run, as a function: prepare the target, run the plan through the engine, build
 * the report, apply the baseline, write every format, clean up. Every output is a handler of the
 * run's one event stream (events.ts); the command, the programmatic API, the vitest adapter and the
 * project's own tests all come through here. The suite (rules, transition table) and the embedded
 * server are handed in by the entry layer (app/).
 */
import { existsSync, rmSync } from "node:fs";
import { contractIndex } from "../contract/operations.ts";
import type { RunConfig } from "../run/config.ts";
import { prepareTarget, type EmbeddedServerFactory, type PreparedTarget } from "../run/prepare.ts";
import type { Leftover } from "../run/fixtures.ts";
import { Interrupts } from "../run/interrupts.ts";
import { connect, type Target } from "../run/target.ts";
import type { Collected } from "../report/collect.ts";
import { buildReport, type ConformanceReport } from "../report/report.ts";
import { applyBaseline } from "../report/baseline.ts";
import { TerminalReporter, type TerminalReporterOptions } from "../report/terminal.ts";
import { reportWriter } from "../report/write.ts";
import { outcomeFlags, selectionFlags } from "../report/rerun.ts";
import { ensureReportDir } from "../report/report-dir.ts";
import { fanOut, type RunEvent, type RunHandler } from "./events.ts";
import { runPlan } from "./engine.ts";
import { missingResults } from "./missing.ts";
import { singletonPaths } from "./claims.ts";
import { allRules, planRun, type SuiteDefinition } from "./plan.ts";

/** What the entry layer wires in: the suite to run and how to start the embedded reference server. */
export interface Wiring {
  suite: SuiteDefinition;
  startEmbedded?: EmbeddedServerFactory;
}

export interface RunOutcome<D extends string | null = string> {
  report: ConformanceReport;
  /** Null: the run wrote no file (the report is only returned). */
  reportDir: D;
  /** The files written, relative to reportDir. */
  files: string[];
  /** The signal that cut the run short, if one did: the report is partial, the run has no verdict. */
  interrupted: string | null;
  /** Report files that could not be written (a full disk…), each naming the file and the free space: the verdict stands. */
  writeProblems: string[];
}

export interface RunOptions {
  /** Where progress goes (none: silent). */
  terminal?: Omit<TerminalReporterOptions, "redact">;
  /** A report of an earlier run, with its path, whose failures are known. */
  baseline?: { report: ConformanceReport; file: string };
  /** Allure results (default on). */
  allure?: boolean;
  /** Aborted, the run stops in order, as on a first Ctrl-C: keys revoked, the report marked interrupted ("abort"). */
  signal?: AbortSignal;
  /**
   * The run is embedded in another program (the programmatic API, the vitest adapter): it leaves the
   * process's signals to the program (lib/run/interrupts.ts `ownSignals`).
   */
  embedded?: boolean;
  /** More handlers of the run's events (the vitest adapter's tests). */
  handlers?: RunHandler[];
  /**
   * Sent after the last check, before the keys are revoked and what the run made is removed, with
   * the run's handle on the target (its fresh keys, transport and ledger): `replay` re-sends a
   * report's recorded requests here. Not called once the run is interrupted.
   */
  afterChecks?: (target: Target) => Promise<void>;
  /** How the command was invoked (`npx app-conformance`): the reports' re-run commands name it. */
  program?: string;
  /**
   * Flags of the command around the run that a re-run repeats too: the server under test it started
   * (`--server`, lib/report/rerun.ts `serverFlags`).
   */
  commandFlags?: string[];
}

/** How long a stop at once waits for requests already sent to come back. */
const IN_FLIGHT_MS = 3_000;

/** Gathers what the report is built from: every result as it comes, and the errors outside any rule. */
function collector(): { collected: Collected; handle: RunHandler } {
  const collected: Collected = { results: [], errors: [] };
  return {
    collected,
    handle: (e: RunEvent) => {
      if (e.type === "result") collected.results.push(e.result);
      if (e.type === "family-finished") collected.errors.push(...e.errors);
    },
  };
}

/** With a null reportDir the run writes nothing: the report is returned. */
export async function runConformance<D extends string | null>(
  wiring: Wiring,
  config: RunConfig,
  reportDir: D,
  opts: RunOptions = {},
): Promise<RunOutcome<D>> {
  const startedAt = new Date();
  const madeDir = reportDir !== null && !existsSync(reportDir);
  const dir = reportDir === null ? null : ensureReportDir(reportDir);
  let prepared: PreparedTarget | undefined;
  // Resolved by a second Ctrl-C: the run stops waiting for its checks and cleans up at once.
  let stopAtOnce!: () => void;
  const atOnce = new Promise<void>((resolve) => (stopAtOnce = resolve));
  const interrupts = new Interrupts({
    onFirst: () => prepared?.cancel(),
    onHard: () => {
      prepared?.stop();
      stopAtOnce();
    },
    say: (line) => opts.terminal?.out.write(`\n${line}\n`),
    ownSignals: !opts.embedded,
  });
  // From the first request on: a Ctrl-C during the preflight or the minting still revokes what was minted.
  interrupts.listen();
  const onAbort = () => interrupts.stopInOrder("abort");
  if (opts.signal?.aborted) onAbort();
  else opts.signal?.addEventListener("abort", onAbort, { once: true });
  try {
    prepared = await prepareTarget(config, {
      stopping: () => interrupts.reason !== null,
      startEmbedded: wiring.startEmbedded,
    });
  } catch (e) {
    interrupts.unlisten();
    opts.signal?.removeEventListener("abort", onAbort);
    // A run that never started leaves no empty report folder behind.
    if (madeDir && dir) rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const target = prepared;
  const index = contractIndex();
  const { collected, handle: collect } = collector();
  // The files are written first at the run's end, so the terminal's last lines and the other handlers come after them.
  const writer =
    dir === null
      ? null
      : reportWriter(dir, target.redactor, { allure: opts.allure ?? true, writing: () => interrupts.writingStarted() });
  const handlers: RunHandler[] = writer ? [collect, writer.handle] : [collect];
  const terminal = opts.terminal
    ? new TerminalReporter({ ...opts.terminal, redact: (s) => target.redactor.redact(s) })
    : null;
  if (terminal) handlers.push(terminal.handle);
  handlers.push(...(opts.handlers ?? []));
  const emit = fanOut(handlers, (e) => opts.terminal?.out.write(`an output failed: ${(e as Error).message}\n`));
  const deadline = config.maxDurationMs
    ? setTimeout(() => interrupts.stopInOrder("deadline"), config.maxDurationMs)
    : null;
  let cleaned: { unrevokedKeys: string[]; leftovers: Leftover[] };
  const plan = planRun(wiring.suite, target.info, index);
  try {
    if (!interrupts.reason) {
      const checks = runPlan(plan, {
        concurrency: config.concurrency,
        stopping: () => interrupts.reason ?? (target.info.ledger?.raised("cancel") ? "cancel" : null),
        emit,
        connect: () => connect(target.info, target.redactor),
        singletons: singletonPaths(index),
      });
      const ended = await Promise.race([checks.then(() => true), atOnce.then(() => false)]);
      // Stopping at once: what is in flight still gets its answer (and its ledger line) before the
      // ledger is read, within one request's deadline; nothing new is sent (the stop flag).
      if (!ended)
        await Promise.race([
          checks,
          new Promise((resolve) => setTimeout(resolve, Math.min(config.timeoutMs, IN_FLIGHT_MS)).unref()),
        ]);
      if (opts.afterChecks && !interrupts.reason) await opts.afterChecks(connect(target.info, target.redactor));
    }
  } finally {
    if (deadline) clearTimeout(deadline);
    interrupts.cleaningStarted();
    try {
      cleaned = await target.close();
    } finally {
      opts.signal?.removeEventListener("abort", onAbort);
    }
  }
  // Still listening while the report is built and written: a signal now is acknowledged, not fatal.
  try {
    const interrupted = interrupts.reason;
    for (const leftover of cleaned.leftovers) emit({ type: "leftover", leftover });
    // A run stopped at once abandoned its loop: the checks it never reached still end in a result
    // event each (not exercised when interrupted), so every output counts them alike.
    for (const { family, result } of missingResults(plan, collected.results, interrupted))
      emit({ type: "result", family, result });
    const built = buildReport({
      collected,
      rules: allRules(wiring.suite),
      plan,
      index,
      info: target.info,
      startedAt,
      durationMs: Date.now() - startedAt.getTime(),
      unrevokedKeys: cleaned.unrevokedKeys,
      leftovers: cleaned.leftovers,
      coverage: {
        rows: wiring.suite.transitions,
        statuses: { unprovocable: wiring.suite.unprovocable, minPercent: config.minCoverage },
      },
      interrupted,
      rerunFlags: [...(opts.commandFlags ?? []), ...outcomeFlags(config)],
      rerunSelection: selectionFlags(config),
      rerunProgram: opts.program,
    });
    if (opts.baseline) built.baseline = applyBaseline(built, opts.baseline.report, opts.baseline.file);
    // Every output reads the redacted report of record: what the files say is what the events said.
    // Redacted as a value, not as text: a secret shaped like JSON syntax cannot break it.
    const report = target.redactor.redactValue(built);
    emit({ type: "run-finished", report, interrupted });
    const { files, problems: writeProblems } = writer?.written() ?? { files: [], problems: [] };
    return { report, reportDir: (dir ?? reportDir) as D, files, interrupted, writeProblems };
  } finally {
    // The writing is synchronous: a signal that came during it waits in the loop's poll phase. One
    // immediate can run in the check phase of the same turn, before that poll, and the listener would
    // then go with the signal unseen; the second runs only after a poll, so the run acknowledges it.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    interrupts.unlisten();
  }
}
