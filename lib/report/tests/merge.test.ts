/**
 * mergeReports: the shards of one --shard run become the report an unsharded run would write, in a
 * deterministic order whatever order the shards are given in; reports that are not the complete
 * set of shards of one run are refused with a UsageError.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../usage-error.ts";
import { mergeReports } from "../merge.ts";
import { readReport } from "../read-report.ts";
import { exitCode, summarize, type ConformanceReport } from "../report.ts";
import { resultKey } from "../result-key.ts";
import { makeReport, type ResultTuple } from "./make-report.ts";
import { summarizeClauses } from "../../rules/clauses.ts";
import type { Outcome } from "../../rules/types.ts";

const CONTRACT_ORDER = ["listKeys", "createKey", "getKey", "revokeKey"];
const operations = CONTRACT_ORDER.map((operationId) => ({
  operationId,
  method: "GET",
  path: `/${operationId}`,
  exercised: false,
  statuses: [] as number[],
  tag: "Keys",
}));

function shard(
  index: number,
  total: number,
  tuples: ResultTuple[],
  over: Partial<ConformanceReport> = {},
): ConformanceReport {
  return makeReport(tuples, { shard: { index, total }, operations: structuredClone(operations), ...over });
}

const NO_TASK = "STATE-B: not-exercised (no task)";
const one = shard(
  1,
  3,
  [
    ["OP-STATUS", "getKey", "pass"],
    ["OP-STATUS", "listKeys", "fail"],
    ["SEC-HSTS", null, "warn", "SHOULD"],
  ],
  {
    startedAt: "2025-11-23T05:00:02.000Z",
    durationMs: 4_000,
    summary: summarize([], 11, 0),
    operations: operations.map((op) =>
      op.operationId === "getKey" ? { ...op, exercised: true, statuses: [404, 200] } : op,
    ),
    transitions: [
      { id: "T-1", machine: "Task", trigger: "start", exercised: false, rules: ["STATE-A"], reason: null },
      { id: "T-2", machine: "Task", trigger: "stop", exercised: false, rules: ["STATE-B"], reason: NO_TASK },
    ],
    leftovers: [{ kind: "key", id: "k_1", reason: "revocation failed" }],
    errors: ["shard one went wrong"],
  },
);
const two = shard(
  2,
  3,
  [
    ["OP-STATUS", "createKey", "pass"],
    ["AUTH-403", "revokeKey", "fail", "SHOULD"],
    ["AUTH-403", "listKeys", "pass"],
  ],
  {
    startedAt: "2025-11-23T05:00:00.000Z",
    durationMs: 9_000,
    summary: summarize([], 20, 0),
    operations: operations.map((op) =>
      op.operationId === "getKey" ? { ...op, exercised: false, statuses: [401, 200] } : op,
    ),
    transitions: [
      { id: "T-1", machine: "Task", trigger: "start", exercised: true, rules: ["STATE-C"], reason: null },
      {
        id: "T-2",
        machine: "Task",
        trigger: "stop",
        exercised: false,
        rules: ["STATE-B", "STATE-D"],
        reason: "STATE-D: fail",
      },
      { id: "T-3", machine: "Run", trigger: "cancel", exercised: false, rules: [], reason: null },
    ],
    errors: ["shard two went wrong"],
  },
);
const three = shard(3, 3, [["STATE-A", null, "not-exercised"]], {
  startedAt: "2025-11-23T05:00:01.000Z",
  durationMs: 2_000,
  summary: summarize([], 0, 0),
  transitions: [
    { id: "T-1", machine: "Task", trigger: "start", exercised: false, rules: ["STATE-A"], reason: "skipped" },
  ],
  leftovers: [{ kind: "task", id: "t_9", reason: "delete failed" }],
});

/** The UsageError message of merging these reports. */
function refusal(reports: ConformanceReport[], names?: string[]): string {
  try {
    mergeReports(reports, names);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error("the merge was not refused");
}

describe("mergeReports", () => {
  const merged = mergeReports([one, two, three]);

  it("orders results by rule in order of appearance, then by operation in contract order (API-wide first)", () => {
    expect(merged.results.map(resultKey)).toEqual([
      "OP-STATUS listKeys",
      "OP-STATUS createKey",
      "OP-STATUS getKey",
      "SEC-HSTS (api)",
      "AUTH-403 listKeys",
      "AUTH-403 revokeKey",
      "STATE-A (api)",
    ]);
  });

  it("recovers the unsharded rule order from the shards' partial orders", () => {
    // Unsharded order A, B, C, D; each shard holds a subsequence. First appearance alone would say A, C, B, D.
    const parts = [
      shard(1, 3, [
        ["OP-A", "getKey", "pass"],
        ["OP-C", "getKey", "pass"],
      ]),
      shard(2, 3, [
        ["OP-B", "listKeys", "pass"],
        ["OP-C", "listKeys", "pass"],
        ["OP-D", "listKeys", "pass"],
      ]),
      shard(3, 3, [
        ["OP-A", "listKeys", "pass"],
        ["OP-B", "getKey", "pass"],
      ]),
    ];
    const order = mergeReports(parts).results.map(resultKey);
    expect(order).toEqual([
      "OP-A listKeys",
      "OP-A getKey",
      "OP-B listKeys",
      "OP-B getKey",
      "OP-C listKeys",
      "OP-C getKey",
      "OP-D listKeys",
    ]);
  });

  it("gives the same report whatever order the shards come in", () => {
    expect(mergeReports([three, one, two])).toEqual(merged);
    expect(mergeReports([two, three, one])).toEqual(merged);
  });

  it("recomputes the summary, sums the requests and counts distinct rules", () => {
    expect(merged.summary).toEqual({
      passed: 3,
      failed: 2,
      warned: 1,
      notExercised: 1,
      requests: 31,
      rules: 4,
      results: 7,
      mustFailed: 1,
      shouldFailed: 1,
    });
  });

  it("unites the operations: statuses sorted without repeats, exercised if any shard exercised it", () => {
    expect(merged.operations.map((o) => o.operationId)).toEqual(CONTRACT_ORDER);
    const getKey = merged.operations.find((o) => o.operationId === "getKey")!;
    expect(getKey.statuses).toEqual([200, 401, 404]);
    expect(getKey.exercised).toBe(true);
    expect(merged.operations.find((o) => o.operationId === "listKeys")!.exercised).toBe(false);
  });

  it("unites the transitions: exercised if any shard drove it, rules united, the first reason otherwise", () => {
    expect(merged.transitions).toEqual([
      { id: "T-1", machine: "Task", trigger: "start", exercised: true, rules: ["STATE-A", "STATE-C"], reason: null },
      { id: "T-2", machine: "Task", trigger: "stop", exercised: false, rules: ["STATE-B", "STATE-D"], reason: NO_TASK },
      { id: "T-3", machine: "Run", trigger: "cancel", exercised: false, rules: [], reason: null },
    ]);
  });

  it("concatenates leftovers and errors in shard order", () => {
    expect(merged.leftovers.map((l) => l.id)).toEqual(["k_1", "t_9"]);
    expect(merged.errors).toEqual(["shard one went wrong", "shard two went wrong"]);
  });

  it("starts at the earliest shard, lasts as long as the longest, and is neither a shard nor baselined", () => {
    expect(merged.startedAt).toBe("2025-11-23T05:00:00.000Z");
    expect(merged.durationMs).toBe(9_000);
    expect(merged.shard).toBeNull();
    expect(merged.baseline).toBeNull();
    const baselined = { ...one, baseline: { file: "b.json", known: [], new: [], fixed: [], warnings: [] } };
    expect(mergeReports([baselined, two, three]).baseline).toBeNull();
  });

  it("gates the merged run like an unsharded one", () => {
    expect(exitCode({ ...merged, errors: [] })).toBe(1);
    const clean = mergeReports([
      shard(1, 2, [["OP-STATUS", "getKey", "pass"]]),
      shard(2, 2, [["SEC-HSTS", null, "fail", "SHOULD"]]),
    ]);
    expect(exitCode(clean)).toBe(0);
    expect(exitCode({ ...clean, strict: true })).toBe(1);
  });

  it("does not change the shards given", () => {
    const before = JSON.stringify([one, two, three]);
    mergeReports([two, one, three]);
    expect(JSON.stringify([one, two, three])).toBe(before);
  });

  it("writes a report readReport accepts", () => {
    const dir = mkdtempSync(join(tmpdir(), "merge-"));
    try {
      writeFileSync(join(dir, "conformance.json"), JSON.stringify(merged));
      expect(readReport(dir)).toEqual(merged);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("merges unsharded reports of disjoint results, and one report alone", () => {
    const a = makeReport([["OP-STATUS", "getKey", "pass"]]);
    const b = makeReport([["OP-SCHEMA", "getKey", "fail"]]);
    expect(mergeReports([a, b]).results.map(resultKey)).toEqual(["OP-STATUS getKey", "OP-SCHEMA getKey"]);
    expect(mergeReports([a]).results).toEqual(a.results);
  });
});

describe("mergeReports and the clause register", () => {
  type Clauses = NonNullable<ConformanceReport["clauses"]>;
  const entry = (
    id: string,
    rules: string[],
    outcome: Clauses[number]["outcome"],
    reason?: string,
  ): Clauses[number] => ({
    id,
    doc: 2,
    section: "Endpoints › Keys",
    statement: `statement of ${id}`,
    rules,
    outcome,
    ...(reason !== undefined ? { reason } : {}),
  });
  /** A shard whose results cite clauses: [rule, operation, outcome, clause ids]. */
  const cited = (index: number, rows: [string, string | null, Outcome, string[]][], clauses: Clauses) => {
    const report = shard(
      index,
      2,
      rows.map(([rule, op, outcome]) => [rule, op, outcome]),
    );
    report.results.forEach((r, i) => (r.clauses = rows[i][3]));
    return { ...report, clauses, clauseSummary: summarizeClauses(clauses) };
  };
  // Each shard judged its clauses from its own results; the entries' outcomes below are those verdicts.
  const first = cited(
    1,
    [
      ["OP-STATUS", "listKeys", "pass", ["C-ROW", "C-SPLIT"]],
      ["KEYS-ONCE", null, "not-exercised", ["C-ONCE"]],
    ],
    [
      entry("C-ROW", ["OP-STATUS"], "pass"),
      entry("C-SPLIT", ["OP-STATUS", "AUTH-403"], "pass"),
      entry("C-ONCE", ["KEYS-ONCE"], "not-exercised", "no result of the first shard"),
      entry("C-LATE", ["KEYS-LATE"], "not-exercised", "its rules were not selected in this run"),
      entry("C-NOBODY", [], "not-exercised", "no rule cites it"),
      entry("C-HIDDEN", [], "uncheckable", "server-internal"),
    ],
  );
  const second = cited(
    2,
    [
      ["AUTH-403", "createKey", "fail", ["C-SPLIT"]],
      ["KEYS-LATE", null, "warn", ["C-LATE"]],
    ],
    [
      entry("C-ROW", ["OP-STATUS", "OP-SCHEMA"], "not-exercised", "its rules were not selected in this run"),
      entry("C-SPLIT", ["OP-STATUS", "AUTH-403"], "fail", "AUTH-403 createKey: fail of AUTH-403"),
      entry("C-ONCE", ["KEYS-ONCE"], "not-exercised", "its rules were not selected in this run"),
      entry("C-LATE", ["KEYS-LATE"], "pass"),
      entry("C-NOBODY", [], "not-exercised", "no rule cites it"),
      entry("C-HIDDEN", [], "uncheckable", "server-internal"),
    ],
  );
  const merged = mergeReports([second, first]);
  const of = (id: string) => merged.clauses!.find((c) => c.id === id)!;

  it("judges every clause again from the merged results, in the register's order", () => {
    expect(merged.clauses!.map((c) => [c.id, c.outcome])).toEqual([
      ["C-ROW", "pass"],
      ["C-SPLIT", "fail"],
      ["C-ONCE", "not-exercised"],
      ["C-LATE", "pass"],
      ["C-NOBODY", "not-exercised"],
      ["C-HIDDEN", "uncheckable"],
    ]);
    expect(of("C-SPLIT").reason).toBe("AUTH-403 createKey: fail of AUTH-403");
    // The reason comes from the merged results, not from either shard's entry.
    expect(of("C-ONCE").reason).toBe("not-exercised of KEYS-ONCE");
    expect(of("C-NOBODY").reason).toBe("no rule cites it");
    expect(of("C-HIDDEN").reason).toBe("server-internal");
    expect(merged.clauseSummary).toEqual({
      total: 6,
      checkable: 5,
      uncheckable: 1,
      checked: 3,
      passing: 2,
      failing: 1,
    });
  });

  it("unites the rules citing each clause", () => {
    expect(of("C-ROW").rules).toEqual(["OP-STATUS", "OP-SCHEMA"]);
  });

  it("follows the results, not the shards' verdicts", () => {
    // A shard whose entry claims a pass its results do not show: the merge says what the results say.
    const claimed = {
      ...first,
      clauses: first.clauses.map((c) => (c.id === "C-ONCE" ? entry("C-ONCE", ["KEYS-ONCE"], "pass") : c)),
    };
    expect(mergeReports([claimed, second]).clauses!.find((c) => c.id === "C-ONCE")!.outcome).toBe("not-exercised");
  });

  it("leaves the clauses out when a shard was written before the register, and still writes a readable report", () => {
    const { clauses: _c, clauseSummary: _s, ...older } = second;
    const withOlder = mergeReports([first, older as ConformanceReport]);
    expect(withOlder.clauses).toBeUndefined();
    expect(withOlder.clauseSummary).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), "merge-clauses-"));
    try {
      writeFileSync(join(dir, "conformance.json"), JSON.stringify(merged));
      expect(readReport(dir).clauses).toEqual(merged.clauses);
      writeFileSync(join(dir, "conformance.json"), JSON.stringify(withOlder));
      expect("clauses" in readReport(dir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("mergeReports of the embedded server", () => {
  it("takes shards run on embedded servers (each on a port of its own) as one target", () => {
    const embedded = (r: ConformanceReport, port: number) => ({
      ...r,
      target: { ...r.target, embedded: true, baseUrl: `http://127.0.0.1:${port}` },
    });
    expect(
      mergeReports([embedded(one, 1001), embedded(two, 1002), embedded(three, 1003)]).results.length,
    ).toBeGreaterThan(0);
  });
});

describe("mergeReports refuses", () => {
  it("no reports", () => {
    expect(refusal([])).toMatch(/at least one report/);
  });

  it.each<[string, Partial<ConformanceReport>, RegExp]>([
    [
      "another tool",
      { tool: { name: "app-conformance", version: "0.2.0" } },
      /their tool differs \(.* 0\.1\.0, .* 0\.2\.0\)/,
    ],
    [
      "another contract",
      { contract: { version: "1.60.0", operations: 4 } },
      /contract version differs \(1\.61\.0, 1\.60\.0\)/,
    ],
    ["another seed", { seed: 7 }, /their seed differs \(42, 7\)/],
    ["another profile", { profile: "safe" }, /their profile differs \(standard, safe\)/],
    ["another strictness", { strict: true }, /their strict differs \(false, true\)/],
    ["another target", { target: { ...one.target, baseUrl: "https://other.example/api/v1" } }, /their target differs/],
  ])("shards of %s", (_, over, pattern) => {
    const message = refusal([one, { ...two, ...over }, three], ["a", "b", "c"]);
    expect(message).toMatch(/^a and b are not shards of one run/);
    expect(message).toMatch(pattern);
  });

  it("shards of different totals", () => {
    expect(refusal([one, shard(2, 4, [])], ["a", "b"])).toBe("a is a shard of 3 but b a shard of 4.");
  });

  it("a shard given twice", () => {
    const again = shard(2, 3, [["OP-SCHEMA", "getKey", "pass"]]);
    expect(refusal([one, two, again], ["a", "b", "c"])).toBe("b and c are both shard 2/3.");
  });

  it("a missing shard", () => {
    expect(refusal([one, three])).toBe("shard 2 of 3 is missing.");
    expect(refusal([two])).toBe("shards 1, 3 of 3 are missing.");
  });

  it("a shard index outside 1..n", () => {
    expect(refusal([shard(1, 2, []), shard(3, 2, [])], ["a", "b"])).toBe("b claims shard 3/2, which does not exist.");
  });

  it("a mix of shards and whole runs", () => {
    expect(refusal([one, makeReport([])], ["a", "b"])).toBe("a is a shard but b is not.");
  });

  it("a result present in two reports, or twice in one", () => {
    const again = shard(3, 3, [["OP-STATUS", "listKeys", "pass"]]);
    expect(refusal([one, two, again], ["a", "b", "c"])).toBe("the result OP-STATUS listKeys appears in both a and c.");
    const twice = makeReport([
      ["SEC-HSTS", null, "pass"],
      ["SEC-HSTS", null, "fail"],
    ]);
    expect(refusal([twice], ["x"])).toBe("the result SEC-HSTS (api) appears twice in x.");
  });
});
