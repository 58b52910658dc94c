/**
 * The settings' defects of issues 24 and 25, each as a user met it: an empty base URL that ran the
 * embedded server and passed; credentials or a query in --base-url written to every output; a FIFO
 * or a 1 GB file given as the config file; the programmatic API accepting what the command refuses,
 * or refusing it as a plain Error.
 */
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { command, DEV_ADMIN } from "./cli-harness.ts";
import { resolveOptions, runConformance, TargetError, UsageError, type ConformanceOptions } from "../api.ts";
import { entryArgs } from "../../lib/testing/compiled.ts";
import { ROOT } from "../cli/run.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const dir = mkdtempSync(join(tmpdir(), "settings-defects-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const oneLine = (s: string) => s.trim().split("\n").length === 1;

/** The command's refusal: exit 2, one sentence on stderr, nothing on stdout, no report folder. */
async function refused(argv: string[], env: Record<string, string> = {}): Promise<string> {
  const reportDir = join(dir, `never-${Math.random().toString(36).slice(2)}`);
  const r = await command([...argv, "--report-dir", reportDir], env);
  expect(r.code, r.err + r.out).toBe(2);
  expect(oneLine(r.err), r.err).toBe(true);
  expect(r.err).toMatch(/^conformance: /);
  expect(r.err).not.toMatch(/unexpected error/);
  expect(r.out).toBe("");
  expect(existsSync(reportDir)).toBe(false);
  return r.err;
}

/** The API's refusal: a UsageError, before anything runs. */
async function apiRefuses(options: ConformanceOptions): Promise<string> {
  const error = await runConformance({ only: ["AUTH-ME-SCOPE"], ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, JSON.stringify(options)).toBeInstanceOf(UsageError);
  return (error as Error).message;
}

describe("never a green gate against nothing: an empty base URL", () => {
  it("--base-url '' exits 2 with one sentence", async () => {
    expect(await refused(["--base-url", ""], { CONFORMANCE_ADMIN_KEY: DEV_ADMIN })).toMatch(/--base-url is empty/);
    expect(await refused(["--base-url="])).toMatch(/--base-url is empty/);
  });

  it("CONFORMANCE_BASE_URL set but empty exits 2 with one sentence", async () => {
    expect(await refused([], { CONFORMANCE_BASE_URL: "" })).toMatch(/CONFORMANCE_BASE_URL is empty/);
  });

  it('"baseUrl": "" in a config file exits 2 with one sentence', async () => {
    const file = join(dir, "empty-base.json");
    writeFileSync(file, JSON.stringify({ baseUrl: "" }));
    expect(await refused(["--config", file])).toMatch(/\/baseUrl is empty/);
  });

  it("baseUrl: '' in the API rejects with a UsageError", async () => {
    expect(await apiRefuses({ baseUrl: "", adminKey: DEV_ADMIN })).toMatch(/baseUrl is empty/);
    expect(() => resolveOptions({ baseUrl: "" })).toThrow(UsageError);
  });

  it("the API needs a baseUrl or an explicit embedded: true, and says so naming both", async () => {
    const message = await apiRefuses({});
    expect(message).toMatch(/baseUrl/);
    expect(message).toMatch(/embedded: true/);
    expect(() => resolveOptions({ embedded: true, baseUrl: "http://127.0.0.1:1", adminKey: DEV_ADMIN })).toThrow(
      UsageError,
    );
    expect(resolveOptions({ embedded: true }).baseUrl).toBeUndefined();
  });
});

describe("credentials, a query or a fragment in the base URL", () => {
  const SECRET = "hunter2-very-secret";
  const TOKEN = "tok-abcdef-123456";
  it.each([
    [`http://user:${SECRET}@127.0.0.1:9`, /--base-url: the URL carries credentials/],
    [`http://${SECRET}@127.0.0.1:9`, /--base-url: the URL carries credentials/],
    [`http://127.0.0.1:9/?access_token=${TOKEN}`, /--base-url: the URL carries a query/],
    [`http://127.0.0.1:9/#${TOKEN}`, /--base-url: the URL carries a fragment/],
  ])("%s is refused without echoing what it carries", async (url, message) => {
    for (const [argv, env] of [
      [["--base-url", url], { CONFORMANCE_ADMIN_KEY: DEV_ADMIN }],
      [[], { CONFORMANCE_BASE_URL: url, CONFORMANCE_ADMIN_KEY: DEV_ADMIN }],
    ] as const) {
      const err = await refused([...argv], { ...env });
      if (!env.CONFORMANCE_BASE_URL) expect(err).toMatch(message);
      expect(err).not.toContain(SECRET);
      expect(err).not.toContain(TOKEN);
    }
    const apiMessage = await apiRefuses({ baseUrl: url, adminKey: DEV_ADMIN });
    expect(apiMessage).not.toContain(SECRET);
    expect(apiMessage).not.toContain(TOKEN);
  });

  it("--compare-url is held to the same", async () => {
    const err = await refused(["--compare-url", `http://u:${SECRET}@127.0.0.1:9`], {
      CONFORMANCE_COMPARE_ADMIN_KEY: DEV_ADMIN,
    });
    expect(err).toMatch(/--compare-url: the URL carries credentials/);
    expect(err).not.toContain(SECRET);
  });

  it("a config file's baseUrl too", async () => {
    const file = join(dir, "credentials.json");
    writeFileSync(file, JSON.stringify({ baseUrl: `https://u:${SECRET}@example.com` }));
    const err = await refused(["--config", file]);
    expect(err).toMatch(/\/baseUrl: the URL carries credentials/);
    expect(err).not.toContain(SECRET);
  });
});

describe("the config file is read only if it is a regular file under 1 MB", () => {
  /**
   * The command in a process of its own: a read that blocks would block this worker for good. The
   * deadline is ten times what the same process takes to print its help on this machine, now.
   */
  async function inChild(argv: string[]): Promise<{ code: number | null; err: string; killed: boolean }> {
    const started = Date.now();
    await runChild(["--help"], 600_000);
    const deadline = Math.max(20_000, 10 * (Date.now() - started));
    return runChild(argv, deadline);
  }
  function runChild(
    argv: string[],
    deadlineMs: number,
  ): Promise<{ code: number | null; err: string; killed: boolean }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [...entryArgs("app/cli/conformance.ts"), ...argv], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "" },
      });
      let err = "";
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        child.kill("SIGKILL");
      }, deadlineMs);
      child.stderr.on("data", (d: Buffer) => (err += d));
      child.stdout.resume();
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, err, killed });
      });
    });
  }

  it(
    "a FIFO does not block: exit 2, one sentence",
    async () => {
      const fifo = join(dir, "config.fifo");
      execFileSync("mkfifo", [fifo]);
      const r = await inChild(["--config", fifo, "--report-dir", join(dir, "fifo-never")]);
      expect(r.killed, "the command blocked on the FIFO").toBe(false);
      expect(r.code).toBe(2);
      expect(oneLine(r.err)).toBe(true);
      expect(r.err).toMatch(/config file .*config\.fifo is not a regular file/);
    },
    scaled(600_000),
  );

  it("a 1 GB file is refused before it is read: exit 2, one sentence", async () => {
    const big = join(dir, "huge.json");
    writeFileSync(big, "");
    truncateSync(big, 1024 ** 3);
    const used = process.memoryUsage().rss;
    const err = await refused(["--config", big]);
    expect(err).toMatch(/config file .*huge\.json is larger than 1 MB/);
    // Not read: the process did not grow by the file's size.
    expect(process.memoryUsage().rss - used).toBeLessThan(256 * 1024 ** 2);
  });
});

describe("runConformance validates exactly as the command does", () => {
  it.each<[ConformanceOptions, RegExp]>([
    [{ maxResponseBytes: 0 }, /maxResponseBytes must be a whole number from 1024 to 1073741824, got 0/],
    [{ maxResponseBytes: 1.5 }, /maxResponseBytes must be a whole number/],
    [{ timeoutMs: 5 }, /timeoutMs must be a whole number from 100 to 600000/],
    [{ concurrency: 65 }, /concurrency must be a whole number from 1 to 64/],
    [{ examples: 0 }, /examples must be a whole number from 1 to 1000/],
    [{ seed: -1 }, /seed must be a whole number from 0/],
    [{ rate: 0 }, /rate must be a whole number from 1 to 100000/],
    [{ maxRequests: 0 }, /maxRequests must be a whole number from 1/],
    [{ maxDurationMs: 10 }, /maxDurationMs must be a whole number from 1000/],
    [{ shard: { index: 3, total: 2 } }, /shard needs 1 ≤ I ≤ N ≤ 64/],
    [{ minCoverage: 101 }, /minCoverage expects a percentage from 0 to 100/],
    [{ strict: "yes" as never }, /strict expects true or false/],
    [{ profile: "reckless" as never }, /profile must be one of safe, standard, full/],
    [{ only: "PAGE" as never }, /only expects a list/],
    [{ serverVariants: ["no-such-variant"] }, /serverVariants: unknown variant no-such-variant; known: /],
    [{ serverFaults: ["no-such-fault"] }, /serverFaults: unknown fault no-such-fault; known: /],
    [{ pipelines: { nonsense: "pl" } as never }, /pipelines/],
    [{ frobnicate: 1 } as never, /unknown option "frobnicate"/],
  ])("%j is a UsageError", async (options, message) => {
    expect(await apiRefuses({ embedded: true, ...options })).toMatch(message);
  });

  it("a one-character admin key is a UsageError naming the setting, not an unexpected error, and is not echoed", async () => {
    const message = await apiRefuses({ baseUrl: "http://127.0.0.1:9", adminKey: "Q" });
    expect(message).toMatch(/adminKey is shorter than 6 characters/);
    const err = await refused(["--base-url", "http://127.0.0.1:9", "--admin-key", "Q"]);
    expect(err).toMatch(/--admin-key is shorter than 6 characters/);
  });

  it("an unknown fault on the command line is one sentence, not an unexpected error", async () => {
    expect(await refused(["--server-fault", "no-such-fault"])).toMatch(
      /--server-fault: unknown fault no-such-fault; known: /,
    );
  });

  it("what the target decides is a TargetError", async () => {
    const error = await runConformance({
      baseUrl: "http://127.0.0.1:9",
      adminKey: DEV_ADMIN,
      only: ["AUTH-ME-SCOPE"],
      timeoutMs: 2000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TargetError);
  });
});
