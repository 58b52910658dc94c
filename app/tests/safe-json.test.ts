/**
 * The checks quote and compare what a target sent only through lib/json/safe.ts: JSON.stringify and
 * util.isDeepStrictEqual recurse per level and throw on an answer nested some 5,000 deep, and a
 * crashed check is a failure blamed on the target (hostile target "100k deep everywhere").
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../cli/run.ts";
import { filesUnder } from "./files.ts";

it("no check of suites/ or generators/ calls the recursive built-ins", () => {
  const found: string[] = [];
  for (const top of ["suites", "generators"]) {
    for (const file of filesUnder(join(ROOT, top)).filter((f) => f.endsWith(".ts") && !/[\\/]tests[\\/]/.test(f))) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bJSON\.stringify\s*\(|\bisDeepStrictEqual\s*\(|\bdeepStrictEqual\s*\(/g)) {
        found.push(`${relative(ROOT, file)}:${text.slice(0, m.index).split("\n").length} ${m[0]}`);
      }
    }
  }
  expect(found, "use jsonText / sameJson of lib/json/safe.ts").toEqual([]);
});
