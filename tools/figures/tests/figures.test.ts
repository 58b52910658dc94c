/**
 * docs/figures.md's counts are the registries' (rules, families, faults, variants, clauses, cells,
 * pinned packages, test files): a figure cannot drift from what it counts. The measured part (the
 * tarball, timings) varies with the machine and is only required to be there. The README and the docs
 * quote no count of their own: they point at this file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countFigures } from "../counts.ts";
import { COUNTS_END, COUNTS_START, countsSection, MEASURED_END, MEASURED_START, section } from "../render.ts";
import { ROOT } from "../root.ts";

const file = readFileSync(join(ROOT, "docs", "figures.md"), "utf8");
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8"));

describe("docs/figures.md", () => {
  it("holds the counts the registries give (run `npm run figures -- --counts` after adding a rule, fault, variant, clause or test file)", () => {
    expect(section(file, COUNTS_START, COUNTS_END)).toBe(countsSection(countFigures(lock)));
  });

  it("holds a measured part, written by the script", () => {
    const measured = section(file, MEASURED_START, MEASURED_END);
    expect(measured).not.toBeNull();
    expect(measured).toMatch(/\| tarball, packed \| [\d,]+ kB \|/);
  });

  it("counts the packages the shrinkwrap pins from the lockfile, its dev packages left out", () => {
    const pinned = (l: typeof lock) => countFigures(l).find((f) => f.figure.startsWith("packages"))!.value;
    const withDev = { packages: { ...lock.packages, "node_modules/only-dev": { dev: true } } };
    const withRuntime = { packages: { ...lock.packages, "node_modules/runtime-extra": {} } };
    expect(pinned(withDev)).toBe(pinned(lock));
    expect(Number(pinned(withRuntime))).toBe(Number(pinned(lock)) + 1);
  });
});
