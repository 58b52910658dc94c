/**
 * The tasks a workspace lists that have a run, whatever made them: the first page of each of the
 * first services GET /services lists (reads only, read key). Rules that judge runs or their streams
 * read these beside their own, so each way a run ends is read where the target holds one.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";

/** Services read at the most, and tasks asked for per service. */
const MAX_SERVICES = 10;
const TASKS_PER_SERVICE = 50;

export interface ListedTask {
  taskId: string;
  runId: string;
}

export async function listedTasksWithRuns(c: CheckContext): Promise<ListedTask[]> {
  const key = c.t.keys.read ?? c.t.keys.admin;
  const services = await c.call("GET", "/services", { key });
  const serviceIds = (itemsOf(null, services.json) ?? [])
    .map((s) => (s as { serviceId?: unknown }).serviceId)
    .filter((x): x is string => typeof x === "string")
    .slice(0, MAX_SERVICES);
  const out: ListedTask[] = [];
  for (const serviceId of serviceIds) {
    const r = await c.call<{ tasks?: { taskId?: unknown; runId?: unknown }[] }>(
      "GET",
      `/services/${encodeURIComponent(serviceId)}/tasks`,
      { key, query: { limit: TASKS_PER_SERVICE } },
    );
    for (const t of r.json?.tasks ?? [])
      if (typeof t.taskId === "string" && typeof t.runId === "string") out.push({ taskId: t.taskId, runId: t.runId });
  }
  return out;
}
