/**
 * compareReports / formatComparison / comparisonToJson: the fidelity of a candidate server to a
 * reference run, overall, over exercised results, per family and per operation, and the terminal
 * table that shows it (counts, percentages, the worst operations, the first differences, colour
 * only when asked, nothing from the reports able to drive the terminal).
 */
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../rules/types.ts";
import { compareReports, comparisonToJson, formatComparison } from "../compare.ts";
import type { ConformanceReport } from "../report.ts";
import { makeReport, makeResult, type ResultTuple } from "./make-report.ts";

const ESC = "\x1b";

const reference = makeReport([
  ["OP-STATUS", "listKeys", "pass"],
  ["OP-STATUS", "getKey", "pass"],
  ["OP-SCHEMA", "getKey", "fail"],
  ["AUTH-403", "getKey", "pass"],
  ["AUTH-403", "listKeys", "not-exercised"],
  ["SEC-HSTS", null, "warn", "SHOULD"],
  ["PAGE-LIMIT", "listKeys", "pass"],
]);
const candidate: ConformanceReport = {
  ...makeReport([]),
  target: { ...reference.target, baseUrl: "http://127.0.0.1:4011/api/v1" },
  results: [
    makeResult(["OP-STATUS", "listKeys", "pass"]),
    makeResult(["OP-STATUS", "getKey", "fail"], "expected 200, got 500"),
    makeResult(["OP-SCHEMA", "getKey", "fail"]),
    makeResult(["AUTH-403", "getKey", "pass"]),
    makeResult(["AUTH-403", "listKeys", "fail"], "a read key was let through"),
    makeResult(["SEC-HSTS", null, "warn", "SHOULD"]),
    makeResult(["SEC-CSP", null, "pass", "SHOULD"]),
  ],
};

describe("compareReports", () => {
  const c = compareReports(reference, candidate);

  it("scores agreement over the results both ran", () => {
    expect([c.compared, c.agreed, c.fidelity]).toEqual([6, 4, 4 / 6]);
  });

  it("scores exercised fidelity over the results the reference exercised", () => {
    expect([c.exercisedCompared, c.exercisedAgreed, c.exercisedFidelity]).toEqual([5, 4, 4 / 5]);
  });

  it("lists what only one side ran", () => {
    expect(c.onlyInReference).toEqual(["PAGE-LIMIT listKeys"]);
    expect(c.onlyInCandidate).toEqual(["SEC-CSP (api)"]);
  });

  it("rows per family in the reference's order, with the candidate's message for each difference", () => {
    expect(c.families.map((f) => [f.name, f.compared, f.agreed, f.fidelity])).toEqual([
      ["OP", 3, 2, 2 / 3],
      ["AUTH", 2, 1, 1 / 2],
      ["SEC", 1, 1, 1],
    ]);
    expect(c.families[0].differences).toEqual([
      {
        key: "OP-STATUS getKey",
        rule: "OP-STATUS",
        operationId: "getKey",
        reference: "pass",
        candidate: "fail",
        message: "expected 200, got 500",
      },
    ]);
  });

  it("rows per operation, API-wide results under (api)", () => {
    expect(c.operations.map((o) => [o.name, o.compared, o.agreed, o.differences.map((d) => d.rule)])).toEqual([
      ["listKeys", 2, 1, ["AUTH-403"]],
      ["getKey", 3, 2, ["OP-STATUS"]],
      ["(api)", 1, 1, []],
    ]);
  });

  it("has null fidelities when nothing was compared", () => {
    const empty = compareReports(
      makeReport([["OP-STATUS", "a", "not-exercised"]]),
      makeReport([["OP-STATUS", "b", "pass"]]),
    );
    expect([empty.compared, empty.fidelity, empty.exercisedFidelity]).toEqual([0, null, null]);
    const idle = makeReport([["OP-STATUS", "a", "not-exercised"]]);
    const unexercised = compareReports(idle, idle);
    expect([unexercised.fidelity, unexercised.exercisedCompared, unexercised.exercisedFidelity]).toEqual([1, 0, null]);
  });

  it("warns when seed, profile or contract version differ, and not otherwise", () => {
    expect(c.warnings).toEqual([]);
    const contract = { version: "1.62.0", operations: 1 };
    const other = compareReports(reference, { ...candidate, seed: 9, profile: "full", contract });
    expect(other.warnings).toEqual([
      "The candidate was run with contract version 1.62.0, the reference with contract version 1.61.0.",
      "The candidate was run with seed 9, the reference with seed 42.",
      "The candidate was run with profile full, the reference with profile standard.",
    ]);
  });
});

/** A reference of n passes and a candidate failing the first `differing` of them on the given operations. */
function sized(n: number, differing: number, op: (i: number) => string = (i) => `op${i % 30}`) {
  const tuples: ResultTuple[] = Array.from({ length: n }, (_, i) => [`OP-R${i}`, op(i), "pass"]);
  const ref = makeReport(tuples);
  const cand = makeReport(
    tuples.map(([rule, o], i): ResultTuple => [rule, o, (i < differing ? "fail" : "pass") as Outcome]),
  );
  return compareReports(ref, cand);
}

describe("formatComparison", () => {
  it("states both scores as percentages with grouped counts", () => {
    const text = formatComparison(sized(1_793, 316), { color: false });
    expect(text).toMatch(/^fidelity +82\.4% \(1,477 of 1,793 results agree\)$/m);
    expect(text).toMatch(/^exercised fidelity +82\.4% \(1,477 of 1,793 results the reference exercised agree\)$/m);
  });

  it("names both targets and the settings in the header, and the warnings", () => {
    const text = formatComparison(compareReports(reference, { ...candidate, seed: 9 }), { color: false });
    expect(text).toMatch(
      /^reference +http:\/\/127\.0\.0\.1:4010\/api\/v1 +profile standard, seed 42, contract 1\.61\.0$/m,
    );
    expect(text).toMatch(
      /^candidate +http:\/\/127\.0\.0\.1:4011\/api\/v1 +profile standard, seed 9, contract 1\.61\.0$/m,
    );
    expect(text).toMatch(/^warning +The candidate was run with seed 9, the reference with seed 42\.$/m);
    expect(text).toMatch(/^only in reference +1 result: PAGE-LIMIT listKeys$/m);
  });

  it("never shows 100.0% unless every result agrees", () => {
    expect(formatComparison(sized(2_000, 1), { color: false })).toMatch(/^fidelity +99\.9% \(1,999 of 2,000/m);
    expect(formatComparison(sized(10, 0), { color: false })).toMatch(/^fidelity +100\.0% \(10 of 10/m);
    expect(formatComparison(sized(10, 0), { color: false })).toContain("no differences");
  });

  it("tabulates the families", () => {
    const lines = formatComparison(compareReports(reference, candidate), { color: false }).split("\n");
    const head = lines.findIndex((l) => l.startsWith("family"));
    expect(lines[head]).toMatch(/^family +compared +agreed +fidelity +differences$/);
    expect(lines[head + 1]).toMatch(/^OP +3 +2 +66\.7% +1$/);
    expect(lines[head + 2]).toMatch(/^AUTH +2 +1 +50\.0% +1$/);
    expect(lines[head + 3]).toMatch(/^SEC +1 +1 +100\.0% +0$/);
  });

  it("lists at most 20 operations, those with the most differences first", () => {
    // 300 results on 30 operations, the first 45 differ: op0..op14 twice, op15..op29 once.
    const text = formatComparison(sized(300, 45), { color: false });
    const rows = text.split("\n").filter((l) => /^ {2}op\d+ +\d+ of \d+ differ$/.test(l));
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 15).every((r) => / 2 of 10 differ$/.test(r))).toBe(true);
    // Ties broken by name: op15, op16, … (op2x sort after op1x).
    expect(rows[15]).toMatch(/^ {2}op15 +1 of 10 differ$/);
  });

  it("shows the first N differences, one line each, without control characters", () => {
    const ref = makeReport([
      ["OP-STATUS", "getKey", "pass"],
      ["OP-SCHEMA", "getKey", "pass"],
      ["OP-CT", "getKey", "pass"],
    ]);
    const hostile = `${"x".repeat(150)}\n\u001b[2J\u001b]0;owned\u0007 line two`;
    const results = [
      makeResult(["OP-STATUS", "getKey", "fail"], `bad\n\u001b[31mred\r\nmore`),
      makeResult(["OP-SCHEMA", "getKey", "warn"], hostile),
      makeResult(["OP-CT", "getKey", "fail"]),
    ];
    const cand = { ...ref, results };
    const text = formatComparison(compareReports(ref, cand), { color: false, maxDifferences: 2 });
    expect(text).not.toContain(ESC);
    expect(text).not.toContain("\r");
    expect(text).not.toContain("\u0007");
    expect(text).toContain("first 2 of 3 differences");
    expect(text).toMatch(/^ {2}OP-STATUS +getKey +pass → fail +bad \[31mred more$/m);
    const long = text.split("\n").find((l) => l.includes("OP-SCHEMA"))!;
    expect(long).toMatch(/pass → warn +x{99}…$/);
    expect(text).not.toContain("OP-CT ");
  });

  it("colours only when asked", () => {
    const c = compareReports(reference, candidate);
    expect(formatComparison(c, { color: false })).not.toContain(ESC);
    const coloured = formatComparison(c, { color: true });
    expect(coloured).toContain(`${ESC}[31m66.7%${ESC}[0m`);
    expect(coloured).toMatch(/\x1b\[31mpass → fail *\x1b\[0m/);
    // Colour changes nothing but the escapes.
    expect(coloured.replace(/\x1b\[\d+m/g, "")).toBe(formatComparison(c, { color: false }));
  });
});

describe("comparisonToJson", () => {
  it("is plain data equal to the comparison and detached from it", () => {
    const c = compareReports(reference, candidate);
    const json = comparisonToJson(c);
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    expect(json).toEqual(c);
    json.families[0].differences.length = 0;
    expect(c.families[0].differences).toHaveLength(1);
  });
});
