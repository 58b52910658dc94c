/**
 * What the generators know about the string rules of the contract: the patterns it uses (README
 * "Readings": `^https://`, `\S`, the slug, no control characters) and `format: uri`. For each, an
 * alphabet for random values, a builder for a string of an exact length that keeps the rule, and a
 * value that breaks only the rule. Any other pattern falls back to `fc.stringMatching`.
 */
import fc from "fast-check";
import type { StringNode } from "../lib/contract/constraints.ts";

export const HTTPS_PATTERN = "^https://";
export const NOT_BLANK_PATTERN = "\\S";
export const SLUG_PATTERN = "^[a-z0-9_-]+$";
export const NO_CONTROL_PATTERN = "^[^\\u0000-\\u001F\\u007F]+$";

/** Generated strings stay this short unless `minLength` asks for more. */
export const STRING_CAP = 24;

/** Length as JSON Schema counts it (code points). */
export function codePointLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
/** Non-ASCII characters of the Basic Multilingual Plane: one code point and one UTF-16 unit each. */
const accented = fc.constantFrom("é", "ß", "ñ", "ж", "中", "€");
const controls = fc.constantFrom("\t", "\n");
const textChar = fc.oneof(
  { arbitrary: printable, weight: 16 },
  { arbitrary: accented, weight: 2 },
  { arbitrary: controls, weight: 1 },
);
const visibleChar = fc.oneof({ arbitrary: printable, weight: 8 }, { arbitrary: accented, weight: 1 });
const slugChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789_-");
const hostChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789");

function lengthRange(node: StringNode, floor = 0): { min: number; max: number } {
  const min = Math.max(node.minLength ?? 0, floor);
  const max = Math.min(node.maxLength ?? Number.POSITIVE_INFINITY, Math.max(STRING_CAP, min));
  return { min, max };
}

function regexOf(pattern: string): RegExp {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return new RegExp(pattern);
  }
}

/** The `uri` format as far as the generators use it: an absolute URI of the characters they emit. */
function looksLikeUri(s: string): boolean {
  return /^[a-z][a-z0-9+.-]*:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/i.test(s);
}

function isHttps(node: StringNode): boolean {
  return node.pattern === HTTPS_PATTERN || (node.pattern === undefined && node.format === "uri");
}

/** Whether `s` keeps the node's pattern, format and length bounds (enum and const aside). */
export function keepsStringRules(node: StringNode, s: string): boolean {
  const len = codePointLength(s);
  if (node.minLength !== undefined && len < node.minLength) return false;
  if (node.maxLength !== undefined && len > node.maxLength) return false;
  if (node.pattern !== undefined && !regexOf(node.pattern).test(s)) return false;
  if (node.format === "uri" && !looksLikeUri(s)) return false;
  return true;
}

function httpsOfLength(n: number): string | undefined {
  const head = "https://a.example/";
  if (n >= head.length) return head + "a".repeat(n - head.length);
  if (n >= "https://".length) return `https://${"a".repeat(n - "https://".length)}`;
  return undefined;
}

/**
 * A string of exactly `n` code points that keeps the node's pattern and format (its length bounds
 * are not checked: boundaries and violations ask for lengths just outside them). Undefined when no
 * such string is found (e.g. the empty string under a pattern that needs one character).
 */
export function stringOfLength(node: StringNode, n: number): string | undefined {
  if (n < 0) return undefined;
  const ok = (s: string | undefined) =>
    s !== undefined &&
    codePointLength(s) === n &&
    keepsStringRules({ ...node, minLength: undefined, maxLength: undefined }, s);
  const candidates: (string | undefined)[] = [];
  if (isHttps(node)) candidates.push(httpsOfLength(n));
  else if (node.format === undefined || node.format === "uri") candidates.push("a".repeat(n));
  if (node.pattern !== undefined && !candidates.some(ok)) {
    // An unknown pattern: look among generated matches for one of the right length, or one to pad.
    for (const s of fc.sample(fc.stringMatching(regexOf(node.pattern)), { seed: 42, numRuns: 200 })) {
      if (ok(s)) return s;
      const padded = s + "a".repeat(Math.max(0, n - codePointLength(s)));
      if (ok(padded)) return padded;
    }
  }
  return candidates.find(ok);
}

/** A value that breaks the node's pattern and keeps its length bounds and format; undefined if none. */
export function patternBreaker(node: StringNode): string | undefined {
  if (node.pattern === undefined) return undefined;
  const re = regexOf(node.pattern);
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? Number.POSITIVE_INFINITY;
  const fill = (c: string) => c.repeat(Math.max(min, 1));
  const known: Record<string, string[]> = {
    [HTTPS_PATTERN]: ["http://a.example", "http://a"],
    [NOT_BLANK_PATTERN]: ["   ", fill(" ")],
    [SLUG_PATTERN]: ["Not A Slug", fill("A")],
    [NO_CONTROL_PATTERN]: ["a\u0001b", "\u0001".padEnd(Math.max(min, 1), "a")],
  };
  const candidates = [...(known[node.pattern] ?? []), "Not A Slug", "   ", "a\u0001b", "", "!", fill("!"), fill(" ")];
  return candidates.find((s) => {
    const len = codePointLength(s);
    return !re.test(s) && len >= min && len <= max && (node.format !== "uri" || looksLikeUri(s));
  });
}

/** A value that breaks `format: uri` and keeps the pattern and length bounds; undefined if none. */
export function formatBreaker(node: StringNode): string | undefined {
  if (node.format !== "uri") return undefined;
  const candidates = isHttps(node) ? ["https://a b", "https://a.example/a b"] : ["not a uri", "a b"];
  return candidates.find((s) => {
    const len = codePointLength(s);
    const lengthOk = len >= (node.minLength ?? 0) && len <= (node.maxLength ?? Number.POSITIVE_INFINITY);
    return lengthOk && (node.pattern === undefined || regexOf(node.pattern).test(s)) && !looksLikeUri(s);
  });
}

/** Random strings keeping the node's pattern, format and length (capped at STRING_CAP). */
export function stringArbitrary(node: StringNode): fc.Arbitrary<string> {
  if (isHttps(node)) {
    const { min, max } = lengthRange(node, "https://".length);
    const url = fc
      .tuple(
        fc.string({ unit: hostChar, minLength: 1, maxLength: 8 }),
        fc.constantFrom("example", "test", "invalid"),
        fc.array(fc.string({ unit: slugChar, minLength: 1, maxLength: 6 }), { maxLength: 2 }),
      )
      .map(([host, tld, segs]) => `https://${host}.${tld}${segs.map((s) => `/${s}`).join("")}`);
    return url.map((u) => {
      let s = u;
      if (s.length < min) s = `${s}/`.padEnd(min, "a");
      return s.length > max ? s.slice(0, max) : s;
    });
  }
  switch (node.pattern) {
    case undefined: {
      const { min, max } = lengthRange(node);
      return fc.string({ unit: textChar, minLength: min, maxLength: max });
    }
    case SLUG_PATTERN: {
      const { min, max } = lengthRange(node, 1);
      return fc.string({ unit: slugChar, minLength: min, maxLength: max });
    }
    case NO_CONTROL_PATTERN: {
      const { min, max } = lengthRange(node, 1);
      return fc.string({ unit: visibleChar, minLength: min, maxLength: max });
    }
    case NOT_BLANK_PATTERN: {
      const { min, max } = lengthRange(node, 1);
      return fc
        .string({ unit: textChar, minLength: min, maxLength: max })
        .map((s) => (/\S/.test(s) ? s : `x${[...s].slice(1).join("")}`));
    }
    default: {
      return fc.stringMatching(regexOf(node.pattern), { size: "xsmall" }).filter((s) => keepsStringRules(node, s));
    }
  }
}

/** The shortest string of allowed characters (deterministic). */
export function minimalString(node: StringNode): string {
  const min = node.minLength ?? 0;
  if (isHttps(node)) {
    const n = Math.max(min, "https://a.example".length);
    return (n === "https://a.example".length ? "https://a.example" : stringOfLength(node, n)) ?? "https://a.example";
  }
  for (let n = min; n <= min + 64; n++) {
    const s = stringOfLength(node, n);
    if (s !== undefined) return s;
  }
  throw new Error(`no string found for pattern ${node.pattern}`);
}
