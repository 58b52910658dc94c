/**
 * Every rule is shown to fail: the suite runs against the reference server with each fault of the
 * catalogue switched on (one at a time, only the family meant to catch it) and must fail on a rule
 * of that family; against the correct server it must pass with zero failures under several seeds.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FAULTS } from "../../server/faults/index.ts";
import { runConformance } from "../cli/run.ts";
import { DEFAULT_RUN_CONFIG } from "../run/config.ts";

const dir = mkdtempSync(join(tmpdir(), "faults-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the fault catalogue", () => {
  it.each(Object.entries(FAULTS))("%s is caught by its family", { timeout: 120_000 }, async (name, def) => {
    const { report } = await runConformance(
      { ...DEFAULT_RUN_CONFIG, profile: "full", only: [def.family], serverFaults: [name] },
      join(dir, name),
      { quiet: true },
    );
    const failing = report.results.filter((r) => r.outcome === "fail");
    expect(failing.length, `no ${def.family} rule failed with ${name} on`).toBeGreaterThan(0);
    expect(failing.every((r) => r.family === def.family)).toBe(true);
  });
});

describe("the correct server", () => {
  it.each([1, 7, 20261123])("passes every rule with zero failures under seed %i", { timeout: 300_000 }, async (seed) => {
    const { report } = await runConformance({ ...DEFAULT_RUN_CONFIG, profile: "full", seed }, join(dir, `clean-${seed}`), { quiet: true });
    const failing = report.results.filter((r) => r.outcome === "fail").map((r) => `${r.rule} ${r.operationId}: ${r.message}`);
    expect(failing).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.leftovers).toEqual([]);
  });
});
