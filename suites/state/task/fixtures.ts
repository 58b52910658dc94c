/**
 * Tasks the task and run machines create: under the suite's startable service (doc 2 Services:
 * only a service backed by a repository can start tasks), or under a service of the suite's own in
 * the peer workspace (only when the run was given a peer admin key). Each is tracked with its undo;
 * a task whose delete is refused while a run is in flight is stopped first, then deleted.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { memo, serial } from "../../../lib/run/target.ts";
import { createService, startableService } from "../../../generators/calls/resources.ts";
import { enc, type TaskView } from "../kit/api.ts";
import { inconclusive } from "../kit/verdicts.ts";
import { refusal } from "../../../generators/calls/refusals.ts";

function trackTask(c: CheckContext, taskId: string, key: string): void {
  c.t.fixtures.track("task", taskId, async () => {
    let d = await c.t.client.call("DELETE", `/tasks/${enc(taskId)}`, { key });
    if (d.status !== 204 && d.status !== 404) {
      await c.t.client.call("POST", `/tasks/${enc(taskId)}/stop`, { key });
      d = await c.t.client.call("DELETE", `/tasks/${enc(taskId)}`, { key });
    }
    if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /tasks/${taskId} answered ${d.status}`);
  });
}

/** Creates a task under `serviceId` with `key` (default write) and tracks it; `body` adds CreatePublicTask fields. */
export async function taskUnder(
  c: CheckContext,
  serviceId: string,
  body: Record<string, unknown> = {},
  opts: { key?: string; deleteKey?: string } = {},
): Promise<TaskView> {
  const key = opts.key ?? c.t.keys.write ?? c.t.keys.admin;
  const r = await c.call<TaskView>("POST", `/services/${enc(serviceId)}/tasks`, {
    key,
    body: { title: `conformance state ${serial(c.t, "state task")}`, ...body },
  });
  // A setup the target refuses is not a verdict (resources.ts): not exercised, naming the refusal.
  if (r.status !== 201 || typeof r.json?.taskId !== "string")
    inconclusive(`setup refused: creating a task of the suite's own (${refusal(r)})`);
  trackTask(c, r.json!.taskId, opts.deleteKey ?? c.t.keys.admin);
  return r.json!;
}

/** A task the suite can start (under the startable service). */
export async function startableTask(c: CheckContext, body: Record<string, unknown> = {}): Promise<TaskView> {
  return taskUnder(c, await startableService(c), body);
}

/** A service of the suite's own in the peer workspace (created with the peer admin key), or null without one. */
export function peerService(c: CheckContext): Promise<string | null> {
  const peer = c.t.keys.peer;
  if (!peer) return Promise.resolve(null);
  return memo(c.t, "state-peer-service", async () => {
    const r = await createService(c, {}, { key: peer, title: "conformance state peer" });
    if (r.status !== 201 || typeof r.json?.serviceId !== "string")
      inconclusive(`setup refused: the peer workspace refused a service of the suite's own (${refusal(r)})`);
    const id = r.json.serviceId as string;
    c.t.fixtures.track("peer service", id, async () => {
      const d = await c.t.client.call("DELETE", `/services/${enc(id)}`, { key: peer });
      if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /services/${id} (peer) answered ${d.status}`);
    });
    return id;
  });
}

/** A task of the suite's own in the peer workspace, or null when the run has no peer key. */
export async function peerTask(c: CheckContext): Promise<TaskView | null> {
  const service = await peerService(c);
  if (!service) return null;
  return taskUnder(
    c,
    service,
    { title: "conformance state peer task" },
    { key: c.t.keys.peer!, deleteKey: c.t.keys.peer! },
  );
}
