/**
 * The correct reference server passes every rule of the suite with zero failures, under several
 * seeds, in the full profile, leaving nothing behind.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { runConformance } from "../cli/run.ts";
import { DEFAULT_RUN_CONFIG } from "../run/config.ts";

const dir = mkdtempSync(join(tmpdir(), "clean-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it.each([1, 7, 20261123])("passes every rule with zero failures under seed %i", { timeout: 300_000 }, async (seed) => {
  const { report } = await runConformance({ ...DEFAULT_RUN_CONFIG, profile: "full", seed }, join(dir, `clean-${seed}`), { allure: false });
  const failing = report.results.filter((r) => r.outcome === "fail").map((r) => `${r.rule} ${r.operationId}: ${r.message}`);
  expect(failing).toEqual([]);
  expect(report.errors).toEqual([]);
  expect(report.leftovers).toEqual([]);
});
