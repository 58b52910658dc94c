/**
 * Pipelines and the task's run (doc 2 Tasks: start, stop, retry, run, events; Identity: pipelines;
 * Authentication 7 and 9; doc 1 States and transitions, Task and Run rows).
 */
import type { HandlerTable, RequestContext } from "../../state/context.ts";
import { ApiError, notFound, refused } from "../../state/errors.ts";
import { accepted, ok } from "../../state/reply.ts";
import { scopeAdmits } from "../../../lib/contract/types.ts";
import { getService } from "../services/state.ts";
import { getTask, taskProjection } from "../tasks/state.ts";
import { dependenciesDone } from "../tasks/dependencies.ts";
import type { TaskRecord } from "../tasks/types.ts";
import { createRun, getPipeline, getRun, inFlight, listPipelines, observeTask, stopRun } from "./engine.ts";
import { runProjection } from "./projection.ts";
import { canPark, type PipelineDef } from "./types.ts";
import { streamRun } from "./stream.ts";
import { JOB_PIPELINES } from "../jobs/state.ts";
import { presetUsesIndividualModel } from "../catalog/state.ts";
import type { ServiceRecord } from "../services/types.ts";
import type { Workspace } from "../workspace.ts";
import type { KeyRecord } from "../keys/store.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Services: a service with no repository holds tasks but cannot start them. */
    "runs.serviceCanStart": (service: ServiceRecord) => boolean;
    /** doc 1 Task "add dependency" row: a task cannot start until every dependency is done. */
    "runs.dependenciesDone": (ws: Workspace, task: TaskRecord) => boolean;
    /** doc 1 Task "retry" row: a retry starts a new run of the failed run's pipeline. */
    "runs.restart": (ws: Workspace, task: TaskRecord, pipeline: PipelineDef, key: KeyRecord) => void;
  }
}

function hasRepository(service: ServiceRecord): boolean {
  return service.repoId !== null;
}

function task(ctx: RequestContext): TaskRecord {
  const t = getTask(ctx.ws, ctx.params.taskId);
  if (!t) throw notFound("task");
  return t;
}

/** The checks start and retry share: doc 2 Authentication 7 and 9, doc 2 Services. */
function admitRun(ctx: RequestContext, t: TaskRecord, pipeline: PipelineDef): void {
  if (pipeline.individualUsage || presetUsesIndividualModel(ctx.ws, t.modelPresetId)) {
    // doc 2 Authentication 9: no headless unlock (status unspecified: a rule of an otherwise valid request → 422).
    throw refused(
      422,
      "individual_usage_model",
      "this pipeline runs on an individual-usage model and cannot be started or retried through the API",
    );
  }
  if (canPark(pipeline) && !scopeAdmits(ctx.key.scope, "decide")) {
    // doc 2 Authentication 7: a pipeline that can park needs a `decide` key.
    throw new ApiError(
      403,
      "insufficient_scope",
      "this pipeline can park on a human decision: starting it needs a decide key",
      {
        reason: "insufficient_scope",
        required: "decide",
        scope: ctx.key.scope,
      },
    );
  }
  const service = getService(ctx.ws, t.serviceId);
  if (!service || !ctx.server.behaviour("runs.serviceCanStart", hasRepository)(service)) {
    throw refused(422, "service_has_no_repository", "the task's service has no repository: its tasks cannot start");
  }
}

export const handlers: HandlerTable = {
  listPipelines: ({ ws }) => {
    const pipelines = listPipelines(ws);
    // Task pipelines, then the inline pipelines that jobs run (the `public` ones are startable as jobs).
    const rows = [
      ...pipelines.map((p) => ({
        headlessStartable: p.headlessStartable,
        name: p.name,
        pipelineId: p.pipelineId,
        public: p.public,
        steps: p.steps.map((s) => s.name),
        unattendedDefault: p.unattendedDefault,
      })),
      ...JOB_PIPELINES.map((p) => ({
        headlessStartable: true,
        name: p.name,
        pipelineId: p.pipelineId,
        public: p.public,
        steps: [...p.steps],
        unattendedDefault: false,
      })),
    ];
    return ok({
      pipelines: rows,
      unattendedDefaultPipelineId: pipelines.find((p) => p.unattendedDefault)?.pipelineId ?? null,
    });
  },

  startTask: (ctx) => {
    const t = task(ctx);
    observeTask(ctx.ws, t);
    const body = (ctx.body ?? {}) as { pipelineId?: string };
    // doc 1 Task "start" row: the request's pipeline, else the pinned one (else the unattended default).
    const pipelineId =
      body.pipelineId ?? t.pipelineId ?? listPipelines(ctx.ws).find((p) => p.unattendedDefault)?.pipelineId;
    const pipeline = pipelineId ? getPipeline(ctx.ws, pipelineId) : undefined;
    if (!pipeline)
      throw refused(422, "pipeline_not_found", `no pipeline ${pipelineId ?? "(none pinned)"} in this workspace`);
    if (inFlight(t.runId ? getRun(ctx.ws, t.runId) : undefined))
      throw refused(409, "run_in_flight", "the task already has a run in flight");
    if (t.status === "done") throw refused(409, "task_done", "the task is done");
    // doc 1 Task "add dependency" row: the task cannot start until the dependency is done.
    if (!ctx.server.behaviour("runs.dependenciesDone", dependenciesDone)(ctx.ws, t))
      throw refused(409, "dependencies_not_done", "a dependency of this task is not done");
    admitRun(ctx, t, pipeline);
    createRun(ctx.ws, t, pipeline, ctx.key);
    return accepted(taskProjection(t));
  },

  stopTask: (ctx) => {
    const t = task(ctx);
    const run = t.runId ? getRun(ctx.ws, t.runId) : undefined;
    if (!run || !inFlight(run)) throw refused(409, "no_run_in_flight", "the task has no run in flight");
    stopRun(ctx.ws, run);
    return ok(taskProjection(t));
  },

  retryTask: (ctx) => {
    const t = task(ctx);
    const run = t.runId ? getRun(ctx.ws, t.runId) : undefined;
    // doc 1 Task "retry" row: from a failed run (a stopped run is a failed one: it stays retryable).
    if (run?.status !== "failed") throw refused(409, "run_not_failed", "only a failed run can be retried");
    const pipeline = getPipeline(ctx.ws, run.pipelineId);
    if (!pipeline) throw refused(422, "pipeline_not_found", "the run's pipeline no longer exists");
    admitRun(ctx, t, pipeline);
    ctx.server.behaviour("runs.restart", createRun)(ctx.ws, t, pipeline, ctx.key);
    return accepted(taskProjection(t));
  },

  getTaskRun: (ctx) => {
    const t = task(ctx);
    observeTask(ctx.ws, t);
    const run = t.runId ? getRun(ctx.ws, t.runId) : undefined;
    if (!run) throw notFound("run of this task", "run_not_found");
    return ok(runProjection(run));
  },

  streamTaskEvents: (ctx) => {
    const t = task(ctx);
    const run = t.runId ? getRun(ctx.ws, t.runId) : undefined;
    if (!run) throw notFound("run of this task", "run_not_found");
    return { kind: "sse", open: (sink) => streamRun(ctx.ws, run, sink) };
  },
};
