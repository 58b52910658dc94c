/**
 * The command as a new user meets it (issue 27, points 1 to 3): `--version`, `--list-rules --json`,
 * `--format json` (the summary alone on stdout, the human output on stderr), the closing recap of a
 * failing run (failures by rule, the commonest not-exercised reasons with their setting, the page,
 * one re-run command), and `--server` with `--wait-for`: the server under test started, waited for
 * and stopped whatever ends the run.
 */
import { createServer } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli, command, DEV_ADMIN } from "./cli-harness.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { TOOL } from "../../lib/report/report.ts";
import { ROOT } from "../cli/run.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { AllureError, allureCli } from "../../lib/report/allure-render.ts";

const dir = mkdtempSync(join(tmpdir(), "cli-adoption-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A port nothing listens on (yet). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Whether a process is still alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until `done` holds or the deadline passes. */
async function eventually(done: () => boolean | Promise<boolean>, ms = scaled(10_000)): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return done();
}

describe("the command's basics", () => {
  it("--version prints the name and version, the package's", async () => {
    const r = await command(["--version"]);
    expect(r.code).toBe(0);
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    expect(r.out).toBe(`app-conformance ${pkg.version}\n`);
    expect(TOOL.version).toBe(pkg.version);
  });

  it("--list-rules --json and --list-rules --format json print every rule as JSON and exit 0", async () => {
    for (const args of [
      ["--list-rules", "--json"],
      ["--list-rules", "--format", "json"],
    ]) {
      const r = await command(args);
      expect(r.code, r.err).toBe(0);
      const rules = JSON.parse(r.out) as { id: string; level: string; family: string }[];
      expect(rules.map((x) => x.id)).toEqual(ALL_RULES.map((x) => x.id));
      expect(rules[0]).toEqual(expect.objectContaining({ level: expect.any(String), family: expect.any(String) }));
    }
  });

  it("--json on a run says where a run's summary comes from", async () => {
    const r = await command(["--json"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--format json/);
  });
});

describe("allure DIR without the optional allure package", () => {
  it("says how to install it, with the version the package names", () => {
    const missing = () => {
      throw Object.assign(new Error("Cannot find module 'allure'"), { code: "MODULE_NOT_FOUND" });
    };
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
      dependencies: Record<string, string>;
    };
    expect(() => allureCli(missing)).toThrow(AllureError);
    expect(() => allureCli(missing)).toThrow(`npm install --save-dev allure@${pkg.peerDependencies.allure}`);
    expect(pkg.peerDependenciesMeta.allure?.optional).toBe(true);
    expect(pkg.dependencies.allure).toBeUndefined();
  });
});

describe("a failing run", () => {
  let human = { code: 0 as number | null, out: "", err: "" };
  const reportDir = join(dir, "failing");
  it(
    "--format json writes the summary alone on stdout, the human output and its recap on stderr",
    async () => {
      human = await command([
        "--only",
        "AUTH",
        "--server-fault",
        "auth-unknown-key-403",
        "--report-dir",
        reportDir,
        "--format",
        "json",
      ]);
      expect(human.code, human.err).toBe(1);
      const summary = JSON.parse(human.out) as {
        verdict: string;
        exitCode: number;
        failures: { rule: string; count: number; first: string }[];
        page: string;
        rerun: string;
      };
      expect(summary.verdict).toBe("FAIL");
      expect(summary.exitCode).toBe(1);
      expect(summary.failures.length).toBeGreaterThan(0);
      expect(summary.failures[0]!.count).toBeGreaterThan(0);
      expect(summary.page).toBe(join(reportDir, "index.html"));
      expect(summary.rerun).toMatch(/^npm run conformance -- .*--only /);
      // The embedded server is started again with the fault the run switched on.
      expect(summary.rerun).toContain("--server-fault auth-unknown-key-403");
      expect(human.err).toMatch(/verdict\s+FAIL/);
    },
    scaled(120_000),
  );

  it("ends on one screen: failures by rule with counts and first message, the page, one re-run command", () => {
    const lines = human.err.split("\n");
    const start = lines.findIndex((l) => /^failures by rule: \d+ rules, \d+ results$/.test(l));
    expect(start, human.err).toBeGreaterThan(-1);
    expect(lines[start + 1]).toMatch(/^ {2}✗ AUTH-[A-Z0-9-]+ MUST ×\d+ {2}\S/);
    expect(lines[start + 2]).toMatch(/^ {6}\S/);
    expect(lines).toContain(`page     ${join(reportDir, "index.html")}`);
    const rerun = lines.filter((l) => l.startsWith("re-run   "));
    expect(rerun).toHaveLength(1);
    expect(rerun[0]).toMatch(/^re-run {3}npm run conformance -- --profile full --seed \d+ .*--only AUTH-/);
    // The recap is the last thing said: from the verdict on, it fits a screen.
    const verdict = lines.findIndex((l) => /^verdict /.test(l));
    expect(lines.length - verdict).toBeLessThan(40);
  });

  it("its junit.xml re-run lines name the command as it was invoked", () => {
    expect(readFileSync(join(reportDir, "junit.xml"), "utf8")).toMatch(/Re-run with:\n {2}npm run conformance -- /);
  });
});

describe("--server starts the server under test, waits for it, and stops it", () => {
  const serve = (port: number) => `exec "${process.execPath}" --import tsx server/cli.ts --port ${port}`;

  it(
    "runs once --wait-for answers and stops the server after the run",
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const r = await cli(["--server", serve(port), "--base-url", url, "--only", "AUTH-ME-SCOPE"], {
        CONFORMANCE_ADMIN_KEY: DEV_ADMIN,
        CONFORMANCE_REPORT_DIR: join(dir, "served"),
      });
      expect(r.code, r.err + r.out).toBe(0);
      expect(r.out).toMatch(/^server under test ready at http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ after \d+\.\d s$/m);
      expect(r.out).toMatch(/verdict\s+PASS/);
      // Its re-run starts the server again (without a key: that comes from the environment).
      const rerun = r.out.split("\n").find((l) => l.startsWith("re-run   "));
      expect(rerun).toContain(`--base-url ${url} --server '${serve(port)}' `);
      expect(rerun).not.toContain(DEV_ADMIN);
      // Stopped: nothing answers there any more.
      const refused = await fetch(`${url}/api/v1/`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);
    },
    scaled(120_000),
  );

  it(
    "gives up after --wait-for-timeout with exit 2, and stops what it started",
    async () => {
      const pidFile = join(dir, "sleeper.pid");
      const port = await freePort();
      const r = await cli(
        [
          "--server",
          `echo $$ > ${pidFile}; exec sleep 120`,
          "--base-url",
          `http://127.0.0.1:${port}`,
          "--wait-for-timeout",
          "1",
        ],
        { CONFORMANCE_ADMIN_KEY: DEV_ADMIN },
      );
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/did not answer http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ within 1 s \(--wait-for-timeout\)/);
      const pid = Number(readFileSync(pidFile, "utf8"));
      expect(await eventually(() => !alive(pid))).toBe(true);
    },
    scaled(60_000),
  );

  it(
    "says so when the server command ends before it answers",
    async () => {
      const port = await freePort();
      const r = await cli(["--server", "echo cannot bind >&2; exit 3", "--base-url", `http://127.0.0.1:${port}`], {
        CONFORMANCE_ADMIN_KEY: DEV_ADMIN,
      });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(
        /the --server command ended \(exit code 3\) before .* answered; its last output: cannot bind/,
      );
    },
    scaled(60_000),
  );

  it("refuses --server without --base-url, and --wait-for without --server", async () => {
    const a = await command(["--server", "true"]);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/--server .* --base-url/);
    const b = await command(["--wait-for", "http://127.0.0.1:1/"]);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--wait-for goes with --server/);
  });
});
