/**
 * The command line of `npm run conformance` (DESIGN.md "Fixed interfaces"; only ever extended).
 * Every setting comes from, in order of precedence: its flag, its CONFORMANCE_* environment
 * variable, the config file, the default. The settings table (lib/run/settings/table.ts) declares
 * each one; this file reads the layers and hands every value to the setting's kind there, so a bad
 * value from any of them is the same UsageError the programmatic API gives, naming where it came from.
 * The parser is Node's own (node:util parseArgs) fed from that table, not commander: commander would
 * declare every flag a second time beside the table, which is their one declaration, to save the
 * few lines here (the nearest flag to an unknown one, the one-sentence errors).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { RunConfig } from "../../lib/run/config.ts";
import { crossProblem, FLAG_NAMING, settle, type Given } from "../../lib/run/settings/resolve.ts";
import { frozenSettings } from "../../lib/run/settings/frozen.ts";
import {
  defaultWaitFor,
  initialOf,
  RUN_KEYS,
  SETTINGS,
  type CommandSettings,
  type Setting,
  type SettingKey,
} from "../../lib/run/settings/table.ts";
import { loadConfigFile, type ConfigFile } from "./config-file.ts";
import { OPTIONS, usage } from "./options.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { KNOWN } from "../catalogues.ts";

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
  /** A listing as JSON (`--json`, or `--format json`). */
  json: boolean;
  /** `--format json`: the run's summary as JSON on stdout, everything else on stderr. */
  format: "human" | "json";
  /** `--server CMD`: the server under test to start, wait for and stop. */
  server: { command: string; waitFor: string; timeoutMs: number } | null;
  version: boolean;
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

function parseRaw(argv: string[]): { values: Raw; positionals: string[] } {
  const options = Object.fromEntries(
    OPTIONS.map((o) => [
      o.flag,
      {
        type: o.value ? ("string" as const) : ("boolean" as const),
        ...(o.multiple ? { multiple: true } : {}),
        ...(o.short ? { short: o.short } : {}),
      },
    ]),
  );
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: true }) as {
      values: Raw;
      positionals: string[];
    };
  } catch (e) {
    // node's parser explains in three lines; a usage error is one sentence.
    const message = (e as Error).message;
    const unknown = /Unknown option '([^']+)'/.exec(message);
    if (unknown) throw new UsageError(unknownOption(unknown[1]!));
    const ambiguous = /Option '(-[-\w]+)[^']*' argument is ambiguous/.exec(message);
    if (ambiguous)
      throw new UsageError(
        `${ambiguous[1]} needs a value; one that starts with a dash is written ${ambiguous[1]}=VALUE`,
      );
    throw new UsageError(message.split("\n")[0]!);
  }
}

/** `unknown option --foo; did you mean --bar?`: the nearest flag by edit distance, else one the name begins. */
export function unknownOption(given: string): string {
  const shown = given.split("=")[0]!;
  const name = shown.replace(/^-+/, "");
  const nearest = OPTIONS.map((o) => ({ flag: o.flag, d: editDistance(name, o.flag) })).sort((a, b) => a.d - b.d)[0];
  const begun = OPTIONS.filter((o) => name.length >= 3 && o.flag.startsWith(name)).sort(
    (a, b) => a.flag.length - b.flag.length,
  )[0];
  // Near: at most a third of the name mistyped (two characters at least).
  const suggestion = nearest && nearest.d <= Math.max(2, Math.floor(name.length / 3)) ? nearest.flag : begun?.flag;
  return `unknown option ${shown}${suggestion ? `; did you mean --${suggestion}?` : " (see --help)"}`;
}

/** Levenshtein distance: insertions, deletions and substitutions of one character. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

export function parseCli(argv: string[], env: NodeJS.ProcessEnv, cwd = process.cwd()): CliArgs {
  const { values: v, positionals } = parseRaw(argv);
  const [command, ...rest] = positionals;
  if (command === "merge") {
    if (rest.length === 0) throw new UsageError("merge needs at least one report directory (or conformance.json)");
    return {
      command: "merge",
      dirs: rest,
      reportDir: (v["report-dir"] as string | undefined) ?? null,
      strict: v.strict === true,
    };
  }
  if (command === "compare") {
    if (rest.length !== 2) throw new UsageError("compare needs two reports: compare REFERENCE.json CANDIDATE.json");
    return {
      command: "compare",
      reference: rest[0],
      candidate: rest[1],
      reportDir: (v["report-dir"] as string | undefined) ?? null,
    };
  }
  if (command === "allure") {
    if (rest.length !== 1)
      throw new UsageError("allure needs one report directory: allure DIR (it renders DIR/allure-results)");
    return { command: "allure", dir: rest[0]!, reportDir: (v["report-dir"] as string | undefined) ?? null };
  }
  if (command !== undefined)
    throw new UsageError(
      `unknown command ${JSON.stringify(command)} (commands: merge, compare, allure; options start with --)`,
    );

  const spec = (key: SettingKey) => SETTINGS[key] as Setting<unknown>;
  /** The flag's value, else the environment variable's: the typed layers, flag first. */
  const typed = (key: SettingKey): Given | undefined => {
    const { flag, env: variable, kind } = spec(key);
    const fromFlag = flag ? v[flag] : undefined;
    if (fromFlag !== undefined && !(Array.isArray(fromFlag) && fromFlag.length === 0))
      return { text: fromFlag === true ? "true" : (fromFlag as string | string[]), from: `--${flag}` };
    const fromEnv = variable ? env[variable] : undefined;
    // An empty variable is unset, but for one naming a target: empty, it would quietly mean "no target".
    if (fromEnv !== undefined && (fromEnv !== "" || kind.emptyIsGiven)) return { text: fromEnv, from: variable! };
    return undefined;
  };
  const own = (key: keyof CommandSettings, fileLayer?: Given) =>
    settle(key, [fileLayer, typed(key)], spec(key).initial, KNOWN);

  const help = own("help") as boolean;
  const version = own("version") as boolean;
  const listRules = own("listRules") as boolean;
  const listClauses = own("listClauses") as boolean;
  const listCoverage = own("listCoverage") as boolean;
  const format = own("format") as "human" | "json";
  const listing = listRules || listClauses || listCoverage;
  const json = (own("json") as boolean) || (listing && format === "json");
  if (json && !listing && !help && !version)
    throw new UsageError(
      "--json goes with --list-rules, --list-clauses or --list-coverage (a run's summary: --format json)",
    );
  const explicitConfig = settle("configFile", [typed("configFile")], undefined, KNOWN) as string | undefined;
  const { path: configFile, config: file } =
    help || version || listing ? { path: null, config: {} as ConfigFile } : loadConfigFile(explicitConfig, cwd);
  const fileRecord = file as Record<string, unknown>;
  /** The config file's layer of a setting. */
  const inFile = (key: SettingKey): Given | undefined => {
    const name = spec(key).file;
    return name && fileRecord[name] !== undefined
      ? { value: fileRecord[name], from: `${configFile} "${name}"` }
      : undefined;
  };

  const settled: Partial<Record<keyof RunConfig, unknown>> = {};
  for (const key of RUN_KEYS) {
    const under = initialOf(key, settled as Partial<RunConfig>);
    // The file itself is read first, above: what stays is where it was read from, for a re-run.
    settled[key] =
      key === "configFile"
        ? configFile
          ? resolve(cwd, configFile)
          : null
        : settle(key, [inFile(key), typed(key)], under, KNOWN);
  }
  const config = frozenSettings(settled as RunConfig);
  if (!help && !version) {
    const problem = crossProblem(config, FLAG_NAMING, !listing);
    if (problem) throw new UsageError(problem);
  }
  const compareUrl = own("compareUrl") as string | undefined;
  const compareKey = own("compareAdminKey") as string | undefined;
  if (compareUrl && !compareKey)
    throw new UsageError(`--compare-url needs an admin key: ${FLAG_NAMING.how("compareAdminKey")}`);
  const comparePeer = own("comparePeerAdminKey") as string | undefined;
  if ((compareKey || comparePeer) && !compareUrl)
    throw new UsageError("a --compare-… key was given without --compare-url");
  if (compareUrl && config.shard)
    throw new UsageError("--compare-url runs two whole targets; it cannot be combined with --shard");
  const serverCommand = own("server", inFile("server")) as string | null;
  const waitFor = own("waitFor", inFile("waitFor")) as string | null;
  const waitForTimeoutMs = own("waitForTimeoutMs", inFile("waitForTimeoutMs")) as number;
  if (serverCommand && !config.baseUrl && !help && !version && !listing)
    throw new UsageError("--server starts the server under test: name where it listens with --base-url");
  if (!serverCommand && waitFor)
    throw new UsageError("--wait-for goes with --server (the command starting the server)");
  return {
    command: "run",
    config,
    format,
    server:
      serverCommand && config.baseUrl
        ? {
            command: serverCommand,
            waitFor: waitFor ?? defaultWaitFor(config.baseUrl),
            timeoutMs: waitForTimeoutMs,
          }
        : null,
    version,
    reportDir: own("reportDir", inFile("reportDir")) as string | null,
    configFile,
    baseline: own("baseline", inFile("baseline")) as string | null,
    compare: compareUrl ? { baseUrl: compareUrl, adminKey: compareKey!, peerAdminKey: comparePeer } : null,
    listRules,
    listClauses,
    listCoverage,
    json,
    help,
  };
}
