/** verdictOf: one code, one word and one list of reasons, which every writer shows as it is. */
import { describe, expect, it } from "vitest";
import { applyBaseline } from "../baseline.ts";
import { toHtml } from "../html/page.ts";
import { toSummaryMarkdown } from "../summary-md.ts";
import { verdictLines } from "../verdict-lines.ts";
import { exitCode, verdictOf } from "../verdict.ts";
import { makeReport } from "./make-report.ts";

const PATHS = { dir: "reports/x", files: [] };

describe("verdictOf", () => {
  it("passes with no failure, and says so", () => {
    expect(verdictOf(makeReport([["AUTH-401-ABSENT", "listTasks", "pass"]]))).toEqual({
      code: 0,
      word: "PASS",
      reasons: ["no MUST rule failed"],
    });
  });

  it("passes with only SHOULD failures, naming them as not gating; fails on them under --strict", () => {
    const should = makeReport([["PAGE-LIMIT", "listTasks", "fail", "SHOULD"]]);
    expect(verdictOf(should)).toEqual({
      code: 0,
      word: "PASS",
      reasons: ["no MUST rule failed (1 SHOULD failure, not gating)"],
    });
    expect(verdictOf({ ...should, strict: true })).toEqual({
      code: 1,
      word: "FAIL",
      reasons: ["1 SHOULD failure (strict)"],
    });
  });

  it("fails on MUST failures and run errors, each a reason", () => {
    const v = verdictOf(
      makeReport(
        [
          ["AUTH-401-ABSENT", "listTasks", "fail"],
          ["AUTH-401-ABSENT", "getTask", "fail"],
        ],
        { errors: ["a hook crashed"] },
      ),
    );
    expect(v).toEqual({ code: 1, word: "FAIL", reasons: ["1 run error", "2 MUST failures"] });
  });

  it("with a baseline, counts only the failures it did not list", () => {
    const report = makeReport([["AUTH-401-ABSENT", "listTasks", "fail"]]);
    const known = { ...report, baseline: applyBaseline(report, report, "b.json") };
    expect(verdictOf(known)).toEqual({
      code: 0,
      word: "PASS",
      reasons: ["no failure beyond the baseline (1 known failure, 0 fixed)"],
    });
    const clean = makeReport([]);
    const fresh = { ...report, baseline: applyBaseline(report, clean, "b.json") };
    expect(verdictOf(fresh)).toEqual({ code: 1, word: "FAIL", reasons: ["1 new failure beyond the baseline"] });
  });

  it("gives an interrupted report no verdict, whatever its gate, and says why", () => {
    const v = verdictOf(
      makeReport([["AUTH-401-ABSENT", "listTasks", "pass"]], {
        interrupted: "SIGINT",
        errors: ["the run was interrupted by SIGINT: the report is partial"],
      }),
    );
    expect(v).toEqual({ code: 1, word: "NO VERDICT", reasons: ["interrupted by SIGINT: the report is partial"] });
  });

  it("is what every writer and the exit code tell", () => {
    const reports = [
      makeReport([["AUTH-401-ABSENT", "listTasks", "fail"]], { errors: ["a hook crashed"] }),
      makeReport([["PAGE-LIMIT", "listTasks", "fail", "SHOULD"]]),
      makeReport([], { interrupted: "SIGTERM", errors: ["the run was interrupted by SIGTERM: the report is partial"] }),
    ];
    for (const report of reports) {
      const { code, word, reasons } = verdictOf(report);
      expect(exitCode(report)).toBe(code);
      const html = toHtml(report);
      expect(html).toContain(`data-verdict="${word}">${word}</span><span class="why">${reasons.join(" · ")}</span>`);
      expect(toSummaryMarkdown(report).split("\n")[0]).toContain(word);
      const line = verdictLines(report, PATHS, false).at(-2)!;
      expect(line).toBe(word === "NO VERDICT" ? `verdict  none: ${reasons.join(" · ")}` : `verdict  ${word}`);
    }
  });
});
