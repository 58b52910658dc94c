/** The rule registry: stable unique ids prefixed by their family, a clause for every rule, applicability from the contract. */
import { describe, expect, it } from "vitest";
import { contractIndex } from "../../lib/contract/operations.ts";
import { applicableOperations, FAMILIES, PROFILES } from "../../lib/rules/types.ts";
import { ALL_RULES, FAMILIES as SUITE_FAMILIES, FAMILY_RULES } from "../../suites/registry.ts";
import { planRun } from "../../lib/engine/plan.ts";
import { phaseViolations } from "../../lib/engine/phases.ts";

describe("rule registry", () => {
  it("holds unique ids, each prefixed by its family and in upper case", () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of ALL_RULES) {
      expect(r.id, r.id).toMatch(/^[A-Z]+(-[A-Z0-9]+)+$/);
      expect(r.id.startsWith(`${r.family}-`), r.id).toBe(true);
      expect(FAMILIES).toContain(r.family);
      expect(PROFILES).toContain(r.profile);
    }
  });

  it("cites a document clause and says what it asserts", () => {
    for (const r of ALL_RULES) {
      expect(r.clause, r.id).toMatch(/doc [12]/);
      expect(r.title.length, r.id).toBeGreaterThan(10);
      expect(["MUST", "SHOULD"]).toContain(r.level);
    }
  });

  it("files every rule under the family it names", () => {
    for (const [family, rules] of Object.entries(FAMILY_RULES))
      for (const r of rules) expect(r.family, r.id).toBe(family);
  });

  it("applies every operation-scoped rule to at least one operation of the contract", () => {
    const index = contractIndex();
    for (const r of ALL_RULES) expect(applicableOperations(r, index).length, r.id).toBeGreaterThan(0);
  });

  it("runs the families in the order their declared phases give, keeping every one of them", () => {
    const everything = { only: [], exclude: [], operations: [], shard: null };
    const order = planRun(
      { families: SUITE_FAMILIES, transitions: [], unprovocable: [] },
      everything,
      contractIndex(),
    ).map((f) => f.family);
    // By name, CONC after NULL (it stamps the tracker writeback's `updatedAt`), then STATE (it spends
    // the budget), KEYS (it revokes the peer admin key), COVERAGE (it judges the run).
    expect(order).toEqual([
      "AUTH",
      "ERRORS",
      "EVENTS",
      "NULL",
      "CONC",
      "OP",
      "PAGE",
      "SEC",
      "VALID",
      "STATE",
      "KEYS",
      "COVERAGE",
    ]);
    expect(phaseViolations(order, SUITE_FAMILIES)).toEqual([]);
  });
});
