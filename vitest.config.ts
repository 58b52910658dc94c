import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const PACKAGE_TEST = "app/tests/package.test.ts";
const CONFORMANCE_TEST = "app/tests/conformance.test.ts";
/**
 * vitest's default is one worker per CPU but one, i.e. a single worker on a 2-core CI machine. Many
 * files spend part of their time waiting (on child processes, servers, a target's real-time
 * polling), so three workers keep 2 cores busy: `npm test` took 242 s with two, 212 s with three,
 * 227 s with four (the longest files then stretch out and end last).
 */
const WORKERS = Math.max(3, availableParallelism() - 1);

/**
 * The files that take longest, in the order they start: the catalogue parts (CPU all the way)
 * alternate with files that spend much of their time waiting (child processes, a target's real-time
 * polling), so that the waits overlap work. vitest otherwise starts the files it has timed before
 * longest first, and on a machine that has not (a CI clone) the largest first: the catalogue files
 * are four lines each, so there they started last and were the run's tail.
 */
const LONGEST: readonly RegExp[] = [
  /\/variants-1\.test\.ts$/,
  /\/interrupt\.test\.ts$/,
  /\/variants-2\.test\.ts$/,
  /\/run-options\.test\.ts$/,
  /\/variants-3\.test\.ts$/,
  /\/package\.test\.ts$/,
  /\/variants-4\.test\.ts$/,
  /\/faults-events\.test\.ts$/,
  /\/conformance\.test\.ts$/,
  /\/(cli|gate|cli-defects|hostile|clean-server|replay|preconditions|prism|allure-render|fuzz|prototype-names)\.test\.ts$/,
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((p) => p.test(f.moduleId));
      return i < 0 ? LONGEST.length : i;
    };
    // A stable sort: vitest's own order within each rank.
    return (await super.sort(files)).map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

/**
 * Three projects: the project's own tests, the conformance suite itself run against the embedded
 * reference server through the vitest adapter a user imports (app/vitest.ts), so `npm test` proves
 * the suite green on a correct server, and, alongside both, the package test (build, pack,
 * install the tarball offline from npm's cache, run it: a minute, mostly in child processes).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["contract/**/*.test.ts", "lib/**/*.test.ts", "app/**/*.test.ts", "generators/**/*.test.ts", "server/**/*.test.ts", "config/**/*.test.ts"],
          exclude: [...configDefaults.exclude, PACKAGE_TEST, CONFORMANCE_TEST],
          testTimeout: 60_000,
          hookTimeout: 30_000,
          pool: "forks",
          maxWorkers: WORKERS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "conformance",
          // The suite through its vitest adapter (app/vitest.ts), on the embedded reference server;
          // its one file shares the unit project's workers (one group: same worker count).
          include: [CONFORMANCE_TEST],
          maxWorkers: WORKERS,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "package",
          include: [PACKAGE_TEST],
          // Alongside the others: most of its minute is npm and tsc in child processes, which fill the
          // cores the in-process tests leave idle; run after them, it was a 47 s tail on 2 cores.
          // One group with the others: the same worker count.
          maxWorkers: WORKERS,
          testTimeout: 600_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
