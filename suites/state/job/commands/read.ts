import type fc from "fast-check";
import { enc } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import { snapshot, type JobModel, type JobReal, type ModelJob } from "../model.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

/**
 * GET /jobs/{id}: 200 PublicJob of the job started; a job that left `running` ended `succeeded` or
 * `failed` (doc 1 State sets) and stays ended with that status. Its other fields are not held to
 * their first reading here: only the cancel row says a finished job is "returned unchanged" (cancel.ts).
 */
export async function readJob(real: JobReal, job: ModelJob): Promise<Record<string, unknown>> {
  const r = await real.c.call<Record<string, unknown>>("GET", `/jobs/${enc(job.jobId)}`, {
    key: real.c.t.keys.read ?? real.c.t.keys.admin,
  });
  must(r.status === 200, `${r.status} reading job ${job.jobId}`, "200 PublicJob (doc 2 Jobs)");
  const j = r.json!;
  must(
    j.jobId === job.jobId && j.pipelineId === job.pipelineId,
    `job ${j.jobId} on ${j.pipelineId}`,
    `job ${job.jobId} on ${job.pipelineId}, as started`,
  );
  const now = snapshot(j);
  if (job.finished)
    must(
      now.status === job.finished.status,
      `finished job now ${jsonText(now.status)}`,
      `still ${jsonText(job.finished.status)}: a job ends \`succeeded\` or \`failed\` (doc 1 Job; State sets)`,
    );
  else if (now.status !== "running") {
    must(
      now.status === "succeeded" || now.status === "failed",
      `job ${job.jobId} left running as ${jsonText(now.status)}`,
      "a job ends `succeeded` or `failed` (doc 1 State sets: job status)",
    );
    job.finished = now;
  }
  return j;
}

export class ReadJobCommand implements fc.AsyncCommand<JobModel, JobReal> {
  constructor(readonly i: number) {}
  check(m: Readonly<JobModel>): boolean {
    return m.jobs.length > 0;
  }
  async run(m: JobModel, real: JobReal): Promise<void> {
    await readJob(real, m.jobs[this.i % m.jobs.length]);
  }
  toString(): string {
    return `read(job #${this.i})`;
  }
}
