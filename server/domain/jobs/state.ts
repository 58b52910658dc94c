/**
 * The jobs slice of a workspace (doc 1 Jobs; doc 2 Jobs; doc 1 States and transitions, "Job" rows).
 * A job runs a public, inline pipeline headlessly against a supplied brief; nothing is pushed to a
 * code host (doc 1 What the service does). The job pipelines are a small catalogue of this domain.
 */
import type { Workspace } from "../workspace.ts";
import { advanceJob, newJob } from "./machine.ts";

export type JobStatus = "running" | "succeeded" | "failed";

/** A pipeline a job can run: `steps` are worked one per observation; `failAt` (1-based) fails there. */
export interface JobPipeline {
  pipelineId: string;
  name: string;
  steps: string[];
  failAt: number | null;
  /** doc 1 Jobs: a job runs a *public* pipeline; a non-public one is refused. */
  public: boolean;
}

/**
 * Reference choice: the seeded job pipelines. `pl_job_echo` succeeds after 3 steps with the brief
 * echoed in `result`; `pl_job_fail` fails on its 2nd step; `pl_job_internal` is not public.
 */
export const JOB_PIPELINES: readonly JobPipeline[] = [
  {
    pipelineId: "pl_job_echo",
    name: "Echo brief",
    steps: ["read brief", "draft", "finish"],
    failAt: null,
    public: true,
  },
  {
    pipelineId: "pl_job_fail",
    name: "Failing brief",
    steps: ["read brief", "draft", "finish"],
    failAt: 2,
    public: true,
  },
  {
    pipelineId: "pl_job_internal",
    name: "Internal only",
    steps: ["read brief", "finish"],
    failAt: null,
    public: false,
  },
];

/** One frame of the job's event stream, kept so a reconnect replays from the start (doc 2 Events). */
export interface JobFrame {
  id: number;
  event: "progress" | "done" | "error" | "stopped";
  data: Record<string, unknown>;
}

export interface JobRecord {
  jobId: string;
  seq: number;
  pipelineId: string;
  title: string | null;
  input: string;
  status: JobStatus;
  /** Steps worked so far (0 at creation). */
  step: number;
  steps: string[];
  failAt: number | null;
  error: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  createdAt: number;
  externalIdentity: string | null;
  externalIdentityWithheld: boolean;
  frames: JobFrame[];
}

export interface JobsState {
  jobs: Map<string, JobRecord>;
}

export function createJobsState(): JobsState {
  return { jobs: new Map() };
}

export function findJobPipeline(pipelineId: string): JobPipeline | undefined {
  return JOB_PIPELINES.find((p) => p.pipelineId === pipelineId);
}

/** doc 1 States "Job … slot used": the running jobs of the workspace occupy its slots. */
export function runningJobs(ws: Workspace): number {
  let n = 0;
  for (const j of ws.jobs.jobs.values()) if (j.status === "running") n += 1;
  return n;
}

/** One job that succeeded and one that failed, both already finished (they hold no slot). */
export function seedJobs(ws: Workspace): void {
  const ok = newJob(
    ws,
    findJobPipeline("pl_job_echo")!,
    { input: "Summarise the release notes of v1.2.", title: "Seeded echo job" },
    "ci-bot",
  );
  const bad = newJob(ws, findJobPipeline("pl_job_fail")!, { input: "Draft a migration plan." }, null);
  while (ok.status === "running") advanceJob(ok);
  while (bad.status === "running") advanceJob(bad);
}
