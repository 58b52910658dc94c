/**
 * Shared by the fault-catalogue tests (one file per family, so the two CI cores run them side by
 * side): run the family meant to catch a fault against the reference server with that fault on,
 * and require a failing result of that family.
 */
import { describe, expect, it } from "vitest";
import { FAULTS, type FaultDef } from "../../server/faults/index.ts";
import { DEFAULT_RUN_CONFIG } from "../run/config.ts";
import { runDirect } from "../run/direct.ts";
import { FAMILY_RULES } from "../../suites/registry.ts";
import { TRANSITIONS } from "../../suites/state/transitions.ts";

/** Faults whose rules report drift: drift fails only under --strict (DESIGN.md), so they run strict. */
function needsStrict(name: string): boolean {
  return name.includes("drift");
}

export function faultCatalogueFor(family: string): void {
  const faults = Object.entries(FAULTS as Record<string, FaultDef>).filter(([, d]) => d.family === family);
  describe(`the ${family} faults`, () => {
    it("has at least two faults in the catalogue", () => {
      expect(faults.length).toBeGreaterThanOrEqual(2);
    });
    it.each(faults.map(([name]) => [name, family]))("%s is caught by a %s rule", { timeout: 180_000 }, async (name) => {
      // The rules run directly (lib/run/direct.ts): the same checks as under vitest, without its start-up per fault.
      const report = await runDirect(
        { ...DEFAULT_RUN_CONFIG, profile: "full", only: [family], serverFaults: [name], strict: needsStrict(name) },
        { [family]: FAMILY_RULES[family] },
        TRANSITIONS,
      );
      const failing = report.results.filter((r) => r.outcome === "fail");
      expect(failing.length, `no ${family} rule failed with ${name} on`).toBeGreaterThan(0);
      expect(failing.map((r) => r.family).every((f) => f === family)).toBe(true);
    });
  });
}
