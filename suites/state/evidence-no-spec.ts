/**
 * The evidence reads of a run whose service's repository holds no specification (doc 2 Evidence:
 * GET /runs/{runId}/outcome answers 200 with "requirement coverage joined to the service spec",
 * GET /runs/{runId}/report 200 PrVerificationReport "also answers for a run with no pull request";
 * doc 2 Spec: GET /runs/{runId}/spec 200 PublicRunSpec, and "no spec present reads as `anchor`
 * `absent`", not an error).
 *
 * The runs a workspace holds are most often under a service with a specification, so a server that
 * fails (a 500) when a run's spec has no document, joining requirements to nothing, went unread. The
 * suite starts a run of its own under `facts.specAbsentService` (the service whose repository holds
 * no spec) on `pipelines.straight` and reads its outcome, report and spec just started and once it
 * has ended: each must answer 200 in its stated shape. What the sections then say (the coverage
 * absent, the spec `not_read` or `absent`) is not required: when a tester reports is not observable.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { until } from "../../generators/calls/wait.ts";
import { refusal } from "../../generators/calls/refusals.ts";
import { enc, keyOf, readRun, start } from "./kit/api.ts";
import { guarded, inconclusive, must } from "./kit/verdicts.ts";
import { taskUnder } from "./task/fixtures.ts";
import { issuesText } from "./evidence-reads.ts";

/** The reads judged: each route, its operation and what its 200 is. */
const READS = [
  { route: "outcome", operationId: "getRunOutcome", shape: "200 object (doc 2 Evidence)" },
  { route: "report", operationId: "getRunReport", shape: "200 PrVerificationReport (doc 2 Evidence)" },
  {
    route: "spec",
    operationId: "getRunSpec",
    shape: "200 PublicRunSpec; no spec present is not an error (doc 2 Spec)",
  },
] as const;

/** Reads the outcome, report and spec of `runId` and judges each: 200 in its stated shape. */
async function judgeReads(c: CheckContext, runId: string, when: string): Promise<void> {
  for (const read of READS) {
    const r = await c.call("GET", `/runs/${enc(runId)}/${read.route}`, { key: c.t.keys.read ?? c.t.keys.admin });
    const what = `GET /runs/${runId}/${read.route} ${when}, a run whose service's repository holds no spec`;
    must(r.status === 200, `${r.status} for ${what}`, read.shape);
    must(r.json !== null && typeof r.json === "object", `a body that is no object for ${what}`, read.shape);
    const v = c.t.validators.response(read.operationId, 200)?.(r.json);
    must(!v || v.ok, `${what} with schema issue(s): ${issuesText(v?.issues ?? [])}`, read.shape);
  }
}

export const evidenceWithoutSpec: Rule = {
  id: "STATE-RUN-EVIDENCE-NO-SPEC",
  title:
    "A run under a service whose repository holds no specification answers its outcome, report and spec 200, just started and ended",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Evidence (GET /runs/{runId}/outcome 200; GET /runs/{runId}/report 200 PrVerificationReport, also for a run with no pull request); doc 2 Spec (GET /runs/{runId}/spec 200 PublicRunSpec; no spec present reads as `anchor` `absent`, not an error)",
  clauses: ["D2-ROW-getRunOutcome", "D2-EVIDENCE-REPORT-ANY-RUN", "D2-ROW-getRunSpec", "D2-SPEC-ABSENT-ANCHOR"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const serviceId = c.t.info.facts?.specAbsentService;
      if (!serviceId)
        inconclusive(
          "where a specification lives is not shown, so a service without one cannot be found: set facts.specAbsentService",
        );
      const pipelineId = c.t.info.pipelines.straight;
      if (!pipelineId) inconclusive("no pipeline configured that runs to its end (pipelines.straight is null)");
      const task = await taskUnder(c, serviceId, { title: "conformance evidence without a spec" });
      const started = await start(c, task.taskId, { pipelineId }, keyOf(c, "write"));
      if (started.status !== 202)
        inconclusive(
          `setup refused: starting a task of the suite's own under ${serviceId} (facts.specAbsentService) on ${pipelineId} (${refusal(started)})`,
        );
      const runId =
        typeof started.json?.runId === "string" ? started.json.runId : (await readRun(c, task.taskId)).runId;
      await judgeReads(c, runId, "just started");
      const run = await until(
        c,
        `end the run of task ${task.taskId} on ${pipelineId}`,
        () => readRun(c, task.taskId),
        (v) => v.status === "done" || v.status === "failed",
        (v) => `run ${v.runId} ${v.status}`,
      );
      await judgeReads(c, run.runId, `once ${run.status}`);
      c.pass(
        `run ${run.runId} under ${serviceId} (facts.specAbsentService): outcome, report and spec 200 in their shapes, just started and ${run.status}`,
      );
    }),
};
