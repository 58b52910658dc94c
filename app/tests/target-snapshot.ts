/**
 * What a target holds, as the suite could have changed it: keys, services, the services' tasks,
 * webhook endpoints and jobs, read with the admin key. Two snapshots' difference is what a run left
 * behind, to hold against the report's leftovers.
 */
export type Snapshot = Record<"key" | "service" | "task" | "webhook" | "job", string[]>;

async function all<T>(
  get: (path: string) => Promise<Record<string, unknown>>,
  path: string,
  field: string,
  id: (x: T) => string,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const sep = path.includes("?") ? "&" : "?";
    const body = await get(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path);
    ids.push(...((body[field] as T[]) ?? []).map(id));
    cursor = (body.nextCursor as string | null | undefined) ?? null;
    if (!cursor) break;
  }
  return ids.sort();
}

export async function snapshot(baseUrl: string, adminKey: string): Promise<Snapshot> {
  const get = async (path: string) => {
    const r = await fetch(`${baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${adminKey}` } });
    if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}`);
    return (await r.json()) as Record<string, unknown>;
  };
  const services = await all<{ serviceId: string }>(get, "/services?limit=100", "services", (s) => s.serviceId);
  const tasks = (
    await Promise.all(
      services.map((s) =>
        all<{ taskId: string }>(get, `/services/${encodeURIComponent(s)}/tasks?limit=100`, "tasks", (t) => t.taskId),
      ),
    )
  )
    .flat()
    .sort();
  return {
    key: await all<{ id: string }>(get, "/keys", "keys", (k) => k.id),
    service: services,
    task: tasks,
    webhook: await all<{ id: string }>(get, "/notification-webhooks", "webhooks", (w) => w.id),
    job: await all<{ jobId: string }>(get, "/jobs?limit=100", "jobs", (j) => j.jobId),
  };
}

/** What `after` holds that `before` did not, as "kind id" lines (sorted). */
export function added(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const kind of Object.keys(after) as (keyof Snapshot)[]) {
    const had = new Set(before[kind]);
    for (const id of after[kind]) if (!had.has(id)) out.push(`${kind} ${id}`);
  }
  return out.sort();
}
