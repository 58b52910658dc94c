/**
 * Each rule is proven able to fail: every registered rule (ALL_RULES, read at run time, so a new
 * rule is held to it at once) is named by some fault of the catalogue (server/faults/), and every
 * rule a fault names exists and belongs to the fault's family. That each named rule really fails
 * with its fault on is app/tests/fault-harness.ts's to check (app/tests/faults-<family>.test.ts).
 */
import { describe, expect, it } from "vitest";
import { FAULTS, type FaultDef } from "../../server/faults/index.ts";
import { ALL_RULES } from "../../suites/registry.ts";

const faults = Object.entries(FAULTS as Record<string, FaultDef>);
const rulesById = new Map(ALL_RULES.map((r) => [r.id, r]));

describe("the fault catalogue proves every rule", () => {
  it("names at least one rule in every fault", () => {
    expect(faults.filter(([, d]) => !Array.isArray(d.rules) || d.rules.length === 0).map(([n]) => n)).toEqual([]);
  });

  it("names every registered rule in some fault", () => {
    const named = new Set(faults.flatMap(([, d]) => d.rules ?? []));
    const unproven = ALL_RULES.filter((r) => !named.has(r.id)).map((r) => `${r.id} (${r.family})`);
    expect(unproven, "rules no fault proves able to fail: add a fault naming each in server/faults/").toEqual([]);
  });

  it("names only registered rules, each of the fault's own family", () => {
    const unknown = faults.flatMap(([n, d]) =>
      (d.rules ?? []).filter((id) => !rulesById.has(id)).map((id) => `${n}: ${id}`),
    );
    expect(unknown, "faults naming unknown rule ids").toEqual([]);
    const foreign = faults.flatMap(([n, d]) =>
      (d.rules ?? [])
        .filter((id) => rulesById.has(id) && rulesById.get(id)!.family !== d.family)
        .map((id) => `${n} (${d.family}): ${id} (${rulesById.get(id)!.family})`),
    );
    expect(foreign, "faults naming rules of another family (the harness runs only the fault's family)").toEqual([]);
  });

  it("names each rule at most once per fault", () => {
    const repeated = faults.filter(([, d]) => new Set(d.rules ?? []).size !== (d.rules ?? []).length).map(([n]) => n);
    expect(repeated).toEqual([]);
  });
});
