/**
 * Resources the suite creates for itself, each recorded with its undo so the family's teardown
 * removes exactly what the suite made (and never what it found). Creation needs the `standard`
 * profile; a rule asking for one under `safe` is not exercised.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { memo } from "../../lib/run/target.ts";
import { itemsOf } from "./discover.ts";

function needStandard(c: CheckContext): void {
  if (c.t.profile === "safe") c.notExercised("the safe profile creates no resources");
}

/**
 * A service of the suite's own (POST /services with no repository: "holds tasks but cannot start
 * them", doc 2 Services). Shared by the rules of one family.
 */
export function ownService(c: CheckContext): Promise<string> {
  needStandard(c);
  return memo(c.t, "own-service", async () => {
    const r = await c.call<{ serviceId?: string }>("POST", "/services", { body: {} });
    if (r.status !== 201 || typeof r.json?.serviceId !== "string") {
      c.notExercised(`could not create a service of the suite's own (POST /services answered ${r.status})`);
    }
    const id = r.json!.serviceId!;
    c.t.fixtures.track("service", id, async () => {
      // Tasks go first: a service holding unfinished tasks is not deletable (doc 2 Services).
      const d = await c.t.client.call("DELETE", `/services/${encodeURIComponent(id)}`, { key: c.t.keys.admin });
      if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /services/${id} answered ${d.status}`);
    });
    return id;
  });
}

/** A task of the suite's own under its own service; `body` adds fields of CreatePublicTask. */
export async function ownTask(c: CheckContext, body: Record<string, unknown> = {}): Promise<Record<string, unknown> & { taskId: string }> {
  const serviceId = await ownService(c);
  const r = await c.call<Record<string, unknown>>("POST", `/services/${encodeURIComponent(serviceId)}/tasks`, {
    key: c.t.keys.write ?? c.t.keys.admin,
    body: { title: "conformance task", ...body },
  });
  c.require(r.status === 201 && typeof r.json?.taskId === "string", `${r.status} creating a task`, "201 PublicTask (doc 2 Tasks)");
  const task = r.json as Record<string, unknown> & { taskId: string };
  c.t.fixtures.track("task", task.taskId, async () => {
    const d = await c.t.client.call("DELETE", `/tasks/${encodeURIComponent(task.taskId)}`, { key: c.t.keys.admin });
    if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /tasks/${task.taskId} answered ${d.status}`);
  });
  return task;
}

let webhookN = 0;

/** A webhook endpoint of the suite's own (a fresh slug id), registered with `body` (`url` added). */
export async function ownWebhook(c: CheckContext, body: Record<string, unknown> = {}): Promise<{ id: string; json: Record<string, unknown> | undefined; status: number }> {
  needStandard(c);
  const id = `conformance-${(c.seed() % 100000).toString(36)}-${++webhookN}`;
  const r = await c.call<Record<string, unknown>>("PUT", `/notification-webhooks/${id}`, {
    body: { url: `https://hooks.example.com/conformance/${id}`, ...body },
  });
  if (r.status === 200) {
    c.t.fixtures.track("webhook", id, async () => {
      const d = await c.t.client.call("DELETE", `/notification-webhooks/${id}`, { key: c.t.keys.admin });
      if (d.status !== 204) throw new Error(`DELETE /notification-webhooks/${id} answered ${d.status}`);
    });
  }
  return { id, json: r.json, status: r.status };
}

/** A key of the suite's own (revoked at teardown unless a rule revoked it). */
export async function ownKey(c: CheckContext, body: Record<string, unknown>): Promise<{ id: string; secret: string; json: Record<string, unknown> }> {
  const r = await c.call<{ key?: { id?: string }; secret?: string }>("POST", "/keys", { body: { label: "conformance", ...body } });
  c.require(r.status === 201 && typeof r.json?.secret === "string" && typeof r.json?.key?.id === "string", `${r.status} minting a key`, "201 CreatedPublicApiKey (doc 2 Keys)");
  const id = r.json!.key!.id!;
  c.t.redactor.add(r.json!.secret!);
  c.t.fixtures.track("key", id, async () => {
    const d = await c.t.client.call("DELETE", `/keys/${encodeURIComponent(id)}`, { key: c.t.keys.admin });
    if (d.status !== 204) throw new Error(`DELETE /keys/${id} answered ${d.status}`);
  });
  return { id, secret: r.json!.secret!, json: r.json as Record<string, unknown> };
}

/**
 * A service whose tasks can start (it must be backed by a repository, doc 2 Services): created from
 * a linked repository found through GET /repos. A repository already backing a service is mounted,
 * not duplicated (doc 2 Services): such a service is used but, not being the suite's, never deleted.
 */
export function startableService(c: CheckContext): Promise<string> {
  needStandard(c);
  return memo(c.t, "startable-service", async () => {
    const before = await c.call<Record<string, unknown>>("GET", "/services");
    const existing = new Set((itemsOf(null, before.json) ?? []).map((s) => (s as { serviceId?: string }).serviceId));
    const repos = await c.call<Record<string, unknown>>("GET", "/repos");
    const repoIds = (itemsOf(null, repos.json) ?? []).map((r) => (r as { repoId?: unknown }).repoId).filter((x): x is string => typeof x === "string");
    if (!repoIds.length) c.notExercised("the workspace has no linked repository to back a startable service");
    // Prefer a repository no service uses yet: the service is then the suite's own.
    for (const repoId of repoIds) {
      const r = await c.call<{ serviceId?: string }>("POST", "/services", { body: { repoId } });
      if (r.status !== 201 || typeof r.json?.serviceId !== "string") continue;
      const id = r.json.serviceId;
      if (!existing.has(id)) {
        c.t.fixtures.track("service", id, async () => {
          const d = await c.t.client.call("DELETE", `/services/${encodeURIComponent(id)}`, { key: c.t.keys.admin });
          if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /services/${id} answered ${d.status}`);
        });
        return id;
      }
      return id; // mounted: usable, not ours to delete
    }
    return c.notExercised("no linked repository yielded a service (POST /services refused every repoId)");
  });
}
