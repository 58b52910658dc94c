/** String rules beyond what the contract uses today: an unknown pattern and a plain `format: uri`. */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import type { StringNode } from "../../lib/contract/constraints.ts";
import {
  codePointLength,
  formatBreaker,
  keepsStringRules,
  minimalString,
  patternBreaker,
  stringOfLength,
} from "../strings.ts";
import { validValue } from "../values.ts";
import { sample } from "../seed.ts";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  a: Ajv2020,
) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: true }));

const node = (extra: Partial<StringNode>): StringNode => ({ kind: "string", nullable: false, ...extra });

describe("strings", () => {
  it("falls back to stringMatching for an unknown pattern, within the length bounds", () => {
    const code = node({ pattern: "^[A-Z]{3}-\\d+$", minLength: 5, maxLength: 9 });
    for (const s of sample(validValue(code), 1, 50) as string[]) {
      expect(s).toMatch(/^[A-Z]{3}-\d+$/);
      expect(codePointLength(s)).toBeGreaterThanOrEqual(5);
      expect(codePointLength(s)).toBeLessThanOrEqual(9);
    }
    expect(keepsStringRules(code, minimalString(code))).toBe(true);
    const long = stringOfLength(code, 10);
    expect(long === undefined || (/^[A-Z]{3}-\d+$/.test(long) && long.length === 10)).toBe(true);
    const broken = patternBreaker(code)!;
    expect(/^[A-Z]{3}-\d+$/.test(broken)).toBe(false);
  });

  it("generates https URLs for a plain format uri and breaks it without breaking the length", () => {
    const uri = node({ format: "uri", maxLength: 30 });
    for (const s of sample(validValue(uri), 2, 50) as string[]) {
      expect(s).toMatch(/^https:\/\/[a-z0-9]+/);
      expect(s.length).toBeLessThanOrEqual(24);
    }
    const check = ajv.compile({ type: "string", format: "uri", maxLength: 30 });
    for (const s of sample(validValue(uri), 3, 50)) expect(check(s), String(s)).toBe(true);
    expect(check(formatBreaker(uri))).toBe(false);
  });

  it("counts length in code points, as JSON Schema does", () => {
    expect(codePointLength("a😀b")).toBe(3);
    expect(stringOfLength(node({ pattern: "^[a-z0-9_-]+$" }), 0)).toBeUndefined();
    expect(stringOfLength(node({ pattern: "^https://" }), 20)).toMatch(/^https:\/\/.{12}$/);
  });
});
