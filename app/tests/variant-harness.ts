/**
 * Shared by the variant-catalogue tests (VARIANT_PARTS files, so that the workers share them out):
 * for each variant of server/variants/ — a reading the documents allow that differs from the
 * reference server's own — run the whole suite (full profile, every family) against the embedded
 * server with that one variant on, through the engine the fault catalogue uses (the engine, without the command around it),
 * and require zero failures, MUST and SHOULD alike, no warnings, no run errors and nothing left
 * behind. A rule that fails here asserts something the documents leave open: narrow it to what they
 * state (or take the reading from discovery or configuration and name it in its message), or, if
 * the documents do state it, drop the variant (server/README.md "Variants").
 */
import { describe, expect, it } from "vitest";
import { VARIANTS, type VariantName } from "../../server/variants/index.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { runSuite } from "../wiring.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

/**
 * Warnings a variant is meant to draw: drift is the suite's report of fields and values the
 * documents do not state (doc 2 Versioning admits them; OP-DRIFT reports them, failing only under
 * --strict), so the variant that adds a field draws OP-DRIFT's warning and nothing else.
 */
const EXPECTED_WARNINGS: Partial<Record<VariantName, readonly string[]>> = {
  "additive-fields": ["OP-DRIFT"],
};

/**
 * False alarms found by a variant whose fix lies in code another change owns, each with the rules
 * that fail and the fix. The test then requires exactly these failures (a new one still fails it),
 * and fails once they are gone, so that the entry is removed the moment the fix lands.
 */
const AWAITING: Partial<Record<VariantName, { rules: readonly string[]; fix: string }>> = {};

/** How many test files the catalogue is spread over (app/tests/variants-N.test.ts). */
export const VARIANT_PARTS = 4;

/** The variants of one of the `parts` test files: every `parts`-th of the catalogue, in order. */
export function variantsOfPart(part: number, parts: number): VariantName[] {
  return (Object.keys(VARIANTS) as VariantName[]).filter((_, i) => i % parts === part);
}

export function variantCatalogueFor(part: number, parts: number): void {
  const names = variantsOfPart(part, parts);
  describe(`the variant catalogue, part ${part + 1} of ${parts}`, () => {
    it.each(names.map((n) => [n]))("the suite passes with %s on", { timeout: scaled(180_000) }, async (name) => {
      const report = await runSuite({ ...DEFAULT_RUN_CONFIG, profile: "full", serverVariants: [name] });
      const line = (r: { rule: string; level: string; operationId: string | null; message: string }) =>
        `${r.level} ${r.rule} ${r.operationId ?? "-"}: ${r.message}`;
      expect(report.errors, `run errors with ${name} on`).toEqual([]);
      const failing = report.results.filter((r) => r.outcome === "fail");
      const awaiting = AWAITING[name];
      if (awaiting) {
        const rules = [...new Set(failing.map((r) => r.rule))].sort();
        expect(
          rules,
          `${name}: the awaited false alarms are gone — remove it from AWAITING in app/tests/variant-harness.ts`,
        ).not.toEqual([]);
        expect(rules, `${name}: failures other than the awaited ones (${awaiting.fix})`).toEqual(
          [...awaiting.rules].sort(),
        );
      } else {
        expect(failing.map(line), `failures with ${name} on`).toEqual([]);
      }
      const allowed = EXPECTED_WARNINGS[name] ?? [];
      expect(
        report.results.filter((r) => r.outcome === "warn" && !allowed.includes(r.rule)).map(line),
        `warnings with ${name} on`,
      ).toEqual([]);
      expect(report.leftovers, `left behind with ${name} on`).toEqual([]);
    });
  });
}
