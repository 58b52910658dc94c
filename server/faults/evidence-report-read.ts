/**
 * Faults of the verification report's judges and context sections (server/domain/evidence/report.ts
 * from line 134), each a hole the mutants of those lines showed: no rule read the report of a run
 * with a judge step whose task holds documents. Each names the rule it proves.
 */
import type { FaultDef } from "./index.ts";
import type { Reply } from "../state/reply.ts";

type Section = Record<string, unknown>;

/** The report with `change` applied to its section `name` when that section is an object; other replies as they are. */
function mapSection(reply: Reply, name: string, change: (section: Section) => Section): Reply {
  if (reply.kind !== "json" || reply.status !== 200 || !reply.body || typeof reply.body !== "object") return reply;
  const body = reply.body as Record<string, unknown>;
  const section = body[name];
  if (!section || typeof section !== "object") return reply;
  return { ...reply, body: { ...body, [name]: change(section as Section) } };
}

/**
 * A fault of STATE-RUN-REPORT-SECTIONS: GET /runs/{runId}/report with each item of the array `field`
 * of the section `name` changed.
 */
function eachItemOf(description: string, name: string, field: string, change: (item: Section) => Section): FaultDef {
  return {
    family: "STATE",
    description,
    rules: ["STATE-RUN-REPORT-SECTIONS"],
    install(layer) {
      layer.around("getRunReport", async (_ctx, next) =>
        mapSection(await next(), name, (section) =>
          Array.isArray(section[field]) ? { ...section, [field]: (section[field] as Section[]).map(change) } : section,
        ),
      );
    },
  };
}

export const faults = {
  "report-judge-verdicts-bare": eachItemOf(
    "GET /runs/{runId}/report answers each judge verdict as `{}`, without the fields PrReportJudge requires",
    "judges",
    "verdicts",
    () => ({}),
  ),
  "report-context-documents-bare": eachItemOf(
    "GET /runs/{runId}/report answers each context document as `{}`, without `movedDuringRun`, `origin`, `title` and `url`",
    "context",
    "documents",
    () => ({}),
  ),
  "report-context-freshness-untagged": eachItemOf(
    "GET /runs/{runId}/report gives each context document a `freshness` without the `status` that tells its shape",
    "context",
    "documents",
    (d) => ({ ...d, freshness: {} }),
  ),
} as const satisfies Record<string, FaultDef>;
