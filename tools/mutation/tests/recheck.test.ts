/**
 * The recheck finds each class (a) entry in the code as it is now, mutates only those spans, and says
 * per entry what the fresh run made of its mutant: a timeout or a missing mutant is never "killed".
 */
import { describe, expect, it } from "vitest";
import type { TriageEntry } from "../../../contract/clauses/mutation-triage/index.ts";
import { judge, locate, mutateRanges, wantedKey, type Span } from "../recheck.ts";
import { dropTimeouts, type MutationReport } from "../report-file.ts";
import { holds, SpanIgnorer } from "../span-ignorer.ts";

const FILE = "server/domain/x/state.ts";
const SOURCE = [
  "export function f(v: string) {",
  '  if (v === "open") return 1;',
  "  return g(",
  "    v,",
  "    2,",
  "  );",
  "}",
  'const w = "open";',
].join("\n");

const entry = (at: string, original: string, replacement: string, mutator = "StringLiteral"): TriageEntry => ({
  at: `${FILE}:${at}`,
  mutator,
  original,
  replacement,
  class: "a",
  reason: "test",
  rule: "RULE-X",
});

describe("locating an entry in the code as it is now", () => {
  it("takes the occurrence nearest where it was triaged, in Babel's columns", () => {
    const near = locate(entry("8:11-8:17", '"open"', '""'), SOURCE);
    expect(near.span).toEqual({ file: FILE, start: { line: 8, column: 10 }, end: { line: 8, column: 16 } });
    const far = locate(entry("1:1-1:5", '"open"', '""'), SOURCE);
    expect(far.span?.start).toEqual({ line: 2, column: 12 });
    // Both twins are mutated: the pairing, not the distance alone, decides which is the entry's.
    expect(far.span && far.spans.map((s) => s.start.line)).toEqual([2, 8]);
  });

  it("finds a span the formatter re-wrapped, trailing comma and all", () => {
    const wrapped = locate(entry("3:10-3:20", "g(v, 2)", "undefined", "CallExpression"), SOURCE);
    expect(wrapped.span).toEqual({ file: FILE, start: { line: 3, column: 9 }, end: { line: 6, column: 3 } });
  });

  it("says so when the code is gone", () => {
    const gone = locate(entry("2:3-2:30", "h(v)", "undefined", "CallExpression"), SOURCE);
    expect(gone).toMatchObject({ span: null, why: "its original code is no longer in the file" });
  });

  it("names a mutant for the runner by mutator and replacement, layout folded away", () => {
    expect(wantedKey("ObjectLiteral", "{ }")).toBe(wantedKey("ObjectLiteral", "{}"));
    expect(wantedKey("StringLiteral", '""')).not.toBe(wantedKey("StringLiteral", '"Stryker was here!"'));
  });

  it("gives Stryker one range per span, once each", () => {
    const s: Span = { file: FILE, start: { line: 2, column: 12 }, end: { line: 2, column: 18 } };
    expect(mutateRanges([s, s])).toEqual([`${FILE}:2:12-2:18`]);
  });
});

describe("the ignorer", () => {
  const span: Span = { file: FILE, start: { line: 3, column: 9 }, end: { line: 6, column: 3 } };
  const ignorer = new SpanIgnorer({ recheck: { spans: [span] } } as never);
  const node = (l1: number, c1: number, l2: number, c2: number) => ({
    node: { loc: { start: { line: l1, column: c1 }, end: { line: l2, column: c2 } } },
  });

  it("keeps the span itself and what holds it, ignores what sits inside it", () => {
    expect(ignorer.shouldIgnore(node(3, 9, 6, 3))).toBeUndefined();
    expect(ignorer.shouldIgnore(node(1, 0, 7, 1))).toBeUndefined();
    expect(ignorer.shouldIgnore(node(4, 4, 4, 5))).toMatch(/inside a rechecked span/);
    expect(holds(span, span)).toBe(true);
  });

  it("holds a node of another file, where Babel names it, to that file's spans only", () => {
    const at = (filename: string) => ({
      node: { loc: { filename, start: { line: 1, column: 0 }, end: { line: 7, column: 1 } } },
    });
    expect(ignorer.shouldIgnore(at(`/work/x/${FILE}`))).toBeUndefined();
    expect(ignorer.shouldIgnore(at("/work/x/server/domain/y/other.ts"))).toMatch(/inside a rechecked span/);
  });
});

describe("judging the fresh run", () => {
  const report = (status: string, replacement = '""'): MutationReport => ({
    files: {
      [FILE]: {
        source: SOURCE,
        mutants: [
          {
            id: "1",
            mutatorName: "StringLiteral",
            replacement,
            status: status as never,
            location: { start: { line: 2, column: 13 }, end: { line: 2, column: 19 } },
          },
        ],
      },
    },
  });
  const located = [locate(entry("2:13-2:19", '"open"', '""'), SOURCE)];

  it("reads each entry's mutant: killed, alive, or a timeout said as such", () => {
    expect(judge(located, report("Killed"))[0]?.outcome).toBe("killed");
    expect(judge(located, report("Survived"))[0]?.outcome).toBe("alive");
    expect(judge(located, report("NoCoverage"))[0]?.outcome).toBe("alive");
    expect(judge(located, report("Timeout"))[0]?.outcome).toBe("timeout");
  });

  it("never calls killed a mutant the run did not make, or an entry not found", () => {
    expect(judge(located, report("Killed", '"x"'))[0]?.outcome).toBe("not run");
    const gone = [locate(entry("2:3-2:30", "h(v)", "undefined", "CallExpression"), SOURCE)];
    expect(judge(gone, report("Killed"))[0]?.outcome).toBe("not found");
  });
});

describe("a kept timeout", () => {
  it("is dropped from the incremental file so the next run tests it again, the rest kept", () => {
    const m = (id: string, status: string) => ({
      id,
      mutatorName: "StringLiteral",
      status: status as never,
      location: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
    });
    const kept = {
      schemaVersion: "2",
      files: { [FILE]: { source: SOURCE, mutants: [m("1", "Timeout"), m("2", "Killed")] } },
    };
    const { report, count } = dropTimeouts(kept);
    expect(count).toBe(1);
    expect(report.files[FILE]?.mutants.map((x) => x.id)).toEqual(["2"]);
    expect(report.schemaVersion).toBe("2");
  });
});
