/** The sticky list of the page's sections, each with its count; opens <main>. */
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";

export function navigation(page: Page): string[] {
  const { report, coveredRows, cs, failures, warnings, skipped } = page;
  const out: string[] = [];
  const nav: [string, string][] = [
    ["summary", "Summary"],
    ["matrix", "Matrix"],
    ["failures", `Failures (${failures.length})`],
    ["warnings", `Warnings (${warnings.length})`],
    ["not-exercised", `Not exercised (${skipped.length})`],
    ["transitions", `Transitions (${coveredRows}/${report.transitions.length})`],
  ];
  if (report.clauses && cs) nav.push(["clauses", `Clauses (${cs.checked}/${cs.checkable})`]);
  if (report.statusCoverage)
    nav.push([
      "statuses",
      `Statuses (${report.statusCoverage.summary.provocableObserved}/${report.statusCoverage.summary.provocable})`,
    ]);
  if (report.leftovers.length) nav.push(["leftovers", `Leftovers (${report.leftovers.length})`]);
  if (report.errors.length) nav.push(["errors", `Errors (${report.errors.length})`]);
  out.push(
    `<nav aria-label="Sections">${nav.map(([id, label]) => `<a href="#${id}">${esc(label)}</a>`).join("")}</nav>`,
    "<main>",
  );
  return out;
}
