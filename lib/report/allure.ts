/**
 * Allure results written from the report's own results, like every other format: so a warning,
 * a result the report filled in for a check that never ran, an interrupted run and a merged report
 * come out in Allure exactly as in the JSON. Allure has four statuses for our four outcomes:
 * pass → passed, fail → failed, warn → broken (Allure's yellow), not exercised → skipped; the
 * outcome's own word is kept as a label too.
 */
import { createHash } from "node:crypto";
import type { Outcome } from "../rules/types.ts";
import type { ConformanceReport, ReportResult } from "./report.ts";
import { API_WIDE } from "./result-key.ts";

export const ALLURE_STATUS: Record<Outcome, "passed" | "failed" | "broken" | "skipped"> = {
  pass: "passed",
  fail: "failed",
  warn: "broken",
  "not-exercised": "skipped",
};

export interface AllureFile {
  name: string;
  content: string;
}

function uuidOf(...parts: string[]): string {
  const h = createHash("sha256").update(parts.join("\u0000")).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** One `<uuid>-result.json` per result, its evidence and reproduction as attachments beside it. */
export function toAllureFiles(report: ConformanceReport): AllureFile[] {
  const files: AllureFile[] = [];
  const start = Date.parse(report.startedAt) || 0;
  const tags = new Map(report.operations.map((o) => [o.operationId, o.tag]));
  for (const r of report.results) {
    const op = r.operationId ?? API_WIDE;
    const uuid = uuidOf(report.startedAt, String(report.seed), r.rule, op);
    const attachments: { name: string; source: string; type: string }[] = [];
    const attach = (name: string, ext: string, type: string, content: string) => {
      const source = `${uuidOf(uuid, name)}-attachment.${ext}`;
      files.push({ name: source, content });
      attachments.push({ name, source, type });
    };
    if (r.reproduction) attach("reproduction", "txt", "text/plain", r.reproduction);
    if (r.evidence.length) attach("evidence", "json", "application/json", JSON.stringify(r.evidence, null, 2));
    const result = {
      uuid,
      historyId: createHash("md5").update(`${r.rule} ${op}`).digest("hex"),
      testCaseId: createHash("md5").update(r.rule).digest("hex"),
      name: `${r.rule} ${op}`,
      fullName: `${r.family}.${r.rule}.${op}`,
      status: ALLURE_STATUS[r.outcome],
      statusDetails: { message: r.message },
      stage: "finished",
      description: `${r.title}\n\nClause: ${r.clause}\n\n${r.message}`,
      start,
      stop: start,
      labels: labelsOf(report, r, r.operationId ? tags.get(r.operationId) : undefined),
      parameters: [{ name: "operation", value: op }],
      links: [],
      steps: [],
      attachments,
    };
    files.push({ name: `${uuid}-result.json`, content: JSON.stringify(result) });
  }
  files.push({ name: "environment.properties", content: environmentOf(report) });
  return files;
}

/** The labels the vitest-written results had (rule, family, level, clause, suites, severity, the operation's group as feature), and the outcome's own word. */
function labelsOf(
  report: ConformanceReport,
  r: ReportResult,
  tag: string | undefined,
): { name: string; value: string }[] {
  return [
    { name: "rule", value: r.rule },
    { name: "family", value: r.family },
    { name: "level", value: r.level },
    { name: "clause", value: r.clause },
    { name: "outcome", value: r.outcome },
    { name: "parentSuite", value: "conformance" },
    { name: "suite", value: r.family },
    { name: "subSuite", value: r.rule },
    { name: "severity", value: r.level === "MUST" ? "critical" : "normal" },
    ...(tag ? [{ name: "feature", value: tag }] : []),
    ...(report.interrupted ? [{ name: "tag", value: "interrupted" }] : []),
  ];
}

function environmentOf(report: ConformanceReport): string {
  return `${[
    `target=${report.target.embedded ? "embedded reference server" : report.target.baseUrl}`,
    `profile=${report.profile}`,
    `seed=${report.seed}`,
    `strict=${report.strict}`,
    `contract=${report.contract.version}`,
  ].join("\n")}\n`;
}
