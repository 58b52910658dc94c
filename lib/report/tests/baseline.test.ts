/**
 * --baseline: which failures are known, new and fixed, the warnings when the runs differ in
 * settings, and the gate (exitCode) counting only new failures once a baseline is applied.
 */
import { describe, expect, it } from "vitest";
import { applyBaseline } from "../baseline.ts";
import { exitCode, type ConformanceReport } from "../report.ts";
import { resultKey } from "../result-key.ts";
import { makeReport, type ResultTuple } from "./make-report.ts";

describe("resultKey", () => {
  it("joins rule and operation, with (api) for an API-wide result", () => {
    expect(resultKey({ rule: "OP-STATUS", operationId: "listKeys" })).toBe("OP-STATUS listKeys");
    expect(resultKey({ rule: "SEC-HSTS", operationId: null })).toBe("SEC-HSTS (api)");
  });
});

describe("applyBaseline", () => {
  const baseline = makeReport([
    ["OP-STATUS", "listKeys", "fail"],
    ["OP-STATUS", "getKey", "fail"],
    ["OP-SCHEMA", "getKey", "fail"],
    ["SEC-HSTS", null, "fail", "SHOULD"],
    ["PAGE-LIMIT", "listKeys", "fail"],
    ["AUTH-403", "getKey", "pass"],
    ["OP-SCHEMA", "listKeys", "fail"],
  ]);
  const now = makeReport([
    ["OP-STATUS", "listKeys", "fail"], // known
    ["OP-STATUS", "getKey", "pass"], // fixed
    ["OP-SCHEMA", "getKey", "warn"], // neither: a warning is not a pass
    ["SEC-HSTS", null, "fail", "SHOULD"], // known, API-wide
    ["AUTH-403", "getKey", "fail"], // new: passed in the baseline
    ["AUTH-403", "listKeys", "fail"], // new: absent from the baseline
    ["OP-SCHEMA", "listKeys", "not-exercised"], // neither
    // PAGE-LIMIT listKeys did not run now: not fixed
  ]);
  const outcome = applyBaseline(now, baseline, "old/conformance.json");

  it("sorts the failures into known and new, in the report's order", () => {
    expect(outcome.known).toEqual(["OP-STATUS listKeys", "SEC-HSTS (api)"]);
    expect(outcome.new).toEqual(["AUTH-403 getKey", "AUTH-403 listKeys"]);
  });

  it("counts as fixed only what passes now, not what warns, was not exercised or did not run", () => {
    expect(outcome.fixed).toEqual(["OP-STATUS getKey"]);
  });

  it("keeps the file and has no warnings when the settings match", () => {
    expect(outcome.file).toBe("old/conformance.json");
    expect(outcome.warnings).toEqual([]);
  });

  it("warns, one sentence each, when contract version, seed or profile differ", () => {
    const other = makeReport([], { seed: 7, profile: "safe", contract: { version: "1.60.0", operations: 0 } });
    const { warnings } = applyBaseline(now, other, "b.json");
    expect(warnings).toEqual([
      "The baseline b.json was run with contract version 1.60.0, this run with contract version 1.61.0.",
      "The baseline b.json was run with seed 7, this run with seed 42.",
      "The baseline b.json was run with profile safe, this run with profile standard.",
    ]);
    expect(applyBaseline(now, makeReport([], { seed: 7 }), "b.json").warnings).toHaveLength(1);
  });

  it("does not change either report", () => {
    const before = JSON.stringify([now, baseline]);
    applyBaseline(now, baseline, "x");
    expect(JSON.stringify([now, baseline])).toBe(before);
  });
});

describe("the gate with a baseline", () => {
  const knownMust: ResultTuple = ["OP-STATUS", "listKeys", "fail", "MUST"];
  const knownShould: ResultTuple = ["SEC-HSTS", null, "fail", "SHOULD"];
  const baseline = makeReport([knownMust, knownShould]);
  const gated = (tuples: ResultTuple[], over: Partial<ConformanceReport> = {}) => {
    const report = makeReport(tuples, over);
    return exitCode({ ...report, baseline: applyBaseline(report, baseline, "b.json") });
  };

  it("fails on a known MUST failure without a baseline", () => {
    expect(exitCode(makeReport([knownMust]))).toBe(1);
  });

  it("passes when every failure is known, strict or not", () => {
    expect(gated([knownMust, knownShould, ["OP-STATUS", "getKey", "pass"]])).toBe(0);
    expect(gated([knownMust, knownShould], { strict: true })).toBe(0);
  });

  it("fails on a new MUST failure", () => {
    expect(gated([knownMust, ["OP-STATUS", "getKey", "fail", "MUST"]])).toBe(1);
  });

  it("lets a new SHOULD failure pass, unless strict", () => {
    const tuples: ResultTuple[] = [knownMust, ["SEC-CSP", null, "fail", "SHOULD"]];
    expect(gated(tuples)).toBe(0);
    expect(gated(tuples, { strict: true })).toBe(1);
  });

  it("fails on errors of the run even when every failure is known", () => {
    expect(gated([knownMust], { errors: ["the server went away"] })).toBe(1);
  });

  it("counts a failure the baseline outcome does not list as known", () => {
    const report = makeReport([knownMust, ["OP-STATUS", "getKey", "fail", "MUST"]]);
    // A stale outcome that never classified getKey: the failure still fails the gate.
    const stale = { file: "b.json", known: ["OP-STATUS listKeys"], new: [], fixed: [], warnings: [] };
    expect(exitCode({ ...report, baseline: stale })).toBe(1);
  });

  it("treats a null baseline as none", () => {
    expect(exitCode({ ...makeReport([knownMust]), baseline: null })).toBe(1);
    expect(exitCode({ ...makeReport([knownShould]), baseline: null })).toBe(0);
  });
});
