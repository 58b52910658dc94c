/**
 * Jobs (doc 2 Jobs; doc 1 Jobs; doc 1 States and transitions "Job" rows; doc 2 Events, Streams "Job").
 */
import type { HandlerTable, RequestContext } from "../../state/context.ts";
import { accepted, ok } from "../../state/reply.ts";
import { ApiError, notFound, refused } from "../../state/errors.ts";
import { paginate } from "../../state/paging.ts";
import { sinceFilter } from "../../state/wire-time.ts";
import { findJobPipeline, runningJobs, type JobPipeline, type JobRecord, type JobStatus } from "./state.ts";
import { advanceJob, cancelJob, newJob } from "./machine.ts";
import { publicJob } from "./projection.ts";
import { pumpJobStream } from "./stream.ts";
import type { Workspace } from "../workspace.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Jobs: the jobs GET /jobs lists for a workspace: its own. */
    "jobs.listedFor": (ws: Workspace) => JobRecord[];
    /** doc 1 Jobs: "a public, inline pipeline is run headlessly": whether a job may run this pipeline. */
    "jobs.runnable": (pipeline: JobPipeline) => boolean;
  }
}

function isPublic(pipeline: JobPipeline): boolean {
  return pipeline.public;
}

function ownJobs(ws: Workspace): JobRecord[] {
  return [...ws.jobs.jobs.values()];
}

function findJob(ctx: RequestContext): JobRecord {
  // Workspace isolation: a job id of another workspace is simply not in this map → 404.
  const job = ctx.ws.jobs.jobs.get(ctx.params.id);
  if (!job) throw notFound("job");
  return job;
}

export const handlers: HandlerTable = {
  listJobs: (ctx) => {
    const status = ctx.query.status as JobStatus | undefined;
    const since = ctx.query.since as number | undefined;
    // `since` in the wire's time unit; inclusive (state/wire-time.ts).
    const after = sinceFilter(since, ctx.server);
    const all = ctx.server
      .behaviour(
        "jobs.listedFor",
        ownJobs,
      )(ctx.ws)
      .filter((j) => (status === undefined || j.status === status) && after(j.createdAt));
    // doc 2 Jobs: newest first, keyset paged. The response is object*: item array `jobs` and
    // cursor `nextCursor` are reference choices (the documents leave the names unshown). Listing
    // does not observe (advance) the jobs: only a read of one job or its stream does.
    const page = paginate(
      ctx.server.cursors,
      all,
      { limit: ctx.query.limit as number | undefined, cursor: ctx.query.cursor as string | undefined },
      {
        list: `jobs?status=${status ?? ""}&since=${since ?? ""}`,
        workspaceId: ctx.ws.id,
        newestFirst: true,
      },
    );
    return ok({ jobs: page.items.map(publicJob), nextCursor: page.nextCursor });
  },

  createJob: (ctx) => {
    const body = ctx.body as { input: string; pipelineId: string; title?: string };
    const pipeline = findJobPipeline(body.pipelineId);
    // Reference choice: an unknown pipeline is 404; a known one that is not public is a rule
    // violation of an otherwise valid request → 422 (doc 1 Jobs: "a public, inline pipeline").
    if (!pipeline) throw notFound(`pipeline ${body.pipelineId}`);
    if (!ctx.server.behaviour("jobs.runnable", isPublic)(pipeline))
      throw refused(
        422,
        "pipeline_not_public",
        `pipeline ${body.pipelineId} is not public: jobs run public pipelines only`,
      );
    // doc 1 States "Job: none → start job → running; slot used"; doc 2 Limits "a job concurrency
    // slot". Reference choice: beyond `options.jobSlots` running jobs per workspace → 429.
    const slots = ctx.server.options.jobSlots;
    if (runningJobs(ctx.ws) >= slots) {
      throw new ApiError(
        429,
        "job_slots_exhausted",
        `all ${slots} job slots of the workspace are in use: cancel or finish a job first`,
        {
          reason: "job_slots_exhausted",
          slots,
        },
      );
    }
    const job = newJob(ctx.ws, pipeline, body, ctx.key.externalIdentity);
    return accepted({
      jobId: job.jobId,
      links: { events: `/api/v1/jobs/${job.jobId}/events`, self: `/api/v1/jobs/${job.jobId}` },
      status: job.status,
    });
  },

  getJob: (ctx) => {
    const job = findJob(ctx);
    advanceJob(job); // observation drives progress
    return ok(publicJob(job));
  },

  cancelJob: (ctx) => {
    // Idempotent: a finished (or already cancelled) job is returned unchanged.
    const job = findJob(ctx);
    cancelJob(job);
    return ok(publicJob(job));
  },

  streamJobEvents: (ctx) => {
    const job = findJob(ctx);
    return { kind: "sse", open: (sink) => pumpJobStream(job, sink) };
  },
};
