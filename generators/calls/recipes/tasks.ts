/**
 * Tasks (doc 2 Endpoints "Tasks"). Reads use the tasks the workspace lists (`tasks[].taskId`,
 * `runId`); writes use tasks of the suite's own. Start, stop and retry move runs: a run needs a
 * service backed by a repository (the suite's startable service, resources.ts), and
 * the runs are made only on a disposable target under the full profile, on the configured pipelines.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { ownTask, startableTask } from "../resources.ts";
import { configuredPipeline, endedRun, startRun } from "../runs.ts";
import { getJson, need, tasks, tasksWithRun } from "../discover.ts";
import { own, read, throwaway, type Recipes } from "../recipe.ts";

function writeKey(c: CheckContext): string {
  return c.t.keys.write ?? c.t.keys.admin;
}

/** A listed task; under a profile that creates, the suite's own when the workspace lists none. */
async function someTask(c: CheckContext): Promise<string> {
  const [t] = await tasks(c);
  if (t) return t.taskId as string;
  if (c.t.profile !== "safe") return (await ownTask(c)).taskId;
  return c.notExercised("the workspace lists no task, and the safe profile creates none");
}

async function taskWithRun(c: CheckContext): Promise<string> {
  const [t] = need(c, await tasksWithRun(c), "no listed task has a run (runId null everywhere)");
  return t.taskId as string;
}

/** The (source, externalId) of a document attached to `taskId` (doc 2 Tasks: "each identified by (`source`, `externalId`)"). */
async function attachedDocument(
  c: CheckContext,
  taskId: string,
): Promise<{ source: string; externalId: string } | null> {
  const body = await getJson(c, `/tasks/${encodeURIComponent(taskId)}/documents`);
  const arrays =
    body && typeof body === "object" ? Object.values(body as Record<string, unknown>).filter(Array.isArray) : [];
  for (const arr of arrays) {
    for (const d of arr as Record<string, unknown>[]) {
      if (typeof d?.source === "string" && typeof d?.externalId === "string")
        return { source: d.source, externalId: d.externalId };
    }
  }
  return null;
}

/** A document attached by upload (doc 1 TaskDocumentInput `upload`). */
export const UPLOAD = {
  kind: "upload",
  title: "conformance note",
  content: "A note attached by the conformance suite.",
};

export const tasksRecipes = {
  getTask: read(async (c) => [{ params: { taskId: await someTask(c) } }]),
  listTaskDocuments: read(async (c) => [{ params: { taskId: await someTask(c) } }]),
  getTaskRun: read(async (c) => [{ params: { taskId: await taskWithRun(c) } }]),
  /** Only the headers are read (the stream of a run may stay open). */
  streamTaskEvents: read(async (c) => [{ params: { taskId: await taskWithRun(c) } }]),
  updateTask: own(async (c) => {
    const { taskId } = await ownTask(c);
    return [
      {
        params: { taskId },
        key: writeKey(c),
        body: { title: "conformance task (edited)" },
        label: `the suite's own task ${taskId}`,
      },
    ];
  }),
  deleteTask: own(async (c) => {
    const { taskId } = await ownTask(c);
    return [
      {
        params: { taskId },
        label: `the suite's own task ${taskId}`,
        after: async (cc, r) => {
          if (r.status >= 200 && r.status < 300) cc.t.fixtures.forget("task", taskId);
        },
      },
    ];
  }),
  addTaskDependency: own(async (c) => {
    const a = await ownTask(c);
    const b = await ownTask(c);
    return [
      {
        params: { taskId: a.taskId },
        key: writeKey(c),
        body: { dependsOnTaskId: b.taskId },
        label: `${a.taskId} on ${b.taskId}, both the suite's own`,
      },
    ];
  }),
  removeTaskDependency: own(async (c) => {
    const a = await ownTask(c);
    const b = await ownTask(c);
    const add = await c.call("POST", `/tasks/${encodeURIComponent(a.taskId)}/dependencies`, {
      key: writeKey(c),
      body: { dependsOnTaskId: b.taskId },
    });
    if (add.status !== 200)
      c.notExercised(`could not add the dependency to remove (POST …/dependencies answered ${add.status})`);
    return [
      {
        params: { taskId: a.taskId },
        key: writeKey(c),
        body: { dependsOnTaskId: b.taskId },
        label: `${a.taskId} on ${b.taskId}, both the suite's own`,
      },
    ];
  }),
  attachTaskDocument: own(async (c) => {
    const { taskId } = await ownTask(c);
    return [
      { params: { taskId }, key: writeKey(c), body: UPLOAD, label: `an upload on the suite's own task ${taskId}` },
    ];
  }),
  detachTaskDocument: own(async (c) => {
    const { taskId } = await ownTask(c, { documents: [UPLOAD] });
    const doc = await attachedDocument(c, taskId);
    if (!doc)
      c.notExercised("GET /tasks/{taskId}/documents shows no (source, externalId) for the upload the suite attached");
    return [
      { params: { taskId }, key: writeKey(c), body: doc!, label: `the upload on the suite's own task ${taskId}` },
    ];
  }),
  /** A new task of the suite's own under its startable service, started on a pipeline that does not park. */
  startTask: throwaway("starts a run on a task of the suite's own", async (c) => {
    const { role, pipelineId } = configuredPipeline(c, ["straight", "slow", "failing"]);
    const { taskId } = await startableTask(c);
    return [
      {
        params: { taskId },
        key: writeKey(c),
        body: { pipelineId },
        label: `a new task of the suite's own on ${pipelineId} (pipelines.${role})`,
      },
    ];
  }),
  /** The run of a task of the suite's own on the slow pipeline, stopped while in flight (doc 1 Task stop). */
  stopTask: throwaway("stops a run the suite started", async (c) => {
    const { pipelineId } = configuredPipeline(c, ["slow"]);
    const { taskId } = await startableTask(c);
    await startRun(c, taskId, pipelineId, writeKey(c));
    return [
      {
        params: { taskId },
        key: writeKey(c),
        label: `the run of a task of the suite's own on ${pipelineId}, in flight`,
      },
    ];
  }),
  /**
   * A failed run of the suite's own retried (doc 1 Task retry): the failing pipeline's run once it
   * failed, else the slow pipeline's run once stopped ("stays retryable", doc 1 Task stop).
   */
  retryTask: throwaway("retries a run the suite started", async (c) => {
    const { role, pipelineId } = configuredPipeline(c, ["failing", "slow"]);
    const { taskId } = await startableTask(c);
    await startRun(c, taskId, pipelineId, writeKey(c));
    if (role === "slow") {
      const stop = await c.call("POST", `/tasks/${encodeURIComponent(taskId)}/stop`, { key: writeKey(c) });
      if (stop.status !== 200)
        c.notExercised(`could not stop the run on ${pipelineId} to retry it (POST /stop answered ${stop.status})`);
    } else {
      const run = await endedRun(c, taskId, `end the run on the failing pipeline ${pipelineId}`);
      if (run.status !== "failed")
        c.notExercised(`the pipeline configured as failing (${pipelineId}) ended ${run.status}`);
    }
    return [
      {
        params: { taskId },
        key: writeKey(c),
        label: `the ${role === "slow" ? "stopped" : "failed"} run of a task of the suite's own on ${pipelineId}`,
      },
    ];
  }),
} satisfies Recipes;
