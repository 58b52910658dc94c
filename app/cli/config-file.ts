/**
 * conformance.config.json: found (the --config path, CONFORMANCE_CONFIG, or the default name in the
 * working directory), parsed and validated against config/conformance.schema.json with ajv before
 * anything runs. Every problem is one sentence naming the file and the JSON pointer.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import schema from "../../config/conformance.schema.json" with { type: "json" };
import type { OperationBodies, PipelineMap, TargetFacts } from "../../lib/run/config.ts";
import type { Profile } from "../../lib/rules/types.ts";
import { UsageError } from "../../lib/report/usage-error.ts";

export const DEFAULT_CONFIG_FILE = "conformance.config.json";
export const CONFIG_SCHEMA = schema;

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
  bodies?: OperationBodies;
  facts?: TargetFacts;
}

// ajv-formats ships CommonJS with a default export; under NodeNext it arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

let validate: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!validate) validate = addFormats(new Ajv2020({ allErrors: true, strict: true })).compile(schema);
  return validate;
}

/** A key naming a secret: a camelCase, snake or kebab word such as adminKey, api_token (not "monkey"). */
const SECRET_WORDS = new Set(["key", "keys", "apikey", "secret", "secrets", "token", "password"]);
const namesSecret = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .some((w) => SECRET_WORDS.has(w.toLowerCase()));

function describe(error: ErrorObject): string {
  const at = error.instancePath || "/";
  if (error.keyword === "additionalProperties") {
    const name = String(error.params.additionalProperty);
    if (at === "/" && namesSecret(name)) {
      return `"${name}" is not read from a config file: keys come from CONFORMANCE_ADMIN_KEY / CONFORMANCE_PEER_ADMIN_KEY or the flags, so they stay out of files that get committed`;
    }
    return `${at}: unknown property "${name}"`;
  }
  if (error.keyword === "enum") return `${at} must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  return `${at} ${error.message}`;
}

/** Checks a parsed config against the schema; returns the problems (empty when valid). */
export function configProblems(value: unknown): string[] {
  const v = validator();
  if (v(value)) return [];
  return (v.errors ?? []).map(describe);
}

/**
 * Reads the config file. `explicit` is the path the user named (flag or env): a missing file is then
 * an error; the default file is optional.
 */
export function loadConfigFile(explicit: string | undefined, cwd = process.cwd()): { path: string | null; config: ConfigFile } {
  const path = resolve(cwd, explicit ?? DEFAULT_CONFIG_FILE);
  if (!existsSync(path)) {
    if (explicit) throw new UsageError(`config file ${explicit} does not exist`);
    return { path: null, config: {} };
  }
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new UsageError(`cannot read config file ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
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
