/** The tasks slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface TasksState {}

export function createTasksState(): TasksState {
  return {};
}

export function seedTasks(_ws: Workspace): void {}
