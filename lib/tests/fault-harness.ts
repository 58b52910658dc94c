/**
 * Shared by the fault-catalogue tests (one file per family, so the two CI cores run them side by
 * side): run the suite against the reference server with one fault on, only the family meant to
 * catch it, and report what failed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FAULTS, type FaultDef } from "../../server/faults/index.ts";
import { runConformance } from "../cli/run.ts";
import { DEFAULT_RUN_CONFIG } from "../run/config.ts";

/** Faults whose rules report drift: drift fails only under --strict (DESIGN.md), so they run strict. */
function needsStrict(name: string): boolean {
  return name.includes("drift");
}

export function faultCatalogueFor(family: string): void {
  const dir = mkdtempSync(join(tmpdir(), `faults-${family}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const faults = Object.entries(FAULTS as Record<string, FaultDef>).filter(([, d]) => d.family === family);
  describe(`the ${family} faults`, () => {
    it("has at least two faults in the catalogue", () => {
      expect(faults.length).toBeGreaterThanOrEqual(2);
    });
    it.each(faults)("%s is caught by a %s rule", { timeout: 180_000 }, async (name) => {
      const { report } = await runConformance(
        { ...DEFAULT_RUN_CONFIG, profile: "full", only: [family], serverFaults: [name], strict: needsStrict(name) },
        join(dir, name),
        { quiet: true },
      );
      const failing = report.results.filter((r) => r.outcome === "fail");
      expect(failing.length, `no ${family} rule failed with ${name} on`).toBeGreaterThan(0);
      expect(failing.map((r) => r.family).every((f) => f === family)).toBe(true);
    });
  });
}
