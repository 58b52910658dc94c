/**
 * JSON text that means nothing more than its value (doc 2 Endpoints conventions: "Bodies are
 * JSON"): string values full of the characters JSON gives meaning to, and a body spaced with
 * JSON's insignificant whitespace. A server that reads the text right treats them as any other
 * value and body; one that counts brackets inside strings, loses track of an escaped quote, or
 * does not skip whitespace refuses them.
 */
import { jsonText } from "../lib/json/safe.ts";

/** A nesting limit a server may keep (the reference keeps 64): the text and the bodies go past it. */
export const MAX_NESTING_SEEN = 64;

/** More openers in a row than MAX_NESTING_SEEN. */
const OPENERS = "[{".repeat(MAX_NESTING_SEEN / 2 + 2);
/** What ends the value: closers, an escaped quote and a lone backslash, the last character. */
const TAIL = ' }] \\" \\';

/**
 * A string of at most `max` characters (no bound when absent) holding `[`, `{`, `"`, `\`, `\"`,
 * `}` and `]`: 68 openers, a quote, 68 openers more (as many as fit) and TAIL. Encoded, the quote
 * is `\"` and the backslash `\\`.
 */
export function jsonSignificantText(max?: number): string {
  const full = `${OPENERS}"${[...OPENERS].reverse().join("")}${TAIL}`;
  return max === undefined || full.length <= max ? full : full.slice(0, Math.max(0, max - TAIL.length)) + TAIL;
}

/** JSON's four whitespace characters, ten times: 40 insignificant characters. */
const SPACE = " \t\r\n".repeat(10);

/** `value` as JSON text indented with tabs and wrapped in whitespace on both sides: the same value. */
export function spacedJson(value: unknown): string {
  return `${SPACE}${jsonText(value, null, "\t")}${SPACE}`;
}
