/**
 * `replay REPORT_DIR` (issue 27, point 5): a run under a fault written to a folder, then replayed
 * against the embedded server without the fault (every check fixed, exit 0) and with it (still
 * failing, exit 1); a recorded request the report cannot give back verbatim is said so per check;
 * bad input is one sentence and exit 2.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConformance } from "../cli/run.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { command } from "./cli-harness.ts";

const root = mkdtempSync(join(tmpdir(), "replay-command-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const faulted = join(root, "faulted");
const OPERATIONS = ["getArtifactBlob", "getDebugAgentContext"];

beforeAll(async () => {
  const { report } = await runConformance(
    {
      ...DEFAULT_RUN_CONFIG,
      only: ["AUTH-401-UNKNOWN", "AUTH-403-BELOW"],
      operations: [...OPERATIONS, "approveRunDecision"],
      serverFaults: ["auth-unknown-key-403", "auth-write-admitted-to-decide"],
    },
    faulted,
    { allure: false },
  );
  expect(report.results.filter((r) => r.outcome === "fail").length).toBe(4);
}, scaled(120_000));

/** A copy of the faulted report with `edit` applied, in a folder of its own. */
function doctored(name: string, edit: (report: ConformanceReport) => void): string {
  const report = JSON.parse(readFileSync(join(faulted, "conformance.json"), "utf8")) as ConformanceReport;
  edit(report);
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "conformance.json"), JSON.stringify(report));
  return dir;
}

describe("replay", () => {
  it("finds every failing check fixed on the embedded server without the report's faults (--clean)", {
    timeout: scaled(120_000),
  }, async () => {
    const r = await command(["replay", faulted, "--clean"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "target: the embedded reference server without the report's --server-fault auth-unknown-key-403, --server-fault auth-write-admitted-to-decide (--clean)",
    );
    expect(r.out).toContain("✓ fixed  AUTH-401-UNKNOWN getArtifactBlob: passes");
    // The decisive request, re-sent with a fresh write key: the faulted server's 404, now the documented 403.
    expect(r.out).toMatch(
      /✓ fixed {2}AUTH-403-BELOW approveRunDecision: passes\n.*\(Bearer \$READ_KEY\): then 403, now 403\n {4}decisive POST \S+\/approve \(Bearer \$WRITE_KEY\): then 404, now 403\n/,
    );
    expect(r.out).toContain("replay: 4 checks: 0 still failing, 4 fixed, 0 not re-judged (exit 0)");
  });

  it("finds them still failing on the embedded server with the report's faults (the default)", {
    timeout: scaled(120_000),
  }, async () => {
    const r = await command(["replay", faulted]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("target: the embedded reference server with the report's --server-fault");
    expect(r.out).toContain(
      "✗ still failing  AUTH-401-UNKNOWN getArtifactBlob: Received: 403 for an unknown key / Documented: 401",
    );
    expect(r.out).toMatch(
      /decisive GET \/artifacts\/conformance-probe-0\/blob \(Bearer apk_\w+\.[a-z]+\): then 403, now 403/,
    );
    expect(r.out).toContain("replay: 4 checks: 4 still failing, 0 fixed, 0 not re-judged (exit 1)");
  });

  it("says of each request it cannot give back verbatim why, and still re-judges its check", {
    timeout: scaled(120_000),
  }, async () => {
    const dir = doctored("doctored", (report) => {
      const below = report.results.find((r) => r.rule === "AUTH-403-BELOW" && r.outcome === "fail")!;
      below.evidence[below.decisive!].requestBody = `${"x".repeat(4_000)}… (5123 chars)`;
      below.evidence[0].requestHeaders.authorization = "Bearer [REDACTED]";
    });
    const r = await command(["replay", dir, "--clean"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "decisive POST /runs/conformance-probe-0/decisions/approvals/conformance-probe-0/approve (Bearer $WRITE_KEY): not re-sent: its body (5,123 characters) was cut to 4,000 in the report: it cannot be re-sent verbatim",
    );
    expect(r.out).toContain(
      "(Bearer [REDACTED]): not re-sent: its key was one the check minted for itself and revoked: no fresh key stands for it",
    );
  });

  it("refuses bad input in one sentence, exit 2", async () => {
    const missing = await command(["replay", join(root, "nowhere")]);
    expect([missing.code, missing.err]).toEqual([2, `conformance: ${join(root, "nowhere")} does not exist.\n`]);
    const none = await command(["replay"]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/^conformance: replay needs one report/);
    const clean = await command(["replay", faulted, "--clean", "--base-url", "http://127.0.0.1:9"]);
    expect(clean.code).toBe(2);
    expect(clean.err).toMatch(/--clean applies to the embedded server/);
    const flag = await command(["replay", faulted, "--bogus"]);
    expect(flag.code).toBe(2);
    expect(flag.err).not.toMatch(/\n./);
  });

  it("prints its help, which says what the default target is", async () => {
    const r = await command(["replay", "--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/same\s+--server-fault and --server-variant as the report names/);
  });
});
