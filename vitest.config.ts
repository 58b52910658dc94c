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
 * the suite green on a correct server, and, alongside both, the package test (build, pack,
 * install the tarball offline from npm's cache, run it: a minute, mostly in child processes).
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
