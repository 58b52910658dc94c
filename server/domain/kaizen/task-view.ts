/**
 * `PublicKaizenEntry.task` (doc 1 Kaizen entries): the graded task as it is now — null when the
 * task was deleted. Read live from the tasks and services domains, so a task deleted through
 * DELETE /tasks/{taskId} shows as null on its entries without any bookkeeping here.
 */
import type { Workspace } from "../workspace.ts";
import { getTask } from "../tasks/state.ts";
import { getService } from "../services/state.ts";

export function kaizenTaskView(ws: Workspace, taskId: string) {
  const t = getTask(ws, taskId);
  if (!t) return null;
  const svc = getService(ws, t.serviceId);
  return { serviceId: t.serviceId ?? null, serviceTitle: svc?.title ?? null, status: t.status, title: t.title };
}
