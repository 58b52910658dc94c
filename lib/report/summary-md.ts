/** summary.md: the verdict and figures in Markdown, for a CI job summary. */
import type { ConformanceReport } from "./report.ts";
import { verdictOf } from "./verdict.ts";
import { clauseLine } from "../rules/clauses.ts";
import { belowMinimum, coverageLine } from "../coverage/matrix.ts";
import { embeddedSuffix } from "./embedded-notice.ts";
import { API_WIDE } from "./result-key.ts";

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
      `Shard ${report.shard.index} of ${report.shard.total}: merge the shards with \`npm run conformance -- merge DIR…\`.`,
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
  const failures = report.results.filter((r) => r.outcome === "fail");
  if (failures.length) {
    lines.push("", `### Failures (${failures.length})`, "");
    for (const r of failures.slice(0, 50))
      lines.push(
        `- **${r.rule}** \`${r.operationId ?? API_WIDE}\` (${r.level}, ${r.clause}): ${r.message.replace(/\n/g, " ")}`,
      );
    if (failures.length > 50) lines.push(`- … and ${failures.length - 50} more (see conformance.json)`);
  }
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
