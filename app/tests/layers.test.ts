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
    expect([...sample.matchAll(IMPORT)].map((m) => m[1])).toEqual(["../../suites/registry.ts", "../../server/index.ts"]);
  });
});
