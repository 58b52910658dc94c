/**
 * jsonText and sameJson agree with JSON.stringify and util.isDeepStrictEqual on every JSON value
 * those can handle, and handle a value nested 100,000 deep, where those throw.
 */
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutAt, jsonText, sameJson } from "../safe.ts";

const deep = (n: number, leaf: unknown = 1): unknown => {
  let v: unknown = leaf;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { k: v };
  return v;
};

describe("safe JSON", () => {
  it("is JSON.stringify and isDeepStrictEqual on the values those handle", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.constantFrom(undefined, 2), (a, b, space) => {
        expect(jsonText(a, null, space)).toBe(JSON.stringify(a, null, space));
        expect(sameJson(a, b)).toBe(isDeepStrictEqual(a, b));
        expect(sameJson(a, structuredClone(a))).toBe(true);
      }),
      { seed: 24, numRuns: 300 },
    );
    expect(sameJson({ a: undefined }, {})).toBe(isDeepStrictEqual({ a: undefined }, {}));
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });

  it("quotes and compares a value nested 100,000 deep, where the built-ins throw", () => {
    const v = deep(100_000);
    expect(() => JSON.stringify(v)).toThrow(RangeError);
    const text = jsonText({ body: v });
    expect(text.length).toBeLessThan(2_000);
    expect(text).toContain("nested deeper than 64 levels");
    expect(sameJson(v, deep(100_000))).toBe(true);
    expect(sameJson(v, deep(100_000, 2))).toBe(false);
    expect(cutAt(deep(3), 64)).toEqual(deep(3));
  });
});
