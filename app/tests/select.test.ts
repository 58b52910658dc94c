/** What a run plans: --only / --exclude by id, family or prefix, --operation, and --shard slices. */
import { describe, expect, it } from "vitest";
import { contractIndex } from "../../lib/contract/operations.ts";
import { applicableOperations } from "../../lib/rules/types.ts";
import { planned, selected, shardOf, type Plan } from "../../lib/run/select.ts";
import { ALL_RULES } from "../../suites/registry.ts";

const index = contractIndex();
const pairs = ALL_RULES.flatMap((rule) =>
  applicableOperations(rule, index).map((op) => ({ rule, operationId: op?.operationId ?? null })),
);
const none: Plan = { only: [], exclude: [], operations: [], shard: null };

describe("selection", () => {
  const rule = ALL_RULES.find((r) => r.id === "PAGE-LIMIT-BOUNDS")!;

  it("matches a rule by id, by family and by id prefix, and --exclude wins", () => {
    for (const s of ["PAGE-LIMIT-BOUNDS", "PAGE", "PAGE-LIMIT"]) expect(selected(rule, [s], [])).toBe(true);
    for (const s of ["PAGE-LIM", "AUTH", "PAGE-LIMIT-BOUNDS-X"]) expect(selected(rule, [s], [])).toBe(false);
    expect(selected(rule, ["PAGE"], ["PAGE-LIMIT"])).toBe(false);
    expect(selected(rule, [], ["SEC"])).toBe(true);
  });

  it("plans a global rule whatever --operation says, and an operation rule only for the operations named", () => {
    const global = ALL_RULES.find((r) => r.scope === "global")!;
    const plan = { ...none, operations: ["listJobs"] };
    expect(planned(global, null, plan)).toBe(true);
    expect(planned(rule, "listJobs", plan)).toBe(true);
    expect(planned(rule, "listServiceTasks", plan)).toBe(false);
  });
});

describe("--shard", () => {
  it.each([2, 3, 7])("puts every (rule, operation) pair in exactly one of %i slices, none of them empty", (total) => {
    const counts = Array.from(
      { length: total },
      (_, i) => pairs.filter((p) => planned(p.rule, p.operationId, { ...none, shard: { index: i + 1, total } })).length,
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(pairs.length);
    // A hash spreads them: no slice holds less than half its fair share.
    for (const n of counts) expect(n).toBeGreaterThan(pairs.length / total / 2);
  });

  it("keeps a pair in its slice from one run to the next, and one slice of one is everything", () => {
    // Pinned: a slice is a pure hash of the pair, so shards of one run made on different machines
    // (or by different versions of this tool) merge; a change of the hash shows here.
    expect([
      shardOf("PAGE-LIMIT-BOUNDS", "listJobs", 4),
      shardOf("AUTH-401-ABSENT", "getMe", 4),
      shardOf("KEYS-SECRET-ONCE", null, 4),
    ]).toEqual([4, 1, 3]);
    expect(pairs.every((p) => planned(p.rule, p.operationId, { ...none, shard: { index: 1, total: 1 } }))).toBe(true);
  });
});
