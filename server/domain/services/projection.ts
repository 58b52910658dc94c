/** PublicService (doc 1 Services): the record's public shape, with a status derived from its tasks. */
import type { Workspace } from "../workspace.ts";
import { tasksOfService } from "../tasks/state.ts";
import type { TaskStatus } from "../tasks/types.ts";
import type { ServiceRecord } from "./types.ts";

/**
 * Reference choice: doc 1 types `PublicService.status` with the task status set but does not say
 * how it is obtained. It is derived from the service's tasks: the status that most needs attention
 * wins (`blocked` > `in_progress` > `pr_ready` > `ready` > `planned`); `done` only when every task
 * is done; a service with no task is `planned`.
 */
const ATTENTION: TaskStatus[] = ["blocked", "in_progress", "pr_ready", "ready", "planned"];

export function serviceStatus(ws: Workspace, serviceId: string): TaskStatus {
  const statuses = new Set(tasksOfService(ws, serviceId).map((t) => t.status));
  if (statuses.size === 0) return "planned";
  for (const s of ATTENTION) if (statuses.has(s)) return s;
  return "done";
}

export function serviceProjection(ws: Workspace, s: ServiceRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    description: s.description,
    serviceId: s.serviceId,
    status: serviceStatus(ws, s.serviceId),
    title: s.title,
    type: s.type,
  };
  // doc 1 Services: `provisioning` is optional; no pin (or an `infraless` one) reads back as no key at all.
  if (s.provisioning) out.provisioning = structuredClone(s.provisioning);
  return out;
}
