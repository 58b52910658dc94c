import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from "./lib/testing/slowdown.ts";

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
    return (await super.sort(files))
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

/**
 * One set of workers for every test file: the project's own tests; the conformance suite itself run
 * against the embedded reference server through the vitest adapter a user imports (app/vitest.ts,
 * conformance.test.ts), so `npm test` proves the suite green on a correct server; and the package
 * test (build, pack, install the tarball offline from npm's cache, run it: mostly child processes,
 * alongside the rest). They were three vitest projects: each kept workers of its own, so workers
 * were stopped and started as files of another project came up, and each new one paid its imports
 * and a first, unoptimised run again. The two special files set their own time limits (the
 * adapter's `timeoutMs`, the package test's per hook and test).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    include: [
      "contract/**/*.test.ts",
      "lib/**/*.test.ts",
      "app/**/*.test.ts",
      "generators/**/*.test.ts",
      "server/**/*.test.ts",
      "config/**/*.test.ts",
      "tools/**/*.test.ts",
    ],
    exclude: [...configDefaults.exclude],
    // On a quiet machine; each test file gets them scaled by the machine's slowdown, measured at the
    // start (globalSetup) and as the load changes (setupFiles; lib/testing/slowdown.ts).
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    globalSetup: ["lib/testing/global-setup.ts"],
    setupFiles: ["lib/testing/scaled-limits.ts"],
    pool: "forks",
    maxWorkers: WORKERS,
    // A young generation larger than V8's default: the suite's runs allocate a short-lived object
    // or ten per request, and fewer scavenges cost less. A warm full embedded run: 1.73 s of CPU
    // instead of 1.86 (median of 11); `npm test` 150 s instead of 159 (one run each, same machine).
    execArgv: ["--max-semi-space-size=64"],
    // Test files share their worker's modules: no test mocks or stubs a module, and each file
    // importing the suite afresh was 70 s of `npm test`'s CPU.
    isolate: false,
  },
});
