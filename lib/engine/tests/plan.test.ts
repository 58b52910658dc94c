import { describe, expect, it } from "vitest";
import { contractIndex } from "../../contract/operations.ts";
import type { Family, Rule } from "../../rules/types.ts";
import { planRun, type FamilySpec } from "../plan.ts";
import type { FamilyPhase } from "../phases.ts";

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

const spec = (family: Family, o: { afterRun?: boolean; phase?: FamilyPhase } = {}): FamilySpec => ({
  family,
  rules: [rule(family)],
  ...o,
});
const info = { only: [], exclude: [], operations: [], shard: null };
const order = (families: FamilySpec[]) =>
  planRun({ families, transitions: [], unprovocable: [] }, info, contractIndex()).map((f) => f.family);

describe("planRun's family order", () => {
  it("runs the families by name, then those declared last in the order their `after` asks, then those judging the run", () => {
    const families = [
      spec("COVERAGE", { afterRun: true }),
      spec("KEYS", { phase: { last: true, after: ["STATE"], why: "it revokes" } }),
      spec("STATE", { phase: { last: true, why: "it spends" } }),
      spec("SEC"),
      spec("AUTH"),
      spec("ERRORS"),
    ];
    expect(order(families)).toEqual(["AUTH", "ERRORS", "SEC", "STATE", "KEYS", "COVERAGE"]);
  });

  it("puts a family right after those it names when its name would put it before them", () => {
    expect(order([spec("AUTH", { phase: { after: ["SEC"], why: "w" } }), spec("SEC"), spec("VALID")])).toEqual([
      "SEC",
      "AUTH",
      "VALID",
    ]);
  });

  it("ignores an `after` that names a family the suite does not hold", () => {
    expect(order([spec("AUTH", { phase: { after: ["EVENTS"], why: "w" } }), spec("SEC")])).toEqual(["AUTH", "SEC"]);
  });

  it("refuses phases that cannot all hold, naming the families caught", () => {
    const circle = [
      spec("AUTH", { phase: { after: ["SEC"], why: "w" } }),
      spec("SEC", { phase: { after: ["AUTH"], why: "w" } }),
    ];
    expect(() => order(circle)).toThrow(/cannot all hold \(AUTH after SEC; SEC after AUTH\)/);
    // An ordinary family cannot run after one declared last, nor any family after one judging the run.
    expect(() =>
      order([
        spec("AUTH", { phase: { after: ["STATE"], why: "w" } }),
        spec("STATE", { phase: { last: true, why: "w" } }),
      ]),
    ).toThrow(/cannot all hold/);
    expect(() =>
      order([
        spec("KEYS", { phase: { last: true, after: ["COVERAGE"], why: "w" } }),
        spec("COVERAGE", { afterRun: true }),
      ]),
    ).toThrow(/cannot all hold/);
  });
});
