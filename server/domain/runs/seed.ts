/**
 * Seeded run history: the finished run of `ws.ids.taskDone` (with a pull request: it owns the
 * seeded evidence, telemetry, merge record and Kaizen entries) and the failed run of
 * `ws.ids.taskFailed` (retryable; a `ci_failed` card points at it).
 */
import type { Workspace } from "../workspace.ts";
import { getTask, insertTask } from "../tasks/state.ts";
import { runProjection } from "./projection.ts";
import { FAILING_PIPELINE_ID, INDIVIDUAL_PIPELINE_ID, STRAIGHT_PIPELINE_ID } from "./pipelines.ts";
import type { RunRecord } from "./types.ts";

export function seedRuns(ws: Workspace): void {
  const base = (runId: string, taskId: string, pipelineId: string, steps: string[]): RunRecord => ({
    runId,
    seq: ws.nextSeq(),
    taskId,
    jobId: null,
    pipelineId,
    status: "done",
    currentStep: steps.length - 1,
    steps: steps.map((name) => ({ name, status: "done", progress: 100 })),
    error: null,
    pullRequest: null,
    createdAt: ws.now(),
    externalIdentity: null,
    externalIdentityWithheld: false,
    events: [],
    startedWithScope: "admin",
    directives: [],
  });

  const done = base(ws.ids.runDone, ws.ids.taskDone, STRAIGHT_PIPELINE_ID, ["plan", "implement", "open-pull-request"]);
  done.pullRequest = { url: `https://code.example.invalid/acme/app/pull/${done.seq}`, branch: `agent/${done.runId}` };
  done.events.push({ seq: 1, event: "done", data: { run: runProjection(done) } });

  const failed = base(ws.ids.runFailed, ws.ids.taskFailed, FAILING_PIPELINE_ID, ["plan", "implement"]);
  failed.status = "failed";
  failed.currentStep = 1;
  failed.steps[1] = { name: "implement", status: "failed", progress: 0 };
  failed.error = { kind: "step_failed", message: "the simulated coder step failed" };
  failed.events.push({ seq: 1, event: "error", data: { kind: "step_failed", run: runProjection(failed) } });

  // The run a `ci_failed` card on an individual-usage model points at (doc 2 Authentication 9).
  insertTask(ws, {
    taskId: ws.ids.taskPersonal,
    serviceId: ws.ids.service,
    title: "Tune the personal-model prompt",
    status: "ready",
  });
  const personal = base(ws.ids.runPersonal, ws.ids.taskPersonal, INDIVIDUAL_PIPELINE_ID, ["plan", "implement"]);
  personal.status = "failed";
  personal.currentStep = 1;
  personal.steps[1] = { name: "implement", status: "failed", progress: 0 };
  personal.error = { kind: "step_failed", message: "checks failed" };
  personal.events.push({ seq: 1, event: "error", data: { kind: "step_failed", run: runProjection(personal) } });

  for (const run of [done, failed, personal]) {
    ws.runs.runs.set(run.runId, run);
    const task = getTask(ws, run.taskId!);
    if (!task) continue;
    task.runId = run.runId;
    task.status = run.status === "done" ? "done" : "ready";
    task.progress = run.status === "done" ? 100 : 50;
    task.pullRequestUrl = run.pullRequest?.url ?? null;
  }
}
