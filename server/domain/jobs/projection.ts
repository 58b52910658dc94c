/** The public face of a job (doc 1 Jobs, PublicJob: every field required). */
import type { JobRecord } from "./state.ts";

export function publicJob(job: JobRecord) {
  return {
    createdAt: job.createdAt,
    error: job.error,
    externalIdentity: job.externalIdentity,
    externalIdentityWithheld: job.externalIdentityWithheld,
    jobId: job.jobId,
    pipelineId: job.pipelineId,
    result: job.result,
    status: job.status,
  };
}
