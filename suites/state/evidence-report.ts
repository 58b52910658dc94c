/**
 * The verification report of a run whose pipeline has a judge step and whose task holds documents
 * (doc 1 "Verification report (`PrVerificationReport`)": PrReportJudges `verdicts` PrReportJudge[];
 * PrReportContext `documents`, each with `movedDuringRun`, `origin`, `title`, `url` and opt
 * `freshness`; "`DocumentFreshness` is one of three shapes by `status`"; doc 2 Evidence GET
 * /runs/{runId}/report: "composed on read").
 *
 * The runs the workspace holds may have neither (a seeded target's runs often run no judge and read
 * no document), so a report whose judges or context section lost its stated fields went unread.
 * The suite makes one: a task of its own holding an uploaded document, and a page of a named source
 * when `facts.documentSource` names one the target accepts, started on the pipeline configured to
 * park on a judge decision (`pipelines.park.judge`), its report read once it is parked. The report is
 * judged against the tolerant reading of its schema (doc 2 Versioning: unknown enum values and fields
 * are accepted; a document's `freshness`, when given, still needs the `status` that tells its shape).
 * Whether the judges and context sections then read `reported` is not stated, so it is not required.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { serial } from "../../lib/run/target.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { parkedOn } from "../../generators/calls/parked.ts";
import { formatIssues } from "../op/judges/body.ts";
import { enc } from "./kit/api.ts";

const SHAPE = "200 PrVerificationReport (doc 1 Verification report)";

/** The documents the suite's task is created with: an upload, and a page of the configured source. */
function documentsOf(c: CheckContext): { body: Record<string, unknown>[]; said: string } {
  const upload = { kind: "upload", title: "conformance report context", content: "Read by the judged run." };
  const source = c.t.info.facts?.documentSource ?? null;
  if (!source) return { body: [upload], said: "an uploaded document" };
  const ref = `conformance/report/${c.seed().toString(36)}-${serial(c.t, "report context page")}`;
  return { body: [upload, { kind: "source", source, ref }], said: `an uploaded document and a ${source} page` };
}

export const reportSections: Rule = {
  id: "STATE-RUN-REPORT-SECTIONS",
  title:
    "The verification report of a run with a judge step, whose task holds documents, carries its judges and context sections as stated",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 Verification report (PrReportJudges, PrReportJudge, PrReportContext; DocumentFreshness one of three shapes by `status`); doc 2 Evidence (GET /runs/{runId}/report: 200 PrVerificationReport, composed on read)",
  clauses: ["D1-SHAPE-REPORT", "D2-EVIDENCE-REPORT-ANY-RUN"],
  profile: "full",
  scope: "global",
  check: async (c) => {
    const docs = documentsOf(c);
    const { runId, taskId } = await parkedOn(c, "judge", { documents: docs.body });
    const r = await c.call("GET", `/runs/${enc(runId)}/report`, { key: c.t.keys.read ?? c.t.keys.admin });
    const what = `the report of run ${runId} (task ${taskId} holding ${docs.said}, parked on a judge)`;
    c.require(r.status === 200, `${r.status} for ${what}`, SHAPE, r.exchange);
    const v = c.t.validators.response("getRunReport", 200)?.(r.json);
    c.require(!v || v.ok, `${what} off its shape: ${formatIssues(v?.issues ?? [], 3)}`, SHAPE, r.exchange);
    const report = r.json as { judges?: { status?: unknown }; context?: { status?: unknown } };
    c.pass(
      `${what}: a PrVerificationReport (judges ${jsonText(report.judges?.status)}, context ${jsonText(report.context?.status)})`,
    );
  },
};
