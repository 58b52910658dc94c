/**
 * Secrets in the forms a target may echo them (lib/http/secret-forms.ts, redact.ts): whatever the
 * encoding and whatever surrounds it, the redacted text holds the secret in no form; and a report
 * redacted as a value stays the same shape, however its secrets look and however deep it is.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { REDACTED, Redactor } from "../redact.ts";
import { encodedForms } from "../secret-forms.ts";

/** The ways a secret may be written out by a target that echoes it, each around the surrounding text. */
const ENCODINGS: Record<string, (secret: string, before: string) => string> = {
  plain: (s, b) => `${b}${s}`,
  basic: (s, b) => `Basic ${Buffer.from(`${b}:${s}`).toString("base64")}`,
  base64: (s, b) => Buffer.from(`${b}${s}`).toString("base64"),
  base64url: (s, b) => Buffer.from(`${b}${s}`).toString("base64url"),
  percent: (s, b) => encodeURIComponent(`${b}${s}`),
  percentLower: (s, b) => encodeURIComponent(`${b}${s}`).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
  percentAll: (s, b) => b + [...s].map((ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""),
  unicodeAll: (s, b) => b + [...s].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
  // A serialiser escaping some characters with \u and the rest as JSON does (`\"`, `\\`).
  unicodeSome: (s, b) =>
    b +
    [...s]
      .map((ch, i) =>
        i % 2 ? `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : JSON.stringify(ch).slice(1, -1),
      )
      .join(""),
  json: (s, b) => JSON.stringify({ echoed: `${b}${s}` }),
  hex: (s, b) => Buffer.from(`${b}${s}`).toString("hex"),
  hexUpper: (s, b) => Buffer.from(`${b}${s}`).toString("hex").toUpperCase(),
};

/** Every form of `secret` a reader could decode from `text`: none may survive redaction. */
function holds(text: string, secret: string): boolean {
  const decoded = [
    text,
    text.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    text.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
  ];
  return decoded.some((t) => t.includes(secret)) || encodedForms(secret).some((f) => text.includes(f));
}

const secretChars = fc.constantFrom(...'abcXYZ0189-_.~+/=:"\\ {}[],'.split(""));
const secret = fc.array(secretChars, { minLength: 6, maxLength: 40 }).map((a) => a.join(""));
const around = fc.string({ maxLength: 12 });

describe("the forms a secret travels in", () => {
  it("are all redacted, at any position, inside any text", () => {
    fc.assert(
      fc.property(secret, around, around, fc.constantFrom(...Object.keys(ENCODINGS)), (s, before, after, how) => {
        const r = new Redactor();
        r.add(s);
        const text = `${ENCODINGS[how]!(s, before)}${after}`;
        expect(holds(r.redact(text), s)).toBe(false);
      }),
      { numRuns: 2000, seed: 25 },
    );
  });

  it("leave text without a secret as it was, escapes and all", () => {
    const r = new Redactor();
    r.add("apk_k1.super-secret-value-123");
    for (const t of ["a%20b\\u0041", "plain text", `{"x":"\\u0022quoted\\u0022"}`]) expect(r.redact(t)).toBe(t);
  });

  it("include the admin key inside an echoed Basic credential", () => {
    const r = new Redactor();
    const key = "apk_suite1a2b3c.Zm9vYmFyYmF6cXV4cXV1eA";
    r.add(key);
    for (const user of ["user", "u", "conformance", ""]) {
      const header = `Basic ${Buffer.from(`${user}:${key}`).toString("base64")}`;
      const out = r.redact(`{"error":{"message":"bad scheme: ${header}"}}`);
      expect(Buffer.from(out.split("Basic ")[1] ?? "", "base64").toString("latin1")).not.toContain(key.split(".")[1]);
      expect(out).toContain(REDACTED);
    }
  });
});

describe("a report redacted as a value", () => {
  it("keeps its shape when a secret looks like JSON syntax", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(...`"{}[],:\\0123456789 ab`.split("")), { minLength: 6, maxLength: 16 })
          .map((a) => a.join("")),
        (s) => {
          const r = new Redactor();
          r.add(s);
          const report = {
            results: [
              { message: `saw ${s} here`, n: 1 },
              { message: "nothing", count: 123456 },
            ],
            [`k${s}`]: true,
          };
          const out = r.redactValue(report);
          expect(JSON.stringify(out)).not.toContain(JSON.stringify(s).slice(1, -1));
          expect(out.results[1]).toEqual({ message: "nothing", count: 123456 });
          expect(out.results).toHaveLength(2);
        },
      ),
      { numRuns: 500, seed: 8 },
    );
  });

  it("walks a value a hundred thousand levels deep without overflowing", () => {
    let deep: unknown = "apk_k1.super-secret-value-123";
    for (let i = 0; i < 100_000; i++) deep = { secret: i === 0 ? "x" : undefined, next: deep };
    const r = new Redactor();
    r.learnFrom(deep);
    r.add("apk_k1.super-secret-value-123");
    const out = r.redactValue(deep) as { next: unknown };
    let at: unknown = out;
    for (let i = 0; i < 100_000; i++) at = (at as { next: unknown }).next;
    expect(at).toBe(REDACTED);
  });
});
