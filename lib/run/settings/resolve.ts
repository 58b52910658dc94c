/**
 * Settings into a RunConfig, the same way for every entry point: each value through its kind in the
 * table (table.ts), then the rules no single value shows (a target needs a key, faults need the
 * embedded server). The command line reads its layers (flag, environment, file) with `settle`; the
 * programmatic API hands its options object to `fromData`.
 */
import { UsageError } from "../../report/usage-error.ts";
import type { RunConfig } from "../config.ts";
import { frozenSettings } from "./frozen.ts";
import type { Catalogues } from "./kinds.ts";
import { initialOf, RUN_KEYS, SETTINGS, type Setting, type SettingKey } from "./table.ts";

/** How an entry point names a setting in its messages. */
export interface Naming {
  /** `--base-url`, or `baseUrl`. */
  name(key: SettingKey): string;
  /** How to give it: `--admin-key KEY or CONFORMANCE_ADMIN_KEY`, or `adminKey`. */
  how(key: SettingKey): string;
}

const spec = (key: SettingKey) => SETTINGS[key] as Setting<unknown>;

export const FLAG_NAMING: Naming = {
  name: (key) => `--${spec(key).flag}`,
  how: (key) =>
    [`--${spec(key).flag}${spec(key).placeholder ? ` ${spec(key).placeholder}` : ""}`, spec(key).env]
      .filter(Boolean)
      .join(" or "),
};

export const API_NAMING: Naming = { name: (key) => key, how: (key) => key };

/** A value from one layer: the text of a flag or an environment variable, or data (a config file's, the API's). */
export type Given = { text: string | readonly string[]; from: string } | { value: unknown; from: string };

/** One setting from its layers, lowest first, over `under` (its default). */
export function settle(
  key: SettingKey,
  layers: readonly (Given | undefined)[],
  under: unknown,
  known: Catalogues,
): unknown {
  const kind = spec(key).kind;
  let value = under;
  for (const g of layers) {
    if (g)
      value = "text" in g ? kind.fromText(g.text, g.from, value, known) : kind.fromValue(g.value, g.from, value, known);
  }
  return value;
}

/** What no single value shows wrong; `keyNeeded` is false where no target is contacted (a listing). */
export function crossProblem(config: RunConfig, naming: Naming, keyNeeded = true): string | null {
  if (config.baseUrl && !config.adminKey && keyNeeded)
    return `${naming.name("baseUrl")} needs an admin key: ${naming.how("adminKey")}`;
  if (!config.baseUrl && config.adminKey)
    return `an admin key was given without ${naming.name("baseUrl")} (the embedded server makes its own keys)`;
  for (const key of ["serverFaults", "serverVariants"] as const) {
    if (config.baseUrl && config[key].length) return `${naming.name(key)} applies to the embedded server only`;
  }
  return null;
}

/**
 * A RunConfig from data keyed by the settings' names (the programmatic API's options), each value
 * through the kind the API takes it as; an unknown name, a bad value or a bad combination is a
 * UsageError naming the setting.
 */
export function fromData(data: Record<string, unknown>, known: Catalogues, naming: Naming = API_NAMING): RunConfig {
  for (const name of Object.keys(data)) {
    if (!(RUN_KEYS as string[]).includes(name) || spec(name as SettingKey).api === false)
      throw new UsageError(`unknown option ${JSON.stringify(name)}`);
  }
  const config: Partial<Record<keyof RunConfig, unknown>> = {};
  for (const key of RUN_KEYS) {
    const s = spec(key);
    const kind = s.api || s.kind;
    const given = data[key];
    const under = initialOf(key, config as Partial<RunConfig>);
    config[key] = given === undefined ? under : kind.fromValue(given, naming.name(key), under, known);
  }
  const result = config as RunConfig;
  const problem = crossProblem(result, naming);
  if (problem) throw new UsageError(problem);
  return frozenSettings(result);
}
