/**
 * junit.xml from the report: one test case per (rule, operation), grouped in one suite per
 * family; a failure carries its message, clause and the redacted curl reproduction; not-exercised
 * results are skipped with their reason; warnings pass with a system-out note.
 */
import type { ConformanceReport, ReportResult } from "./report.ts";
import { rerunCommand } from "./rerun.ts";
import { keysNamedIn } from "../http/key-variables.ts";
import { embeddedSuffix } from "./embedded-notice.ts";
import { resultKey } from "./result-key.ts";

function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "");
}

/** The curl line and what each key it names is; an embedded run's server is gone, so its re-run command instead. */
function reproductionLines(report: ConformanceReport, r: ReportResult): string[] {
  if (report.target.embedded) return r.outcome === "warn" ? [`Re-run with:\n  ${rerunCommand(report, r)}`] : [];
  if (!r.reproduction) return [];
  return [
    `Reproduce with:\n  ${r.reproduction}`,
    ...keysNamedIn(r.reproduction).map(([v, what]) => `  where $${v} is ${what}`),
  ];
}

function testCase(report: ConformanceReport, r: ReportResult): string {
  const name = esc(resultKey(r));
  const classname = esc(`${r.family}.${r.rule}`);
  const open = `    <testcase name="${name}" classname="${classname}">`;
  const detail = [
    `${r.level} ${r.title}`,
    `clause: ${r.clause}`,
    r.message,
    ...reproductionLines(report, r),
    r.outcome === "fail" ? `Re-run with:\n  ${rerunCommand(report, r)}` : "",
  ]
    .filter(Boolean)
    .join("\n");
  switch (r.outcome) {
    case "pass":
      return `${open}</testcase>`;
    case "warn":
      return `${open}\n      <system-out>${esc(`warning: ${detail}`)}</system-out>\n    </testcase>`;
    case "not-exercised":
      return `${open}\n      <skipped message="${esc(r.message)}"/>\n    </testcase>`;
    case "fail":
      return `${open}\n      <failure message="${esc(r.message)}" type="${r.level}">${esc(detail)}</failure>\n    </testcase>`;
  }
}

export function toJUnit(report: ConformanceReport): string {
  const families = [...new Set(report.results.map((r) => r.family))];
  // The run's identity on every suite: a CI view showing one suite still shows how to replay it.
  const props: [string, unknown][] = [
    ["target", report.target.embedded ? "embedded reference server" : report.target.baseUrl],
    ["profile", report.profile],
    ["seed", report.seed],
    ["strict", report.strict],
  ];
  const properties = [
    "    <properties>",
    ...props.map(([k, v]) => `      <property name="${k}" value="${esc(String(v))}"/>`),
    "    </properties>",
  ].join("\n");
  const suites = families.map((family) => {
    const rs = report.results.filter((r) => r.family === family);
    const failures = rs.filter((r) => r.outcome === "fail").length;
    const skipped = rs.filter((r) => r.outcome === "not-exercised").length;
    return [
      `  <testsuite name="${esc(family)}" tests="${rs.length}" failures="${failures}" skipped="${skipped}" errors="0">`,
      properties,
      ...rs.map((r) => testCase(report, r)),
      "  </testsuite>",
    ].join("\n");
  });
  const s = report.summary;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${esc(`${report.tool.name} ${report.contract.version}${embeddedSuffix(report)}`)}" tests="${s.results}" failures="${s.failed}" skipped="${s.notExercised}" errors="${report.errors.length}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}
