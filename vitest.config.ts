import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

const PACKAGE_TEST = "app/tests/package.test.ts";
const CONFORMANCE_TEST = "app/tests/conformance.test.ts";
/**
 * vitest's default is one worker per CPU but one, i.e. a single worker on a 2-core CI machine; the
 * slowest files mostly wait on child processes and servers, so two overlap well there.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * Three projects: the project's own tests, the conformance suite itself run against the embedded
 * reference server through the vitest adapter a user imports (app/vitest.ts), so `npm test` proves
 * the suite green on a correct server, and, after both and alone, the package test (build,
 * pack, install the tarball from the npm registry, run it: minutes of network and CPU).
 */
export default defineConfig({
  test: {
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
          // A later group: it starts once the other projects are done, so it competes with no test for the CPU.
          sequence: { groupOrder: 1 },
          testTimeout: 600_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
