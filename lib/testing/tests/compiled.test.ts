/** When the tests may start an entry point from .build/ (lib/testing/compiled.ts): only while no source is newer. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { entryArgs, freshIn } from "../compiled.ts";

const root = mkdtempSync(join(tmpdir(), "compiled-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

describe("freshIn", () => {
  mkdirSync(join(root, "lib", "deep"), { recursive: true });
  mkdirSync(join(root, "contract"), { recursive: true });
  const source = join(root, "lib", "deep", "a.ts");
  const contract = join(root, "contract", "openapi.json");
  writeFileSync(source, "export {};\n");
  writeFileSync(contract, "{}\n");
  at(source, 1_000);
  at(contract, 1_000);

  it("is false without a build", () => {
    expect(freshIn(root)).toBe(false);
  });

  it("is true once the build is newer than every source, and false again after an edit", () => {
    mkdirSync(join(root, ".build"), { recursive: true });
    writeFileSync(join(root, ".build", ".stamp"), "built\n");
    at(join(root, ".build", ".stamp"), 2_000);
    expect(freshIn(root)).toBe(true);
    at(source, 3_000);
    expect(freshIn(root)).toBe(false);
    at(source, 1_000);
    at(contract, 3_000);
    expect(freshIn(root)).toBe(false);
  });
});

describe("entryArgs", () => {
  it("names the compiled file or runs the source through tsx", () => {
    const args = entryArgs("server/cli.ts");
    expect([
      ["--import", "tsx", "server/cli.ts"].join(" "),
      expect.stringMatching(/\.build\/server\/cli\.js$/),
    ]).toContainEqual(args.length === 1 ? args[0] : args.join(" "));
  });
});
