/**
 * The fixed script of requests the HAR fixtures are recorded from: every passive judge has
 * exchanges to judge in it — keys of each rung and their use on both sides of an operation's rung,
 * creations, reads, a 204, errors, a request failing validation, walks through the pages of two
 * lists (one stated newest first), requests without a key and in another scheme, artifact bytes, a
 * finished task run's event stream and a live one, a job run to its end and cancelled, a notification dismissed and read again, a key deleted and
 * used again — plus two exchanges that name no operation. It branches on nothing the faults change
 * but what it must (the ids the server answers), so a faulty server is recorded doing the same.
 */
import type { RecordingClient } from "./har-recorder.ts";

export interface ScriptSecrets {
  admin: string;
  peer: string;
  minted: string[];
  webhookSecret: string;
}

export const WEBHOOK_SECRET = "whsec-recorded-0123456789abcdef";
/** Tasks created under the script's service, walked two per page. */
const TASKS = 5;
/** Pages a walk follows at most: past a list that never ends (the never-null fault). */
const WALK_BOUND = 15;

export async function trafficScript(c: RecordingClient, admin: string, peer: string): Promise<ScriptSecrets> {
  await c.call("GET", "/me");
  const minted: Record<"read" | "write" | "decide", { id: string; secret: string }> = {} as never;
  for (const scope of ["read", "write", "decide"] as const) {
    const r = await c.call("POST", "/keys", { body: { label: `recorded ${scope}`, scope } });
    minted[scope] = { id: r.json?.key?.id, secret: r.json?.secret };
  }
  const read = minted.read.secret;
  const write = minted.write.secret;
  const decide = minted.decide.secret;
  for (const key of [read, write, decide]) await c.call("GET", "/me", { key });
  await c.call("GET", "/keys");
  // Another workspace's admin key revokes an id outside its workspace: a no-op (204), the key lives on.
  await c.call("GET", "/me", { key: peer });
  await c.call("DELETE", `/keys/${minted.write.id}`, { key: peer });

  // one exchange each: shapes, content types, drift, absent versus null
  await c.call("GET", "/pipelines", { key: read });
  await c.call("GET", "/usage", { key: read });
  const service = await c.call("POST", "/services", { body: { title: "recorded service" } });
  const serviceId = service.json?.serviceId as string;
  const services = await c.call("GET", "/services", { key: read });
  await c.call("PATCH", `/services/${serviceId}`, { body: { description: "recorded, then described" } });
  const taskIds: string[] = [];
  for (let i = 1; i <= TASKS; i++) {
    const t = await c.call("POST", `/services/${serviceId}/tasks`, {
      key: write,
      body: { title: `recorded task ${i}` },
    });
    taskIds.push(t.json?.taskId);
  }
  const [first] = taskIds;
  await c.call("GET", `/tasks/${first}`, { key: read });
  await c.call("PATCH", `/tasks/${first}`, { key: write, body: { title: "recorded task 1, renamed" } });
  await c.call("POST", `/tasks/${first}/documents`, {
    key: write,
    body: { kind: "source", source: "wiki", ref: "recorded-page" },
  });
  await c.call("POST", `/tasks/${first}/documents/detach`, {
    key: write,
    body: { source: "wiki", externalId: "recorded-page" },
  });

  // errors: an unknown id, and a request failing validation (a fractional limit)
  await c.call("GET", "/tasks/task_recorded_unknown", { key: read });
  await c.call("GET", `/services/${serviceId}/tasks?limit=1.5`, { key: read });

  // a walk through the service's tasks, two per page, following each cursor until it is null; and
  // one through a list stated newest first
  await walk(c, `/services/${serviceId}/tasks`, read);
  await walk(c, "/kaizen/entries", read);

  // who is let in: no key, a key in another scheme than bearer (refused 401 both)
  await c.call("GET", "/me", { key: null });
  await c.call("GET", "/me", { authorization: `Basic ${Buffer.from(`user:${read}`).toString("base64")}` });

  // artifact bytes, found through the workspace's runs, and a finished run's stream (replayed to its end)
  const runs = await c.call("GET", "/debug/runs?limit=5", { key: read });
  const done = (runs.json?.runs ?? []).find(
    (r: { status?: string; taskId?: unknown }) => r.status === "done" && typeof r.taskId === "string",
  );
  if (done) await c.call("GET", `/tasks/${done.taskId}/events`, { key: read });

  for (const run of runs.json?.runs ?? []) {
    const artifacts = await c.call("GET", `/runs/${run.runId}/artifacts`, { key: read });
    const [artifact] = artifacts.json?.artifacts ?? [];
    if (!artifact) continue;
    await c.call("GET", `/artifacts/${artifact.artifactId}/blob`, { key: read });
    break;
  }

  // the scope ladder: below the rung (refused), at it and above (admitted)
  await c.call("POST", "/runs/run_recorded_unknown/decisions/fork/choose", { key: write, body: { forkId: "fork-a" } });
  await c.call("POST", "/runs/run_recorded_unknown/decisions/fork/choose", { key: decide, body: { forkId: "fork-a" } });
  await c.call("PATCH", `/tasks/${taskIds[1]}`, { key: read, body: { title: "refused" } });
  await c.call("PATCH", `/tasks/${taskIds[1]}`, {
    key: decide,
    body: { title: "recorded task 2, renamed by a decide key" },
  });
  await c.call("GET", "/keys", { key: write });
  // A write key may start a task, but not on a pipeline that can park (doc 2 Authentication 7).
  await c.call("POST", `/tasks/${taskIds[2]}/start`, { key: write, body: { pipelineId: "pl_park_judge" } });

  // a job, read until it ends, then cancelled (a finished job is returned unchanged), and its stream
  const job = await c.call("POST", "/jobs", {
    key: write,
    body: { input: "recorded brief", pipelineId: "pl_job_echo", title: "recorded job" },
  });
  const jobId = job.json?.jobId as string;
  for (let i = 0; i < 20; i++) {
    const r = await c.call("GET", `/jobs/${jobId}`, { key: read });
    if (r.json?.status !== "running") break;
  }
  await c.call("POST", `/jobs/${jobId}/cancel`, { key: write });
  await c.call("GET", `/jobs/${jobId}`, { key: read });
  await c.call("GET", `/jobs/${jobId}/events`, { key: read });

  // a task run under a service that can start one (on a pipeline that does not park), its stream read to its end
  const ready = (services.json?.services ?? []).find((s: { status?: string }) => s.status === "ready");
  if (ready) {
    const task = await c.call("POST", `/services/${ready.serviceId}/tasks`, {
      key: write,
      body: { title: "recorded task, run" },
    });
    await c.call("POST", `/tasks/${task.json?.taskId}/start`, { key: decide, body: { pipelineId: "pl_straight" } });
    await c.call("GET", `/tasks/${task.json?.taskId}/events`, { key: read });
  }

  // a notification dismissed, then the open list read again
  const cards = await c.call("GET", "/notifications", { key: read });
  const open = (cards.json?.notifications ?? []).find((n: { status?: string }) => n.status === "open");
  if (open) {
    await c.call("POST", `/notifications/${open.id}/dismiss`, { key: write });
    await c.call("GET", "/notifications", { key: read });
  }

  // a webhook registered with a signing secret (write-only), and read back
  await c.call("PUT", "/notification-webhooks/recorded", {
    body: { url: "https://hooks.example.com/recorded", secret: WEBHOOK_SECRET, types: ["merge_review"] },
  });
  await c.call("GET", "/notification-webhooks/recorded");

  // a key deleted, then used again and looked for in the list
  await c.call("DELETE", `/keys/${minted.read.id}`);
  await c.call("GET", "/me", { key: read });
  await c.call("GET", "/keys");

  // two exchanges no operation of the contract names
  await c.call("GET", "/nothing-here", { key: read });
  await c.call("GET", "/healthz", { key: null, raw: true });
  return { admin, peer, minted: [read, write, decide], webhookSecret: WEBHOOK_SECRET };
}

/** Follows a list's cursors, two items a page, until it is null (or comes back, or the bound). */
async function walk(c: RecordingClient, path: string, key: string): Promise<void> {
  let cursor: string | null = null;
  for (let page = 0; page < WALK_BOUND; page++) {
    const qs: string = cursor === null ? "limit=2" : `limit=2&cursor=${encodeURIComponent(cursor)}`;
    const r = await c.call("GET", `${path}?${qs}`, { key });
    const next = r.json?.nextCursor;
    if (typeof next !== "string" || next === cursor) break;
    cursor = next;
  }
}
