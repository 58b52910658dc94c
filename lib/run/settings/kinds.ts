/**
 * What a setting's value may be, once for every way it arrives: typed on the command line or in an
 * environment variable (text), or given as data (the config file's JSON, the programmatic API's
 * options). Each kind reads both, refuses a bad value with one sentence naming where it came from
 * (a UsageError), and says what it is in the config file's JSON Schema. The settings table
 * (table.ts) gives every setting one kind; the command, the API and the schema all read it there.
 */
import { SHORTEST_SECRET } from "../../http/redact.ts";
import { UsageError } from "../../report/usage-error.ts";

/**
 * Names only the entry layer can list (the embedded server's faults and variants). A catalogue not
 * given is not checked here: the fault catalogue loads much of the server, so the entry layer loads
 * it, and checks the names against it, only when a run names a fault (app/catalogues.ts).
 */
export interface Catalogues {
  faults?: readonly string[];
  variants?: readonly string[];
}

export type JsonSchema = Record<string, unknown>;

export interface Kind<T> {
  /** From a flag or an environment variable; a repeatable flag gives one text per use. `under` is the value of the layer below. */
  fromText(text: string | readonly string[], from: string, under: T, known: Catalogues): T;
  /** From data: the config file (after its schema) or the programmatic API. */
  fromValue(value: unknown, from: string, under: T, known: Catalogues): T;
  /** Its JSON Schema in the config file (absent: never read from a file). */
  schema?: JsonSchema;
  /** An environment variable set to the empty string gives this value (the default: it is unset). */
  emptyIsGiven?: boolean;
}

const quoted = (v: unknown) => JSON.stringify(v) ?? String(v);
const single = (text: string | readonly string[]) => (typeof text === "string" ? text : (text[text.length - 1] ?? ""));

function inRange(n: number, min: number, max: number, from: string, shown: string | number): number {
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(`${from} must be a whole number from ${min} to ${max}, got ${shown}`);
  return n;
}

/** A whole number from `min` to `max`. */
export function whole(min: number, max = Number.MAX_SAFE_INTEGER): Kind<number> {
  return {
    fromText(text, from) {
      const raw = single(text);
      if (!/^\d+$/.test(raw)) throw new UsageError(`${from} expects a whole number, got ${quoted(raw)}`);
      return inRange(Number(raw), min, max, from, raw);
    },
    fromValue(value, from) {
      if (typeof value !== "number") throw new UsageError(`${from} expects a whole number, got ${quoted(value)}`);
      return inRange(value, min, max, from, value);
    },
    schema: { type: "integer", minimum: min, maximum: max },
  };
}

/** A whole number of seconds from `min` to `max`, held in milliseconds. */
export function seconds(min: number, max: number): Kind<number> {
  const s = whole(min, max);
  return {
    fromText: (text, from, under, known) => s.fromText(text, from, under, known) * 1000,
    fromValue: (value, from, under, known) => s.fromValue(value, from, under, known) * 1000,
    schema: s.schema,
  };
}

/** The inner kind, or null (the setting's "none"); data may say null, text cannot. */
export function orNull<T>(inner: Kind<T>): Kind<T | null> {
  return {
    fromText: (text, from, under, known) => inner.fromText(text, from, under as T, known),
    fromValue: (value, from, under, known) => (value === null ? null : inner.fromValue(value, from, under as T, known)),
    schema: inner.schema,
  };
}

/** A percentage, 0 to 100, decimals allowed. */
export const percent: Kind<number> = {
  fromText(text, from) {
    const raw = single(text).trim();
    const n = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || n > 100)
      throw new UsageError(`${from} expects a percentage from 0 to 100, got ${quoted(single(text))}`);
    return n;
  },
  fromValue(value, from) {
    if (typeof value !== "number" || !(value >= 0 && value <= 100))
      throw new UsageError(`${from} expects a percentage from 0 to 100, got ${quoted(value)}`);
    return value;
  },
  schema: { type: "number", minimum: 0, maximum: 100 },
};

/** On or off: a flag without a value, 1/true/yes/on or 0/false/no/off in the environment, a boolean as data. */
export const onOff: Kind<boolean> = {
  fromText(text, from) {
    const s = single(text).toLowerCase();
    if (["1", "true", "yes", "on"].includes(s)) return true;
    if (["0", "false", "no", "off"].includes(s)) return false;
    throw new UsageError(`${from} expects true or false, got ${quoted(single(text))}`);
  },
  fromValue(value, from) {
    if (typeof value !== "boolean") throw new UsageError(`${from} expects true or false, got ${quoted(value)}`);
    return value;
  },
  schema: { type: "boolean" },
};

/** One of a fixed set of words. */
export function oneOf<T extends string>(values: readonly T[]): Kind<T> {
  const check = (value: unknown, from: string): T => {
    if (!(values as readonly unknown[]).includes(value))
      throw new UsageError(`${from} must be one of ${values.join(", ")}, got ${quoted(value)}`);
    return value as T;
  };
  return { fromText: (text, from) => check(single(text), from), fromValue: check, schema: { enum: [...values] } };
}

/** Comma-separated words (a repeatable flag adds to them); as data, an array of distinct strings of the pattern. */
export function list(item: RegExp, what: string): Kind<string[]> {
  return {
    fromText: (text) =>
      (typeof text === "string" ? [text] : [...text])
        .flatMap((t) => t.split(","))
        .map((s) => s.trim())
        .filter(Boolean),
    fromValue(value, from) {
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string"))
        throw new UsageError(`${from} expects a list of ${what}, got ${quoted(value)}`);
      const bad = value.find((v: string) => !item.test(v));
      if (bad !== undefined) throw new UsageError(`${from} expects ${what}, got ${quoted(bad)}`);
      const twice = value.find((v, i) => value.indexOf(v) !== i);
      if (twice !== undefined) throw new UsageError(`${from} lists ${quoted(twice)} twice`);
      return [...value];
    },
    schema: { type: "array", items: { type: "string", pattern: item.source }, uniqueItems: true },
  };
}

/** Names from one of the catalogues the entry layer knows (each use of the flag one name). */
export function names(catalogue: keyof Catalogues, noun: string): Kind<string[]> {
  const check = (given: readonly string[], from: string, known: Catalogues): string[] => {
    const all = known[catalogue];
    const unknown = all ? given.filter((n) => !all.includes(n)) : [];
    if (unknown.length)
      throw new UsageError(`${from}: unknown ${noun} ${unknown.join(", ")}; known: ${all!.join(", ")}`);
    return [...given];
  };
  return {
    fromText: (text, from, _under, known) => check(typeof text === "string" ? [text] : text, from, known),
    fromValue(value, from, _under, known) {
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string"))
        throw new UsageError(`${from} expects a list of ${noun} names, got ${quoted(value)}`);
      return check(value, from, known);
    },
  };
}

/**
 * A server's base URL: http or https, with no credentials, query or fragment. Those would be dropped
 * from the requests yet written to the terminal and every report, so the refusal names what the URL
 * carries and never repeats it. An empty one is refused too: it must not quietly mean "no target".
 */
export const baseUrl: Kind<string> = {
  fromText: (text, from) => checkUrl(single(text), from),
  fromValue: (value, from) => checkUrl(value, from),
  // No user-info (@ before the path), no query, no fragment; the kind's own check gives the sentence.
  schema: { type: "string", pattern: "^https?://[^\\s/?#@]+(/[^\\s?#]*)?$" },
  emptyIsGiven: true,
};

function checkUrl(value: unknown, from: string): string {
  if (typeof value !== "string") throw new UsageError(`${from} expects a URL (http://host:port), got ${quoted(value)}`);
  if (value.trim() === "")
    throw new UsageError(`${from} is empty: it must name the server under test (http://host:port)`);
  // What may carry a secret is not repeated, even when the URL does not parse.
  const shown = /[@?#]/.test(value) ? "" : ` ${quoted(value)}`;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new UsageError(`${from} is not a URL (http://host:port)${shown ? `:${shown}` : ""}`);
  }
  if (u.username || u.password)
    throw new UsageError(
      `${from}: the URL carries credentials (user:password@); give the key on its own, never in the URL`,
    );
  if (u.search || value.includes("?"))
    throw new UsageError(
      `${from}: the URL carries a query (?…); a base URL takes none, and a token there would be written to every report`,
    );
  if (u.hash || value.includes("#"))
    throw new UsageError(`${from}: the URL carries a fragment (#…); a base URL takes none`);
  if (u.protocol !== "http:" && u.protocol !== "https:")
    throw new UsageError(`${from} takes an http: or https: URL, not ${u.protocol}`);
  return value;
}

/** The shortest secret the run's Redactor will hide (lib/http/redact.ts): a shorter key could not be kept out of the reports. */
export const MIN_SECRET_LENGTH = SHORTEST_SECRET;

/** A key: never repeated in a message, whatever is wrong with it. */
export const secret: Kind<string> = {
  fromText: (text, from) => checkSecret(single(text), from),
  fromValue: (value, from) => checkSecret(value, from),
};

function checkSecret(value: unknown, from: string): string {
  if (typeof value !== "string") throw new UsageError(`${from} expects a key (a string)`);
  if (value === "") throw new UsageError(`${from} is empty`);
  if (value.length < MIN_SECRET_LENGTH)
    throw new UsageError(
      `${from} is shorter than ${MIN_SECRET_LENGTH} characters: no key of the API is, and one that short could not be kept out of the reports`,
    );
  if (/[\s\u0000-\u001f\u007f]/.test(value))
    throw new UsageError(`${from} holds a space or a control character, which no key does`);
  return value;
}

/** A file or folder path. */
export const path: Kind<string> = {
  fromText: (text, from) => checkPath(single(text), from),
  fromValue: (value, from) => checkPath(value, from),
  schema: { type: "string", minLength: 1 },
};

function checkPath(value: unknown, from: string): string {
  if (typeof value !== "string") throw new UsageError(`${from} expects a path, got ${quoted(value)}`);
  if (value === "") throw new UsageError(`${from} is empty`);
  return value;
}

/** A shell command line: one line, not empty. */
export const commandLine: Kind<string> = {
  fromText: (text, from) => checkCommandLine(single(text), from),
  fromValue: (value, from) => checkCommandLine(value, from),
  schema: { type: "string", minLength: 1, pattern: "^[^\\n\\r]+$" },
};

function checkCommandLine(value: unknown, from: string): string {
  if (typeof value !== "string") throw new UsageError(`${from} expects a shell command, got ${quoted(value)}`);
  if (value.trim() === "") throw new UsageError(`${from} is empty: it must be the shell command starting the server`);
  if (/[\r\n]/.test(value)) throw new UsageError(`${from} holds a line break: give one command line`);
  return value;
}

/** The `index`-th (1-based) of `total` slices, I/N as text. */
export const shard: Kind<{ index: number; total: number }> = {
  fromText(text, from) {
    const raw = single(text);
    const m = /^(\d+)\/(\d+)$/.exec(raw);
    if (!m) throw new UsageError(`${from} expects I/N (the I-th of N slices, e.g. 2/4), got ${quoted(raw)}`);
    return checkShard(Number(m[1]), Number(m[2]), from);
  },
  fromValue(value, from) {
    const v = value as { index?: unknown; total?: unknown } | null;
    if (
      typeof v !== "object" ||
      v === null ||
      typeof v.index !== "number" ||
      typeof v.total !== "number" ||
      Object.keys(v).length !== 2
    ) {
      throw new UsageError(`${from} expects { index, total } (the index-th of total slices), got ${quoted(value)}`);
    }
    return checkShard(v.index, v.total, from);
  },
};

function checkShard(index: number, total: number, from: string): { index: number; total: number } {
  if (!Number.isInteger(index) || !Number.isInteger(total) || total < 1 || total > 64 || index < 1 || index > total)
    throw new UsageError(`${from} needs 1 ≤ I ≤ N ≤ 64, got ${index}/${total}`);
  return { index, total };
}
