import { describe, expect, it } from "vitest";
import { phaseViolations, type Phased } from "../phases.ts";

const families: Phased[] = [
  { family: "AUTH" },
  { family: "STATE", phase: { last: true, why: "it spends the budget" } },
  { family: "KEYS", phase: { last: true, after: ["STATE"], why: "it revokes the peer key" } },
  { family: "COVERAGE", afterRun: true },
];

describe("phaseViolations", () => {
  it("finds nothing wrong with an order that keeps every phase", () => {
    expect(phaseViolations(["AUTH", "STATE", "KEYS", "COVERAGE"], families)).toEqual([]);
  });

  it("names each constraint a family's position breaks, with its reason", () => {
    expect(phaseViolations(["AUTH", "KEYS", "STATE", "COVERAGE"], families)).toEqual([
      "KEYS runs before STATE but must run after it: it revokes the peer key",
    ]);
    expect(phaseViolations(["STATE", "AUTH", "KEYS", "COVERAGE"], families)).toEqual([
      "STATE runs before AUTH but must run after it: it runs last: it spends the budget",
    ]);
    expect(phaseViolations(["COVERAGE", "AUTH", "STATE", "KEYS"], families)).toHaveLength(3);
  });
});
