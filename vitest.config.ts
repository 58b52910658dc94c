import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { FixedOrderSequencer } from "./lib/run/sequencer.ts";

const PACKAGE_TEST = "lib/tests/package.test.ts";

/**
 * Three projects: the project's own tests, the conformance suite itself run against the embedded
 * reference server (its global setup starts the server and mints the key ladder), so `npm test`
 * proves the suite green on a correct server, and, after both and alone, the package test (build,
 * pack, install the tarball from the npm registry, run it: minutes of network and CPU).
 */
export default defineConfig({
  test: {
    // Files in a fixed order (a root option: vitest takes the sequencer from the root config): the
    // conformance files replay the same requests, and the budget rule is the run's last.
    sequence: { sequencer: FixedOrderSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["contract/**/*.test.ts", "lib/**/*.test.ts", "generators/**/*.test.ts", "server/**/*.test.ts", "config/**/*.test.ts"],
          exclude: [...configDefaults.exclude, PACKAGE_TEST],
          testTimeout: 60_000,
          hookTimeout: 30_000,
          pool: "forks",
          // vitest's default is one worker per CPU but one, i.e. a single worker on a 2-core CI
          // machine; the slowest files here mostly wait on child processes and servers, so two
          // overlap well there.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        extends: true,
        test: {
          name: "conformance",
          include: ["suites/**/*.test.ts"],
          globalSetup: ["lib/run/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "package",
          include: [PACKAGE_TEST],
          // A later group: it starts once the other projects are done, so it competes with no test for the CPU.
          sequence: { groupOrder: 1 },
          testTimeout: 600_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
