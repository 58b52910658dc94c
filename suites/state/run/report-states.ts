/**
 * doc 1 Verification report: "Every section carries `status` (`reported`|`absent`) … so a step that
 * did not run is distinguishable from one that found nothing"; doc 2 Evidence: GET
 * /runs/{runId}/report answers 200 PrVerificationReport, "composed on read". A section takes another
 * shape in each state of the run (nothing finished yet, finished, failed, parked; a bug task or
 * not), so a report read only of finished runs leaves every other shape unjudged: a required field
 * dropped from an absent section passes.
 *
 * Here the suite starts runs of its own and reads each one's report the moment its start is
 * accepted (the run id from the 202 PublicTask) and again once the run has ended, or parked: a bug
 * task on `pipelines.straight`, a task on `pipelines.failing`, and a task on the parking pipeline of
 * each decision kind (`pipelines.park`; stopped once parked), those configured. Every read must be
 * 200 PrVerificationReport, and its run section must name the run's pipeline: `pipelineId` the
 * pipeline the run was started on, `pipelineName` the `name` GET /pipelines gives it (doc 1
 * PrReportRun; PublicPipeline).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { enc, keyOf, readRun, start, type RunView } from "../kit/api.ts";
import { brief, guarded, inconclusive, must } from "../kit/verdicts.ts";
import { startableTask } from "../task/fixtures.ts";
import { until } from "../../../generators/calls/wait.ts";
import { refusal } from "../../../generators/calls/refusals.ts";
import { issuesText } from "../evidence-reads.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const REPORT = "200 PrVerificationReport in every state of the run (doc 2 Evidence; doc 1 Verification report)";
const NAMES =
  "the report's run section names the run's pipeline: `pipelineId` the one it was started on, `pipelineName` its `name` (doc 1 PrReportRun; PublicPipeline)";

/** A run the rule starts: on which pipeline, with which task fields, until which state. */
interface Case {
  role: string;
  pipelineId: string | null;
  task: Record<string, unknown>;
  /** The key that starts it: a parking pipeline needs a decide key (doc 1 Task start row). */
  rung: "write" | "decide";
  /** The state the second read waits for. */
  settled: (run: RunView) => boolean;
  reached: string;
}

const ended = (run: RunView) => run.status === "done" || run.status === "failed";

function cases(c: CheckContext): Case[] {
  const p = c.t.info.pipelines;
  return [
    {
      role: "straight",
      pipelineId: p.straight,
      task: { taskType: "bug" },
      rung: "write",
      settled: ended,
      reached: "end",
    },
    { role: "failing", pipelineId: p.failing, task: {}, rung: "write", settled: ended, reached: "end" },
    // Every decision kind configured to park: the report of a parked run, whatever it waits on.
    ...Object.entries(p.park).map(
      ([kind, pipelineId]): Case => ({
        role: `park[${jsonText(kind)}]`,
        pipelineId: pipelineId ?? null,
        task: {},
        rung: "decide",
        settled: (run) => run.status === "blocked" || ended(run),
        reached: "park",
      }),
    ),
  ];
}

/** GET /pipelines as pipelineId → name (only the rows that show both). */
async function pipelineNames(c: CheckContext): Promise<Map<string, unknown>> {
  const r = await c.call<{ pipelines?: { pipelineId?: unknown; name?: unknown }[] }>("GET", "/pipelines", {
    key: c.t.keys.read ?? c.t.keys.admin,
  });
  if (r.status !== 200 || !Array.isArray(r.json?.pipelines))
    inconclusive(`setup refused: GET /pipelines (${refusal(r)})`);
  const names = new Map<string, unknown>();
  for (const row of r.json!.pipelines) if (typeof row?.pipelineId === "string") names.set(row.pipelineId, row.name);
  return names;
}

/** Reads the report of `runId` and judges it: the shape, and the pipeline its run section names. */
async function judgeReport(
  c: CheckContext,
  runId: string,
  pipelineId: string,
  names: Map<string, unknown>,
  when: string,
): Promise<void> {
  const r = await c.call<{ run?: { pipelineId?: unknown; pipelineName?: unknown } }>(
    "GET",
    `/runs/${enc(runId)}/report`,
    { key: c.t.keys.read ?? c.t.keys.admin },
  );
  must(r.status === 200, `${r.status} for the report of run ${runId} ${when}`, REPORT);
  const validate = c.t.validators.response("getRunReport", 200);
  if (validate) {
    const v = validate(r.json);
    must(
      v.ok,
      `the report of run ${runId} ${when} with ${v.issues.length} schema issue(s): ${issuesText(v.issues)}`,
      REPORT,
    );
  }
  const section = r.json?.run;
  must(
    section?.pipelineId === pipelineId,
    `run.pipelineId ${brief(section?.pipelineId)} in the report of run ${runId} ${when}, started on ${pipelineId}`,
    NAMES,
  );
  if (names.has(pipelineId))
    must(
      section?.pipelineName === names.get(pipelineId),
      `run.pipelineName ${brief(section?.pipelineName)} in the report of run ${runId} ${when}; GET /pipelines names ${pipelineId} ${brief(names.get(pipelineId))}`,
      NAMES,
    );
}

/** Starts `task` on `pipelineId` and returns the run id the 202 names (or the run read next). */
async function startedRun(c: CheckContext, taskId: string, pipelineId: string, key: string): Promise<string> {
  const r = await start(c, taskId, { pipelineId }, key);
  if (r.status !== 202)
    inconclusive(`setup refused: starting a task of the suite's own on ${pipelineId} (${refusal(r)})`);
  return typeof r.json?.runId === "string" ? r.json.runId : (await readRun(c, taskId)).runId;
}

export const reportStates: Rule = {
  id: "STATE-RUN-REPORT-STATES",
  title:
    "The verification report of a run answers 200 PrVerificationReport in each state (just started, ended, failed, parked; a bug task) and names the run's pipeline",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Evidence (GET /runs/{runId}/report: 200 PrVerificationReport, composed on read); doc 1 Verification report (every section carries `status`; PrReportRun `pipelineId`, `pipelineName`)",
  clauses: ["D2-EVIDENCE-REPORT-ANY-RUN", "D1-SHAPE-REPORT", "D1-REPORT-RUN-PIPELINE"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const names = await pipelineNames(c);
      const judged: string[] = [];
      const skipped: string[] = [];
      for (const k of cases(c)) {
        if (!k.pipelineId) {
          skipped.push(`pipelines.${k.role} is null`);
          continue;
        }
        const pipelineId = k.pipelineId;
        const key = keyOf(c, k.rung);
        const task = await startableTask(c, { title: `conformance report on ${k.role}`, ...k.task });
        const runId = await startedRun(c, task.taskId, pipelineId, key);
        await judgeReport(c, runId, pipelineId, names, "just started");
        const run = await until(
          c,
          `${k.reached} the run of task ${task.taskId} on ${pipelineId}`,
          () => readRun(c, task.taskId),
          k.settled,
          (v) => `run ${v.runId} ${v.status}`,
        );
        await judgeReport(c, run.runId, pipelineId, names, `once ${run.status}`);
        // A parked run is stopped at once, so that the runs parked here hold nothing while the rule goes on.
        if (run.status === "blocked")
          await c.call("POST", `/tasks/${enc(task.taskId)}/stop`, { key: keyOf(c, "write") });
        judged.push(`${pipelineId} (${run.status})`);
      }
      if (!judged.length) c.notExercised(`no pipeline configured to start a run on (${skipped.join(", ")})`);
      c.pass(
        `reports read just started and settled, each naming its pipeline: ${judged.join(", ")}${skipped.length ? `; ${skipped.join(", ")}` : ""}`,
      );
    }),
};
