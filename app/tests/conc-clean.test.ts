/**
 * The reference server with no fault on is linearizable under the CONC family's races (issue 28):
 * every CONC rule passes at 8 and at 32 racing clients, the latter for many rounds. Bounded in time by
 * scaled() limits, so a slow machine only makes it longer.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { FAMILY_RULES } from "../../suites/registry.ts";
import { narrowed, runSuite } from "../wiring.ts";

const ids = FAMILY_RULES.CONC.map((r) => r.id);

async function conc(raceClients: number, raceRounds: number) {
  const report = await runSuite(
    { ...DEFAULT_RUN_CONFIG, profile: "full", only: ids, raceClients, raceRounds },
    narrowed(ids),
  );
  expect(report.errors).toEqual([]);
  return report.results;
}

describe("CONC on the clean reference server", () => {
  it.each([
    [8, 12],
    [32, 60],
  ])(
    "passes every rule at %i clients for %i rounds, each result carrying its checked history",
    { timeout: scaled(240_000) },
    async (clients, rounds) => {
      const results = await conc(clients, rounds);
      expect(results.map((r) => r.rule).sort()).toEqual([...ids].sort());
      expect(results.filter((r) => r.outcome !== "pass").map((r) => `${r.rule}: ${r.message}`)).toEqual([]);
      for (const r of results) {
        expect(r.history?.verdict).toBe("linearizable");
        expect(r.history!.size).toBeGreaterThanOrEqual(clients * rounds);
      }
    },
  );
});
