/**
 * summary.md: the verdict and figures in Markdown, for a CI job summary ($GITHUB_STEP_SUMMARY): the
 * verdict and figures first, the failures grouped by rule inside <details>, the one re-run command,
 * and the page to read (index.html, in the uploaded report artifact).
 */
import type { ConformanceReport } from "./report.ts";
import { verdictOf } from "./verdict.ts";
import { clauseLine } from "../rules/clauses.ts";
import { belowMinimum, coverageLine } from "../coverage/matrix.ts";
import { embeddedSuffix } from "./embedded-notice.ts";
import { failuresByRule } from "./recap.ts";
import { programOf, rerunFailures } from "./rerun.ts";

/** The name the GitHub Action (action.yml) uploads the report folder under. */
export const REPORT_ARTIFACT = "conformance-report";
/** Operations listed under a rule; the rest are counted. */
const OPERATIONS_LISTED = 20;

/** Text from the target inside HTML (a <summary>): no tag, no entity, one line. */
function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function toSummaryMarkdown(report: ConformanceReport): string {
  const s = report.summary;
  const { word, reasons } = verdictOf(report);
  const verdict = word === "PASS" ? "✅ PASS" : word === "FAIL" ? "❌ FAIL" : `⏹ NO VERDICT (${reasons.join(" · ")})`;
  const families = [...new Set(report.results.map((r) => r.family))];
  const lines = [
    `## API conformance: ${verdict}${embeddedSuffix(report)}`,
    "",
    `Contract ${report.contract.version} (${report.contract.operations} operations) · target ${report.target.embedded ? "embedded reference server" : report.target.baseUrl} · profile ${report.profile} · seed ${report.seed}${report.strict ? " · strict" : ""}`,
    "",
    "| results | passed | failed (MUST) | warned | not exercised | requests | duration |",
    "|---:|---:|---:|---:|---:|---:|---:|",
    `| ${s.results} | ${s.passed} | ${s.failed} (${s.mustFailed}) | ${s.warned} | ${s.notExercised} | ${s.requests} | ${(report.durationMs / 1000).toFixed(1)} s |`,
    "",
    "| family | passed | failed | warned | not exercised |",
    "|---|---:|---:|---:|---:|",
    ...families.map((f) => {
      const rs = report.results.filter((r) => r.family === f);
      const n = (o: string) => rs.filter((r) => r.outcome === o).length;
      return `| ${f} | ${n("pass")} | ${n("fail")} | ${n("warn")} | ${n("not-exercised")} |`;
    }),
  ];
  if (report.shard)
    lines.splice(
      3,
      0,
      "",
      `Shard ${report.shard.index} of ${report.shard.total}: merge the shards with \`${programOf(report)} merge DIR…\`.`,
    );
  const b = report.baseline;
  if (b) {
    lines.push(
      "",
      `Baseline \`${b.file}\`: ${b.known.length} known, **${b.new.length} new**, ${b.fixed.length} fixed.`,
    );
    for (const [what, keys] of [
      ["New", b.new],
      ["Fixed", b.fixed],
    ] as const) {
      if (keys.length)
        lines.push(
          "",
          `${what}: ${keys
            .slice(0, 30)
            .map((k) => `\`${k}\``)
            .join(", ")}${keys.length > 30 ? ` … and ${keys.length - 30} more` : ""}`,
        );
    }
  }
  const failures = failuresByRule(report);
  if (failures.length) {
    const results = failures.reduce((n, f) => n + f.count, 0);
    lines.push("", `### Failures: ${failures.length} rules, ${results} results`, "");
    for (const f of failures) {
      const ops = [...new Set(f.operations)];
      lines.push(
        `<details><summary><b>${html(f.rule)}</b> (${f.level}) ×${f.count}: ${html(oneLine(f.first, 160))}</summary>`,
        "",
        ...ops.slice(0, OPERATIONS_LISTED).map((o) => `- \`${o}\``),
        ...(ops.length > OPERATIONS_LISTED ? [`- … and ${ops.length - OPERATIONS_LISTED} more operations`] : []),
        "",
        "</details>",
      );
    }
  }
  lines.push(
    "",
    `Re-run${failures.length ? " the failures" : ""}: \`${rerunFailures(report).replace(/`/g, "'")}\``,
    "",
    `Read the failures in **index.html** of the report artifact (${REPORT_ARTIFACT}); Allure results are in its allure-results/.`,
  );
  const covered = report.transitions.filter((t) => t.exercised).length;
  lines.push("", `Transition rows and decision verbs exercised: ${covered}/${report.transitions.length}.`);
  if (report.clauseSummary)
    lines.push(
      "",
      `Clauses ${clauseLine(report.clauseSummary)}${report.clauseSummary.failing ? `, **${report.clauseSummary.failing} failing**` : ""}.`,
    );
  const cov = report.statusCoverage;
  if (cov)
    lines.push("", `Documented statuses: ${belowMinimum(cov) ? `**${coverageLine(cov)}**` : coverageLine(cov)}.`);
  if (report.leftovers.length)
    lines.push("", `Left behind on the target: ${report.leftovers.map((l) => `${l.kind} ${l.id}`).join(", ")}`);
  return `${lines.join("\n")}\n`;
}
