import type fc from "fast-check";
import { enc } from "../../kit/api.ts";
import { poll } from "../../kit/poll.ts";
import { must } from "../../kit/verdicts.ts";
import { same, snapshot, type JobModel, type JobReal } from "../model.ts";
import { readJob } from "./read.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

/** JOB-CANCEL: 200 PublicJob, idempotent; a running job's slot is freed; a finished job is returned unchanged. */
export class CancelJobCommand implements fc.AsyncCommand<JobModel, JobReal> {
  constructor(readonly i: number) {}
  check(m: Readonly<JobModel>): boolean {
    return m.jobs.length > 0;
  }
  async run(m: JobModel, real: JobReal): Promise<void> {
    const job = m.jobs[this.i % m.jobs.length];
    // "Finished job returned unchanged": unchanged by the cancel, so compared with a read just before it.
    const was = job.finished ? snapshot(await readJob(real, job)) : null;
    const r = await real.c.call<Record<string, unknown>>("POST", `/jobs/${enc(job.jobId)}/cancel`, { key: real.write });
    must(
      r.status === 200,
      `${r.status} cancelling ${was ? "a finished" : "a running"} job`,
      "200 PublicJob; idempotent (doc 2 Jobs)",
    );
    must(r.json?.jobId === job.jobId, `job ${jsonText(r.json?.jobId)} answered`, `PublicJob ${job.jobId}`);
    if (was) {
      const answered = snapshot(r.json!);
      must(
        same(answered, was),
        `cancel answered ${jsonText(answered)}`,
        `the finished job unchanged: ${jsonText(was)} (doc 1 Job cancel: finished job returned unchanged)`,
      );
      const read = snapshot(await readJob(real, job));
      must(
        same(read, was),
        `the finished job read after the cancel: ${jsonText(read)}`,
        `unchanged by the cancel: ${jsonText(was)} (doc 1 Job cancel: finished job returned unchanged)`,
      );
    } else {
      await poll(
        real.c,
        "free the slot of the cancelled job (leave `running`)",
        () => readJob(real, job),
        (j) => j.status !== "running",
      );
    }
    real.c.cover("JOB-CANCEL");
  }
  toString(): string {
    return `cancel(job #${this.i})`;
  }
}
