/**
 * "Strict" is one decision (lib/report/strict.ts) and a re-run repeats every setting that changes
 * outcomes (lib/report/rerun.ts): a merged report made strict gates on its drift like a strict run,
 * and the re-run command of a result carries the flags the run was made with.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG, REFERENCE_PIPELINES } from "../../run/config.ts";
import { exitCode } from "../report.ts";
import { mergeReports } from "../merge.ts";
import { outcomeFlags, rerunCommand, rerunFailures, selectionFlags, serverFlags, withoutSecrets } from "../rerun.ts";
import { gates, judged } from "../strict.ts";
import { makeReport } from "./make-report.ts";

describe("strict, in one place", () => {
  it("turns a warning into a failure marked (strict), and nothing else", () => {
    expect(judged({ outcome: "warn", message: "drift: unknown field x" }, true)).toEqual({
      outcome: "fail",
      message: "(strict) drift: unknown field x",
    });
    expect(judged({ outcome: "warn", message: "m" }, false).outcome).toBe("warn");
    for (const outcome of ["pass", "fail", "not-exercised"] as const)
      expect(judged({ outcome, message: "m" }, true).outcome).toBe(outcome);
  });

  it("gates on a SHOULD failure only under strict", () => {
    expect(gates({ outcome: "fail", level: "SHOULD" }, false)).toBe(false);
    expect(gates({ outcome: "fail", level: "SHOULD" }, true)).toBe(true);
    expect(gates({ outcome: "fail", level: "MUST" }, false)).toBe(true);
  });

  it("merge --strict judges the shards' warnings as a strict run would, and gates on them", () => {
    const shards = [1, 2].map((index) =>
      makeReport(index === 1 ? [["OP-DRIFT", "getMe", "warn", "SHOULD"]] : [["AUTH-401-NONE", null, "pass"]], {
        shard: { index, total: 2 },
        rerunFlags: ["--profile full", "--seed 1"],
        rerunSelection: ["--only AUTH", "--only OP", `--shard ${index}/2`],
      }),
    );
    const plain = mergeReports(shards);
    expect(plain.summary.warned).toBe(1);
    expect(exitCode(plain)).toBe(0);
    const strict = mergeReports(shards, undefined, { strict: true });
    expect(strict.strict).toBe(true);
    expect(strict.summary).toMatchObject({ warned: 0, failed: 1 });
    expect(strict.results.find((r) => r.rule === "OP-DRIFT")!.message).toMatch(/^\(strict\) /);
    expect(exitCode(strict)).toBe(1);
    expect(strict.rerunFlags).toContain("--strict");
    // The merged report is every slice: its selection without the slice.
    expect(plain.rerunSelection).toEqual(["--only AUTH", "--only OP"]);
  });
});

describe("re-run commands", () => {
  it("repeat every setting that changes requests or verdicts, and only those", () => {
    const config = {
      ...DEFAULT_RUN_CONFIG,
      profile: "full" as const,
      seed: 7,
      strict: true,
      examples: 9,
      concurrency: 4,
      rate: 5,
      configFile: "/tmp/my config.json",
      pipelines: {
        ...REFERENCE_PIPELINES,
        straight: "pl_mine",
        park: { ...REFERENCE_PIPELINES.park, "approval-gate": null },
      },
      serverFaults: ["keys-default-scope-read"],
    };
    const flags = outcomeFlags(config);
    // In the settings table's order.
    expect(flags).toEqual([
      "--config '/tmp/my config.json'",
      "--profile full",
      "--seed 7",
      "--strict",
      "--examples 9",
      "--concurrency 4",
      `--pipelines ${"straight=pl_mine,park.approval-gate=none"}`,
      "--server-fault keys-default-scope-read",
    ]);
    expect(outcomeFlags(DEFAULT_RUN_CONFIG)).toEqual([
      `--profile ${DEFAULT_RUN_CONFIG.profile}`,
      `--seed ${DEFAULT_RUN_CONFIG.seed}`,
    ]);
    const report = makeReport([["KEYS-DEFAULT-SCOPE", "createKey", "fail"]], { rerunFlags: flags });
    expect(rerunCommand(report, report.results[0])).toBe(
      `npm run conformance -- --base-url ${report.target.baseUrl} ${flags.join(" ")} --only KEYS-DEFAULT-SCOPE --operation createKey`,
    );
  });

  it("repeat the embedded server's faults and variants", () => {
    const flags = outcomeFlags({
      ...DEFAULT_RUN_CONFIG,
      serverFaults: ["keys-default-scope-read"],
      serverVariants: ["job-slots-1"],
    });
    expect(flags).toEqual(
      expect.arrayContaining(["--server-fault keys-default-scope-read", "--server-variant job-slots-1"]),
    );
  });

  it("start the server under test again: --server with its command, --wait-for and its timeout where not their defaults", () => {
    const base = "http://127.0.0.1:4010";
    const serve = "npm run serve -- --port 4010";
    expect(serverFlags(null, base)).toEqual([]);
    expect(serverFlags({ command: serve, waitFor: `${base}/api/v1/`, timeoutMs: 60_000 }, base)).toEqual([
      `--server '${serve}'`,
    ]);
    expect(serverFlags({ command: serve, waitFor: `${base}/health`, timeoutMs: 5_000 }, base)).toEqual([
      `--server '${serve}'`,
      `--wait-for ${base}/health`,
      "--wait-for-timeout 5",
    ]);
    const flags = [...serverFlags({ command: serve, waitFor: `${base}/api/v1/`, timeoutMs: 60_000 }, base), "--seed 1"];
    const report = makeReport([["AUTH-ME-SCOPE", "getMe", "fail"]], { rerunFlags: flags });
    expect(rerunFailures(report)).toBe(
      `npm run conformance -- --base-url ${report.target.baseUrl} --server '${serve}' --seed 1 --only AUTH-ME-SCOPE`,
    );
  });

  it("of the whole run repeat its selection: all of it when nothing failed, its operations beside the failures", () => {
    const selection = selectionFlags({
      only: ["PAGE", "AUTH-ME-SCOPE"],
      exclude: ["PAGE-LIMIT-MAX"],
      operations: ["getMe", "listTasks"],
      shard: { index: 2, total: 4 },
    });
    expect(selection).toEqual([
      "--only PAGE",
      "--only AUTH-ME-SCOPE",
      "--exclude PAGE-LIMIT-MAX",
      "--operation getMe",
      "--operation listTasks",
      "--shard 2/4",
    ]);
    expect(selectionFlags({ only: [], exclude: [], operations: [], shard: null })).toEqual([]);
    const base = { rerunFlags: ["--seed 1"], rerunSelection: selection };
    const clean = makeReport([["AUTH-ME-SCOPE", "getMe", "pass"]], base);
    expect(rerunFailures(clean)).toBe(
      `npm run conformance -- --base-url ${clean.target.baseUrl} --seed 1 ${selection.join(" ")}`,
    );
    const failed = makeReport([["AUTH-ME-SCOPE", "getMe", "fail"]], base);
    expect(rerunFailures(failed)).toBe(
      `npm run conformance -- --base-url ${failed.target.baseUrl} --seed 1 --only AUTH-ME-SCOPE --operation getMe --operation listTasks`,
    );
  });

  it("never carry a key or secret written into the server's command line", () => {
    const key = "apk_devadmin.reference-server-admin-secret";
    expect(withoutSecrets("npm run serve -- --port 4010")).toBe("npm run serve -- --port 4010");
    expect(withoutSecrets(`npm run serve -- --admin-key ${key} --port 1`)).toBe(
      "npm run serve -- --admin-key [REDACTED] --port 1",
    );
    expect(withoutSecrets(`REFERENCE_SERVER_ADMIN_KEY=${key} npm run serve`)).toBe(
      "REFERENCE_SERVER_ADMIN_KEY=[REDACTED] npm run serve",
    );
    expect(withoutSecrets(`./api --api-token=abc123 --db-password 'p w' --peer ${key}`)).toBe(
      "./api --api-token=[REDACTED] --db-password [REDACTED] --peer [REDACTED]",
    );
    // A variable the shell fills from the environment is the way to pass one: kept.
    expect(withoutSecrets('./api --admin-key "$ADMIN_KEY" --token $TOKEN')).toBe(
      './api --admin-key "$ADMIN_KEY" --token $TOKEN',
    );
    const [flag] = serverFlags(
      { command: `npm run serve -- --admin-key ${key}`, waitFor: "x", timeoutMs: 60_000 },
      null,
    );
    expect(flag).not.toContain(key);
  });
});
