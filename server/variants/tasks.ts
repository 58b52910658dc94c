/**
 * Task readings (doc 1 Task "add dependency" row; doc 2 Errors "Other refusals whose codes are
 * unspecified": a dependency edge closing a cycle; a dependency or task outside the workspace).
 */
import type { ServerLayer } from "../http/layer.ts";
import { ApiError, refused } from "../state/errors.ts";
import { getTask } from "../domain/tasks/state.ts";
export const variants = {
  "dependency-refusals-422": {
    description:
      "a dependency edge closing a cycle (the reference: 409) and a dependency on a task outside the workspace (the reference: 404) are refused 422",
    clause: ["D2-ERR-OTHER-REFUSALS", "D2-TASKS-DEPENDENCY-IDEMPOTENT"],
    // Both the task outside the workspace (the reference: 404) and the cycle (409) are refused 422.
    install: (layer: ServerLayer) =>
      layer.around("addTaskDependency", async (ctx, next) => {
        const depId = (ctx.body as { dependsOnTaskId: string }).dependsOnTaskId;
        if (getTask(ctx.ws, ctx.params.taskId) && !getTask(ctx.ws, depId))
          throw refused(
            422,
            "dependency_not_in_workspace",
            `task ${depId} (dependsOnTaskId) is not a task of this workspace`,
          );
        try {
          return await next();
        } catch (e) {
          if (e instanceof ApiError && e.code === "dependency_cycle") throw refused(422, e.code, e.message);
          throw e;
        }
      }),
  },
  "task-type-default-other": {
    description:
      "a task created without `taskType` gets `chore`, a value of the open set the documents do not list (the reference: `feature`)",
    clause: ["D1-NOTATION-ENUMS", "D2-TASKS-CREATE-PLANNED"],
    install: (layer: ServerLayer) => layer.replace("tasks.defaultType", () => "chore"),
  },
} as const;
