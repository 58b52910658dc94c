/**
 * The command line of `npm run conformance` (DESIGN.md "Fixed interfaces"; only ever extended).
 * Every setting comes from, in order of precedence: its flag, its CONFORMANCE_* environment
 * variable, the config file, the default (app/cli/options.ts lists them all). A bad value from any
 * of them is a UsageError naming where it came from.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_RUN_CONFIG, REFERENCE_PIPELINES, type PipelineMap, type RunConfig, type Shard } from "../../lib/run/config.ts";
import { PROFILES, type Profile } from "../../lib/rules/types.ts";
import { DECISION_KINDS } from "../../contract/src/common.ts";
import { loadConfigFile, type ConfigFile } from "./config-file.ts";
import { OPTIONS, usage } from "./options.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { VARIANTS } from "../../server/variants/index.ts";

export { UsageError };

export interface RunArgs {
  command: "run";
  config: RunConfig;
  reportDir: string | null;
  /** The config file that was read, if any. */
  configFile: string | null;
  baseline: string | null;
  /** A second target to run and compare with the first. */
  compare: { baseUrl: string; adminKey: string; peerAdminKey: string | undefined } | null;
  listRules: boolean;
  /** `--list-clauses`: print the clause register and exit; `json`: as JSON (`--json`). */
  listClauses: boolean;
  /** `--list-coverage`: print the documented status cells, what provokes each or why nothing can, and exit. */
  listCoverage: boolean;
  json: boolean;
  help: boolean;
}

export interface MergeArgs {
  command: "merge";
  dirs: string[];
  reportDir: string | null;
  strict: boolean;
}

export interface CompareArgs {
  command: "compare";
  reference: string;
  candidate: string;
  reportDir: string | null;
}

export interface AllureArgs {
  command: "allure";
  dir: string;
  reportDir: string | null;
}

export type CliArgs = RunArgs | MergeArgs | CompareArgs | AllureArgs;

export const HELP = usage();

type Raw = Record<string, string | boolean | string[] | undefined>;

/** One setting's value and where it came from, for error messages. */
interface Picked<T> {
  value: T;
  from: string;
}

function wholeNumber(p: Picked<unknown>, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = p.value;
  if (typeof raw === "number") return raw; // the config file's schema has checked it
  if (typeof raw !== "string" || !/^\d+$/.test(raw)) throw new UsageError(`${p.from} expects a whole number, got ${JSON.stringify(raw)}`);
  const n = Number(raw);
  if (n < min || n > max || !Number.isSafeInteger(n)) throw new UsageError(`${p.from} must be a whole number from ${min} to ${max}, got ${raw}`);
  return n;
}

function switchValue(p: Picked<unknown>): boolean {
  if (typeof p.value === "boolean") return p.value;
  const s = String(p.value).toLowerCase();
  if (["1", "true", "yes", "on"].includes(s)) return true;
  if (["0", "false", "no", "off"].includes(s)) return false;
  throw new UsageError(`${p.from} expects true or false, got ${JSON.stringify(p.value)}`);
}

function list(p: Picked<unknown>): string[] {
  if (Array.isArray(p.value)) return p.value.map(String).flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean);
  return String(p.value).split(",").map((s) => s.trim()).filter(Boolean);
}

/** A percentage, 0 to 100 (decimals allowed); the config file's schema has checked a number from the file. */
export function parsePercent(p: Picked<unknown>): number {
  if (typeof p.value === "number") return p.value;
  const raw = String(p.value).trim();
  const n = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || n > 100) throw new UsageError(`${p.from} expects a percentage from 0 to 100, got ${JSON.stringify(p.value)}`);
  return n;
}

export function parseShard(p: Picked<unknown>): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(String(p.value));
  if (!m) throw new UsageError(`${p.from} expects I/N (the I-th of N slices, e.g. 2/4), got ${JSON.stringify(p.value)}`);
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1 || total > 64 || index < 1 || index > total) throw new UsageError(`${p.from} needs 1 ≤ I ≤ N ≤ 64, got ${m[0]}`);
  return { index, total };
}

const PIPELINE_ROLES = ["straight", "failing", "slow", "individual", "budget"] as const;

/** `straight=pl_a,park.judge=pl_j,budget=none` over a base map. */
export function parsePipelines(p: Picked<unknown>, base: PipelineMap): PipelineMap {
  const out: PipelineMap = { ...base, park: { ...base.park } };
  for (const pair of list(p)) {
    const m = /^([a-z.-]+)=(.+)$/.exec(pair);
    if (!m) throw new UsageError(`${p.from} expects ROLE=ID pairs separated by commas, got ${JSON.stringify(pair)}`);
    const [, role, raw] = m;
    const id = raw === "none" ? null : raw;
    if ((PIPELINE_ROLES as readonly string[]).includes(role)) out[role as (typeof PIPELINE_ROLES)[number]] = id;
    else if (role.startsWith("park.") && (DECISION_KINDS as readonly string[]).includes(role.slice(5))) out.park[role.slice(5)] = id;
    else throw new UsageError(`${p.from}: unknown pipeline role ${JSON.stringify(role)} (roles: ${PIPELINE_ROLES.join(", ")}, park.<decision-kind>)`);
  }
  return out;
}

function fromFile(file: ConfigFile["pipelines"], base: PipelineMap): PipelineMap {
  if (!file) return base;
  const { park, ...roles } = file;
  return { ...base, ...roles, park: { ...base.park, ...park } };
}

function parseRaw(argv: string[]): { values: Raw; positionals: string[] } {
  const options = Object.fromEntries(
    OPTIONS.map((o) => [
      o.flag,
      { type: o.value ? ("string" as const) : ("boolean" as const), ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) },
    ]),
  );
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: true }) as { values: Raw; positionals: string[] };
  } catch (e) {
    // node's parser explains in three lines; a usage error is one sentence.
    const message = (e as Error).message;
    const ambiguous = /Option '(-[-\w]+)[^']*' argument is ambiguous/.exec(message);
    if (ambiguous) throw new UsageError(`${ambiguous[1]} needs a value; one that starts with a dash is written ${ambiguous[1]}=VALUE`);
    throw new UsageError(message.split("\n")[0]!);
  }
}

export function parseCli(argv: string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): CliArgs {
  const { values: v, positionals } = parseRaw(argv);
  const [command, ...rest] = positionals;
  if (command === "merge") {
    if (rest.length === 0) throw new UsageError("merge needs at least one report directory (or conformance.json)");
    return { command: "merge", dirs: rest, reportDir: (v["report-dir"] as string | undefined) ?? null, strict: v.strict === true };
  }
  if (command === "compare") {
    if (rest.length !== 2) throw new UsageError("compare needs two reports: compare REFERENCE.json CANDIDATE.json");
    return { command: "compare", reference: rest[0], candidate: rest[1], reportDir: (v["report-dir"] as string | undefined) ?? null };
  }
  if (command === "allure") {
    if (rest.length !== 1) throw new UsageError("allure needs one report directory: allure DIR (it renders DIR/allure-results)");
    return { command: "allure", dir: rest[0]!, reportDir: (v["report-dir"] as string | undefined) ?? null };
  }
  if (command !== undefined) throw new UsageError(`unknown command ${JSON.stringify(command)} (commands: merge, compare, allure; options start with --)`);

  const nonEmpty = (s: string | undefined) => (s === undefined || s === "" ? undefined : s);
  const explicitConfig = (v.config as string | undefined) ?? nonEmpty(env.CONFORMANCE_CONFIG);
  const help = v.help === true;
  const listRules = v["list-rules"] === true;
  const listClauses = v["list-clauses"] === true;
  const listCoverage = v["list-coverage"] === true;
  const json = v.json === true;
  if (json && !listClauses && !listCoverage && !help) throw new UsageError("--json goes with --list-clauses or --list-coverage");
  const listing = listRules || listClauses || listCoverage;
  const { path: configFile, config: file } = help || listing ? { path: null, config: {} as ConfigFile } : loadConfigFile(explicitConfig, cwd);
  const fileRecord = file as Record<string, unknown>;

  /** The first of flag, environment, file that holds a value for the option. */
  const pick = (flag: string): Picked<unknown> | undefined => {
    const spec = OPTIONS.find((o) => o.flag === flag)!;
    const fromFlag = v[flag];
    if (fromFlag !== undefined && !(Array.isArray(fromFlag) && fromFlag.length === 0)) return { value: fromFlag, from: `--${flag}` };
    const fromEnv = spec.env ? nonEmpty(env[spec.env]) : undefined;
    if (fromEnv !== undefined) return { value: fromEnv, from: spec.env! };
    if (spec.file && fileRecord[spec.file] !== undefined) return { value: fileRecord[spec.file], from: `${configFile} "${spec.file}"` };
    return undefined;
  };
  const str = (flag: string) => pick(flag)?.value as string | undefined;

  const baseUrl = str("base-url");
  const adminKey = str("admin-key");
  const profilePick = pick("profile");
  // The embedded server is the suite's own and dies with the run: nothing there is a customer's, so
  // its default is everything (full). A real target defaults to standard: no runs are started.
  const profile = (profilePick?.value ?? (baseUrl ? DEFAULT_RUN_CONFIG.profile : "full")) as Profile;
  if (!PROFILES.includes(profile)) throw new UsageError(`${profilePick!.from} must be one of ${PROFILES.join(", ")}, got ${JSON.stringify(profilePick!.value)}`);
  if (baseUrl && !adminKey && !listing && !help) throw new UsageError("--base-url needs an admin key: --admin-key KEY or CONFORMANCE_ADMIN_KEY");
  if (!baseUrl && adminKey && !help) throw new UsageError("an admin key was given without --base-url (the embedded server makes its own keys)");

  const num = (flag: string, fallback: number, min: number, max?: number) => {
    const p = pick(flag);
    return p ? wholeNumber(p, min, max) : fallback;
  };
  const lists = (flag: string) => {
    const p = pick(flag);
    return p ? list(p) : [];
  };
  const strictPick = pick("strict");
  const pipelinesPick = pick("pipelines");
  const disposablePick = pick("disposable");
  const filePipelines = fromFile(file.pipelines, REFERENCE_PIPELINES);
  const shardPick = pick("shard");
  const minCoveragePick = pick("min-coverage");
  const config: RunConfig = {
    ...DEFAULT_RUN_CONFIG,
    baseUrl: baseUrl || undefined,
    adminKey: adminKey || undefined,
    peerAdminKey: str("peer-admin-key") || undefined,
    profile,
    seed: num("seed", DEFAULT_RUN_CONFIG.seed, 0),
    strict: strictPick ? switchValue(strictPick) : false,
    only: lists("only"),
    exclude: lists("exclude"),
    operations: lists("operation"),
    timeoutMs: num("timeout", DEFAULT_RUN_CONFIG.timeoutMs, 100, 600_000),
    maxDurationMs: pick("max-duration") ? num("max-duration", 0, 1, 86_400) * 1000 : null,
    rate: pick("rate") ? num("rate", 0, 1, 100_000) : null,
    maxRequests: pick("max-requests") ? num("max-requests", 0, 1, 100_000_000) : null,
    maxResponseBytes: num("max-response-bytes", DEFAULT_RUN_CONFIG.maxResponseBytes, 1024, 1024 ** 3),
    examples: num("examples", DEFAULT_RUN_CONFIG.examples, 1, 1000),
    concurrency: num("concurrency", DEFAULT_RUN_CONFIG.concurrency, 1, 64),
    shard: shardPick ? parseShard(shardPick) : null,
    minCoverage: minCoveragePick ? parsePercent(minCoveragePick) : null,
    serverFaults: (v["server-fault"] as string[] | undefined) ?? [],
    serverVariants: (v["server-variant"] as string[] | undefined) ?? [],
    // From a flag or the environment, ROLE=ID pairs over the file's map; from the file, an object.
    pipelines: pipelinesPick && typeof pipelinesPick.value === "string" ? parsePipelines(pipelinesPick, filePipelines) : filePipelines,
    decisionFields: { judgeOutcome: file.decisionFields?.judgeOutcome ?? DEFAULT_RUN_CONFIG.decisionFields.judgeOutcome },
    disposable: disposablePick ? switchValue(disposablePick) : DEFAULT_RUN_CONFIG.disposable,
    bodies: { ...DEFAULT_RUN_CONFIG.bodies, ...file.bodies },
    facts: { ...DEFAULT_RUN_CONFIG.facts, ...file.facts },
    configFile: configFile ? resolve(cwd, configFile) : null,
  };
  if (config.serverFaults.length && config.baseUrl) throw new UsageError("--server-fault applies to the embedded server only");
  if (config.serverVariants.length && config.baseUrl) throw new UsageError("--server-variant applies to the embedded server only");
  const unknownVariants = config.serverVariants.filter((n) => !Object.hasOwn(VARIANTS, n));
  if (unknownVariants.length) throw new UsageError(`--server-variant: unknown variant ${unknownVariants.join(", ")}; known: ${Object.keys(VARIANTS).join(", ")}`);
  const compareUrl = str("compare-url");
  const compareKey = str("compare-admin-key");
  if (compareUrl && !compareKey) throw new UsageError("--compare-url needs an admin key: --compare-admin-key KEY or CONFORMANCE_COMPARE_ADMIN_KEY");
  const comparePeer = str("compare-peer-admin-key");
  if ((compareKey || comparePeer) && !compareUrl) throw new UsageError("a --compare-… key was given without --compare-url");
  if (compareUrl && config.shard) throw new UsageError("--compare-url runs two whole targets; it cannot be combined with --shard");
  return {
    command: "run",
    config,
    reportDir: str("report-dir") ?? null,
    configFile,
    baseline: str("baseline") ?? null,
    compare: compareUrl ? { baseUrl: compareUrl, adminKey: compareKey!, peerAdminKey: comparePeer } : null,
    listRules,
    listClauses,
    listCoverage,
    json,
    help,
  };
}
