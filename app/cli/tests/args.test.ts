/**
 * The command line's settings: every option from its flag, its environment variable and the config
 * file, with flags over env over file over defaults; bad values from any source are a UsageError
 * naming the source.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseCli, UsageError, type RunArgs } from "../args.ts";
import { DEFAULT_RUN_CONFIG, REFERENCE_PIPELINES } from "../../../lib/run/config.ts";

const dir = mkdtempSync(join(tmpdir(), "args-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function withFile(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const run = (argv: string[], env: NodeJS.ProcessEnv = {}, cwd = dir) => parseCli(argv, env, cwd) as RunArgs;

describe("defaults", () => {
  it("runs the embedded server under the full profile with the default settings", () => {
    const a = run([]);
    expect(a.command).toBe("run");
    expect(a.config).toEqual({
      ...DEFAULT_RUN_CONFIG,
      profile: "full",
      baseUrl: undefined,
      adminKey: undefined,
      peerAdminKey: undefined,
    });
    expect(a.configFile).toBeNull();
    expect(a.reportDir).toBeNull();
  });

  it("defaults a real target to the standard profile", () => {
    expect(run(["--base-url", "http://127.0.0.1:1", "--admin-key", "apk_a.secretsecret"]).config.profile).toBe(
      "standard",
    );
  });

  it("takes a real target as not disposable, with no unshown bodies", () => {
    const a = run(["--base-url", "http://127.0.0.1:1", "--admin-key", "apk_a.secretsecret"]);
    expect([a.config.disposable, a.config.bodies]).toEqual([false, {}]);
  });
});

describe("each option from its flag and from its environment variable", () => {
  const target = { base: ["--base-url", "http://127.0.0.1:1", "--admin-key", "apk_a.secretsecret"] };
  it.each([
    [["--seed", "42"], { CONFORMANCE_SEED: "42" }, (a: RunArgs) => a.config.seed, 42],
    [["--profile", "safe"], { CONFORMANCE_PROFILE: "safe" }, (a: RunArgs) => a.config.profile, "safe"],
    [["--strict"], { CONFORMANCE_STRICT: "true" }, (a: RunArgs) => a.config.strict, true],
    [
      ["--only", "PAGE", "--only", "AUTH-401-ABSENT"],
      { CONFORMANCE_ONLY: "PAGE,AUTH-401-ABSENT" },
      (a: RunArgs) => a.config.only,
      ["PAGE", "AUTH-401-ABSENT"],
    ],
    [["--exclude", "SEC"], { CONFORMANCE_EXCLUDE: "SEC" }, (a: RunArgs) => a.config.exclude, ["SEC"]],
    [["--operation", "getMe"], { CONFORMANCE_OPERATION: "getMe" }, (a: RunArgs) => a.config.operations, ["getMe"]],
    [["--timeout", "2500"], { CONFORMANCE_TIMEOUT: "2500" }, (a: RunArgs) => a.config.timeoutMs, 2500],
    [["--examples", "7"], { CONFORMANCE_EXAMPLES: "7" }, (a: RunArgs) => a.config.examples, 7],
    [["--concurrency", "4"], { CONFORMANCE_CONCURRENCY: "4" }, (a: RunArgs) => a.config.concurrency, 4],
    [["--disposable"], { CONFORMANCE_DISPOSABLE: "true" }, (a: RunArgs) => a.config.disposable, true],
    [["--shard", "2/3"], { CONFORMANCE_SHARD: "2/3" }, (a: RunArgs) => a.config.shard, { index: 2, total: 3 }],
    [["--min-coverage", "87.5"], { CONFORMANCE_MIN_COVERAGE: "87.5" }, (a: RunArgs) => a.config.minCoverage, 87.5],
    [["--report-dir", "out"], { CONFORMANCE_REPORT_DIR: "out" }, (a: RunArgs) => a.reportDir, "out"],
    [["--baseline", "b.json"], { CONFORMANCE_BASELINE: "b.json" }, (a: RunArgs) => a.baseline, "b.json"],
    [
      ["--pipelines", "straight=pl_x,park.judge=none"],
      { CONFORMANCE_PIPELINES: "straight=pl_x,park.judge=none" },
      (a: RunArgs) => [a.config.pipelines.straight, a.config.pipelines.park.judge, a.config.pipelines.failing],
      ["pl_x", null, REFERENCE_PIPELINES.failing],
    ],
    [
      [...target.base, "--peer-admin-key", "apk_p.peersecret"],
      { CONFORMANCE_PEER_ADMIN_KEY: "apk_p.peersecret" },
      (a: RunArgs) => a.config.peerAdminKey,
      "apk_p.peersecret",
    ],
  ] as const)("%j", (flags, env, read, expected) => {
    expect(read(run([...flags]))).toEqual(expected);
    expect(read(run([], { ...env }))).toEqual(expected);
  });

  it("reads the target and its key from the environment", () => {
    const a = run([], { CONFORMANCE_BASE_URL: "http://127.0.0.1:1", CONFORMANCE_ADMIN_KEY: "apk_a.secretsecret" });
    expect(a.config.baseUrl).toBe("http://127.0.0.1:1");
    expect(a.config.adminKey).toBe("apk_a.secretsecret");
  });

  it("reads --compare-url and its key", () => {
    const a = run(["--compare-url", "http://127.0.0.1:2"], { CONFORMANCE_COMPARE_ADMIN_KEY: "apk_c.comparesecret" });
    expect(a.compare).toEqual({
      baseUrl: "http://127.0.0.1:2",
      adminKey: "apk_c.comparesecret",
      peerAdminKey: undefined,
    });
    const peer = run(["--compare-url", "http://127.0.0.1:2", "--compare-peer-admin-key", "apk_q.comparepeer"], {
      CONFORMANCE_COMPARE_ADMIN_KEY: "apk_c.comparesecret",
    });
    expect(peer.compare?.peerAdminKey).toBe("apk_q.comparepeer");
  });
});

describe("precedence: flag over environment over file over default", () => {
  const file = withFile("layered.json", {
    seed: 3,
    profile: "safe",
    examples: 5,
    timeoutMs: 3000,
    only: ["PAGE"],
    pipelines: { slow: "pl_file_slow", park: { fork: "pl_file_fork" } },
  });

  it("takes the file over the defaults", () => {
    const a = run(["--config", file]);
    expect(a.configFile).toBe(file);
    expect([a.config.seed, a.config.profile, a.config.examples, a.config.timeoutMs, a.config.only]).toEqual([
      3,
      "safe",
      5,
      3000,
      ["PAGE"],
    ]);
    expect(a.config.pipelines.slow).toBe("pl_file_slow");
    expect(a.config.pipelines.park.fork).toBe("pl_file_fork");
    expect(a.config.pipelines.park.judge).toBe(REFERENCE_PIPELINES.park.judge);
  });

  it("takes the environment over the file", () => {
    const a = run(["--config", file], { CONFORMANCE_SEED: "4", CONFORMANCE_PIPELINES: "straight=pl_env" });
    expect(a.config.seed).toBe(4);
    expect(a.config.profile).toBe("safe");
    // ROLE=ID pairs from the environment apply over the file's map, not over the defaults.
    expect([a.config.pipelines.straight, a.config.pipelines.slow]).toEqual(["pl_env", "pl_file_slow"]);
  });

  it("takes the flag over the environment", () => {
    expect(run(["--config", file, "--seed", "5"], { CONFORMANCE_SEED: "4" }).config.seed).toBe(5);
  });

  it("finds conformance.config.json in the working directory, and CONFORMANCE_CONFIG elsewhere", () => {
    const cwd = mkdtempSync(join(dir, "cwd-"));
    writeFileSync(join(cwd, "conformance.config.json"), JSON.stringify({ seed: 11 }));
    expect(run([], {}, cwd).config.seed).toBe(11);
    expect(run([], { CONFORMANCE_CONFIG: file }, cwd).config.seed).toBe(3);
  });

  it("layers --disposable the same way: file, then environment (which can say false), then flag", () => {
    const throwaway = withFile("disposable.json", {
      disposable: true,
      bodies: { setMergeRecordEffort: { effortTag: "major" }, invokeUseCase: null },
    });
    const fromFile = run(["--config", throwaway]);
    expect(fromFile.config.disposable).toBe(true);
    expect(fromFile.config.bodies).toEqual({ setMergeRecordEffort: { effortTag: "major" }, invokeUseCase: null });
    expect(run(["--config", throwaway], { CONFORMANCE_DISPOSABLE: "false" }).config.disposable).toBe(false);
    expect(run(["--config", throwaway, "--disposable"], { CONFORMANCE_DISPOSABLE: "0" }).config.disposable).toBe(true);
    expect(run([], { CONFORMANCE_DISPOSABLE: "off" }).config.disposable).toBe(false);
  });

  it("takes an empty environment variable as unset", () => {
    expect(run(["--config", file], { CONFORMANCE_SEED: "" }).config.seed).toBe(3);
  });
});

describe("bad values, each named by where it came from", () => {
  it.each([
    [["--seed=-3"], {}, /--seed expects a whole number/],
    [["--seed", "-3"], {}, /--seed/],
    [[], { CONFORMANCE_SEED: "abc" }, /CONFORMANCE_SEED expects a whole number/],
    [["--timeout", "5"], {}, /--timeout must be a whole number from 100/],
    [["--examples", "0"], {}, /--examples must be a whole number from 1/],
    [["--concurrency", "65"], {}, /--concurrency must be a whole number from 1 to 64/],
    [["--profile", "reckless"], {}, /--profile must be one of safe, standard, full/],
    [[], { CONFORMANCE_PROFILE: "reckless" }, /CONFORMANCE_PROFILE must be one of/],
    [[], { CONFORMANCE_STRICT: "maybe" }, /CONFORMANCE_STRICT expects true or false/],
    [[], { CONFORMANCE_DISPOSABLE: "sometimes" }, /CONFORMANCE_DISPOSABLE expects true or false/],
    [["--shard", "3/2"], {}, /--shard needs 1 ≤ I ≤ N ≤ 64/],
    [["--shard", "half"], {}, /--shard expects I\/N/],
    [["--min-coverage", "101"], {}, /--min-coverage expects a percentage from 0 to 100, got "101"/],
    [[], { CONFORMANCE_MIN_COVERAGE: "-5" }, /CONFORMANCE_MIN_COVERAGE expects a percentage from 0 to 100/],
    [
      ["--json"],
      {},
      /--json goes with --list-rules, --list-clauses or --list-coverage \(a run's summary: --format json\)/,
    ],
    [["--pipelines", "straight"], {}, /expects ROLE=ID pairs/],
    [["--pipelines", "park.nonsense=pl"], {}, /unknown pipeline role "park.nonsense"/],
    [["--frobnicate"], {}, /^unknown option --frobnicate \(see --help\)$/],
    [["--base-url", "http://127.0.0.1:1"], {}, /needs an admin key/],
    [["--admin-key", "apk_a.secretsecret"], {}, /without --base-url/],
    [["--compare-url", "http://127.0.0.1:2"], {}, /--compare-url needs an admin key/],
    [["--compare-admin-key", "apk_c.comparesecret"], {}, /without --compare-url/],
    [["--compare-peer-admin-key", "apk_c.comparesecret"], {}, /without --compare-url/],
    [
      ["--compare-url", "http://127.0.0.1:2", "--compare-admin-key", "apk_c.comparesecret", "--shard", "1/2"],
      {},
      /cannot be combined with --shard/,
    ],
    [
      ["--base-url", "http://127.0.0.1:1", "--admin-key", "apk_a.secretsecret", "--server-fault", "x"],
      {},
      /embedded server only/,
    ],
    [
      ["--base-url", "http://127.0.0.1:1", "--admin-key", "apk_a.secretsecret", "--server-variant", "json-charset"],
      {},
      /--server-variant applies to the embedded server only/,
    ],
    [["--server-variant", "no-such-variant"], {}, /unknown variant no-such-variant; known: cursor-garbage-from-start/],
    [["frobnicate"], {}, /unknown command "frobnicate"/],
    [["merge"], {}, /merge needs at least one report/],
    [["compare", "a.json"], {}, /compare needs two reports/],
    [["--config", "missing.json"], {}, /config file missing.json does not exist/],
  ])("%j %j", (argv, env, message) => {
    expect(() => parseCli(argv, env, dir)).toThrow(UsageError);
    expect(() => parseCli(argv, env, dir)).toThrow(message);
  });
});

describe("commands", () => {
  it("parses merge and compare", () => {
    expect(parseCli(["merge", "a", "b", "--report-dir", "m", "--strict"], {}, dir)).toEqual({
      command: "merge",
      dirs: ["a", "b"],
      reportDir: "m",
      strict: true,
    });
    expect(parseCli(["compare", "a.json", "b.json"], {}, dir)).toEqual({
      command: "compare",
      reference: "a.json",
      candidate: "b.json",
      reportDir: null,
    });
  });
});
