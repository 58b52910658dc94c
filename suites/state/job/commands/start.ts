import type fc from "fast-check";
import { inconclusive, must } from "../../kit/verdicts.ts";
import { errorToken } from "../../../../generators/calls/refusals.ts";
import { running, type JobModel, type JobReal } from "../model.ts";
import { readJobs } from "../list-read.ts";
import { readJob } from "./read.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

/** Pages of 50 a job just started is looked for in, newest first. */
const LISTED_PAGES = 4;

/**
 * doc 2 Jobs: GET /jobs lists "only headless runs created through this surface, newest first", so a
 * job the suite just started is among them: on its first pages, unless more than their worth of jobs
 * were started since (then not judged).
 */
async function mustBeListed(real: JobReal, jobId: string): Promise<void> {
  const read = await readJobs(real.c, {}, LISTED_PAGES);
  if (read.rows.some((j) => j.jobId === jobId)) return;
  if (!read.complete)
    inconclusive(
      `job ${jobId} is not among the ${read.rows.length} newest jobs GET /jobs lists: more were started since`,
    );
  must(
    false,
    `job ${jobId}, started 202, absent from GET /jobs read whole (${read.rows.length} job(s) listed)`,
    "listed: GET /jobs lists the headless runs created through this surface, newest first (doc 2 Jobs)",
  );
}

/** JOB-START: POST /jobs with a write key → 202 PublicJobAccepted, status `running`, listed by GET /jobs. */
export class StartJobCommand implements fc.AsyncCommand<JobModel, JobReal> {
  constructor(
    readonly p: number,
    readonly input: string,
  ) {}
  check(m: Readonly<JobModel>): boolean {
    // One job of the suite's at a time: the slot count is not shown (doc 2 Limits).
    return running(m) === undefined;
  }
  async run(m: JobModel, real: JobReal): Promise<void> {
    const pipelineId = real.pipelines[this.p % real.pipelines.length];
    const r = await real.c.call<Record<string, unknown>>("POST", "/jobs", {
      key: real.write,
      body: { input: this.input, pipelineId, title: "conformance state job" },
    });
    // The start row's conditions the suite cannot read: a free slot (its count and its refusal are not
    // shown, doc 2 Limits) and an inline pipeline (doc 1 Jobs: "a public, inline pipeline"; only
    // `public` is readable). A refusal is therefore not judged: not exercised, naming it.
    if (r.status >= 400 && r.status < 500)
      inconclusive(
        `POST /jobs on public pipeline ${pipelineId} answered ${r.status} ${jsonText(errorToken(r.json))}: a busy slot or a pipeline that is not inline, neither readable — no job could start`,
      );
    must(
      r.status === 202,
      `${r.status} starting a job on public pipeline ${pipelineId}`,
      "202 PublicJobAccepted (doc 2 Jobs; doc 1 Job start)",
    );
    const a = r.json!;
    const links = a.links as Record<string, unknown> | undefined;
    must(
      typeof a.jobId === "string" && typeof links?.self === "string" && typeof links?.events === "string",
      `accepted ${jsonText(a)}`,
      "PublicJobAccepted {jobId, links {events, self}, status} (doc 1 Jobs)",
    );
    // The row's next state is `running`; PublicJobAccepted.status also admits `succeeded`|`failed`
    // (doc 1 Jobs), i.e. a job that already ran through before the answer was made.
    must(
      ["running", "succeeded", "failed"].includes(a.status as string),
      `accepted status ${jsonText(a.status)}`,
      "`running` (doc 1 Job none → start job → running), or already `succeeded`/`failed` (doc 1 PublicJobAccepted.status)",
    );
    real.started.push(a.jobId as string);
    real.c.cover("JOB-START");
    const job = { jobId: a.jobId as string, pipelineId, finished: null };
    m.jobs.push(job);
    await readJob(real, job);
    await mustBeListed(real, job.jobId);
  }
  toString(): string {
    return `startJob({pipelineId: public #${this.p}, input: ${jsonText(this.input)}})`;
  }
}
