/** The summary: one figure per count of the run, then the outcomes per rule family. */
import type { Outcome } from "../../rules/types.ts";
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";
import { countBy, duration, plural } from "./format.ts";
import { statusCoverageFigure } from "./statuses.ts";

export function summarySection(page: Page): string[] {
  const { report, s, families, exercisedOps, coveredRows, cs } = page;
  const out: string[] = [];
  const figure = (id: string, label: string, value: string, sub: string, tone = "") =>
    `<div class="fig ${tone}" data-figure="${id}"><div class="fig-value">${value}</div><div class="fig-label">${esc(label)}</div>${sub ? `<div class="fig-sub">${sub}</div>` : ""}</div>`;
  out.push(
    '<section id="summary" aria-labelledby="h-summary"><h2 id="h-summary">Summary</h2>',
    '<div class="figs">',
    figure("results", "Results", esc(s.results), `${esc(plural(s.rules, "rule"))}`),
    figure("passed", "Passed", esc(s.passed), "", s.passed ? "t-pass" : ""),
    figure(
      "failed",
      "Failed",
      esc(s.failed),
      `MUST ${esc(s.mustFailed)} · SHOULD ${esc(s.shouldFailed)}`,
      s.mustFailed ? "t-fail" : s.failed ? "t-warn" : "",
    ),
    figure("warned", "Warned", esc(s.warned), "", s.warned ? "t-warn" : ""),
    figure("not-exercised", "Not exercised", esc(s.notExercised), ""),
    figure("requests", "Requests", esc(s.requests), ""),
    figure("duration", "Duration", esc(duration(report.durationMs)), ""),
    figure(
      "operations",
      "Operations exercised",
      `${esc(exercisedOps)}<span class="of">/${esc(report.contract.operations)}</span>`,
      "",
    ),
    figure(
      "transitions",
      "Transitions exercised",
      `${esc(coveredRows)}<span class="of">/${esc(report.transitions.length)}</span>`,
      "",
    ),
    report.clauses && cs
      ? figure(
          "clauses",
          "Clauses checked",
          `${esc(cs.checked)}<span class="of">/${esc(cs.checkable)}</span>`,
          `${esc(cs.uncheckable)} uncheckable${cs.failing ? ` · ${esc(cs.failing)} failing` : ""}`,
          cs.failing ? "t-fail" : "",
        )
      : "",
    report.statusCoverage ? statusCoverageFigure(report.statusCoverage, figure) : "",
    "</div>",
  );
  // Per family: families as columns, as in the matrix below.
  const present = families.filter((f) => report.results.some((r) => r.family === f));
  const famCounts = new Map(present.map((f) => [f, countBy(report.results.filter((r) => r.family === f))]));
  const famRow = (label: string, o: Outcome, tone: string) =>
    `<tr><th scope="row">${esc(label)}</th>${present
      .map((f) => {
        const v = famCounts.get(f)![o];
        return `<td class="${v && tone ? tone : v ? "" : "zero"}">${v}</td>`;
      })
      .join("")}</tr>`;
  if (present.length) {
    out.push(
      '<div class="fam-wrap"><table class="fam"><caption>By rule family</caption>',
      `<thead><tr><td></td>${present.map((f) => `<th scope="col">${esc(f)}</th>`).join("")}</tr></thead><tbody>`,
      famRow("passed", "pass", ""),
      famRow("failed", "fail", "n-fail"),
      famRow("warned", "warn", "n-warn"),
      famRow("not exercised", "not-exercised", ""),
      "</tbody></table></div>",
    );
  }
  out.push("</section>");
  return out;
}
