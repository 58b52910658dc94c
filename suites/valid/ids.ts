/**
 * Path ids for reads: discovered from the target's own lists, by the names the documents state
 * (`services[].serviceId`, `tasks[].taskId`/`runId`, `entries[].entryId`, `webhooks[].id`,
 * `artifacts[].artifactId`, a run's merge record `recordId`). Where the documents leave an item's
 * field names unshown (debug lists, jobs, use cases, notifications), the item field named like the
 * path parameter is tried, and the parameter falls back to a placeholder id when there is none —
 * the rules then compare against a control and say what they could not exercise. Discovery only
 * reads (safe profile) and runs once per family.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { PLACEHOLDER_ID } from "../../lib/rules/probes.ts";
import { memo } from "../../lib/run/target.ts";
import { firstId, itemsOf } from "../../generators/calls/list-shapes.ts";

type Ids = Record<string, string>;

/** A read of the discovery; null when it fails or its operation is outside the --operation selection (not sent). */
async function getJson(
  c: CheckContext,
  path: string,
  query?: Record<string, string>,
): Promise<Record<string, unknown> | null> {
  const r = await c.callIfSelected<Record<string, unknown>>("GET", path, { query });
  return r && r.status === 200 && r.json && typeof r.json === "object" ? r.json : null;
}

function stated(body: Record<string, unknown> | null, list: string, field: string): string[] {
  const items = body?.[list];
  if (!Array.isArray(items)) return [];
  return items
    .map((it) => (it as Record<string, unknown> | null)?.[field])
    .filter((v): v is string => typeof v === "string" && v.length > 0);
}

const enc = encodeURIComponent;

async function discover(c: CheckContext): Promise<Ids> {
  const ids: Ids = {};
  const serviceIds = stated(await getJson(c, "/services"), "services", "serviceId");
  if (serviceIds[0]) ids.serviceId = serviceIds[0];
  const runIds: string[] = [];
  for (const s of serviceIds.slice(0, 4)) {
    const tasks = (await getJson(c, `/services/${enc(s)}/tasks`, { limit: "100" }))?.tasks;
    for (const t of Array.isArray(tasks) ? (tasks as Record<string, unknown>[]) : []) {
      if (typeof t?.taskId !== "string") continue;
      ids.taskId ??= t.taskId;
      if (typeof t.runId === "string") {
        ids.taskWithRun ??= t.taskId;
        runIds.push(t.runId);
      }
    }
  }
  if (runIds[0]) ids.runId = runIds[0];
  const entries = stated(await getJson(c, "/kaizen/entries", { limit: "10" }), "entries", "entryId");
  if (entries[0]) ids.entryId = entries[0];
  const hooks = stated(await getJson(c, "/notification-webhooks"), "webhooks", "id");
  if (hooks[0]) ids.webhookId = hooks[0];
  const notifications = stated(await getJson(c, "/notifications"), "notifications", "id");
  if (notifications[0]) ids["notifications.id"] = notifications[0];
  const job = firstId(itemsOf(null, await getJson(c, "/jobs", { limit: "10" })), "jobId");
  if (job) ids["jobs.id"] = job;
  const useCase = firstId(itemsOf(null, await getJson(c, "/use-cases")), "useCaseId");
  if (useCase) ids.useCaseId = useCase;
  for (const r of runIds.slice(0, 6)) {
    if (!ids.recordId) {
      const rec = await getJson(c, `/runs/${enc(r)}/merge-record`);
      if (typeof rec?.recordId === "string") ids.recordId = rec.recordId;
    }
    if (!ids.artifactId) {
      const a = stated(await getJson(c, `/runs/${enc(r)}/artifacts`), "artifacts", "artifactId");
      if (a[0]) ids.artifactId = a[0];
    }
    if (!ids.snapshotId) {
      const s = firstId(
        itemsOf(null, await getJson(c, `/debug/runs/${enc(r)}/agent-context`, { limit: "5" })),
        "snapshotId",
      );
      if (s) ids.snapshotId = s;
    }
    if (!ids.callId) {
      const s = firstId(itemsOf(null, await getJson(c, `/debug/runs/${enc(r)}/llm-calls`, { limit: "5" })), "callId");
      if (s) ids.callId = s;
    }
    if (ids.recordId && ids.artifactId && ids.snapshotId && ids.callId) break;
  }
  return ids;
}

export function knownIds(c: CheckContext): Promise<Ids> {
  return memo(c.t, "valid:known-ids", () => discover(c));
}

/**
 * Path parameters for a read of `op`: discovered ids where there are some, else placeholders.
 * `probed` names the parameters that got a placeholder (the answer is then most likely a 404).
 */
export async function readParams(
  c: CheckContext,
  op: Operation,
): Promise<{ params: Record<string, string>; probed: string[] }> {
  const ids = op.pathParams.length ? await knownIds(c) : {};
  const params: Record<string, string> = {};
  const probed: string[] = [];
  for (const p of op.pathParams) {
    const values = p.schema.enum as string[] | undefined;
    if (values?.length) {
      params[p.name] = values[0];
      continue;
    }
    let v: string | undefined;
    if (p.name === "id") v = ids[`${op.path.split("/")[1]}.id`];
    else if (p.name === "taskId" && /\/(run|events|retry|stop)$/.test(op.path)) v = ids.taskWithRun ?? ids.taskId;
    else v = ids[p.name];
    if (v === undefined) {
      probed.push(p.name);
      v = PLACEHOLDER_ID;
    }
    params[p.name] = v;
  }
  return { params, probed };
}
