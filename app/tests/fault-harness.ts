/**
 * Shared by the fault-catalogue tests (one file per family, so the two CI cores run them side by
 * side): for each fault of a family, run only the rules the fault names (`rules` in
 * server/faults/) against the reference server with that fault on, and require a failing result
 * of every one of them. That proves each named rule able to fail, not merely its family; that
 * every rule is named by some fault is app/tests/fault-proof.test.ts's to check.
 */
import { describe, expect, it } from "vitest";
import { FAULTS, type FaultDef } from "../../server/faults/index.ts";
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../../lib/run/config.ts";
import { narrowed, runSuite } from "../wiring.ts";
import { FAMILY_RULES } from "../../suites/registry.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

/** Faults whose rules report drift: drift fails only under --strict (DESIGN.md), so they run strict. */
function needsStrict(name: string): boolean {
  return name.includes("drift");
}

/**
 * `settings` change the run's configuration for every fault (the CONC faults run again at 32 racing
 * clients); `label` tells the runs apart in the test names.
 */
export function faultCatalogueFor(family: string, settings: Partial<RunConfig> = {}, label = ""): void {
  const faults = Object.entries(FAULTS as Record<string, FaultDef>).filter(([, d]) => d.family === family);
  const familyRules = FAMILY_RULES[family] ?? [];
  describe(`the ${family} faults${label ? ` ${label}` : ""}`, () => {
    it("has at least two faults in the catalogue", () => {
      expect(faults.length).toBeGreaterThanOrEqual(2);
    });
    it.each(faults.map(([name]) => [name]))(
      "%s fails every rule it names",
      { timeout: scaled(180_000) },
      async (name) => {
        const named = [...(FAULTS as Record<string, FaultDef>)[name].rules];
        const alongside = [...((FAULTS as Record<string, FaultDef>)[name].alongside ?? [])];
        const outside = named.filter((id) => !familyRules.some((r) => r.id === id));
        expect(outside, `${name} names rules that are not ${family} rules`).toEqual([]);
        // The rules run through the engine, as under the command, writing nothing.
        // Only the named rules are handed over, so that an id naming a prefix of others (`--only` reads
        // "STATE-TASK-DOCUMENTS" as a prefix too) runs that rule alone.
        const report = await runSuite(
          {
            ...DEFAULT_RUN_CONFIG,
            profile: "full",
            only: [...named, ...alongside],
            serverFaults: [name],
            strict: needsStrict(name),
            ...settings,
          },
          narrowed([...named, ...alongside]),
        );
        expect(report.errors, `errors with ${name} on`).toEqual([]);
        const failing = report.results.filter((r) => r.outcome === "fail");
        const failed = new Set(failing.map((r) => r.rule));
        expect(
          named.filter((id) => !failed.has(id)),
          `rules that did not fail with ${name} on`,
        ).toEqual([]);
        expect(
          failing.filter((r) => r.family !== family && !alongside.includes(r.rule)).map((r) => r.rule),
          `rules of another family failing with ${name} on`,
        ).toEqual([]);
      },
    );
  });
}
