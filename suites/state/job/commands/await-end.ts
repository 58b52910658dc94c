import type fc from "fast-check";
import { poll } from "../../kit/poll.ts";
import { running, type JobModel, type JobReal } from "../model.ts";
import { readJob } from "./read.ts";

/** Waits for the running job to end by itself (`succeeded` or `failed`). */
export class AwaitJobEndCommand implements fc.AsyncCommand<JobModel, JobReal> {
  check(m: Readonly<JobModel>): boolean {
    return running(m) !== undefined;
  }
  async run(m: JobModel, real: JobReal): Promise<void> {
    const job = running(m)!;
    await poll(
      real.c,
      `end job ${job.jobId}`,
      () => readJob(real, job),
      (j) => j.status !== "running",
      { inconclusiveOnTimeout: true },
    );
  }
  toString(): string {
    return "awaitEnd(running job)";
  }
}
