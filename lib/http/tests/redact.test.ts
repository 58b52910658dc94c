/**
 * The redactor's linear scan (lib/http/redact.ts) against the plainest statement of what it must do:
 * one regular expression alternating every secret, longest first, replaced globally. Texts are built
 * from a small alphabet and from the secrets themselves, so that secrets overlap, nest and abut.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { REDACTED, Redactor } from "../redact.ts";

function byRegExp(secrets: readonly string[], text: string): string {
  const all = new Set<string>();
  for (const s of secrets) {
    all.add(s);
    const part = /^apk_[A-Za-z0-9]+\.([A-Za-z0-9_-]{8,})$/.exec(s)?.[1];
    if (part) all.add(part);
  }
  if (!all.size) return text;
  const escaped = [...all].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return text.replace(new RegExp(escaped.join("|"), "g"), REDACTED);
}

const letters = fc.constantFrom(..."abcAB.-_x1".split(""));
const word = (min: number, max: number) => fc.array(letters, { minLength: min, maxLength: max }).map((a) => a.join(""));

describe("Redactor.redact", () => {
  it("replaces what one longest-first alternation of every secret replaces", () => {
    fc.assert(
      fc.property(
        fc.array(word(6, 14), { maxLength: 6 }),
        fc.array(fc.oneof(word(0, 5), fc.nat(5)), { maxLength: 12 }),
        (secrets, parts) => {
          const text = parts
            .map((p) => (typeof p === "number" ? (secrets[p % Math.max(1, secrets.length)] ?? "") : p))
            .join("");
          const r = new Redactor();
          for (const s of secrets) r.add(s);
          expect(r.redact(text)).toBe(byRegExp(secrets, text));
        },
      ),
      { numRuns: 3000, seed: 14 },
    );
  });

  it("redacts a key and its secret part however many keys it knows", () => {
    const r = new Redactor();
    const keys = Array.from(
      { length: 500 },
      (_, i) => `apk_k${i.toString(36).padStart(6, "0")}.${"S".repeat(20)}${i.toString(36).padStart(8, "0")}`,
    );
    for (const k of keys) r.add(k);
    const text = `Bearer ${keys[123]} then ${keys[499].split(".")[1]}!`;
    expect(r.redact(text)).toBe(`Bearer ${REDACTED} then ${REDACTED}!`);
  });
});
