/**
 * The settings table (lib/run/settings/table.ts) is the one place a setting is declared, and every
 * way in agrees with it: for each setting of RunConfig, a good value read from its flag, its
 * environment variable, the config file and the programmatic API gives the same RunConfig value; a
 * bad one is refused by each of them, in the same words but for the setting's name; `--help` lists
 * every flag; the checked-in JSON Schema is the one the table makes; a re-run repeats exactly the
 * settings the table says decide outcomes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { command, DEV_ADMIN } from "./cli-harness.ts";
import { parseCli, type RunArgs } from "../cli/args.ts";
import { OPTIONS } from "../cli/options.ts";
import { ROOT } from "../cli/run.ts";
import { resolveOptions, UsageError, type ConformanceOptions } from "../api.ts";
import { allCatalogues } from "../catalogues.ts";
import { DEFAULT_RUN_CONFIG, REFERENCE_PIPELINES, type RunConfig } from "../../lib/run/config.ts";
import { SETTINGS, SETTING_ENTRIES, RUN_KEYS, type Setting } from "../../lib/run/settings/table.ts";
import { configSchemaText } from "../../lib/run/settings/schema.ts";
import { MIN_SECRET_LENGTH } from "../../lib/run/settings/kinds.ts";
import { outcomeFlags } from "../../lib/report/rerun.ts";
import { Redactor } from "../../lib/http/redact.ts";

const dir = mkdtempSync(join(tmpdir(), "settings-agree-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TARGET = "http://127.0.0.1:4010";
const KEY = "apk_sample.secret-for-the-table";

interface Sample {
  /** The value as typed after its flag or in its variable (a switch: "true"). */
  text?: string;
  /** The value as data: the API's (and the file's, unless `file` says otherwise). */
  value: unknown;
  /** The file's value, when it differs from the API's (seconds against milliseconds). */
  file?: unknown;
  /** The RunConfig value all of them give. */
  expect: unknown;
  /** A bad value: as typed (absent: data only) and as data. */
  bad: { text?: string; value: unknown };
  /** The refusals say the same but for the name (false where text and data differ in kind or unit). */
  sameWords?: boolean;
  /** The setting needs a target of its own (--base-url with a key). */
  target?: boolean;
}

/** One sample per setting of RunConfig: a setting added without one does not compile. */
const SAMPLES: { [K in keyof RunConfig]-?: Sample } = {
  baseUrl: {
    text: TARGET,
    value: TARGET,
    expect: TARGET,
    bad: { text: "http://user:pw@127.0.0.1", value: "http://user:pw@127.0.0.1" },
    target: true,
  },
  adminKey: { text: KEY, value: KEY, expect: KEY, bad: { text: "Q", value: "Q" }, target: true },
  peerAdminKey: { text: KEY, value: KEY, expect: KEY, bad: { text: "two words", value: "two words" }, target: true },
  configFile: {
    text: "set below",
    value: null,
    expect: "set below",
    bad: { text: "missing.json", value: "missing.json" },
  },
  profile: { text: "safe", value: "safe", expect: "safe", bad: { text: "reckless", value: "reckless" } },
  seed: { text: "42", value: 42, expect: 42, bad: { text: "9007199254740992", value: 9007199254740992 } },
  strict: { text: "true", value: true, expect: true, bad: { text: "maybe", value: "maybe" } },
  only: {
    text: "PAGE,AUTH",
    value: ["PAGE", "AUTH"],
    expect: ["PAGE", "AUTH"],
    bad: { text: "NOPE", value: ["NOPE"] },
  },
  exclude: { text: "SEC", value: ["SEC"], expect: ["SEC"], bad: { text: "PAEG", value: ["PAEG"] } },
  operations: { text: "getMe", value: ["getMe"], expect: ["getMe"], bad: { text: "bogusOp", value: ["bogusOp"] } },
  timeoutMs: { text: "2500", value: 2500, expect: 2500, bad: { text: "5", value: 5 } },
  maxDurationMs: { text: "5", value: 5000, file: 5, expect: 5000, bad: { text: "0", value: 0 }, sameWords: false },
  rate: { text: "7", value: 7, expect: 7, bad: { text: "0", value: 0 } },
  maxRequests: { text: "50", value: 50, expect: 50, bad: { text: "0", value: 0 } },
  maxResponseBytes: { text: "2048", value: 2048, expect: 2048, bad: { text: "0", value: 0 } },
  examples: { text: "7", value: 7, expect: 7, bad: { text: "0", value: 0 } },
  concurrency: { text: "4", value: 4, expect: 4, bad: { text: "65", value: 65 } },
  raceClients: { text: "16", value: 16, expect: 16, bad: { text: "1", value: 1 } },
  raceRounds: { text: "30", value: 30, expect: 30, bad: { text: "0", value: 0 } },
  shard: {
    text: "2/3",
    value: { index: 2, total: 3 },
    expect: { index: 2, total: 3 },
    bad: { text: "3/2", value: { index: 3, total: 2 } },
  },
  minCoverage: { text: "87.5", value: 87.5, expect: 87.5, bad: { text: "101", value: 101 } },
  serverFaults: {
    text: "op-create-task-200",
    value: ["op-create-task-200"],
    expect: ["op-create-task-200"],
    bad: { text: "no-such-fault", value: ["no-such-fault"] },
  },
  serverVariants: {
    text: "page-default-limit-5",
    value: ["page-default-limit-5"],
    expect: ["page-default-limit-5"],
    bad: { text: "no-such-variant", value: ["no-such-variant"] },
  },
  pipelines: {
    text: "straight=pl_x",
    value: { straight: "pl_x" },
    expect: { ...REFERENCE_PIPELINES, straight: "pl_x" },
    bad: { text: "park.nonsense=pl", value: { park: { nonsense: "pl" } } },
    sameWords: false,
  },
  disposable: { text: "true", value: true, expect: true, bad: { text: "sometimes", value: "sometimes" } },
  vouch: { text: "true", value: true, expect: true, bad: { text: "sometimes", value: "sometimes" } },
  decisionFields: {
    value: { judgeOutcome: "verdict" },
    expect: { judgeOutcome: "verdict" },
    bad: { value: { judgeOutcome: 3 } },
  },
  bodies: {
    value: { setMergeRecordEffort: { effort: "major" } },
    expect: { setMergeRecordEffort: { effort: "major" } },
    bad: { value: { getMe: {} } },
  },
  facts: {
    value: { specAbsentService: "svc_x" },
    expect: { specAbsentService: "svc_x" },
    bad: { value: { specAbsentService: "" } },
  },
};

const spec = (key: keyof RunConfig) => SETTINGS[key] as Setting<unknown>;
const context = (key: keyof RunConfig) => ({
  argv: SAMPLES[key].target && key !== "baseUrl" ? ["--base-url", TARGET] : [],
  env: SAMPLES[key].target && key !== "adminKey" ? { CONFORMANCE_ADMIN_KEY: KEY } : ({} as Record<string, string>),
  api: (SAMPLES[key].target ? { baseUrl: TARGET, adminKey: KEY } : { embedded: true }) as ConformanceOptions,
});
/** `--flag VALUE`, or the switch alone. */
const flagged = (key: keyof RunConfig, text: string) =>
  spec(key).placeholder ? [`--${spec(key).flag}=${text}`] : [`--${spec(key).flag}`];
let files = 0;
function configFile(content: unknown): string {
  const path = join(dir, `config-${(files += 1)}.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
}
const cli = (argv: string[], env: Record<string, string>) => (parseCli(argv, env, dir) as RunArgs).config;
/** A message with the setting's name (any way it is named) put out of the way, and quotes that tell text from data dropped. */
const words = (message: string, key: keyof RunConfig) =>
  [spec(key).flag && `--${spec(key).flag}`, spec(key).env, spec(key).file && `/${spec(key).file}`, key]
    .filter((n): n is string => !!n)
    .reduce(
      (m, n) => m.split(n).join("NAME"),
      message
        .replace(/^conformance: /, "")
        .replace(/^config file \S+ is invalid: /, "")
        .trim(),
    )
    .replace(/"/g, "");

describe("every setting of RunConfig, from each way in", () => {
  SAMPLES.configFile.text = SAMPLES.configFile.expect = configFile({});
  const keys = RUN_KEYS.map((k) => [k] as const);

  it("has a sample here for every entry of the table", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...RUN_KEYS].sort());
  });

  it.each(keys)("%s: the same value from its flag, its variable, the file and the API", async (key) => {
    const s = SAMPLES[key];
    const c = context(key);
    const got: unknown[] = [];
    if (spec(key).flag && s.text !== undefined) got.push(cli([...c.argv, ...flagged(key, s.text)], c.env)[key]);
    if (spec(key).env && s.text !== undefined) got.push(cli(c.argv, { ...c.env, [spec(key).env!]: s.text })[key]);
    if (spec(key).file)
      got.push(cli([...c.argv, "--config", configFile({ [spec(key).file!]: s.file ?? s.value })], c.env)[key]);
    if (spec(key).api !== false) got.push(resolveOptions({ ...c.api, [key]: s.value }, await allCatalogues())[key]);
    else expect(() => resolveOptions({ ...c.api, [key]: s.value })).toThrow(`unknown option "${key}"`);
    expect(got.length).toBeGreaterThan(0);
    for (const value of got) expect(value).toEqual(s.expect);
  });

  it.each(keys)("%s: a bad value refused by each, in the same words", async (key) => {
    const s = SAMPLES[key];
    const c = context(key);
    const refusals: string[] = [];
    const refusal = async (argv: string[], env: Record<string, string>) => {
      const r = await command([...argv, "--report-dir", join(dir, "never")], env);
      expect(r.code, `${argv.join(" ")} ${JSON.stringify(env)}: ${r.err}${r.out.slice(-300)}`).toBe(2);
      expect(r.err).not.toMatch(/unexpected error/);
      refusals.push(r.err);
    };
    if (spec(key).flag && s.bad.text !== undefined && spec(key).placeholder)
      await refusal([...c.argv, ...flagged(key, s.bad.text)], c.env);
    if (spec(key).env && s.bad.text !== undefined) await refusal(c.argv, { ...c.env, [spec(key).env!]: s.bad.text });
    if (spec(key).file) await refusal([...c.argv, "--config", configFile({ [spec(key).file!]: s.bad.value })], c.env);
    if (spec(key).api !== false) {
      let error: unknown = null;
      try {
        resolveOptions({ ...c.api, [key]: s.bad.value }, await allCatalogues());
      } catch (e) {
        error = e;
      }
      expect(error, key).toBeInstanceOf(UsageError);
      refusals.push((error as Error).message);
    }
    expect(refusals.length).toBeGreaterThan(0);
    if (s.sameWords !== false) expect(new Set(refusals.map((m) => words(m, key))).size, refusals.join("\n")).toBe(1);
  });
});

describe("the other outputs of the table", () => {
  it("--help lists every setting that has a flag, with the table's help line and default", () => {
    const withFlags = SETTING_ENTRIES.filter(([, s]) => s.flag);
    expect(OPTIONS.map((o) => o.flag)).toEqual(withFlags.map(([, s]) => s.flag));
    for (const [, s] of withFlags)
      expect(OPTIONS.find((o) => o.flag === s.flag)).toMatchObject({
        help: s.help,
        default: s.shown,
        env: s.env,
        file: s.file,
      });
  });

  it("the checked-in JSON Schema is the one the table makes (npx tsx config/write-schema.ts writes it)", () => {
    expect(readFileSync(join(ROOT, "config", "conformance.schema.json"), "utf8")).toBe(configSchemaText());
  });

  it("a re-run repeats exactly the settings that decide outcomes", () => {
    for (const key of RUN_KEYS) {
      const s = spec(key);
      // The target is the re-run's own (rerunCommand), keys come from the environment, and the
      // file-only sections travel with --config.
      if (!s.flag || s.kind === SETTINGS.adminKey.kind || key === "baseUrl" || key === "configFile") continue;
      const flags = outcomeFlags({ ...DEFAULT_RUN_CONFIG, baseUrl: TARGET, [key]: SAMPLES[key].expect }).join(" ");
      expect(flags.includes(`--${s.flag}`), `${key}: outcome ${s.outcome}, flags ${flags}`).toBe(s.outcome);
    }
    expect(outcomeFlags({ ...DEFAULT_RUN_CONFIG, configFile: "/c.json" })).toContain("--config /c.json");
    for (const [key, s] of SETTING_ENTRIES) if (!s.flag) expect([key, s.outcome, !!s.file]).toEqual([key, true, true]);
  });

  it("a key is refused when it is too short for the run's Redactor to find it in text", () => {
    const short = "k".repeat(MIN_SECRET_LENGTH - 1);
    const long = "k".repeat(MIN_SECRET_LENGTH);
    const r = new Redactor();
    r.add(short);
    r.add(long.replace(/k/g, "q"));
    expect(r.redact(`a ${short} b`)).toBe(`a ${short} b`);
    expect(r.redact(`a ${long.replace(/k/g, "q")} b`)).toBe("a [REDACTED] b");
  });

  it("the API takes every setting the command takes but the config file's path", () => {
    const apiless = SETTING_ENTRIES.filter(([, s]) => s.api === false).map(([key]) => key);
    expect(apiless.filter((k) => (RUN_KEYS as string[]).includes(k))).toEqual(["configFile"]);
    expect(DEV_ADMIN.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
  });
});
