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

function fail(message: string): never {
  console.error(`conformance: ${message}`);
  process.exit(2);
}

export interface MainOptions {
  /** How the usage names the command (`npm run conformance --`, `app-conformance`). */
  program?: string;
  /** Extra lines for the usage's Commands section (the installed command's `serve`). */
  moreCommands?: string;
  /** Where the default report folders go (`<reportsBase>/reports/<timestamp>/`): the project root by default. */
  reportsBase?: string;
}

let term = terminalOptions(process.env, process.stdout);
const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");
let reportsBase = ROOT;
const defaultDir = (suffix = "") => join(reportsBase, "reports", `${stamp()}${suffix}`);

async function run(args: RunArgs): Promise<number> {
  // Everything the run depends on is read before the target is touched: a typo in the selection too.
  const index = contractIndex();
  const problem = selectionProblem(args.config, ALL_RULES, index, (rule) => applicableOperations(rule, index).map((op) => op?.operationId ?? null));
  if (problem) throw new UsageError(problem);
  const baseline = args.baseline ? { report: readReport(args.baseline), file: args.baseline } : undefined;
  const reportDir = args.reportDir ?? defaultDir();
  const progress = { out: process.stdout, ...term };
  if (args.compare) console.log(`reference ${args.config.baseUrl ?? "embedded reference server"} → ${join(reportDir, "reference")}`);
  const first = await runConformance(args.config, args.compare ? join(reportDir, "reference") : reportDir, { terminal: progress, baseline });
  console.log("");
  for (const line of verdictLines(first.report, { dir: first.reportDir, files: first.files }, term.color)) console.log(line);
  // An interrupted run has no verdict: its report is partial.
  if (first.interrupted) {
    console.log(`interrupted by ${first.interrupted}: the report is partial and gives no verdict (exit 2)`);
    return 2;
  }
  const code = exitCode(first.report);
  if (!args.compare) return code;
  console.log(`\ncandidate ${args.compare.baseUrl} → ${join(reportDir, "candidate")}`);
  const candidateConfig = { ...args.config, baseUrl: args.compare.baseUrl, adminKey: args.compare.adminKey, peerAdminKey: args.compare.peerAdminKey, serverFaults: [], serverVariants: [] };
  const second = await runConformance(candidateConfig, join(reportDir, "candidate"), { terminal: progress });
  console.log("");
  for (const line of verdictLines(second.report, { dir: second.reportDir, files: second.files }, term.color)) console.log(line);
  const comparison = compareReports(first.report, second.report);
  console.log("");
  console.log(formatComparison(comparison, { color: term.color }));
  console.log(`comparison written to ${writeComparison(ensureReportDir(reportDir), comparison)}`);
  // The gate is the first target's: a comparison measures the second, it does not judge it.
  return code;
}

function merge(args: MergeArgs): number {
  const reports = args.dirs.map((d) => readReport(d));
  const merged = mergeReports(reports, args.dirs, { strict: args.strict });
  const dir = ensureReportDir(args.reportDir ?? defaultDir("-merged"));
  const { report, files } = writeReports(merged, dir);
  for (const line of verdictLines(report, { dir, files }, term.color)) console.log(line);
  return exitCode(report);
}

function compare(args: CompareArgs): number {
  const comparison = compareReports(readReport(args.reference), readReport(args.candidate));
  console.log(formatComparison(comparison, { color: term.color }));
  if (args.reportDir) console.log(`comparison written to ${writeComparison(ensureReportDir(args.reportDir), comparison)}`);
  return 0;
}

/**
 * npm prints the script's command line, flags and all, before running it (`> node … --admin-key …`):
 * a key given as a flag is then in the terminal and in CI logs. Said once, with the way out.
 */
function warnOfEchoedKeys(argv: readonly string[], env: NodeJS.ProcessEnv): void {
  // npx (npm exec, which names its event "npx") runs the installed command without echoing it.
  if (!env.npm_lifecycle_event || env.npm_lifecycle_event === "npx") return;
  const flags = OPTIONS.filter((o) => o.value === "KEY").map((o) => `--${o.flag}`);
  const given = flags.filter((f) => argv.some((a) => a === f || a.startsWith(`${f}=`)));
  if (!given.length) return;
  console.error(`conformance: warning: npm has echoed the command line above, with the key of ${given.join(", ")}; give keys through the environment instead (${given.map((f) => OPTIONS.find((o) => `--${o.flag}` === f)!.env).join(", ")})`);
}

/** A listing as JSON, or as the lines its formatter writes. */
function listingText<T>(listing: T, format: (listing: T) => string[], json: boolean): string {
  return json ? `${JSON.stringify(listing, null, 2)}\n` : `${format(listing).join("\n")}\n`;
}

/** Runs the command with these arguments; ends the process with its exit code. */
export async function conformanceMain(argv: string[], env: NodeJS.ProcessEnv = process.env, opts: MainOptions = {}): Promise<never> {
  term = terminalOptions(env, process.stdout);
  reportsBase = opts.reportsBase ?? ROOT;
  try {
    // A command of its own, with its own options and exit codes (lib/contract-diff/command.ts).
    if (argv[0] === "diff-contract") process.exit(await diffContractMain(argv.slice(1)));
    warnOfEchoedKeys(argv, env);
    const args = parseCli(argv, env);
    if (args.command === "merge") process.exit(merge(args));
    if (args.command === "compare") process.exit(compare(args));
    if (args.command === "allure") {
      console.log(`allure report ${await renderAllure(args.dir, args.reportDir ?? undefined)}`);
      process.exit(0);
    }
    if (args.help) {
      process.stdout.write(usage(opts.program, opts.moreCommands));
      process.exit(0);
    }
    if (args.listRules) {
      for (const r of ALL_RULES) console.log([r.id, r.level, r.family, r.profile, r.scope, r.clause, r.title].join("\t"));
      console.log(`${ALL_RULES.length} rules`);
      process.exit(0);
    }
    if (args.listClauses || args.listCoverage) {
      // The register with the rules citing each clause, or the documented statuses with the rules
      // trying each (or why none can): what a run would judge, without running one.
      const text = args.listClauses ? listingText(listClauses(ALL_RULES, contractIndex()), formatClauseListing, args.json) : listingText(listStatusCoverage(ALL_RULES, contractIndex(), UNPROVOCABLE), formatCoverageListing, args.json);
      // Written to the end before exiting (the JSON of several hundred clauses is more than one pipe
      // buffer); a reader that stops early (`| head`) ends the listing quietly.
      process.stdout.on("error", (e: NodeJS.ErrnoException) => process.exit(e.code === "EPIPE" ? 0 : 2));
      await new Promise<void>((resolve) => process.stdout.write(text, () => resolve()));
      process.exit(0);
    }
    process.exit(await run(args));
  } catch (e) {
    if (e instanceof TargetError || e instanceof UsageError || e instanceof AllureError) fail(e.message);
    fail(`unexpected error: ${(e as Error).message}`);
  }
}
