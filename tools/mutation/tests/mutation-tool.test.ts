/**
 * The mutation tool's own logic, without Stryker: which files an area mutates, the command line,
 * the score table, the gate's verdict on a run and the reading of Stryker's report.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS, AreaError, areaSlug, inArea, mutateGlobs, resolveAreas, type PathKind } from "../areas.ts";
import { parseArgs, UsageError } from "../args.ts";
import { countStatuses, mutationScore, scoreTable } from "../score.ts";
import { mutantsWith, parseRunLog, pathOf, textAt, type MutationReport } from "../report-file.ts";
import { runVerdict } from "../verdict.ts";
import { planRun } from "../run-plan.ts";

const onDisk: Record<string, PathKind> = {
  "server/domain/keys": "dir",
  "server/domain/keys/store.ts": "file",
  "server/domain/decisions/kinds": "dir",
  "server/http/README.md": "file",
  "server/http/x.test.ts": "file",
};
const kindOf = (p: string): PathKind => onDisk[p] ?? "missing";

describe("the areas", () => {
  it("are every domain folder, the domain's own files and the HTTP layer, all of them when none or `all` is named", () => {
    expect(AREAS).toHaveLength(15);
    expect(AREAS.at(-1)).toBe("server/http");
    expect(resolveAreas([], kindOf)).toEqual(AREAS);
    expect(resolveAreas(["all"], kindOf)).toEqual(AREAS);
    expect(resolveAreas(["server"], kindOf)).toEqual(AREAS);
    expect(resolveAreas(["server/domain/"], kindOf)).toEqual(AREAS.slice(0, 14));
  });

  it("hold every file of the server's code in exactly one area of a full pass", () => {
    const root = join(import.meta.dirname, "..", "..", "..");
    const walk = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`],
      );
    const code = ["server/domain", "server/http"]
      .flatMap(walk)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.includes("/tests/"));
    expect(code.length).toBeGreaterThan(50);
    const notOnce = code.filter((f) => AREAS.filter((a) => inArea(a, f)).length !== 1);
    expect(notOnce).toEqual([]);
  });

  it("take a folder or a .ts file under the two roots, each once, in the order named", () => {
    expect(
      resolveAreas(["./server/domain/keys/store.ts", "server/domain/keys", "server/domain/keys/"], kindOf),
    ).toEqual(["server/domain/keys/store.ts", "server/domain/keys"]);
    expect(resolveAreas(["server/domain/decisions/kinds"], kindOf)).toEqual(["server/domain/decisions/kinds"]);
  });

  it("refuse anything else with a sentence", () => {
    expect(() => resolveAreas(["server/faults"], kindOf)).toThrow(AreaError);
    expect(() => resolveAreas(["lib/run"], kindOf)).toThrow(/not under server\/domain or server\/http/);
    expect(() => resolveAreas(["server/domain/nope"], kindOf)).toThrow(/does not exist/);
    expect(() => resolveAreas(["server/http/README.md"], kindOf)).toThrow(/not a \.ts file/);
    expect(() => resolveAreas(["server/http/x.test.ts"], kindOf)).toThrow(/a test/);
    expect(() => resolveAreas(["server/domain/../faults"], kindOf)).toThrow(/not under/);
  });

  it("mutate a folder's code less its tests, or one file; each keeps its files under its own name", () => {
    expect(mutateGlobs("server/domain/keys")).toEqual([
      "server/domain/keys/**/*.ts",
      "!server/domain/keys/**/*.test.ts",
      "!server/domain/keys/**/tests/**",
    ]);
    expect(mutateGlobs("server/http/body.ts")).toEqual(["server/http/body.ts"]);
    // The files the globs name, as the recheck picks an area's triage entries.
    expect(inArea("server/domain/keys", "server/domain/keys/store.ts")).toBe(true);
    expect(inArea("server/domain/keys", "server/domain/keys/tests/store.test.ts")).toBe(false);
    expect(inArea("server/domain/keys", "server/domain/keysmith/a.ts")).toBe(false);
    expect(inArea("server/http/body.ts", "server/http/body.ts")).toBe(true);
    expect(inArea("server/http/body.ts", "server/http/query.ts")).toBe(false);
    expect(areaSlug("server/domain/keys")).toBe("server-domain-keys");
    expect(areaSlug("server/http/body.ts")).toBe("server-http-body");
  });
});

describe("the command line", () => {
  it("reads areas and flags; runs one runner at a time unless told", () => {
    expect(parseArgs([])).toEqual({
      areas: [],
      concurrency: 1,
      force: false,
      changed: false,
      summary: false,
      survivors: false,
      recheck: false,
      help: false,
    });
    expect(parseArgs(["server/domain/runs", "--changed"])).toMatchObject({ changed: true, force: false });
    expect(parseArgs(["server/domain/keys", "--concurrency", "2", "--force", "--survivors"])).toMatchObject({
      areas: ["server/domain/keys"],
      concurrency: 2,
      force: true,
      survivors: true,
    });
    expect(parseArgs(["--concurrency=3", "--summary"])).toMatchObject({ concurrency: 3, summary: true });
    expect(parseArgs(["server/http", "--recheck"])).toMatchObject({ areas: ["server/http"], recheck: true });
  });

  it("refuses a bad concurrency or an unknown option", () => {
    for (const bad of [
      ["--concurrency"],
      ["--concurrency", "0"],
      ["--concurrency", "two"],
      ["--concurrency=1.5"],
      ["--fast"],
      ["--changed", "--force"],
      ["--changed", "--summary"],
      ["--changed", "--recheck"],
    ])
      expect(() => parseArgs(bad), bad.join(" ")).toThrow(UsageError);
  });
});

describe("an area's run and its kept results", () => {
  const now = "f-now";
  const run = { force: false, changed: false };
  it("tests only changed code while the suite is the one the results were measured with", () => {
    expect(planRun({ results: true, fingerprint: now }, now, run)).toEqual({
      force: false,
      writeFingerprint: true,
      retryTimeouts: true,
    });
    expect(planRun({ results: false, fingerprint: null }, now, run)).toMatchObject({
      force: false,
      writeFingerprint: true,
    });
  });

  it("starts over when the suite changed, or which suite is not known", () => {
    for (const fingerprint of ["f-then", null])
      expect(planRun({ results: true, fingerprint }, now, run)).toMatchObject({
        force: true,
        writeFingerprint: true,
        notice: expect.stringMatching(/every mutant runs again/),
      });
    expect(planRun({ results: true, fingerprint: now }, now, { force: true, changed: false })).toMatchObject({
      force: true,
      writeFingerprint: true,
    });
  });

  it("under --changed keeps the old suite's verdicts and its fingerprint, so the area still reads as measured with another suite", () => {
    expect(planRun({ results: true, fingerprint: "f-then" }, now, { force: false, changed: true })).toEqual({
      force: false,
      writeFingerprint: false,
      retryTimeouts: true,
      notice: expect.stringMatching(/only mutants of new or edited code run/),
    });
    // With the same suite, or nothing kept, --changed is an ordinary run and the results are current.
    expect(planRun({ results: true, fingerprint: now }, now, { force: false, changed: true }).writeFingerprint).toBe(
      true,
    );
    expect(planRun({ results: false, fingerprint: null }, now, { force: false, changed: true }).writeFingerprint).toBe(
      true,
    );
  });
});

describe("the score", () => {
  const counts = countStatuses(["Killed", "Killed", "Timeout", "Survived", "NoCoverage", "RuntimeError", "Ignored"]);

  it("counts detected (killed, timed out) over detected and undetected (survived, no coverage)", () => {
    expect(counts).toEqual({ mutants: 7, killed: 2, timeout: 1, survived: 1, noCoverage: 1, errors: 1, ignored: 1 });
    expect(mutationScore(counts)).toBe(60);
    expect(mutationScore(countStatuses(["Ignored", "CompileError"]))).toBeNull();
  });

  it("prints one line per area and a total weighted by the mutants each ran", () => {
    const table = scoreTable([
      { area: "server/domain/keys", counts, ran: 4, runMs: 8_000 },
      { area: "server/http", counts: countStatuses(["Killed"]), ran: 1, runMs: 7_000 },
    ]).split("\n");
    expect(table[0]).toMatch(
      /^area\s+mutants\s+killed\s+timeout\s+survived\s+no coverage\s+errors\s+score\s+s\/mutant$/,
    );
    expect(table[1].split(/\s{2,}/)).toEqual(["server/domain/keys", "7", "2", "1", "1", "1", "1", "60.0%", "2.0"]);
    expect(table[2].split(/\s{2,}/)).toEqual(["server/http", "1", "1", "0", "0", "0", "0", "100.0%", "7.0"]);
    expect(table[3].split(/\s{2,}/)).toEqual(["total", "8", "3", "1", "1", "1", "1", "66.7%", "3.0"]);
    expect(scoreTable([{ area: "a", counts: countStatuses([]), ran: 0, runMs: 0 }]).split("\n")).toHaveLength(2);
  });
});

describe("the verdict on a run", () => {
  const result = (rule: string, level: string, outcome: string, operationId: string | null = "listKeys") =>
    ({ rule, level, outcome, operationId }) as never;

  it("passes when the gate exits 0 and nothing was thrown outside a request; names the SHOULD failures beside", () => {
    const v = runVerdict(
      {
        results: [result("A", "MUST", "pass"), result("B", "SHOULD", "fail"), result("C", "MUST", "warn")],
        errors: [],
      },
      0,
      [],
    );
    expect(v).toEqual({
      passed: true,
      message: "",
      mustFailed: [],
      shouldFailed: ["B listKeys"],
      warned: 1,
      errors: 0,
    });
  });

  it("fails on a MUST failure, an error of the run, or an error thrown outside a request, and says which", () => {
    const must = runVerdict({ results: [result("A", "MUST", "fail", null)], errors: ["boom\nstack"] }, 1, []);
    expect(must.passed).toBe(false);
    expect(must.message).toBe("MUST failures: A -; errors of the run: boom");
    expect(runVerdict({ results: [], errors: [] }, 0, ["TypeError: x"])).toMatchObject({
      passed: false,
      message: "thrown outside any request: TypeError: x",
    });
    const many = runVerdict(
      { results: Array.from({ length: 10 }, (_, i) => result(`R${i}`, "MUST", "fail")), errors: [] },
      1,
      [],
    );
    expect(many.message).toMatch(/R7 listKeys and 2 more$/);
  });
});

describe("Stryker's report and the runner's log", () => {
  const report: MutationReport = {
    files: {
      "b.ts": {
        source: "x",
        mutants: [
          {
            id: "9",
            mutatorName: "M",
            status: "Survived",
            location: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
          },
        ],
      },
      "a.ts": {
        source: "const a = 1;\nif (a > 0) {\n  go();\n}\n",
        mutants: [
          {
            id: "2",
            mutatorName: "BlockStatement",
            replacement: "{}",
            status: "Survived",
            location: { start: { line: 2, column: 12 }, end: { line: 4, column: 2 } },
          },
          {
            id: "1",
            mutatorName: "EqualityOperator",
            replacement: "a >= 0",
            status: "Survived",
            static: true,
            location: { start: { line: 2, column: 5 }, end: { line: 2, column: 10 } },
          },
          {
            id: "3",
            mutatorName: "EqualityOperator",
            replacement: "a < 0",
            status: "Killed",
            location: { start: { line: 2, column: 5 }, end: { line: 2, column: 10 } },
          },
        ],
      },
    },
  };

  it("lists the mutants of a status by file and position, with the code they replaced", () => {
    expect(mutantsWith(report, "Survived")).toEqual([
      {
        id: "1",
        at: "a.ts:2:5-2:10",
        mutator: "EqualityOperator",
        original: "a > 0",
        replacement: "a >= 0",
        static: true,
      },
      {
        id: "2",
        at: "a.ts:2:12-4:2",
        mutator: "BlockStatement",
        original: "{ go(); }",
        replacement: "{}",
        static: false,
      },
      { id: "9", at: "b.ts:1:1-1:2", mutator: "M", original: "x", replacement: "", static: false },
    ]);
    expect(textAt(["abc"], { line: 1, column: 2 }, { line: 1, column: 3 })).toBe("b");
    expect(pathOf("server/domain/notifications/webhook-url.ts:23:7-23:90")).toBe(
      "server/domain/notifications/webhook-url.ts",
    );
  });

  it("reads the log's lines and skips one cut short by a killed runner", () => {
    expect(parseRunLog('{"id":"1","status":"Killed","ms":5}\n\n{"id":"2","sta\n')).toEqual([
      { id: "1", status: "Killed", ms: 5 },
    ]);
  });
});

describe("the tool's place", () => {
  it("is lab code: neither compiled into the package nor packed", async () => {
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const root = join(import.meta.dirname, "../../..");
    const build = JSON.parse(readFileSync(join(root, "tsconfig.build.json"), "utf8")) as {
      include: string[];
      exclude: string[];
    };
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      files: string[];
      scripts: Record<string, string>;
    };
    expect(build.include.filter((p) => p.startsWith("tools"))).toEqual([]);
    expect(build.exclude).toContain("contract/clauses/mutation-triage/**");
    expect(pkg.files.filter((p) => p.startsWith("tools"))).toEqual([]);
    expect(pkg.scripts.mutation).toContain("tools/mutation/cli.ts");
    expect(pkg.scripts.test).not.toContain("mutation");
  });
});

describe("the fingerprint of what an area's results depend on", () => {
  it("counts the suite and the rest of the server, not the area's own code, tests or the triage", async () => {
    const { countsToward } = await import("../fingerprint.ts");
    const area = "server/domain/keys";
    expect(countsToward(area, "suites/keys/revoke.ts")).toBe(true);
    expect(countsToward(area, "server/domain/tasks/state.ts")).toBe(true);
    expect(countsToward(area, "contract/openapi.json")).toBe(true);
    expect(countsToward(area, "server/domain/keys/store.ts")).toBe(false);
    expect(countsToward(area, "server/domain/keysmith.ts")).toBe(true);
    expect(countsToward("server/http/body.ts", "server/http/body.ts")).toBe(false);
    expect(countsToward(area, "app/tests/layers.test.ts")).toBe(false);
    expect(countsToward(area, "server/tests/helpers.ts")).toBe(false);
    expect(countsToward(area, "contract/clauses/mutation-triage/keys.ts")).toBe(false);
    expect(countsToward(area, "contract/clauses/mutation-triage/index.ts")).toBe(false);
    expect(countsToward(area, "server/README.md")).toBe(false);
  });
});
