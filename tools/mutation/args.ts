/** The command line of `npm run mutation -- [area…] [--concurrency N] [--force] [--changed] [--summary] [--survivors] [--recheck]`. */

export interface MutationArgs {
  areas: string[];
  concurrency: number;
  force: boolean;
  /** Run only the mutants whose code changed since the kept results, keeping the other verdicts even if the suite changed. */
  changed: boolean;
  /** Print the table from the files of earlier runs, run nothing. */
  summary: boolean;
  /** After the table, list every surviving mutant of the areas. */
  survivors: boolean;
  /** Run only the mutants of the areas' class (a) triage entries again and say which are killed now. */
  recheck: boolean;
  help: boolean;
}

export const USAGE = `npm run mutation -- [AREA…] [--concurrency N] [--force] [--changed] [--summary] [--survivors] [--recheck]

Mutation testing of the reference server with the embedded conformance run as the test: a mutant is
killed when the gate (profile full, seed 1) would exit 1 against it. AREA is a folder or .ts file under
server/domain or server/http (e.g. server/domain/keys), a root (server, server/domain) or "all"; none
means all, one area after another. Each area keeps its results in reports/mutation/ and its next run
only tests mutants whose code or tests changed.

  --concurrency N  conformance runners at once (default 1: the machine is shared)
  --force          run every mutant again, the kept results notwithstanding
  --changed        run only the mutants whose code is new or changed since the kept results, and keep
                   the other verdicts even if the suite changed since (they stay the old suite's: the
                   area is still listed as measured with another suite, and a full run starts over)
  --summary        print the score table from the kept results; run nothing
  --survivors      list each surviving mutant after the table (the triage's input)
  --recheck        run again only the mutants the triage classes (a) (a rule was added to catch each)
                   and say, entry by entry, whether each is killed now; the kept results stay as they are`;

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): MutationArgs {
  const out: MutationArgs = {
    areas: [],
    concurrency: 1,
    force: false,
    changed: false,
    summary: false,
    survivors: false,
    recheck: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--help" || a === "-h") out.help = true;
    else if (a === "--force") out.force = true;
    else if (a === "--changed") out.changed = true;
    else if (a === "--summary") out.summary = true;
    else if (a === "--survivors") out.survivors = true;
    else if (a === "--recheck") out.recheck = true;
    else if (a === "--concurrency" || a.startsWith("--concurrency=")) {
      const value = a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[++i];
      if (value === undefined || !/^[1-9]\d*$/.test(value))
        throw new UsageError(
          `--concurrency needs a whole number of runners, 1 or more (got ${value === undefined ? "nothing" : JSON.stringify(value)})`,
        );
      out.concurrency = Number(value);
    } else if (a.startsWith("-")) throw new UsageError(`unknown option ${a} (--help lists them)`);
    else out.areas.push(a);
  }
  if (out.changed && out.force)
    throw new UsageError("--changed and --force contradict each other: --force runs every mutant");
  if (out.changed && (out.summary || out.recheck))
    throw new UsageError(`--changed runs Stryker; it does not go with ${out.summary ? "--summary" : "--recheck"}`);
  return out;
}
