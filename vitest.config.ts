import { defineConfig } from "vitest/config";
import { FixedOrderSequencer } from "./lib/run/sequencer.ts";

/**
 * Two projects: the project's own tests, and the conformance suite itself run against the embedded
 * reference server (its global setup starts the server and mints the key ladder), so `npm test`
 * proves the suite green on a correct server.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["contract/**/*.test.ts", "lib/**/*.test.ts", "generators/**/*.test.ts", "server/**/*.test.ts", "config/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 30_000,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "conformance",
          include: ["suites/**/*.test.ts"],
          globalSetup: ["lib/run/global-setup.ts"],
          fileParallelism: false,
          sequence: { sequencer: FixedOrderSequencer },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
