/**
 * The conformance command, as a function: parse, then run (and optionally compare with a second
 * target), merge shard reports, or compare two reports. Prints the verdict and exits 0 / 1 / 2; a
 * usage or target error is one sentence on stderr, never a stack trace. `npm run conformance`
 * (conformance.ts) and the installed `app-conformance` command (app/cli/bin.ts) both call it.
 */
import { join } from "node:path";
import { ALL_RULES } from "../../suites/registry.ts";
import { contractIndex } from "../../lib/contract/operations.ts";
import { applicableOperations } from "../../lib/rules/types.ts";
import { selectionProblem } from "../../lib/run/select.ts";
import { formatClauseListing, listClauses } from "../../lib/rules/clauses.ts";
import { formatCoverageListing, listStatusCoverage } from "../../lib/coverage/listing.ts";
import { UNPROVOCABLE } from "../../suites/coverage/unprovocable.ts";
import { TargetError } from "../../lib/run/preflight.ts";
import { exitCode } from "../../lib/report/report.ts";
import { serverFlags } from "../../lib/report/rerun.ts";
import { readReport } from "../../lib/report/read-report.ts";
import { mergeReports } from "../../lib/report/merge.ts";
import { compareReports, formatComparison } from "../../lib/report/compare.ts";
import { terminalOptions } from "../../lib/report/terminal.ts";
import { verdictLines } from "../../lib/report/verdict-lines.ts";
import { writeComparison, writeReports } from "../../lib/report/write.ts";
import { parseCli, UsageError, type CompareArgs, type MergeArgs, type RunArgs } from "./args.ts";
import { ensureReportDir } from "../../lib/report/report-dir.ts";
import { AllureError, renderAllure } from "../../lib/report/allure-render.ts";
import { OPTIONS, usage } from "./options.ts";
import { ROOT, runConformance } from "./run.ts";
import { diffContractMain } from "../../lib/contract-diff/command.ts";
import { Redactor } from "../../lib/http/redact.ts";
import { replayMain } from "../replay/command.ts";
import { TOOL } from "../../lib/report/report.ts";
import { recapLines } from "../../lib/report/recap.ts";
import { runSummary } from "../../lib/report/run-summary.ts";
import { SOURCE_PROGRAM } from "./invoked.ts";
import { startServerUnderTest, type ServerUnderTest } from "./server-under-test.ts";

/**
 * Where the command writes: standard output (the progress display reads `isTTY` and `columns` from
 * it) and standard error. The process's own streams from `conformanceMain`; the project's tests hand
 * strings of their own to `command` and run it in their process.
 */
export interface CommandIo {
  out: {
    write(text: string, done?: (e?: Error | null) => void): unknown;
    isTTY?: boolean;
    columns?: number;
    once?(event: "error", listener: (e: NodeJS.ErrnoException) => void): unknown;
  };
  err: { write(text: string): unknown; isTTY?: boolean; columns?: number };
}

/** A usage, target or Allure problem: one sentence on stderr, exit 2; never a key it was given, in any form. */
function failure(io: CommandIo, message: string, redactor: Redactor): number {
  io.err.write(`conformance: ${redactor.redact(message)}\n`);
  return 2;
}

/**
 * The keys this invocation was given (flags and environment), known before anything is parsed: a
 * message that quotes one (a target echoing it, a parser quoting its argument) is redacted.
 */
function givenKeys(argv: readonly string[], env: NodeJS.ProcessEnv): Redactor {
  const redactor = new Redactor();
  for (const { value } of keyFlags(argv)) redactor.add(value);
  for (const o of KEY_OPTIONS) redactor.add(o.env ? env[o.env] : undefined);
  return redactor;
}

/** The options that take a key. */
const KEY_OPTIONS = OPTIONS.filter((o) => o.value === "KEY");

/** Every key given as a flag (`--admin-key K` or `--admin-key=K`), with its option. */
function keyFlags(argv: readonly string[]): { option: (typeof OPTIONS)[number]; value: string | undefined }[] {
  const found: { option: (typeof OPTIONS)[number]; value: string | undefined }[] = [];
  for (const option of KEY_OPTIONS) {
    argv.forEach((a, i) => {
      if (a === `--${option.flag}`) found.push({ option, value: argv[i + 1] });
      else if (a.startsWith(`--${option.flag}=`)) found.push({ option, value: a.slice(option.flag.length + 3) });
    });
  }
  return found;
}

export interface MainOptions {
  /** How the usage and the re-run commands name the command (`npm run conformance --`, `npx app-conformance`: app/cli/invoked.ts). */
  program?: string;
  /** Extra lines for the usage's Commands section (the installed command's `serve`). */
  moreCommands?: string;
  /** Where the default report folders go (`<reportsBase>/reports/<timestamp>/`): the project root by default. */
  reportsBase?: string;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

/** What one invocation prints with, and where its default report folders go. */
interface Session {
  io: CommandIo;
  /** How the command was invoked, for re-run commands. */
  program: string;
  term: ReturnType<typeof terminalOptions>;
  /** Under `--format json`: the real stdout, for the summary alone (io.out is then stderr). */
  json?: CommandIo["out"];
  /** `<reportsBase>/reports/<timestamp><suffix>/`. */
  defaultDir: (suffix?: string) => string;
}

function sayLine(s: Session, line = ""): void {
  s.io.out.write(`${line}\n`);
}

async function run(s: Session, args: RunArgs): Promise<number> {
  // Everything the run depends on is read before the target is touched: a typo in the selection too.
  const index = contractIndex();
  const problem = selectionProblem(args.config, ALL_RULES, index, (rule) =>
    applicableOperations(rule, index).map((op) => op?.operationId ?? null),
  );
  if (problem) throw new UsageError(problem);
  const baseline = args.baseline ? { report: readReport(args.baseline), file: args.baseline } : undefined;
  const reportDir = args.reportDir ?? s.defaultDir();
  let server: ServerUnderTest | null = null;
  if (args.server)
    server = await startServerUnderTest(
      args.server.command,
      args.server.waitFor,
      args.server.timeoutMs,
      (line) => sayLine(s, line),
      s.io.err,
    );
  try {
    return await runAndJudge(s, args, reportDir, baseline);
  } finally {
    await server?.stop();
  }
}

async function runAndJudge(
  s: Session,
  args: RunArgs,
  reportDir: string,
  baseline: { report: ReturnType<typeof readReport>; file: string } | undefined,
): Promise<number> {
  const progress = { out: s.io.out, ...s.term };
  const opts = { terminal: progress, baseline, program: s.program };
  if (args.compare)
    sayLine(s, `reference ${args.config.baseUrl ?? "embedded reference server"} → ${join(reportDir, "reference")}`);
  // The server the command started is the first run's target: its re-run starts it again.
  const first = await runConformance(args.config, args.compare ? join(reportDir, "reference") : reportDir, {
    ...opts,
    commandFlags: serverFlags(args.server, args.config.baseUrl),
  });
  tellWriteProblems(s, first.writeProblems);
  sayLine(s);
  for (const line of verdictLines(first.report, { dir: first.reportDir, files: first.files }, s.term.color))
    sayLine(s, line);
  const recap = { dir: first.reportDir, files: first.files, program: s.program };
  for (const line of recapLines(first.report, recap, s.term.color)) sayLine(s, line);
  // An interrupted run has no verdict: its report is partial.
  if (first.interrupted) {
    sayLine(s, `interrupted by ${first.interrupted}: the report is partial and gives no verdict (exit 2)`);
    return await summarise(s, args, first.report, recap, 2);
  }
  const code = exitCode(first.report);
  if (!args.compare) return await summarise(s, args, first.report, recap, code);
  sayLine(s, `\ncandidate ${args.compare.baseUrl} → ${join(reportDir, "candidate")}`);
  const candidateConfig = {
    ...args.config,
    baseUrl: args.compare.baseUrl,
    adminKey: args.compare.adminKey,
    peerAdminKey: args.compare.peerAdminKey,
    serverFaults: [],
    serverVariants: [],
  };
  const second = await runConformance(candidateConfig, join(reportDir, "candidate"), { ...opts, baseline: undefined });
  tellWriteProblems(s, second.writeProblems);
  sayLine(s);
  for (const line of verdictLines(second.report, { dir: second.reportDir, files: second.files }, s.term.color))
    sayLine(s, line);
  const comparison = compareReports(first.report, second.report);
  sayLine(s);
  sayLine(s, formatComparison(comparison, { color: s.term.color }));
  sayLine(s, `comparison written to ${writeComparison(ensureReportDir(reportDir), comparison)}`);
  // The gate is the first target's: a comparison measures the second, it does not judge it.
  return await summarise(s, args, first.report, recap, code);
}

/** `--format json`: the run's summary, one JSON document, on the real stdout; the exit code unchanged. */
async function summarise(
  s: Session,
  args: RunArgs,
  report: Parameters<typeof runSummary>[0],
  paths: Parameters<typeof runSummary>[1],
  code: number,
): Promise<number> {
  if (args.format !== "json" || !s.json) return code;
  const written = await writeListing(s.json, `${JSON.stringify(runSummary(report, paths, code), null, 2)}\n`);
  return written === 0 ? code : 2;
}

/** Files the run could not write (a full disk): said on stderr; the verdict and exit code still follow. */
function tellWriteProblems(s: Session, problems: readonly string[]): void {
  for (const p of problems) s.io.err.write(`conformance: ${p}\n`);
}

function merge(s: Session, args: MergeArgs): number {
  const reports = args.dirs.map((d) => readReport(d));
  const merged = mergeReports(reports, args.dirs, { strict: args.strict });
  const dir = ensureReportDir(args.reportDir ?? s.defaultDir("-merged"));
  const { report, files, problems } = writeReports(merged, dir);
  tellWriteProblems(s, problems);
  for (const line of verdictLines(report, { dir, files }, s.term.color)) sayLine(s, line);
  return exitCode(report);
}

function compare(s: Session, args: CompareArgs): number {
  const comparison = compareReports(readReport(args.reference), readReport(args.candidate));
  sayLine(s, formatComparison(comparison, { color: s.term.color }));
  if (args.reportDir)
    sayLine(s, `comparison written to ${writeComparison(ensureReportDir(args.reportDir), comparison)}`);
  return 0;
}

/**
 * npm prints the script's command line, flags and all, before running it (`> node … --admin-key …`):
 * a key given as a flag is then in the terminal and in CI logs. Said once, with the way out.
 */
function warnOfEchoedKeys(io: CommandIo, argv: readonly string[], env: NodeJS.ProcessEnv): void {
  // npx (npm exec, which names its event "npx") runs the installed command without echoing it.
  if (!env.npm_lifecycle_event || env.npm_lifecycle_event === "npx") return;
  const given = [...new Set(keyFlags(argv).map((k) => k.option))];
  if (!given.length) return;
  io.err.write(
    `conformance: warning: npm has echoed the command line above, with the key of ${given.map((o) => `--${o.flag}`).join(", ")}; give keys through the environment instead (${given.map((o) => o.env).join(", ")})\n`,
  );
}

/** A listing as JSON, or as the lines its formatter writes. */
function listingText<T>(listing: T, format: (listing: T) => string[], json: boolean): string {
  return json ? `${JSON.stringify(listing, null, 2)}\n` : `${format(listing).join("\n")}\n`;
}

/**
 * Written to the end before the command returns (the JSON of several hundred clauses is more than
 * one pipe buffer); a reader that stops early (`| head`) ends the listing quietly (exit 0).
 */
function writeListing(out: CommandIo["out"], text: string): Promise<number> {
  return new Promise((resolve) => {
    const ended = (e?: NodeJS.ErrnoException | null) => resolve(!e || e.code === "EPIPE" ? 0 : 2);
    out.once?.("error", ended);
    out.write(text, ended);
  });
}

/** The command with these arguments, writing to `io`: its exit code (0 pass, 1 fail, 2 usage, target or interrupt). */
export async function command(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CommandIo,
  opts: MainOptions = {},
): Promise<number> {
  const reportsBase = opts.reportsBase ?? ROOT;
  const program = opts.program ?? SOURCE_PROGRAM;
  const session = (human: CommandIo["out"], json?: CommandIo["out"]): Session => ({
    io: { out: human, err: io.err },
    program,
    json,
    term: terminalOptions(env, human),
    defaultDir: (suffix = "") => join(reportsBase, "reports", `${stamp()}${suffix}`),
  });
  let s = session(io.out);
  try {
    // A command of its own, with its own options and exit codes (lib/contract-diff/command.ts).
    if (argv[0] === "diff-contract")
      return await diffContractMain(argv.slice(1), {
        stdout: (t) => writeListing(io.out, t).then(() => undefined),
        stderr: (t) => void io.err.write(t),
      });
    if (argv[0] === "replay") return await replayMain(argv.slice(1), env, io, program);
    warnOfEchoedKeys(io, argv, env);
    const args = parseCli(argv, env);
    // `--format json` runs: the summary is stdout's only text, the human output goes to stderr.
    if (args.command === "run" && args.format === "json" && !args.json) s = session(humanOnStderr(io.err), io.out);
    if (args.command === "merge") return merge(s, args);
    if (args.command === "compare") return compare(s, args);
    if (args.command === "allure") {
      sayLine(s, `allure report ${await renderAllure(args.dir, args.reportDir ?? undefined)}`);
      return 0;
    }
    if (args.help) return await writeListing(io.out, usage(program, opts.moreCommands));
    if (args.version) return await writeListing(io.out, `${TOOL.name} ${TOOL.version}\n`);
    if (args.listRules) {
      const fields = ["id", "level", "family", "profile", "scope", "clause", "title"] as const;
      if (args.json)
        return await writeListing(
          io.out,
          `${JSON.stringify(
            ALL_RULES.map((r) => Object.fromEntries(fields.map((f) => [f, r[f]]))),
            null,
            2,
          )}\n`,
        );
      const lines = ALL_RULES.map((r) => fields.map((f) => r[f]).join("\t"));
      return await writeListing(io.out, `${lines.join("\n")}\n${ALL_RULES.length} rules\n`);
    }
    if (args.listClauses || args.listCoverage) {
      // The register with the rules citing each clause, or the documented statuses with the rules
      // trying each (or why none can): what a run would judge, without running one.
      const text = args.listClauses
        ? listingText(listClauses(ALL_RULES, contractIndex()), formatClauseListing, args.json)
        : listingText(listStatusCoverage(ALL_RULES, contractIndex(), UNPROVOCABLE), formatCoverageListing, args.json);
      return await writeListing(io.out, text);
    }
    return await run(s, args);
  } catch (e) {
    const keys = givenKeys(argv, env);
    if (e instanceof TargetError || e instanceof UsageError || e instanceof AllureError)
      return failure(io, e.message, keys);
    return failure(io, `unexpected error: ${(e as Error).message}`, keys);
  }
}

/** Standard error standing in for standard output (`--format json`): the progress display reads its `isTTY`. */
function humanOnStderr(err: CommandIo["err"]): CommandIo["out"] {
  return {
    write: (text: string, done?: (e?: Error | null) => void) => {
      err.write(text);
      done?.();
      return true;
    },
    get isTTY() {
      return err.isTTY;
    },
    get columns() {
      return err.columns;
    },
  };
}

/**
 * A process stream that outlives its reader: once a write fails (EPIPE from `| head`, EIO once the
 * terminal hung up) the output ends, quietly, and the run goes on to revoke its keys, write its
 * report and exit with its verdict. Left alone, the stream's error would end the process with a
 * stack trace and exit 1, which reads as a failed MUST rule.
 */
export function outliving(stream: NodeJS.WriteStream): CommandIo["out"] {
  let closed = false;
  stream.on("error", () => {
    closed = true;
  });
  return {
    write: (text: string, done?: (e?: Error | null) => void) => {
      if (closed) {
        done?.(Object.assign(new Error("the output was closed"), { code: "EPIPE" }));
        return true;
      }
      return stream.write(text, done);
    },
    get isTTY() {
      return stream.isTTY;
    },
    get columns() {
      return stream.columns;
    },
    once: (event, listener) => stream.once(event, listener),
  };
}

/** Runs the command with these arguments on the process's streams; ends the process with its exit code. */
export async function conformanceMain(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  opts: MainOptions = {},
): Promise<never> {
  const code = await command(argv, env, { out: outliving(process.stdout), err: outliving(process.stderr) }, opts);
  process.exit(code);
}
