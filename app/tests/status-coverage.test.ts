/**
 * The status coverage as the suite defines it and as a run reports it: every documented (operation,
 * status, content type) cell is brought about by some rule's `provokes` or listed as not provocable
 * with the reason (suites/coverage/unprovocable.ts), and nothing in either names a cell the contract
 * does not document; COVERAGE runs after every other family, on their results, and judges only what
 * the selected rules tried (a narrow --only leaves the rest not exercised, never "never observed");
 * `--min-coverage` fails the gate (exit 1) on a run whose every rule-level verdict passes the gate,
 * and the verdict lines say why.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contractIndex } from "../../lib/contract/operations.ts";
import { documentedCells } from "../../lib/coverage/documented.ts";
import { listStatusCoverage } from "../../lib/coverage/listing.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { applicableOperations, provokedBy } from "../../lib/rules/types.ts";
import type { RunEvent } from "../../lib/engine/events.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { UNPROVOCABLE } from "../../suites/coverage/unprovocable.ts";
import { runConformance } from "../cli/run.ts";
import { command } from "./cli-harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const index = contractIndex();
const dir = mkdtempSync(join(tmpdir(), "status-coverage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the suite's provocations and its table of what none can provoke", () => {
  const cells = documentedCells(index);
  const documented = new Set(cells.map((c) => `${c.operationId} ${c.status}`));

  it("bring about or explain every documented cell", () => {
    const orphans = listStatusCoverage(ALL_RULES, index, UNPROVOCABLE).filter(
      (r) => !r.rules.length && r.unprovocable === null,
    );
    expect(
      orphans.map((r) => `${r.operationId} ${r.status} ${r.contentType}`),
      "cells no rule provokes and the table does not explain: add a `provokes` or an entry",
    ).toEqual([]);
  });

  it("name only documented statuses: every provocation of every rule, on every operation it applies to", () => {
    const stray = ALL_RULES.flatMap((rule) =>
      applicableOperations(rule, index).flatMap((op) =>
        provokedBy(rule, op?.operationId ?? null, index)
          .filter(([o, s]) => !documented.has(`${o} ${s}`))
          .map(([o, s]) => `${rule.id}: ${o} ${s}`),
      ),
    );
    expect(stray).toEqual([]);
  });

  it("list no stale entry, and an entry for a whole status only where no rule provokes it", () => {
    const listing = listStatusCoverage(ALL_RULES, index, []);
    for (const u of UNPROVOCABLE) {
      const named = cells.filter(
        (c) =>
          c.operationId === u.operationId &&
          c.status === u.status &&
          (u.contentType === undefined || c.contentType === u.contentType),
      );
      expect(named.length, `${u.operationId} ${u.status} ${u.contentType ?? ""} is no documented cell`).toBeGreaterThan(
        0,
      );
      const provokers = listing.find((r) => r.operationId === u.operationId && r.status === u.status)!.rules;
      if (u.contentType === undefined)
        expect(
          provokers,
          `${u.operationId} ${u.status} is provoked by a rule, yet listed whole as not provocable`,
        ).toEqual([]);
    }
  });
});

describe("--list-coverage", () => {
  it("prints every documented cell with its rules or why none can, and the counts; as JSON with --json", {
    timeout: scaled(60_000),
  }, async () => {
    const [text, json] = await Promise.all([command(["--list-coverage"]), command(["--list-coverage", "--json"])]);
    expect(text.code, text.err).toBe(0);
    const lines = text.out.trimEnd().split("\n");
    expect(lines).toContain("getKaizenEntry\t404\tapplication/json\tERRORS-KAIZEN-NOT-FOUND");
    expect(lines).toContain("deleteService\t422\tapplication/json\tSTATE-SERVICE-DELETE-UNFINISHED");
    expect(lines.find((l) => l.startsWith("getArtifactBlob\t200\timage/png\t"))).toMatch(/\tnot provocable: /);
    expect(lines.at(-1)).toBe(
      `${documentedCells(index).length} documented cells: 402 provocable by a rule, 5 not provocable`,
    );
    expect(json.code, json.err).toBe(0);
    const rows = JSON.parse(json.out) as {
      operationId: string;
      status: number;
      rules: string[];
      unprovocable: string | null;
    }[];
    expect(rows).toHaveLength(documentedCells(index).length);
    expect(rows.find((r) => r.operationId === "deleteTask" && r.status === 403)!.rules).toEqual([
      "AUTH-403-BELOW",
      "STATE-TASK-DELETE",
    ]);
  });
});

describe("a run's status coverage", () => {
  it("is judged after every other family, on what the selected rules tried: the rest is not exercised, nothing is 'never observed'", {
    timeout: scaled(120_000),
  }, async () => {
    const order: string[] = [];
    const log = (e: RunEvent) => {
      if (e.type === "result") order.push(e.result.family);
    };
    const { report } = await runConformance(
      { ...DEFAULT_RUN_CONFIG, profile: "full", only: ["COVERAGE", "ERRORS-KAIZEN-NOT-FOUND", "EVENTS-CONTENT-TYPE"] },
      null,
      { handlers: [log], embedded: true },
    );
    // COVERAGE's results come last, after both families it judges.
    expect(order.lastIndexOf("ERRORS")).toBeLessThan(order.indexOf("COVERAGE"));
    expect(order.lastIndexOf("EVENTS")).toBeLessThan(order.indexOf("COVERAGE"));
    const coverage = report.results.filter((r) => r.family === "COVERAGE");
    expect(coverage).toHaveLength(index.all.length);
    expect(coverage.filter((r) => r.outcome === "fail")).toEqual([]);
    const passed = coverage
      .filter((r) => r.outcome === "pass")
      .map((r) => r.operationId)
      .sort();
    expect(passed).toEqual(["acknowledgeKaizenEntry", "getKaizenEntry", "streamJobEvents", "streamTaskEvents"]);
    expect(coverage.find((r) => r.operationId === "getKaizenEntry")!.message).toBe("observed 404 application/json");
    expect(coverage.find((r) => r.operationId === "getTask")!.message).toBe(
      "no rule of this run tries a documented status of getTask",
    );
    // The matrix holds every documented cell; the unselected ones are outside the gate's count.
    const s = report.statusCoverage!;
    expect(s.cells).toHaveLength(documentedCells(index).length);
    expect(s.summary).toMatchObject({ provocable: 4, provocableObserved: 4, missed: 0 });
    expect(s.cells.find((c) => c.operationId === "getTask" && c.status === 200)!.state).toBe("unselected");
  });

  it("fails the gate below --min-coverage, and says so, where every rule-level verdict passes it", {
    timeout: scaled(120_000),
  }, async () => {
    // Every 201 goes out as 200: VALID-BOUNDARY-ACCEPTED accepts any 2XX, COVERAGE fails (a SHOULD: not gating).
    const base = [
      "--server-fault",
      "coverage-created-as-200",
      "--only",
      "COVERAGE",
      "--only",
      "VALID-BOUNDARY-ACCEPTED",
      "--operation",
      "createKey",
    ];
    const [plain, gated, met] = await Promise.all([
      command([...base, "--report-dir", join(dir, "plain")]),
      command([...base, "--min-coverage", "100", "--report-dir", join(dir, "gated")]),
      command([...base, "--report-dir", join(dir, "met")], { CONFORMANCE_MIN_COVERAGE: "0" }),
    ]);
    expect(plain.code, plain.out + plain.err).toBe(0);
    expect(plain.out).toMatch(
      /✗ COVERAGE-DOCUMENTED-OBSERVED createKey \[SHOULD\] — Received: never 201 application\/json \(tried by VALID-BOUNDARY-ACCEPTED\); the run saw createKey answer 200/,
    );
    expect(plain.out).toMatch(
      /^statuses 407 documented \(operation, status, content type\) cells; 0 of 1 provocable observed \(0\.0 %\), 1 never observed/m,
    );
    expect(gated.code, gated.out + gated.err).toBe(1);
    expect(gated.out).toMatch(/^statuses .*below --min-coverage 100 %: the gate fails$/m);
    expect(gated.out).toMatch(/^verdict {2}FAIL$/m);
    const report = JSON.parse(readFileSync(join(dir, "gated", "conformance.json"), "utf8")) as ConformanceReport;
    expect(report.statusCoverage!.minPercent).toBe(100);
    expect(readFileSync(join(dir, "gated", "summary.md"), "utf8")).toMatch(
      /Documented statuses: \*\*.*below --min-coverage 100 %: the gate fails\*\*/,
    );
    expect(readFileSync(join(dir, "gated", "index.html"), "utf8")).toContain(
      "documented statuses observed 0.0 %, below --min-coverage 100 %",
    );
    expect(met.code, met.out + met.err).toBe(0);
    expect(met.out).toMatch(/--min-coverage 0 % met$/m);
  });
});
