/**
 * index.html from the report: one self-contained page a person reads in a browser — the verdict,
 * the figures, a matrix of operations × rule families coloured by the worst outcome of each cell,
 * one card per failing (or warning) rule, its operations as rows opening to message, evidence and curl
 * reproduction, the
 * not-exercised results grouped by reason, the transition coverage table, the clauses of the
 * register that did not pass (failed, not exercised, uncheckable), leftovers and errors.
 *
 * A pure function of the (already redacted) report. Everything taken from the report is escaped:
 * it holds strings the target chose (bodies, headers, messages quoting them). The page loads
 * nothing at view time (inline CSS, one inline script allowed by its hash: the finder, finder.ts; its
 * Content-Security-Policy forbids any fetch), reads whole without JavaScript, one card per failing
 * rule with its operations as rows, long tables collapsed, and passing results shown only as matrix counts (passing clauses as a collapsed list of
 * ids) so a run of thousands of results and hundreds of clauses stays small.
 */
import type { ConformanceReport } from "../report.ts";
import { banner } from "./banner.ts";
import { clauseSection } from "./clauses.ts";
import { pageOf } from "./context.ts";
import { errorsSection } from "./errors.ts";
import { esc } from "./escape.ts";
import { findingsSections } from "./findings.ts";
import { FINDER_SCRIPT } from "./finder.ts";
import { historiesSection } from "./histories.ts";
import { documentHead } from "./head.ts";
import { leftoversSection } from "./leftovers.ts";
import { matrixSection } from "./matrix.ts";
import { navigation } from "./nav.ts";
import { notExercisedSection } from "./not-exercised.ts";
import { statusCoverageSection } from "./statuses.ts";
import { summarySection } from "./summary.ts";
import { transitionsSection } from "./transitions.ts";

export { esc };

/** The page, section by section (each in a file of its own here), in reading order. */
export function toHtml(report: ConformanceReport): string {
  const page = pageOf(report);
  const { cs } = page;
  const out: string[] = [
    ...documentHead(page),
    ...banner(page),
    ...navigation(page),
    ...summarySection(page),
    ...matrixSection(page),
    ...findingsSections(page),
    ...historiesSection(page),
    ...notExercisedSection(page),
    ...transitionsSection(page),
  ];
  if (report.clauses && cs) out.push(...clauseSection(report.clauses, cs));
  if (report.statusCoverage) out.push(...statusCoverageSection(report, report.statusCoverage));
  out.push(...leftoversSection(page), ...errorsSection(page));
  out.push(
    "</main>",
    `<script>${FINDER_SCRIPT}</script>`,
    `<footer>${esc(report.tool.name)} ${esc(report.tool.version)} · every result, passing ones included, is in conformance.json beside this page.</footer>`,
    "</body>",
    "</html>",
    "",
  );
  return out.join("\n");
}
