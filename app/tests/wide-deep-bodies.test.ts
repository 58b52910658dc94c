/**
 * The suite's walks over what a target answers hold on a body nested 100,000 deep and on one with a
 * million items: each one walked them by recursion, which ran out of stack ("the check crashed"),
 * or spread them into one call. They read in document order, to JSON_DEPTH levels.
 */
import { describe, expect, it } from "vitest";
import type { Reply } from "../../lib/http/client.ts";
import { JSON_DEPTH, valuesIn } from "../../suites/common/json-values.ts";
import { namesIn } from "../../suites/common/environments.ts";
import { objectsOf, stringsOf } from "../../suites/common/use-cases.ts";
import { figuresOf } from "../../suites/errors/file-too-large.ts";

const deep = JSON.parse(`${'{"a":['.repeat(100_000)}7${"]}".repeat(100_000)}`) as unknown;
const wide = Array.from({ length: 1_000_000 }, (_, i) => i);

describe("walks over a target's JSON", () => {
  it("read in document order, keys of objects with their values", () => {
    const v = { a: ["x", { b: 1 }], c: "y" };
    expect([...valuesIn(v)].map((x) => [x.key ?? null, x.value])).toEqual([
      [null, v],
      ["a", v.a],
      [null, "x"],
      [null, v.a[1]],
      ["b", 1],
      ["c", "y"],
    ]);
    expect([...namesIn(v)]).toEqual(["a", "x", "b", "c", "y"]);
    expect(objectsOf(v)).toEqual([v, { b: 1 }]);
  });

  it("stop at JSON_DEPTH levels on a body nested 100,000 deep", () => {
    expect([...valuesIn(deep)].length).toBe(JSON_DEPTH + 1);
    expect(namesIn(deep)).toEqual(new Set(["a"]));
    expect(stringsOf(deep).size).toBe(0);
    // An object at every other level, 0 to JSON_DEPTH.
    expect(objectsOf(deep).length).toBe(JSON_DEPTH / 2 + 1);
    expect(
      figuresOf({ json: { error: { code: "file_too_large", message: "too large", details: deep } } } as Reply, "/f"),
    ).toEqual([]);
  });

  it("read a million figures", () => {
    const figures = figuresOf(
      { json: { error: { code: "file_too_large", message: "x", details: wide } } } as Reply,
      "/f",
    );
    expect(figures.length).toBe(1_000_000);
  });
});
