import { describe, expect, it } from "vitest";
import { contractIndex } from "../../contract/operations.ts";
import type { Family, Rule } from "../../rules/types.ts";
import { planRun, type FamilySpec } from "../plan.ts";

const rule = (family: Family): Rule => ({
  id: `${family}-ONE`,
  title: "a rule of the family",
  level: "MUST",
  family,
  clause: "doc 2",
  clauses: [],
  profile: "safe",
  scope: "global",
  check: async () => {},
});

const spec = (family: Family, afterRun = false): FamilySpec => ({ family, rules: [rule(family)], afterRun });

describe("planRun's family order", () => {
  it("runs the families by name, then STATE (it spends the budget), then KEYS (it revokes the peer admin key), then those judging the run", () => {
    const families = [spec("COVERAGE", true), spec("KEYS"), spec("STATE"), spec("SEC"), spec("AUTH"), spec("ERRORS")];
    const info = { only: [], exclude: [], operations: [], shard: null };
    expect(planRun({ families, transitions: [], unprovocable: [] }, info, contractIndex()).map((f) => f.family)).toEqual(["AUTH", "ERRORS", "SEC", "STATE", "KEYS", "COVERAGE"]);
  });
});
