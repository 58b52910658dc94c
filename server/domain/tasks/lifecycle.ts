/**
 * Removing a task with everything hanging off it (doc 1 Task "delete" row: "removed; run history
 * removed"): its runs, its hold on documents (they survive in the workspace, doc 2 Tasks) and the
 * edges other tasks had to it. Service delete (doc 2 Services) uses the same cascade per task.
 */
import type { Workspace } from "../workspace.ts";
import { forgetTaskRuns } from "../runs/engine.ts";
import { forgetDependencyOn } from "./dependencies.ts";
import { releaseDocuments } from "./documents.ts";
import type { TaskRecord } from "./types.ts";

export function removeTask(ws: Workspace, task: TaskRecord): void {
  forgetTaskRuns(ws, task.taskId);
  releaseDocuments(ws, task);
  forgetDependencyOn(ws, task.taskId);
  ws.tasks.tasks.delete(task.taskId);
}

/**
 * Reference choice for doc 2 Services' "unfinished tasks" (422 `service_has_unfinished_tasks`): a
 * task is unfinished when work on it has begun and not ended, i.e. its status is neither `planned`
 * nor `done`.
 */
export function isUnfinished(task: TaskRecord): boolean {
  return task.status !== "planned" && task.status !== "done";
}
