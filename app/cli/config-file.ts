/**
 * conformance.config.json: found (the --config path, CONFORMANCE_CONFIG, or the default name in the
 * working directory), read only if it is a regular file under 1 MB, parsed and validated against
 * the JSON Schema the settings table makes (config/conformance.schema.json) before anything runs.
 * Every problem is one sentence naming the file and the JSON pointer.
 */
import { closeSync, constants, existsSync, fstatSync, openSync, readSync } from "node:fs";
import { resolve } from "node:path";
import type { ErrorObject } from "ajv";
import type { OperationBodies, PipelineMap, TargetFacts } from "../../lib/run/config.ts";
import type { Profile } from "../../lib/rules/types.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { describeError, schemaErrors } from "../../lib/run/settings/json-problems.ts";
import schema from "../../config/conformance.schema.json" with { type: "json" };
import { SETTING_ENTRIES, type Setting } from "../../lib/run/settings/table.ts";

export const DEFAULT_CONFIG_FILE = "conformance.config.json";
/**
 * The file's JSON Schema as checked in (and shipped: dist/config/): made from the settings table
 * (lib/run/settings/schema.ts), and held equal to it by app/tests/settings-agree.test.ts.
 */
export const CONFIG_SCHEMA = schema as Record<string, unknown>;
/** A config file is a few kilobytes; anything past this is refused before it is read. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** The file's content once valid (every key optional). */
export interface ConfigFile {
  baseUrl?: string;
  profile?: Profile;
  seed?: number;
  strict?: boolean;
  only?: string[];
  exclude?: string[];
  operations?: string[];
  timeoutMs?: number;
  examples?: number;
  concurrency?: number;
  reportDir?: string;
  baseline?: string;
  minCoverage?: number;
  pipelines?: Partial<Omit<PipelineMap, "park">> & { park?: Record<string, string | null> };
  decisionFields?: { judgeOutcome?: string | null };
  disposable?: boolean;
  vouch?: boolean;
  bodies?: OperationBodies;
  facts?: TargetFacts;
}

/** A key naming a secret: a camelCase, snake or kebab word such as adminKey, api_token (not "monkey"). */
const SECRET_WORDS = new Set(["key", "keys", "apikey", "secret", "secrets", "token", "password"]);
const namesSecret = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .some((w) => SECRET_WORDS.has(w.toLowerCase()));

/** The setting each key of the file holds. */
const BY_FILE_KEY = new Map(SETTING_ENTRIES.flatMap(([, s]) => (s.file ? [[s.file, s] as const] : [])));

function describe(error: ErrorObject): string {
  const name = String(error.params.additionalProperty);
  if (error.keyword === "additionalProperties" && error.instancePath === "" && namesSecret(name)) {
    return `"${name}" is not read from a config file: keys come from CONFORMANCE_ADMIN_KEY / CONFORMANCE_PEER_ADMIN_KEY or the flags, so they stay out of files that get committed`;
  }
  return describeError(error);
}

/**
 * Checks a parsed config against the schema; returns the problems (empty when valid). A setting's
 * value the schema refuses is described by the setting's own kind, in the words the command line
 * and the programmatic API use for the same value.
 */
export function configProblems(value: unknown): string[] {
  const errors = schemaErrors(CONFIG_SCHEMA, value);
  const problems = errors.map((error) => {
    const key = /^\/([^/]+)/.exec(error.instancePath)?.[1];
    const setting = key === undefined ? undefined : (BY_FILE_KEY.get(key) as Setting<unknown> | undefined);
    if (!setting) return describe(error);
    try {
      setting.kind.fromValue((value as Record<string, unknown>)[key!], `/${key}`, undefined, {});
    } catch (e) {
      if (e instanceof UsageError) return e.message;
    }
    return describe(error);
  });
  return [...new Set(problems)];
}

/** The file's text: only from a regular file under MAX_CONFIG_BYTES (a FIFO would block, a huge file fill the memory). */
function readConfigText(path: string): string {
  let fd: number;
  try {
    // Non-blocking: opening a FIFO with no writer returns at once, and is then refused as no regular file.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw new UsageError(
      `cannot read config file ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new UsageError(`config file ${path} is not a regular file`);
    const tooLarge = () => new UsageError(`config file ${path} is larger than 1 MB: a config file is a few kilobytes`);
    if (stat.size > MAX_CONFIG_BYTES) throw tooLarge();
    // A file that grows after the check is still read no further than the bound.
    const buffer = Buffer.alloc(Math.min(stat.size, MAX_CONFIG_BYTES) + 1);
    let length = 0;
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > MAX_CONFIG_BYTES) throw tooLarge();
    return buffer.subarray(0, length).toString("utf8");
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(
      `cannot read config file ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the config file. `explicit` is the path the user named (flag or env): a missing file is then
 * an error; the default file is optional.
 */
export function loadConfigFile(
  explicit: string | undefined,
  cwd = process.cwd(),
): { path: string | null; config: ConfigFile } {
  const path = resolve(cwd, explicit ?? DEFAULT_CONFIG_FILE);
  if (!existsSync(path)) {
    if (explicit) throw new UsageError(`config file ${explicit} does not exist`);
    return { path: null, config: {} };
  }
  const text = readConfigText(path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`config file ${path} is not JSON: ${(e as Error).message}`);
  }
  const problems = configProblems(parsed);
  if (problems.length) throw new UsageError(`config file ${path} is invalid: ${problems.join("; ")}`);
  return { path, config: parsed as ConfigFile };
}
