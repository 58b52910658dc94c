/**
 * What the rules of this folder read from the workspace: runs (through the tasks of its services,
 * doc 1 PublicTask `runId`, and the runs the suite itself started), and the merge record of a run
 * (doc 2 Merge records: GET /runs/{runId}/merge-record includes `recordId`). Reads only, bounded.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { enc, ownRuns } from "../kit/api.ts";

const SERVICES = 5;
const TASKS = 25;

/** Run ids of the workspace: the suite's own first, then those its services' tasks name; at most `max`. */
export async function workspaceRuns(c: CheckContext, max: number): Promise<string[]> {
  const out = new Set<string>([...(await ownRuns(c))].reverse());
  const read = c.t.keys.read ?? c.t.keys.admin;
  const services = await c.call("GET", "/services", { key: read });
  for (const s of (itemsOf(null, services.json) ?? []).slice(0, SERVICES)) {
    const sid = (s as { serviceId?: unknown }).serviceId;
    if (typeof sid !== "string") continue;
    const tasks = await c.call<{ tasks?: { runId?: unknown }[] }>("GET", `/services/${enc(sid)}/tasks`, {
      key: read,
      query: { limit: TASKS },
    });
    for (const t of tasks.json?.tasks ?? []) if (typeof t?.runId === "string") out.add(t.runId);
  }
  return [...out].slice(0, max);
}

/** The first merge record found through the workspace's runs, with the run it belongs to. */
export async function someMergeRecord(c: CheckContext): Promise<{ recordId: string; runId: string } | null> {
  for (const runId of await workspaceRuns(c, 8)) {
    const r = await c.call<{ recordId?: unknown }>("GET", `/runs/${enc(runId)}/merge-record`, {
      key: c.t.keys.read ?? c.t.keys.admin,
    });
    if (r.status === 200 && typeof r.json?.recordId === "string") return { recordId: r.json.recordId, runId };
  }
  return null;
}
