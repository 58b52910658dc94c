/**
 * Stryker's options for one area: the area's files mutated, the conformance runner as the one test,
 * the area's own incremental file and run log under reports/mutation/ (kept between runs, ignored
 * by git), and time limits for a shared 2-core machine.
 */
import { join } from "node:path";
import { areaSlug, mutateGlobs } from "./areas.ts";
import { mutateRanges, wantedKey, type Located, type Span } from "./recheck.ts";

export interface AreaFiles {
  /** Stryker's record of the area's mutants, read again by the next run (incremental). */
  incremental: string;
  /** The runner's log: one JSON line per mutant run. */
  runLog: string;
  /** The fingerprint of the rest of the project the kept results were measured with (fingerprint.ts). */
  fingerprint: string;
}

/** An area's last recheck: its report and run log, beside the area's kept results and never mixed with them. */
export function recheckFiles(root: string, area: string): { report: string; runLog: string } {
  const base = join(root, REPORT_DIR, `${areaSlug(area)}.recheck`);
  return { report: `${base}.json`, runLog: `${base}.runs.jsonl` };
}

export const REPORT_DIR = "reports/mutation";

export function areaFiles(root: string, area: string): AreaFiles {
  const base = join(root, REPORT_DIR, areaSlug(area));
  return { incremental: `${base}.incremental.json`, runLog: `${base}.runs.jsonl`, fingerprint: `${base}.fingerprint` };
}

export interface MutationSettings {
  root: string;
  concurrency: number;
  /** Run every mutant again, the incremental file notwithstanding. */
  force: boolean;
}

export function strykerOptions(area: string, s: MutationSettings): Record<string, unknown> {
  const files = areaFiles(s.root, area);
  return {
    mutate: mutateGlobs(area),
    testRunner: "conformance",
    plugins: [join(s.root, "tools/mutation/runner.ts")],
    // The sandbox's TypeScript runs through tsx, as `npm run conformance` runs it; the young
    // generation as in vitest.config.ts (the runs allocate many short-lived objects).
    testRunnerNodeArgs: ["--import", "tsx", "--max-semi-space-size=64"],
    // Stryker starts a checker process even with no checkers, and it loads the plugins too.
    checkerNodeArgs: ["--import", "tsx"],
    // Coverage per test, with one test: Stryker learns which mutants the run reaches at all (the
    // rest are "no coverage", never run) and which only run while a module loads (static).
    coverageAnalysis: "perTest",
    concurrency: s.concurrency,
    incremental: true,
    incrementalFile: files.incremental,
    force: s.force,
    conformance: { profile: "full", seed: 1, logFile: files.runLog },
    reporters: ["progress-append-only"],
    // The sandbox is a copy of the project: what the run does not read stays out of it.
    ignorePatterns: ["/reports", "/dist", "/.build", "/tools", "*.log", ".vitest-results.json"],
    tempDirName: ".stryker-tmp",
    cleanTempDir: true,
    // A warm run is a few seconds, but the machine is shared: a mutant is called a timeout (an
    // endless loop) only well past that.
    timeoutMS: 30_000,
    timeoutFactor: 2,
    dryRunTimeoutMinutes: 10,
    fileLogLevel: "off",
    logLevel: "info",
  };
}

/**
 * Stryker's options for a recheck of class (a) entries (recheck.ts): the same runner, verdict
 * and limits as a full pass, but only the spans mutated, the mutants nested in them ignored
 * (span-ignorer.ts), nothing reused, and a report of its own.
 */
export function recheckOptions(
  area: string,
  located: readonly (Located & { span: Span })[],
  s: MutationSettings,
): Record<string, unknown> {
  const spans = located.flatMap((l) => l.spans);
  const base = strykerOptions(area, s);
  const files = recheckFiles(s.root, area);
  return {
    ...base,
    mutate: mutateRanges(spans),
    plugins: [...(base.plugins as string[]), join(s.root, "tools/mutation/span-ignorer.ts")],
    ignorers: ["triage-spans"],
    recheck: { spans },
    // Written as a full pass writes its incremental file (the same report schema), every mutant run.
    incremental: true,
    incrementalFile: files.report,
    force: true,
    // An entry's mutant may be killed only when a rule's wait for a promised state runs out (a run
    // that never parks): a longer limit lets that verdict come, where a pass would call it a timeout.
    timeoutMS: 120_000,
    conformance: {
      profile: "full",
      seed: 1,
      logFile: files.runLog,
      only: [...new Set(located.map((l) => wantedKey(l.entry.mutator, l.entry.replacement)))],
    },
  };
}
