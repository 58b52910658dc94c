/**
 * readReport: a conformance.json (or the directory holding one) comes back as a report; anything
 * else is a UsageError of one sentence that names the file and the first thing wrong with it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UsageError } from "../usage-error.ts";
import { readReport } from "../read-report.ts";
import { makeReport } from "./make-report.ts";

const dir = mkdtempSync(join(tmpdir(), "read-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const good = makeReport([
  ["OP-STATUS", "listKeys", "pass"],
  ["SEC-HSTS", null, "warn", "SHOULD"],
]);

function write(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

/** The UsageError readReport throws for this path, checked to be one line naming the file. */
function refusal(path: string): string {
  let error: unknown;
  try {
    readReport(path);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(UsageError);
  const message = (error as Error).message;
  expect(message).toContain(path);
  expect(message).not.toContain("\n");
  expect(message.endsWith(".")).toBe(true);
  return message;
}

/** The good report with one change made to a copy. */
function broken(change: (r: Record<string, any>) => void): Record<string, any> {
  const copy = structuredClone(good) as Record<string, any>;
  change(copy);
  return copy;
}

describe("readReport", () => {
  it("reads a conformance.json", () => {
    expect(readReport(write("good.json", good))).toEqual(good);
  });

  it("reads the conformance.json of a directory", () => {
    const runDir = join(dir, "run");
    mkdirSync(runDir);
    writeFileSync(join(runDir, "conformance.json"), JSON.stringify(good));
    expect(readReport(runDir)).toEqual(good);
  });

  it("accepts a byte-order mark, a shard and a baseline", () => {
    const baseline = { file: "b.json", known: [], new: [], fixed: [], warnings: [] };
    const withExtras = { ...good, shard: { index: 2, total: 3 }, baseline };
    expect(readReport(write("bom.json", `\uFEFF${JSON.stringify(withExtras)}`)).shard).toEqual({ index: 2, total: 3 });
    expect(readReport(write("nulls.json", { ...good, shard: null, baseline: null })).shard).toBeNull();
  });

  it("reads a report with the clause register, and one written before it (no clauses)", () => {
    const clauses = [
      {
        id: "D2-ROW-listKeys",
        doc: 2,
        section: "Endpoints › Keys",
        statement: "GET /keys",
        rules: ["OP-STATUS"],
        outcome: "pass",
      },
      {
        id: "D2-KEYS-HASHED",
        doc: 2,
        section: "Endpoints › Keys",
        statement: "stored hashed",
        rules: [],
        outcome: "uncheckable",
        reason: "server-internal",
      },
    ];
    const clauseSummary = { total: 2, checkable: 1, uncheckable: 1, checked: 1, passing: 1, failing: 0 };
    const withClauses = {
      ...good,
      results: good.results.map((r) => ({ ...r, clauses: ["D2-ROW-listKeys"] })),
      clauses,
      clauseSummary,
    };
    expect(readReport(write("clauses.json", withClauses))).toEqual(withClauses);
    const older = readReport(write("older.json", good));
    expect("clauses" in older || "clauseSummary" in older).toBe(false);
    // Clauses without their counts get them.
    expect(readReport(write("no-summary.json", { ...good, clauses })).clauseSummary).toEqual(clauseSummary);
  });

  it("refuses a path that does not exist", () => {
    expect(refusal(join(dir, "nowhere.json"))).toMatch(/does not exist/);
  });

  it("refuses a directory without a conformance.json", () => {
    const empty = join(dir, "empty");
    mkdirSync(empty);
    expect(refusal(empty)).toMatch(/directory without a conformance\.json/);
  });

  it("refuses a file that is not JSON", () => {
    expect(refusal(write("junit.xml", `<?xml version="1.0"?><testsuites/>`))).toMatch(/is not readable JSON/);
    expect(refusal(write("empty.json", ""))).toMatch(/is not readable JSON/);
  });

  it.each([
    ["JSON that is not an object", [1, 2], /the top level must be an object/],
    ["a report without results", broken((r) => delete r.results), /it has no "results"/],
    ["results that are not an array", broken((r) => (r.results = {})), /results must be an array/],
    ["a result without a rule", broken((r) => delete r.results[1].rule), /results\[1\] has no "rule"/],
    ["a result without an outcome", broken((r) => delete r.results[0].outcome), /results\[0\] has no "outcome"/],
    [
      "an outcome not among the four",
      broken((r) => (r.results[1].outcome = "skipped")),
      /results\[1\]\.outcome is "skipped", not one of pass, fail, warn, not-exercised/,
    ],
    [
      "an unknown level",
      broken((r) => (r.results[0].level = "MAY")),
      /results\[0\]\.level is "MAY", not one of MUST, SHOULD\./,
    ],
    ["a seed that is not a number", broken((r) => (r.seed = "42")), /seed must be an integer/],
    ["a shard numbered from 0", broken((r) => (r.shard = { index: 0, total: 2 })), /shard\.index must be >= 1/],
    [
      "a clause outcome not among the four",
      broken((r) => (r.clauses = [{ id: "C", doc: 2, section: "s", statement: "t", rules: [], outcome: "warn" }])),
      /clauses\[0\]\.outcome is "warn", not one of pass, fail, not-exercised, uncheckable/,
    ],
    [
      "a clause without its rules",
      broken((r) => (r.clauses = [{ id: "C", doc: 2, section: "s", statement: "t", outcome: "pass" }])),
      /clauses\[0\] has no "rules"/,
    ],
    [
      "result clauses that are not a list",
      broken((r) => (r.results[0].clauses = "D2-ROW-listKeys")),
      /results\[0\]\.clauses must be an array/,
    ],
  ])("refuses %s", (_, content, pattern) => {
    expect(refusal(write("bad.json", content))).toMatch(pattern);
  });
});
