/**
 * The layers read top-down (issue 14): app/ wires everything; suites/ and server/ never import each
 * other; generators/ (how to call each operation) imports neither; lib/ is the ground floor and
 * imports nothing above it. tools/ (the project's lab tools, not shipped) sits above them all and
 * nothing imports it. Checked on every import and dynamic import of every .ts file, tests
 * included, so a shortcut cannot creep back in.
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../cli/run.ts";
import { filesUnder } from "./files.ts";

const LAYERS = ["app", "lib", "suites", "server", "generators", "contract", "config", "tools"] as const;
type Layer = (typeof LAYERS)[number];

/** What each layer may not import. */
const FORBIDDEN: Partial<Record<Layer, readonly Layer[]>> = {
  app: ["tools"],
  lib: ["app", "suites", "server", "generators", "tools"],
  suites: ["app", "server", "tools"],
  server: ["app", "suites", "tools"],
  generators: ["app", "suites", "server", "tools"],
  contract: ["app", "suites", "server", "generators", "tools"],
  config: ["tools"],
};

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g;

function layerOf(path: string): Layer | null {
  const top = relative(ROOT, path).split(/[\\/]/)[0];
  return (LAYERS as readonly string[]).includes(top) ? (top as Layer) : null;
}

function crossings(): string[] {
  const found: string[] = [];
  for (const layer of Object.keys(FORBIDDEN) as Layer[]) {
    for (const file of filesUnder(join(ROOT, layer)).filter((f) => f.endsWith(".ts"))) {
      for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
        const target = layerOf(resolve(dirname(file), m[1]));
        if (target && FORBIDDEN[layer]!.includes(target)) found.push(`${relative(ROOT, file)} imports ${m[1]}`);
      }
    }
  }
  return found;
}

describe("the layers", () => {
  it("import nothing above them: lib/ only lib/, contract/ and config/; suites/ and server/ never each other; nothing tools/", () => {
    expect(crossings()).toEqual([]);
  });

  it("would see a crossing (the check reads real imports)", () => {
    const sample = `import { x } from "../../suites/registry.ts";\nconst y = await import("../../server/index.ts");`;
    expect([...sample.matchAll(IMPORT)].map((m) => m[1])).toEqual([
      "../../suites/registry.ts",
      "../../server/index.ts",
    ]);
  });
});

/**
 * The run's implicit contexts (what reaches a function without its signature showing it) are all in
 * one place, documented there: lib/run/context.ts. A new AsyncLocalStorage or Proxy on the suite's
 * side of the tree (outside tests) belongs there, in its table.
 */
const IMPLICIT = ["lib/rules/check.ts", "lib/run/context.ts"]; // the Proxy over the settings; the stores

function implicitContexts(): string[] {
  const found: string[] = [];
  for (const layer of ["app", "lib", "suites", "generators", "tools"]) {
    for (const file of filesUnder(join(ROOT, layer)).filter(
      (f) => f.endsWith(".ts") && !/[\\/]tests[\\/]|\.test\.ts$/.test(f),
    )) {
      if (/new (AsyncLocalStorage|Proxy)\b/.test(readFileSync(file, "utf8")))
        found.push(relative(ROOT, file).split("\\").join("/"));
    }
  }
  return found.sort();
}

describe("the implicit contexts", () => {
  it("are made only in lib/run/context.ts (and the settings' Proxy in lib/rules/check.ts), each store in its table", () => {
    expect(implicitContexts()).toEqual(IMPLICIT);
    const doc = readFileSync(join(ROOT, "lib/run/context.ts"), "utf8");
    const stores = [...doc.matchAll(/export const (\w+) = new AsyncLocalStorage/g)].map((m) => m[1]);
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) expect(doc, store).toContain(`| \`${store}\` |`);
  });
});
