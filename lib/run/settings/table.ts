/**
 * Every setting of a conformance run, declared once: its flag, environment variable, config-file
 * key, help line, default, the kind of value it takes (which also gives its range and its JSON
 * Schema), whether the programmatic API takes it, and whether a re-run repeats it. The table is
 * typed over RunConfig (and the command's own settings), so a setting added to RunConfig without
 * an entry here does not compile. The command line (app/cli/args.ts), `--help` (app/cli/options.ts),
 * the programmatic API (app/api.ts), the config file's JSON Schema (schema.ts, checked in as
 * config/conformance.schema.json), config/README.md's table (readme-table.ts) and the re-run flags
 * of the reports (lib/report/rerun.ts) are all read from it; the tests keep them in step.
 */
import { PROFILE_DEFINITIONS, PROFILES } from "../../../config/profiles.ts";
import { DEFAULT_RUN_CONFIG as D, type RunConfig } from "../config.ts";
import {
  baseUrl,
  commandLine,
  list,
  names,
  oneOf,
  onOff,
  orNull,
  path,
  percent,
  seconds,
  secret,
  shard,
  whole,
  type Kind,
} from "./kinds.ts";
import { bodies, changedPipelines, decisionFields, facts, pipelines } from "./sections.ts";

/** The command's settings that are not the run's: where the reports go, a second target, the listings. */
export interface CommandSettings {
  reportDir: string | null;
  baseline: string | null;
  compareUrl: string | undefined;
  compareAdminKey: string | undefined;
  comparePeerAdminKey: string | undefined;
  server: string | null;
  waitFor: string | null;
  waitForTimeoutMs: number;
  listRules: boolean;
  listClauses: boolean;
  listCoverage: boolean;
  json: boolean;
  format: "human" | "json";
  version: boolean;
  help: boolean;
}

export interface Setting<T> {
  /** Its flag, without the dashes (absent: not on the command line; a config-file section). */
  flag?: string;
  /** The value's placeholder in `--help` (absent: a switch, which takes no value). */
  placeholder?: string;
  /** The flag may be given more than once. */
  repeatable?: boolean;
  short?: string;
  /** The environment variable that sets it (lists comma-separated; switches 1/true/0/false). */
  env?: string;
  /** Its key in conformance.config.json (absent: not read from a file; keys never are). */
  file?: string;
  help: string;
  /** The default as `--help` shows it. */
  shown: string;
  /** The default when no source gives one, when it is not RunConfig's (DEFAULT_RUN_CONFIG); it may depend on the settings before it. */
  initial?: T | ((settled: Partial<RunConfig>) => T);
  kind: Kind<T>;
  /** How the programmatic API takes it: false, not at all; a kind of its own (absent: the same kind, under the same name). */
  api?: false | Kind<T>;
  /** It decides what is sent or how it is judged, so a re-run of one result repeats it (lib/report/rerun.ts outcomeFlags). */
  outcome: boolean;
  /**
   * What a re-run repeats of an outcome setting's value, when not the value itself where it differs
   * from the default: the value to give its flag (true: the switch; a list: the flag once per item),
   * or null for nothing.
   */
  rerun?: (value: T, config: RunConfig) => unknown;
}

type RunSettings = { [K in keyof RunConfig]-?: Setting<RunConfig[K]> };
type CommandTable = { [K in keyof CommandSettings]-?: Setting<CommandSettings[K]> };
export type SettingKey = keyof RunConfig | keyof CommandSettings;

const RULE_NAME = list(/^[A-Z0-9][A-Z0-9-]*$/, "rule ids, families or rule id prefixes (e.g. PAGE, AUTH-401-ABSENT)");

/** In `--help` order: the target, what to run, how hard to push, what to compare, the self-test, the listings; file-only sections last. */
export const SETTINGS: RunSettings & CommandTable = {
  baseUrl: {
    flag: "base-url",
    placeholder: "URL",
    env: "CONFORMANCE_BASE_URL",
    file: "baseUrl",
    kind: baseUrl,
    outcome: true,
    // The re-run command names the target first, from the report (lib/report/rerun.ts rerunCommand).
    rerun: () => null,
    help: "the server under test; the API is under URL/api/v1",
    shown: "the embedded reference server",
  },
  adminKey: {
    flag: "admin-key",
    placeholder: "KEY",
    env: "CONFORMANCE_ADMIN_KEY",
    kind: secret,
    outcome: false,
    help: "an admin key of the target (prefer the environment variable)",
    shown: "none; required with --base-url",
  },
  peerAdminKey: {
    flag: "peer-admin-key",
    placeholder: "KEY",
    env: "CONFORMANCE_PEER_ADMIN_KEY",
    kind: secret,
    outcome: false,
    help: "an admin key of a second workspace, for the isolation rules",
    shown: "none: isolation rules not exercised",
  },
  server: {
    flag: "server",
    placeholder: "CMD",
    env: "CONFORMANCE_SERVER",
    file: "server",
    kind: orNull(commandLine),
    initial: null,
    api: false,
    // The command's, not the run's: a re-run starts the server again (lib/report/rerun.ts serverFlags).
    outcome: true,
    help: "a shell command starting the server under test: started before the run (after --wait-for answers), stopped after it whatever happens",
    shown: "none: the target is already running",
  },
  waitFor: {
    flag: "wait-for",
    placeholder: "URL",
    env: "CONFORMANCE_WAIT_FOR",
    file: "waitFor",
    kind: orNull(baseUrl),
    initial: null,
    api: false,
    outcome: true,
    help: "with --server: the run starts once a GET of URL is answered (any status below 500)",
    shown: "--base-url's URL/api/v1/",
  },
  waitForTimeoutMs: {
    flag: "wait-for-timeout",
    placeholder: "S",
    env: "CONFORMANCE_WAIT_FOR_TIMEOUT",
    file: "waitForTimeout",
    kind: seconds(1, 3600),
    initial: 60_000,
    api: false,
    outcome: true,
    help: "with --server: give up (exit 2) when --wait-for has not answered within S seconds",
    shown: "60",
  },
  // Read before every other setting: the file it names is where the others' file values come from.
  configFile: {
    flag: "config",
    placeholder: "PATH",
    env: "CONFORMANCE_CONFIG",
    kind: orNull(path),
    outcome: true,
    api: false,
    help: "the config file (JSON, schema in config/conformance.schema.json)",
    shown: "conformance.config.json if present",
  },
  profile: {
    flag: "profile",
    placeholder: "NAME",
    env: "CONFORMANCE_PROFILE",
    file: "profile",
    kind: oneOf(PROFILES),
    outcome: true,
    help: `${PROFILE_DEFINITIONS.map((p) => `${p.name}: ${p.allows}`).join("; ")}`,
    shown: "full on the embedded server, standard on a --base-url",
    // The embedded server is the suite's own and dies with the run: nothing there is a customer's, so
    // its default is everything (full). A real target defaults to standard: no runs are started.
    initial: (settled) => (settled.baseUrl ? D.profile : "full"),
    // Profile and seed are always repeated, default or not: a re-run command reads as what was run.
    rerun: (profile) => profile,
  },
  seed: {
    flag: "seed",
    placeholder: "N",
    env: "CONFORMANCE_SEED",
    file: "seed",
    kind: whole(0),
    outcome: true,
    rerun: (seed) => seed,
    help: "seed of every generated input; the same seed replays the same requests",
    shown: String(D.seed),
  },
  reportDir: {
    flag: "report-dir",
    placeholder: "DIR",
    env: "CONFORMANCE_REPORT_DIR",
    file: "reportDir",
    kind: orNull(path),
    initial: null,
    outcome: false,
    help: "where the reports go",
    shown: "reports/<timestamp>",
  },
  strict: {
    flag: "strict",
    env: "CONFORMANCE_STRICT",
    file: "strict",
    kind: onOff,
    outcome: true,
    help: "SHOULD failures and drift fail the run too",
    shown: "off",
  },
  only: {
    flag: "only",
    placeholder: "RULE|FAMILY",
    repeatable: true,
    env: "CONFORMANCE_ONLY",
    file: "only",
    kind: RULE_NAME,
    outcome: false,
    help: "run only these rules: an id, a family such as PAGE, or an id prefix (repeatable)",
    shown: "all rules",
  },
  exclude: {
    flag: "exclude",
    placeholder: "RULE|FAMILY",
    repeatable: true,
    env: "CONFORMANCE_EXCLUDE",
    file: "exclude",
    kind: RULE_NAME,
    outcome: false,
    help: "skip these rules (repeatable)",
    shown: "none",
  },
  operations: {
    flag: "operation",
    placeholder: "ID",
    repeatable: true,
    env: "CONFORMANCE_OPERATION",
    file: "operations",
    kind: list(/^[a-z][A-Za-z0-9]*$/, "operation ids (e.g. listTasks)"),
    outcome: false,
    help: "run only for these operation ids (repeatable)",
    shown: "all 125",
  },
  timeoutMs: {
    flag: "timeout",
    placeholder: "MS",
    env: "CONFORMANCE_TIMEOUT",
    file: "timeoutMs",
    kind: whole(100, 600_000),
    outcome: true,
    help: "deadline of one request in milliseconds",
    shown: String(D.timeoutMs),
  },
  maxDurationMs: {
    flag: "max-duration",
    placeholder: "S",
    env: "CONFORMANCE_MAX_DURATION",
    file: "maxDurationSeconds",
    kind: orNull(seconds(1, 86_400)),
    outcome: false,
    // The API takes the RunConfig's milliseconds, in the same range.
    api: orNull(whole(1000, 86_400_000)),
    help: "the whole run's time limit in seconds: reached, the run stops as on Ctrl-C (partial report, exit 2)",
    shown: "none",
  },
  rate: {
    flag: "rate",
    placeholder: "N",
    env: "CONFORMANCE_RATE",
    file: "rate",
    kind: orNull(whole(1, 100_000)),
    outcome: false,
    help: "at most N requests per second to the target",
    shown: "no limit",
  },
  maxRequests: {
    flag: "max-requests",
    placeholder: "N",
    env: "CONFORMANCE_MAX_REQUESTS",
    file: "maxRequests",
    kind: orNull(whole(1, 100_000_000)),
    outcome: false,
    help: "a budget of requests for the checks; once spent, the remaining checks are not exercised (the cleanup is never held back)",
    shown: "no limit",
  },
  maxResponseBytes: {
    flag: "max-response-bytes",
    placeholder: "N",
    env: "CONFORMANCE_MAX_RESPONSE_BYTES",
    file: "maxResponseBytes",
    kind: whole(1024, 1024 ** 3),
    outcome: true,
    help: "the largest response body read; a larger one fails its check, read no further",
    shown: String(D.maxResponseBytes),
  },
  examples: {
    flag: "examples",
    placeholder: "N",
    env: "CONFORMANCE_EXAMPLES",
    file: "examples",
    kind: whole(1, 1000),
    outcome: true,
    help: "generated valid query and body inputs per operation (each) in the property rule OP-GENERATED-ANSWERED",
    shown: String(D.examples),
  },
  concurrency: {
    flag: "concurrency",
    placeholder: "N",
    env: "CONFORMANCE_CONCURRENCY",
    file: "concurrency",
    kind: whole(1, 64),
    outcome: true,
    help: "checks of a family run at once (those sharing workspace state take turns)",
    shown: String(D.concurrency),
  },
  raceClients: {
    flag: "race-clients",
    placeholder: "N",
    env: "CONFORMANCE_RACE_CLIENTS",
    file: "raceClients",
    kind: whole(2, 64),
    outcome: true,
    // Not --concurrency: that one says how many checks of a family run at once; this one how many
    // clients race inside one CONC check, on one resource.
    help: "clients racing on one resource of the suite's own in each CONC rule (not --concurrency, which runs checks of a family at once)",
    shown: String(D.raceClients),
  },
  raceRounds: {
    flag: "race-rounds",
    placeholder: "N",
    env: "CONFORMANCE_RACE_ROUNDS",
    file: "raceRounds",
    kind: whole(1, 1000),
    outcome: true,
    help: "rounds each CONC rule runs its racing clients for: more rounds, more chances to catch a race, a longer history to check",
    shown: String(D.raceRounds),
  },
  pipelines: {
    flag: "pipelines",
    placeholder: "ROLE=ID,…",
    env: "CONFORMANCE_PIPELINES",
    file: "pipelines",
    kind: pipelines,
    outcome: true,
    rerun: changedPipelines,
    help: "pipelines of the target for the full profile; roles straight, failing, slow, individual, budget, park.<decision-kind>; ID none = no such pipeline",
    shown: "the reference server's (see config/README.md)",
  },
  disposable: {
    flag: "disposable",
    env: "CONFORMANCE_DISPOSABLE",
    file: "disposable",
    kind: onOff,
    outcome: true,
    // The embedded server is always disposable (lib/run/prepare.ts): only a --base-url target's is repeated.
    rerun: (on, config) => (on && config.baseUrl ? true : null),
    help: "the target is a throwaway instance: under the full profile the suite may also start, stop and retry runs, act on and dismiss notifications, invoke use cases, tag merge records, bootstrap repositories, re-connect the cluster, drive reviews to their cap and revoke the --peer-admin-key for good with the keys it minted (KEYS-REVOKE-CASCADE: give a new peer key for the next run) there (the --compare-url target too)",
    shown: "on for the embedded server, off for a --base-url",
  },
  vouch: {
    flag: "vouch",
    env: "CONFORMANCE_VOUCH",
    file: "vouch",
    kind: onOff,
    outcome: true,
    // The embedded server's pipelines and facts are its own (lib/run/prepare.ts): only a --base-url target's is repeated.
    rerun: (on, config) => (on && config.baseUrl ? true : null),
    help: "the configured pipelines, bodies and facts are vouched for: a state they promise that does not come within the wait (a run on pipelines.park that never parks, a budget pipeline that never spends), or an answer that contradicts them (the refused credential accepted, the large file not found), fails instead of being not exercised",
    shown: "on for the embedded server, off for a --base-url",
  },
  baseline: {
    flag: "baseline",
    placeholder: "FILE",
    env: "CONFORMANCE_BASELINE",
    file: "baseline",
    kind: orNull(path),
    initial: null,
    outcome: false,
    help: "a previous conformance.json: failures it lists do not fail the gate; new ones do; fixed ones are reported",
    shown: "none",
  },
  minCoverage: {
    flag: "min-coverage",
    placeholder: "PCT",
    env: "CONFORMANCE_MIN_COVERAGE",
    file: "minCoverage",
    kind: orNull(percent),
    outcome: false,
    help: "the gate fails when less than PCT percent of the documented (operation, status, content type) cells the run's rules try to bring about were observed (see --list-coverage)",
    shown: "no coverage gate",
  },
  shard: {
    flag: "shard",
    placeholder: "I/N",
    env: "CONFORMANCE_SHARD",
    kind: orNull(shard),
    outcome: false,
    help: "run only the I-th of N slices of the (rule, operation) pairs; merge the slices with `merge`",
    shown: "1/1",
  },
  compareUrl: {
    flag: "compare-url",
    placeholder: "URL",
    env: "CONFORMANCE_COMPARE_URL",
    kind: baseUrl,
    initial: undefined,
    api: false,
    outcome: false,
    help: "also run against this second server and print where it differs from the first",
    shown: "none",
  },
  compareAdminKey: {
    flag: "compare-admin-key",
    placeholder: "KEY",
    env: "CONFORMANCE_COMPARE_ADMIN_KEY",
    kind: secret,
    initial: undefined,
    api: false,
    outcome: false,
    help: "the admin key of --compare-url",
    shown: "none",
  },
  comparePeerAdminKey: {
    flag: "compare-peer-admin-key",
    placeholder: "KEY",
    env: "CONFORMANCE_COMPARE_PEER_ADMIN_KEY",
    kind: secret,
    initial: undefined,
    api: false,
    outcome: false,
    help: "an admin key of a second workspace of --compare-url, for the isolation rules",
    shown: "none",
  },
  serverFaults: {
    flag: "server-fault",
    placeholder: "NAME",
    repeatable: true,
    kind: names("faults", "fault"),
    outcome: true,
    help: "switch a named fault on in the embedded server (the suite's self-test; server/faults/)",
    shown: "none",
  },
  serverVariants: {
    flag: "server-variant",
    placeholder: "NAME",
    repeatable: true,
    kind: names("variants", "variant"),
    outcome: true,
    help: "switch on in the embedded server a reading the documents allow that differs from its own (the suite's self-test; server/variants/)",
    shown: "none",
  },
  listRules: {
    flag: "list-rules",
    kind: onOff,
    initial: false,
    api: false,
    outcome: false,
    help: "print every rule (id, level, family, profile, scope, clause, title) and exit",
    shown: "off",
  },
  listClauses: {
    flag: "list-clauses",
    kind: onOff,
    initial: false,
    api: false,
    outcome: false,
    help: "print the clause register (id, doc, section, the rules citing it or why it is uncheckable, statement) and exit",
    shown: "off",
  },
  listCoverage: {
    flag: "list-coverage",
    kind: onOff,
    initial: false,
    api: false,
    outcome: false,
    help: "print every documented (operation, status, content type) cell with the rules that try to bring it about, or why none can, and exit",
    shown: "off",
  },
  json: {
    flag: "json",
    kind: onOff,
    initial: false,
    api: false,
    outcome: false,
    help: "with --list-rules, --list-clauses or --list-coverage: print the listing as JSON",
    shown: "off",
  },
  format: {
    flag: "format",
    placeholder: "FORMAT",
    env: "CONFORMANCE_FORMAT",
    kind: oneOf(["human", "json"] as const),
    initial: "human",
    api: false,
    outcome: false,
    help: "json: the run's summary as one JSON document on stdout, the human output on stderr; with --list-rules, --list-clauses or --list-coverage: the listing as JSON (as --json)",
    shown: "human",
  },
  version: {
    flag: "version",
    short: "V",
    kind: onOff,
    initial: false,
    api: false,
    outcome: false,
    help: "print the version and exit",
    shown: "off",
  },
  help: {
    flag: "help",
    short: "h",
    kind: onOff,
    initial: false,
    api: false,
    outcome: false,
    help: "this help",
    shown: "off",
  },
  decisionFields: {
    file: "decisionFields",
    kind: decisionFields,
    outcome: true,
    help: "request field names the documents leave unshown",
    shown: "none: the rules that need one are not exercised on a real target",
  },
  bodies: {
    file: "bodies",
    kind: bodies,
    outcome: true,
    help: "request bodies the documents leave unshown, by operation id; a missing entry or null leaves that operation's success not exercised on a real target (the embedded reference server has defaults)",
    shown: "none on a real target; the reference server's on the embedded one",
  },
  facts: {
    file: "facts",
    kind: facts,
    outcome: true,
    help: "facts about the target that the documents leave unshown and no request can discover; a missing entry or null leaves the rule that needs it not exercised on a real target (the embedded reference server has defaults)",
    shown: "none on a real target; the reference server's on the embedded one",
  },
};

/** Where `--wait-for` looks when it is not given: the base URL's API root. */
export function defaultWaitFor(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/v1/`;
}

/** The settings in table order, each with its key. */
export const SETTING_ENTRIES = Object.entries(SETTINGS) as [SettingKey, Setting<unknown>][];

/** The command's own settings, by key (a Record, so a key of CommandSettings cannot be left out). */
const COMMAND_KEYS: Record<keyof CommandSettings, true> = {
  reportDir: true,
  baseline: true,
  compareUrl: true,
  compareAdminKey: true,
  comparePeerAdminKey: true,
  server: true,
  waitFor: true,
  waitForTimeoutMs: true,
  listRules: true,
  listClauses: true,
  listCoverage: true,
  json: true,
  format: true,
  version: true,
  help: true,
};

/** The run's settings (RunConfig's keys), in table order. */
export const RUN_KEYS = SETTING_ENTRIES.map(([key]) => key).filter(
  (key): key is keyof RunConfig => !Object.hasOwn(COMMAND_KEYS, key),
);

/** A run setting's value when no source gives one. */
export function initialOf(key: keyof RunConfig, settled: Partial<RunConfig>): unknown {
  const setting = SETTINGS[key] as Setting<unknown>;
  if (typeof setting.initial === "function") return (setting.initial as (s: Partial<RunConfig>) => unknown)(settled);
  return "initial" in setting ? setting.initial : D[key];
}
