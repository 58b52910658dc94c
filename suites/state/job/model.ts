/**
 * Jobs, as doc 1 "States and transitions" (Job rows) and doc 2 Jobs tell it, written from the
 * documents: start (a `write` key) → 202 PublicJobAccepted, `running`, a slot used; cancel → 200
 * PublicJob, idempotent: the slot is freed (the job stops `running`), a finished job is returned
 * unchanged; a job ends `succeeded` or `failed` and does not move afterwards.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** doc 1 State sets: job status. */
export const JOB_STATUSES: readonly string[] = ["running", "succeeded", "failed"];

export interface JobSnapshot {
  status: string;
  error: unknown;
  result: unknown;
  createdAt: unknown;
  pipelineId: unknown;
}

export interface ModelJob {
  jobId: string;
  pipelineId: string;
  /** Set once the job was seen finished: it must never change again. */
  finished: JobSnapshot | null;
}

export interface JobModel {
  jobs: ModelJob[];
}

export interface JobReal {
  c: CheckContext;
  write: string;
  /** Public pipelines (doc 1 PublicPipeline.public) discovered through GET /pipelines. */
  pipelines: string[];
  started: string[];
}

export const snapshot = (j: Record<string, unknown>): JobSnapshot => ({
  status: j.status as string,
  error: j.error,
  result: j.result,
  createdAt: j.createdAt,
  pipelineId: j.pipelineId,
});

export const same = (a: JobSnapshot, b: JobSnapshot): boolean => jsonText(a) === jsonText(b);

export function running(m: Readonly<JobModel>): ModelJob | undefined {
  return m.jobs.find((j) => j.finished === null);
}
