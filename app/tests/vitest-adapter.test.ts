/**
 * The vitest adapter (app/vitest.ts): a user's test file runs the suite inside their own vitest,
 * one test per planned (rule, operation), driven by the one engine. Each test tells what the
 * engine's result says — a failure fails it with the reproduction, not exercised skips it with the
 * reason, a warning passes with an annotation — and agrees with the report the same run wrote.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVitest, type Reporter, type TestCase } from "vitest/node";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { conformanceSuite } from "../vitest.ts";
import { UsageError } from "../api.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { resultKey } from "../../lib/report/result-key.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "adapter-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Seen {
  state: string;
  message: string;
  annotations: string[];
}

describe("the vitest adapter, in a user's own vitest run", () => {
  const seen = new Map<string, Seen>();
  let report: ConformanceReport;
  beforeAll(async () => {
    const collect: Reporter = {
      onTestCaseResult(test: TestCase) {
        const r = test.result();
        seen.set(test.name, {
          state: r.state,
          message: r.state === "failed" ? (r.errors?.[0]?.message ?? "") : r.state === "skipped" ? (r.note ?? "") : "",
          annotations: test.annotations().map((a) => `${a.type}: ${a.message}`),
        });
      },
    };
    const exitCode = process.exitCode;
    process.env.ADAPTER_REPORT_DIR = join(dir, "report");
    try {
      const vitest = await startVitest(
        "test",
        [],
        {
          config: false,
          root: ROOT,
          include: ["app/tests/fixtures/adapter.fixture.ts"],
          watch: false,
          cache: false,
          reporters: [collect],
          pool: "threads",
        },
        { logLevel: "silent" },
      );
      await vitest?.close();
    } finally {
      // The fixture fails on purpose; that must not fail this process.
      process.exitCode = exitCode;
      delete process.env.ADAPTER_REPORT_DIR;
    }
    report = JSON.parse(readFileSync(join(dir, "report", "conformance.json"), "utf8")) as ConformanceReport;
  }, scaled(120_000));

  it("declares one test per result of the report, plus one for the run as a whole", () => {
    const names = report.results.map(resultKey);
    expect([...seen.keys()].sort()).toEqual(
      [...names, "the run: no error, nothing left behind, every minted key revoked"].sort(),
    );
  });

  it("fails a failed result with its message and reproduction, skips a result not exercised with its reason, annotates a warning", () => {
    const states = { pass: "passed", fail: "failed", warn: "passed", "not-exercised": "skipped" } as const;
    for (const r of report.results) {
      const t = seen.get(resultKey(r))!;
      expect(t.state, `${r.rule} ${r.operationId}`).toBe(states[r.outcome]);
      if (r.outcome === "fail") {
        expect(t.message).toContain(r.message);
        if (r.reproduction) expect(t.message).toContain("Reproduce with:");
      }
      if (r.outcome === "not-exercised") expect(t.message).toBe(r.message);
      if (r.outcome === "warn") expect(t.annotations).toContain(`warning: ${r.message}`);
    }
    // The fixture's run has every outcome, or this would prove less than it says.
    for (const o of ["pass", "fail", "warn", "not-exercised"])
      expect(
        report.results.some((r) => r.outcome === o),
        o,
      ).toBe(true);
    expect(seen.get("the run: no error, nothing left behind, every minted key revoked")!.state).toBe("passed");
  });
});

describe("the adapter's target", () => {
  // Refused before a test is declared, so it is safe to call inside this test.
  it("is required: neither a baseUrl nor embedded: true is a UsageError naming both; an empty baseUrl is one too", async () => {
    const neither = await conformanceSuite({}).catch((e: unknown) => e);
    expect(neither).toBeInstanceOf(UsageError);
    expect((neither as Error).message).toMatch(/baseUrl.*embedded: true/);
    // An unset API_URL in the README's example.
    await expect(
      conformanceSuite({ baseUrl: process.env.NO_SUCH_VARIABLE_SET ?? "", adminKey: "apk_x.secret-key" }),
    ).rejects.toThrow(/baseUrl is empty/);
  });
});
