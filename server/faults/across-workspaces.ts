/** Shared by the isolation faults: finding a record whatever workspace holds it. */
import type { ServerState } from "../domain/server-state.ts";
import type { Workspace } from "../domain/workspace.ts";
import type { TaskRecord } from "../domain/tasks/types.ts";
import { getTask } from "../domain/tasks/state.ts";

/** The task with this id in any workspace of the server, with its workspace. */
export function taskInAnyWorkspace(
  server: ServerState,
  taskId: string,
): { task: TaskRecord; ws: Workspace } | undefined {
  for (const ws of server.workspaces.values()) {
    const task = getTask(ws, taskId);
    if (task) return { task, ws };
  }
  return undefined;
}
