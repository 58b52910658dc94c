/**
 * The reference server reads top-down (issue 26): the ordinary code (state/, domain/, http/, and
 * conduct/ beside them) names no fault and no variant; faults/ and variants/ are layers over it that
 * only the start (index.ts, which installs them, and the commands over it) imports; inside the
 * ordinary code the arrows run state ← domain ← http, but for the vocabulary every handler speaks
 * (http/errors, reply, context) and the domain slices a Workspace is made of; and no file of
 * server/ is in an import circle, type-only imports aside. Read from every import of every
 * non-test .ts file of server/, so a shortcut cannot creep back in.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every non-test .ts file of server/, relative to it, with "/" separators. */
function serverFiles(): string[] {
  return readdirSync(SERVER, { recursive: true })
    .map((f) => String(f).split("\\").join("/"))
    .filter((f) => f.endsWith(".ts") && !/(^|\/)tests\//.test(f) && !f.endsWith(".test.ts"));
}

/** `import … from`, `export … from` and `import("…")` of a relative path; `kind` is the clause. */
const STATEMENT = /(?:^|\n)\s*(?:import|export)\s+([^;]*?)\s+from\s+["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC = /import\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

interface Arrow {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Whether an import clause brings in types alone (`import type …`, or every name marked `type`). */
function typeOnly(clause: string): boolean {
  const c = clause.trim();
  if (/^type\s/.test(c)) return true;
  const names = /^\{([\s\S]*)\}$/
    .exec(c)?.[1]
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  return names !== undefined && names.length > 0 && names.every((n) => n.startsWith("type "));
}

/** The arrows of one file's source that land inside server/. */
function arrowsOf(file: string, source: string): Arrow[] {
  const land = (spec: string) =>
    relative(SERVER, resolve(SERVER, dirname(file), spec))
      .split("\\")
      .join("/");
  const inside = (to: string) => !to.startsWith("..");
  return [
    ...[...source.matchAll(STATEMENT)].map((m) => ({ from: file, to: land(m[2]), typeOnly: typeOnly(m[1]) })),
    ...[...source.matchAll(DYNAMIC)].map((m) => ({ from: file, to: land(m[1]), typeOnly: false })),
  ].filter((a) => inside(a.to));
}

function allArrows(): Arrow[] {
  return serverFiles().flatMap((f) => arrowsOf(f, readFileSync(join(SERVER, f), "utf8")));
}

/** The circles (strongly connected sets of more than one file) of a graph, each sorted. */
function circles(arrows: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const a of arrows) next.set(a.from, [...(next.get(a.from) ?? []), a.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const circle: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        circle.push(w);
      } while (w !== v);
      if (circle.length > 1) found.push(circle.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The tier of a file: 0 the ordinary code, 1 the layers over it, 2 the start, 3 the commands over the start. */
function tier(file: string): number {
  if (/^(state|domain|http|conduct)\//.test(file) || file === "options.ts") return 0;
  if (/^(faults|variants)\//.test(file)) return 1;
  if (file === "index.ts") return 2;
  return 3;
}

/** The part of the ordinary code a file belongs to, lowest first: state ← domain ← http. */
const ORDINARY = ["state", "domain", "http"] as const;

describe("the layers inside server/", () => {
  const arrows = allArrows();

  it("reads real imports (it sees every arrow of the start, and the circle a sample draws)", () => {
    expect(arrows.filter((a) => a.from === "index.ts").map((a) => a.to)).toEqual(
      expect.arrayContaining(["faults/index.ts", "variants/index.ts", "domain/server-state.ts", "http/layer.ts"]),
    );
    const sample = arrowsOf(
      "state/x.ts",
      `import { a } from "../domain/y.ts";\nimport type { B } from "./z.ts";\nimport { type C } from "./w.ts";\nconst d = await import("../index.ts");`,
    );
    expect(sample.map((a) => `${a.to} ${a.typeOnly}`)).toEqual([
      "domain/y.ts false",
      "state/z.ts true",
      "state/w.ts true",
      "index.ts false",
    ]);
    expect(
      circles([
        { from: "a", to: "b" },
        { from: "b", to: "c" },
        { from: "c", to: "a" },
        { from: "c", to: "d" },
      ]),
    ).toEqual([["a", "b", "c"]]);
  });

  it("has no import circle, type-only imports aside", () => {
    expect(circles(arrows.filter((a) => !a.typeOnly))).toEqual([]);
  });

  it("imports no fault, no variant and no start from the ordinary code, and no start from the layers", () => {
    const up = arrows.filter((a) => tier(a.to) > tier(a.from) && tier(a.from) < 2);
    expect(up.map((a) => `${a.from} imports ${a.to}`)).toEqual([]);
  });

  it("keeps faults and variants apart: neither imports the other", () => {
    const across = arrows.filter(
      (a) =>
        (a.from.startsWith("faults/") && a.to.startsWith("variants/")) ||
        (a.from.startsWith("variants/") && a.to.startsWith("faults/")),
    );
    expect(across.map((a) => `${a.from} imports ${a.to}`)).toEqual([]);
  });

  it("runs state ← domain ← http inside the ordinary code: the handlers' vocabulary (refusal, reply, request context) lives in state, a Workspace and the server state in domain", () => {
    const rank = (f: string) => ORDINARY.indexOf(f.split("/")[0] as (typeof ORDINARY)[number]);
    const against = arrows.filter((a) => rank(a.from) >= 0 && rank(a.to) > rank(a.from) && !a.typeOnly);
    expect(against.map((a) => `${a.from} imports ${a.to}`)).toEqual([]);
  });

  it("leaves no variant( branch in the ordinary code: variants are layers (server/variants/)", () => {
    const branches = serverFiles()
      .filter((f) => /^(state|domain|http)\//.test(f))
      .flatMap((f) =>
        readFileSync(join(SERVER, f), "utf8")
          .split("\n")
          .map((line, i) => [f, i + 1, line] as const)
          .filter(([, , line]) => /\bvariants?\(\s*["'`]/.test(line) || /\.variant\(/.test(line)),
      )
      .map(([f, n, line]) => `${f}:${n}: ${line.trim()}`);
    expect(branches).toEqual([]);
  });
});
