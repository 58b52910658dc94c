/**
 * Task dependencies (doc 1 Task "add dependency" row: "both tasks in the workspace; cycle refused";
 * "task cannot start until the dependency is `done`; with `autoStartDependents` on the blocker, the
 * chain runs itself"). The runs domain uses `dependenciesDone` and `dependentsOf`.
 */
import type { Workspace } from "../workspace.ts";
import { getTask, listTasks } from "./state.ts";
import type { TaskRecord } from "./types.ts";

/** Whether every dependency of `task` is `done` (start is refused otherwise). */
export function dependenciesDone(ws: Workspace, task: TaskRecord): boolean {
  // A deleted dependency is removed from `dependsOn` (see lifecycle.ts), so every id here resolves.
  return task.dependsOn.every((id) => getTask(ws, id)?.status === "done");
}

/** The tasks that depend on `taskId` directly, oldest first. */
export function dependentsOf(ws: Workspace, taskId: string): TaskRecord[] {
  return listTasks(ws).filter((t) => t.dependsOn.includes(taskId));
}

/**
 * Whether the edge `taskId` → `dependsOnTaskId` would close a cycle: true when `dependsOnTaskId`
 * already depends, directly or transitively, on `taskId` (or is `taskId` itself).
 */
export function closesCycle(ws: Workspace, taskId: string, dependsOnTaskId: string): boolean {
  const seen = new Set<string>();
  const stack = [dependsOnTaskId];
  while (stack.length) {
    const cur = stack.pop()!;
    if (cur === taskId) return true;
    if (seen.has(cur)) continue;
    seen.add(cur);
    for (const next of getTask(ws, cur)?.dependsOn ?? []) stack.push(next);
  }
  return false;
}

/** Removes `taskId` from every other task's `dependsOn` (task delete). */
export function forgetDependencyOn(ws: Workspace, taskId: string): void {
  for (const t of dependentsOf(ws, taskId)) t.dependsOn = t.dependsOn.filter((id) => id !== taskId);
}
