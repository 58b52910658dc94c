/**
 * `npm run mutation -- [area…]`: StrykerJS over the reference server's domain and HTTP code, one
 * area at a time, with the embedded conformance run as the test (runner.ts). Prints the score per
 * area from what each area keeps in reports/mutation/ (options.ts), so a table after a partial pass
 * still shows every area run so far. A lab tool, not part of the package or of `npm test`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { AreaError, inArea, resolveAreas, type PathKind } from "./areas.ts";
import { parseArgs, USAGE, UsageError } from "./args.ts";
import { areaFiles, recheckFiles, recheckOptions, strykerOptions } from "./options.ts";
import { judge, locate, type Located, type RecheckLine, type Span } from "./recheck.ts";
import { fingerprint } from "./fingerprint.ts";
import { planRun } from "./run-plan.ts";
import { quietWhenClosed } from "../closed-output.ts";
import { MUTATION_TRIAGE } from "../../contract/clauses/mutation-triage/index.ts";
import {
  dropTimeouts,
  mutantKey,
  mutantsWith,
  pathOf,
  parseRunLog,
  statusesOf,
  type MutationReport,
  type RunLine,
} from "./report-file.ts";
import { matchTriage } from "./triage-match.ts";
import { countStatuses, scoreTable, type AreaFigures } from "./score.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function kindOf(path: string): PathKind {
  const full = join(ROOT, path);
  if (!existsSync(full)) return "missing";
  return statSync(full).isDirectory() ? "dir" : "file";
}

function readReport(area: string): MutationReport | null {
  const file = areaFiles(ROOT, area).incremental;
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as MutationReport) : null;
}

function readRuns(area: string): RunLine[] {
  const file = areaFiles(ROOT, area).runLog;
  return existsSync(file) ? parseRunLog(readFileSync(file, "utf8")) : [];
}

/** An area's figures from its kept files; null if it never ran. */
function figures(area: string): AreaFigures | null {
  const report = readReport(area);
  if (!report) return null;
  const runs = readRuns(area);
  return {
    area,
    counts: countStatuses(statusesOf(report)),
    ran: runs.length,
    runMs: runs.reduce((s, r) => s + r.ms, 0),
  };
}

/**
 * Each undetected mutant of an area, with its class in the triage (contract/clauses/mutation-triage/)
 * or UNTRIAGED, matched by what it mutates rather than where (triage-match.ts); returns how many are
 * untriaged.
 */
function printSurvivors(area: string): number {
  const report = readReport(area);
  if (!report) return 0;
  // The last run of each mutant: what failed short of the gate (SHOULD failures, warnings).
  const last = new Map(readRuns(area).map((r) => [r.id, r]));
  // A mutant no check reached is undetected too: it is triaged alike.
  const undetected = [
    ...mutantsWith(report, "Survived").map((m) => ({ ...m, reached: true })),
    ...mutantsWith(report, "NoCoverage").map((m) => ({ ...m, reached: false })),
  ];
  const files = new Set(Object.keys(report.files));
  const { matched, untriaged, stale } = matchTriage(
    undetected,
    MUTATION_TRIAGE.filter((t) => files.has(pathOf(t.at))),
  );
  for (const m of undetected) {
    const t = matched.get(m);
    const run = last.get(m.id);
    // An entry written where the code was before an edit: its `at` is worth updating, not needed.
    const moved = t && t.at !== m.at ? `moved from ${t.at.slice(pathOf(t.at).length + 1)}` : "";
    const notes = [m.static ? "static" : "", m.reached ? "" : "no coverage", moved].filter(Boolean);
    const beside = run?.should?.length ? `  [SHOULD failed: ${run.should.join(", ")}]` : "";
    process.stdout.write(
      `${t ? `(${t.class})` : "UNTRIAGED"} ${m.at}  ${m.mutator}${notes.length ? ` (${notes.join(", ")})` : ""}: ${oneLine(m.original)}  →  ${oneLine(m.replacement)}${beside}\n`,
    );
  }
  // Entries for this area's files that name no undetected mutant: killed since, or the code they mutate changed.
  for (const t of stale)
    process.stdout.write(`NO LONGER UNDETECTED (drop from the triage) ${mutantKey(t)}: ${oneLine(t.original)}\n`);
  return untriaged.length;
}

function oneLine(code: string): string {
  const flat = code.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
}

/**
 * Drops the kept timeouts from an area's incremental file, so the next run tests them again: on a
 * shared machine a run past the limit may be the load, not an endless loop, and a timeout counts as
 * detected; it is kept only when it times out again.
 */
function retryTimeouts(incremental: string): void {
  if (!existsSync(incremental)) return;
  const dropped = dropTimeouts(JSON.parse(readFileSync(incremental, "utf8")) as MutationReport);
  if (!dropped.count) return;
  writeFileSync(incremental, JSON.stringify(dropped.report));
  process.stdout.write(`${dropped.count} kept timeout(s) run again\n`);
}

/** The fingerprint kept beside an area's results (fingerprint.ts), or null when none is. */
function keptFingerprint(area: string): string | null {
  const file = areaFiles(ROOT, area).fingerprint;
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/**
 * The fingerprint of what an area's results depend on, as the project is now: computed once per area
 * and run (it hashes every file the run reads), for the run and the table after it alike.
 */
const printed = new Map<string, string>();
function currentFingerprint(area: string): string {
  if (!printed.has(area)) printed.set(area, fingerprint(ROOT, area));
  return printed.get(area)!;
}

/**
 * `--recheck`: the class (a) entries of the areas run again (recheck.ts), one Stryker run per area
 * so that a recheck cut short keeps the areas it finished; prints each entry not killed and a count
 * line per area as it ends, and returns how many are not killed for sure (alive, timed out, not
 * run, not found).
 */
async function recheck(areas: readonly string[], concurrency: number): Promise<number> {
  let open = 0;
  for (const area of areas) {
    const sources = new Map<string, string>();
    const located = MUTATION_TRIAGE.filter((t) => t.class === "a" && inArea(area, pathOf(t.at))).map((e) => {
      const path = pathOf(e.at);
      if (!sources.has(path))
        sources.set(path, existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), "utf8") : "");
      return locate(e, sources.get(path)!);
    });
    process.stdout.write(`\n== ${area}: recheck of ${located.length} class (a) entries ==\n`);
    const found = located.filter((l): l is Located & { span: Span } => l.span !== null);
    const files = recheckFiles(ROOT, area);
    rmSync(files.runLog, { force: true });
    rmSync(files.report, { force: true });
    let report: MutationReport = { files: {} };
    if (found.length) {
      const { Stryker } = await import("@stryker-mutator/core");
      await new Stryker(recheckOptions(area, found, { root: ROOT, concurrency, force: true })).runMutationTest();
      report = JSON.parse(readFileSync(files.report, "utf8")) as MutationReport;
    }
    const lines = judge(located, report);
    const count = (o: RecheckLine["outcome"]) => lines.filter((l) => l.outcome === o).length;
    for (const l of lines.filter((x) => x.outcome !== "killed"))
      process.stdout.write(
        `${l.outcome.toUpperCase()} ${mutantKey(l.entry)} (${l.entry.rule ?? "no rule named"}): ${oneLine(l.entry.original)}: ${l.detail}\n`,
      );
    process.stdout.write(
      `${area}: ${count("killed")} killed, ${count("alive")} alive, ${count("timeout")} timed out, ${count("not run")} not run, ${count("not found")} not found\n`,
    );
    open += lines.length - count("killed");
  }
  return open;
}

async function main(): Promise<number> {
  let args;
  let areas: string[];
  try {
    args = parseArgs(process.argv.slice(2));
    if (args.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    areas = resolveAreas(args.areas, kindOf);
  } catch (e) {
    if (e instanceof UsageError || e instanceof AreaError) {
      process.stderr.write(`mutation: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  process.chdir(ROOT);
  if (args.recheck) {
    return (await recheck(areas, args.concurrency)) ? 1 : 0;
  }
  let failed = false;
  if (!args.summary) {
    // Loaded only to run: --summary and --help need none of Stryker.
    const { Stryker } = await import("@stryker-mutator/core");
    for (const area of areas) {
      process.stdout.write(`\n== ${area} ==\n`);
      const started = performance.now();
      const files = areaFiles(ROOT, area);
      const print = currentFingerprint(area);
      const plan = planRun({ results: existsSync(files.incremental), fingerprint: keptFingerprint(area) }, print, args);
      if (plan.notice) process.stdout.write(`${plan.notice}\n`);
      // Starting over, the log starts over too: it times the runs of the results it sits beside.
      if (plan.force) rmSync(files.runLog, { force: true });
      if (plan.retryTimeouts) retryTimeouts(files.incremental);
      try {
        await new Stryker(
          strykerOptions(area, { root: ROOT, concurrency: args.concurrency, force: plan.force }),
        ).runMutationTest();
        if (plan.writeFingerprint) {
          mkdirSync(dirname(files.fingerprint), { recursive: true });
          writeFileSync(files.fingerprint, `${print}\n`);
        }
      } catch (e) {
        // One area's failure (its unmutated run failing, say) leaves the next areas to run.
        failed = true;
        process.stderr.write(`mutation: ${area} did not finish: ${e instanceof Error ? e.message : String(e)}\n`);
      }
      process.stdout.write(`${area}: ${Math.round((performance.now() - started) / 1000)} s\n`);
    }
  }
  const rows = areas.map(figures).filter((f): f is AreaFigures => f !== null);
  const missing = areas.filter((a) => !rows.some((r) => r.area === a));
  process.stdout.write(`\n${rows.length ? scoreTable(rows) : "no area has results yet"}\n`);
  if (missing.length && rows.length) process.stdout.write(`not run yet: ${missing.join(", ")}\n`);
  const stale = rows.filter((r) => keptFingerprint(r.area) !== currentFingerprint(r.area));
  if (stale.length)
    process.stdout.write(
      `measured with another suite (their next run starts over): ${stale.map((r) => r.area).join(", ")}\n`,
    );
  if (args.survivors) {
    const untriaged = rows.reduce((n, r) => n + printSurvivors(r.area), 0);
    process.stdout.write(`${untriaged} undetected mutant(s) not in the triage\n`);
  }
  return failed ? 1 : 0;
}

quietWhenClosed(process.stdout, process.stderr);
process.exitCode = await main();
