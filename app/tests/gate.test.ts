/**
 * The command as a CI gate, end to end through its function (cli-harness.ts `command`): `--baseline` (known failures pass
 * the gate, new ones fail it, fixed ones are reported), `--shard i/n` + `merge` (the slices add up to
 * the whole run), `compare` and `--compare-url` (differences and a fidelity score), the terminal
 * output of a non-TTY run, and the Allure labels. Runs are narrowed with --only to stay quick.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../server/index.ts";
import type { ConformanceReport } from "../../lib/report/report.ts";
import { resultKey } from "../../lib/report/result-key.ts";
import { command, DEV_ADMIN, type CliRun } from "./cli-harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const dir = mkdtempSync(join(tmpdir(), "gate-"));
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function server(faults: string[] = []): Promise<string> {
  const s = await startServer({ port: 0, faults });
  servers.push(s);
  return s.url;
}

const read = (d: string) => JSON.parse(readFileSync(join(dir, d, "conformance.json"), "utf8")) as ConformanceReport;
const failures = (r: ConformanceReport) =>
  r.results
    .filter((x) => x.outcome === "fail")
    .map(resultKey)
    .sort();
const env = { CONFORMANCE_ADMIN_KEY: DEV_ADMIN };

describe("--baseline", () => {
  let leaky: string;
  const runs: Record<string, CliRun> = {};
  // The first run writes the baseline; the runs that read it are independent and go side by side.
  beforeAll(async () => {
    leaky = await server(["keys-secret-in-list"]);
    runs.base = await command(["--base-url", leaky, "--only", "KEYS", "--report-dir", join(dir, "base")], env);
    const baseline = ["--only", "KEYS", "--baseline", join(dir, "base", "conformance.json")];
    const failure = read("base").results.find((x) => x.outcome === "fail")!;
    const [worse, fixed] = [await server(["keys-secret-in-list", "keys-revoked-still-accepted"]), await server()];
    [runs.known, runs.new, runs.fixed, runs.one] = await Promise.all([
      command(["--base-url", leaky, ...baseline, "--report-dir", join(dir, "known")], env),
      command(["--base-url", worse, ...baseline, "--report-dir", join(dir, "new")], env),
      command(["--base-url", fixed, ...baseline, "--report-dir", join(dir, "fixed")], env),
      command(
        [
          "--base-url",
          leaky,
          "--seed",
          "1",
          "--only",
          failure.rule,
          ...(failure.operationId ? ["--operation", failure.operationId] : []),
          "--report-dir",
          join(dir, "one"),
        ],
        env,
      ),
    ]);
  }, scaled(120_000));

  it("fails without a baseline, and writes the report that becomes one", () => {
    expect(runs.base.code, runs.base.err).toBe(1);
    expect(failures(read("base")).length).toBeGreaterThan(0);
  });

  it("passes when every failure is known, and says so", () => {
    expect(runs.known.code, runs.known.out + runs.known.err).toBe(0);
    const b = read("known").baseline!;
    expect(b.known).toEqual(failures(read("base")));
    expect(b.new).toEqual([]);
    expect(runs.known.out).toMatch(/baseline .*: \d+ known failures?, 0 new, 0 fixed/);
  });

  it("fails on a new failure, and names it", () => {
    expect(runs.new.code).toBe(1);
    const b = read("new").baseline!;
    expect(b.new.length).toBeGreaterThan(0);
    for (const k of b.new) expect(runs.new.out).toContain(k);
  });

  it("reports the fixed ones when the server is fixed", () => {
    expect(runs.fixed.code).toBe(0);
    expect(read("fixed").baseline!.fixed).toEqual(failures(read("base")));
    expect(runs.fixed.out).toMatch(/0 known failures, 0 new, [1-9]\d* fixed/);
  });

  it("re-runs one failure with --seed, --only and --operation: same outcome, same requests", () => {
    const failure = read("base").results.find((x) => x.outcome === "fail")!;
    expect(runs.one.code).toBe(1);
    const again = read("one").results;
    expect(again.map(resultKey)).toEqual([resultKey(failure)]);
    expect(again[0].outcome).toBe("fail");
    expect(again[0].digest).toBe(failure.digest);
  });

  it("refuses a baseline that is not a report, before touching the target", async () => {
    const r = await command(["--base-url", leaky, "--only", "KEYS", "--baseline", join(dir, "nowhere.json")], env);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/nowhere\.json does not exist/);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it("prints plain progress lines off a terminal and labels the Allure results", () => {
    const report = read("base");
    expect(report.summary.results).toBe(9);
    const results = readdirSync(join(dir, "base", "allure-results")).filter((f) => f.endsWith("-result.json"));
    expect(results.length).toBe(9);
    const labels = results.map(
      (f) =>
        (
          JSON.parse(readFileSync(join(dir, "base", "allure-results", f), "utf8")) as {
            labels: { name: string; value: string }[];
          }
        ).labels,
    );
    for (const l of labels) {
      const names = Object.fromEntries(l.map((x) => [x.name, x.value]));
      expect(names.rule).toMatch(/^KEYS-/);
      expect(names.family).toBe("KEYS");
      expect(names.level).toMatch(/^(MUST|SHOULD)$/);
      expect(names.clause).toMatch(/^doc [12] /);
    }
  });
});

describe("--strict", () => {
  it("turns drift (a warning) into a failing gate", async () => {
    const args = ["--only", "OP", "--operation", "listServices", "--server-fault", "op-drift-service-extra-field"];
    const [lenient, strict] = await Promise.all([
      command([...args, "--report-dir", join(dir, "lenient")]),
      command([...args, "--strict", "--report-dir", join(dir, "strict")]),
    ]);
    expect(lenient.code, lenient.out).toBe(0);
    expect(read("lenient").summary.warned).toBeGreaterThan(0);
    expect(strict.code).toBe(1);
    expect(read("strict").summary.failed).toBe(read("lenient").summary.warned);
  });
});

describe("terminal output off a TTY", () => {
  it("is plain lines: one per family, then the verdict and where the reports are", async () => {
    const r = await command(["--only", "KEYS", "--only", "ERRORS", "--report-dir", join(dir, "plain")], {
      NO_COLOR: "1",
    });
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/\x1b|\r/);
    expect(r.out).toMatch(/^KEYS\s+9 results: 9 passed, 0 failed/m);
    expect(r.out).toMatch(/^ERRORS\s+\d+ results:/m);
    expect(r.out).toMatch(/^verdict\s+PASS/m);
    expect(r.out).toContain(join(dir, "plain"));
  });
});

describe("--shard and merge", () => {
  it(
    "splits the (rule, operation) pairs into slices that merge back into the whole run",
    async () => {
      const only = ["--only", "OP-SUCCESS", "--only", "OP-SCHEMA", "--only", "ERRORS"];
      const [whole, one, two] = await Promise.all([
        command([...only, "--report-dir", join(dir, "whole")]),
        command([...only, "--shard", "1/2", "--report-dir", join(dir, "s1")]),
        command([...only, "--shard", "2/2", "--report-dir", join(dir, "s2")]),
      ]);
      expect([whole.code, one.code, two.code]).toEqual([0, 0, 0]);
      const [a, b] = [read("s1"), read("s2")];
      expect(a.shard).toEqual({ index: 1, total: 2 });
      expect(a.summary.results).toBeGreaterThan(0);
      expect(b.summary.results).toBeGreaterThan(0);
      const m = await command(["merge", join(dir, "s1"), join(dir, "s2"), "--report-dir", join(dir, "merged")]);
      expect(m.code, m.err).toBe(0);
      const merged = read("merged");
      const outcomes = (r: ConformanceReport) => r.results.map((x) => `${resultKey(x)} ${x.outcome}`).sort();
      expect(outcomes(merged)).toEqual(outcomes(read("whole")));
      expect(merged.summary.results).toBe(a.summary.results + b.summary.results);
      expect(existsSync(join(dir, "merged", "index.html"))).toBe(true);
    },
    scaled(180_000),
  );

  it("refuses to merge an incomplete set of slices", async () => {
    const m = await command(["merge", join(dir, "s1")]);
    expect(m.code).toBe(2);
    expect(m.err).toMatch(/shard/i);
  });
});

describe("compare", () => {
  it("compares two reports: fidelity score and the differences per family and operation", async () => {
    const r = await command(["compare", join(dir, "fixed"), join(dir, "base"), "--report-dir", join(dir, "cmp")]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/fidelity\s+\d+\.\d% \(\d+ of 9 results agree\)/);
    expect(r.out).toMatch(/^KEYS\s+9\s+\d+/m);
    const c = JSON.parse(readFileSync(join(dir, "cmp", "comparison.json"), "utf8")) as { fidelity: number };
    expect(c.fidelity).toBeLessThan(1);
  });

  it(
    "--compare-url runs the embedded reference and a second server, and scores the second",
    async () => {
      const faulty = await server(["keys-secret-in-list"]);
      const r = await command(
        ["--only", "KEYS", "--profile", "standard", "--compare-url", faulty, "--report-dir", join(dir, "vs")],
        { CONFORMANCE_COMPARE_ADMIN_KEY: DEV_ADMIN },
      );
      // The gate is the reference's (it passes); the comparison measures the second server.
      expect(r.code, r.out + r.err).toBe(0);
      expect(r.out).toMatch(/fidelity\s+\d+\.\d% \(\d+ of 9 results agree\)/);
      expect(read("vs/reference").target.embedded).toBe(true);
      expect(read("vs/candidate").target.baseUrl).toBe(faulty);
      expect(existsSync(join(dir, "vs", "comparison.json"))).toBe(true);
      expect(r.out + r.err).not.toContain("reference-server-admin-secret");
    },
    scaled(180_000),
  );
});
