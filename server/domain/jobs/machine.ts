/**
 * The job state machine (doc 1 States and transitions, "Job" rows; doc 2 Events, Streams "Job").
 * Progress is driven by observation, not time (a reference choice shared with runs): each read of
 * a job or of its event stream works one step. Every transition appends a frame to the job's
 * stream record, so the stream can replay it from the start.
 */
import type { Workspace } from "../workspace.ts";
import type { JobFrame, JobPipeline, JobRecord } from "./state.ts";

export function newJob(
  ws: Workspace,
  pipeline: JobPipeline,
  req: { input: string; title?: string },
  externalIdentity: string | null,
): JobRecord {
  const job: JobRecord = {
    jobId: ws.newId("job"),
    seq: ws.nextSeq(),
    pipelineId: pipeline.pipelineId,
    title: req.title ?? null,
    input: req.input,
    status: "running",
    step: 0,
    steps: [...pipeline.steps],
    failAt: pipeline.failAt,
    error: null,
    result: null,
    createdAt: ws.now(),
    // doc 2 Authentication 11: jobs report the creating key's `externalIdentity`.
    externalIdentity,
    externalIdentityWithheld: false,
    frames: [],
  };
  ws.jobs.jobs.set(job.jobId, job);
  frame(job, "progress", { status: "running", step: 0, steps: job.steps.length, stepName: null });
  return job;
}

function frame(job: JobRecord, event: JobFrame["event"], data: Record<string, unknown>): void {
  job.frames.push({ id: job.frames.length + 1, event, data: { jobId: job.jobId, ...data } });
}

/** Works one step of a running job; returns whether anything changed. */
export function advanceJob(job: JobRecord): boolean {
  if (job.status !== "running") return false;
  job.step += 1;
  const name = job.steps[job.step - 1] ?? null;
  if (job.failAt !== null && job.step >= job.failAt) {
    job.status = "failed";
    job.error = { kind: "step_failed", message: `step "${name}" failed`, step: job.step };
    frame(job, "error", { status: "failed", step: job.step, error: job.error });
    return true;
  }
  frame(job, "progress", { status: "running", step: job.step, steps: job.steps.length, stepName: name });
  if (job.step >= job.steps.length) {
    job.status = "succeeded";
    job.result = { output: job.input, title: job.title, steps: job.steps.length };
    frame(job, "done", { status: "succeeded", result: job.result });
  }
  return true;
}

/**
 * doc 1 States: Job `running` → cancel → "slot freed; finished job returned unchanged". The job
 * status set has no cancelled state: reference choice — the job ends `failed` with error kind
 * `cancelled`, and its stream ends with the `stopped` terminal event (doc 2 Events).
 */
export function cancelJob(job: JobRecord): void {
  if (job.status !== "running") return;
  job.status = "failed";
  job.error = { kind: "cancelled", message: "the job was cancelled", step: job.step };
  frame(job, "stopped", { status: "failed", step: job.step, error: job.error });
}
