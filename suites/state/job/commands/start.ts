import type fc from "fast-check";
import { inconclusive, must } from "../../kit/verdicts.ts";
import { errorToken } from "../../../common/envelope.ts";
import { running, type JobModel, type JobReal } from "../model.ts";
import { readJob } from "./read.ts";

/** JOB-START: POST /jobs with a write key → 202 PublicJobAccepted, status `running`. */
export class StartJobCommand implements fc.AsyncCommand<JobModel, JobReal> {
  constructor(readonly p: number, readonly input: string) {}
  check(m: Readonly<JobModel>): boolean {
    // One job of the suite's at a time: the slot count is not shown (doc 2 Limits).
    return running(m) === undefined;
  }
  async run(m: JobModel, real: JobReal): Promise<void> {
    const pipelineId = real.pipelines[this.p % real.pipelines.length];
    const r = await real.c.call<Record<string, unknown>>("POST", "/jobs", { key: real.write, body: { input: this.input, pipelineId, title: "conformance state job" } });
    if (r.status === 429) inconclusive(`the job slots are busy (${JSON.stringify(errorToken(r.json))}): no job could start`);
    must(r.status === 202, `${r.status} starting a job on public pipeline ${pipelineId}`, "202 PublicJobAccepted (doc 2 Jobs; doc 1 Job start)");
    const a = r.json!;
    const links = a.links as Record<string, unknown> | undefined;
    must(typeof a.jobId === "string" && typeof links?.self === "string" && typeof links?.events === "string", `accepted ${JSON.stringify(a)}`, "PublicJobAccepted {jobId, links {events, self}, status} (doc 1 Jobs)");
    must(a.status === "running", `accepted status ${JSON.stringify(a.status)}`, "`running` (doc 1 Job none → start job → running)");
    real.started.push(a.jobId as string);
    real.c.cover("JOB-START");
    const job = { jobId: a.jobId as string, pipelineId, finished: null };
    m.jobs.push(job);
    await readJob(real, job);
  }
  toString(): string {
    return `startJob({pipelineId: public #${this.p}, input: ${JSON.stringify(this.input)}})`;
  }
}
