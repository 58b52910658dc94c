/**
 * The command lines of verify-traffic and proxy: node's own parser, strict, so an unknown flag or a
 * missing value is one line of error (exit 2), never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { join } from "node:path";
import { UsageError } from "../../lib/report/usage-error.ts";

type Options = NonNullable<ParseArgsConfig["options"]>;

type One<O> = O extends { type: "boolean" } ? boolean : string;

/** The parsed flags and the positionals, typed from the options (a `multiple` option is a list). */
export interface Parsed<T extends Options> {
  values: { [K in keyof T]?: T[K] extends { multiple: true } ? One<T[K]>[] : One<T[K]> };
  positionals: string[];
}

export function parse<T extends Options>(argv: string[], options: T, positionals: boolean): Parsed<T> {
  try {
    return parseArgs({ args: argv, options, allowPositionals: positionals, strict: true }) as Parsed<T>;
  } catch (e) {
    // node's message goes on with a hint about positionals that only confuses: its first sentence says it.
    const first = (e as Error).message.split("\n")[0].replace(/\. To specify a positional argument.*$/, "");
    throw new UsageError(`${first} (see --help)`);
  }
}

/** A number option: a non-negative integer (or positive, where zero means nothing). */
export function integer(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`--${name} takes an integer from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** The default report folder: reports/<timestamp>-<suffix>/ under the working directory. */
export function defaultReportDir(suffix: string): string {
  return join(process.cwd(), "reports", `${new Date().toISOString().replace(/[:.]/g, "-")}-${suffix}`);
}
