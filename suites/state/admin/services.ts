/**
 * doc 2 Services, DELETE /services/{serviceId}: 204; deletes the service's tasks and run history.
 * Driven on a startable service of the suite's own — a new one made from a linked repository, never
 * the shared startable service (which may be mounted, i.e. not the suite's) — holding only a task
 * whose run is done. The 422 `service_has_unfinished_tasks` is service-unfinished.ts's.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { createService, listedServiceIds, repoFields, startableService } from "../../../generators/calls/resources.ts";
import { enc, keyOf, mustRefuse, mustStatus, pipelineOf, readRun, readTask, startForSetup } from "../kit/api.ts";
import { poll } from "../kit/poll.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { taskUnder } from "../task/fixtures.ts";
import { provokesOn } from "../../common/provokes.ts";

async function serviceIds(c: CheckContext): Promise<Set<string>> {
  const r = await c.call("GET", "/services");
  must(r.status === 200, `${r.status} listing services`, "200 PublicServiceList (doc 2 Services)");
  return new Set(listedServiceIds(r));
}

/** A new startable service of the suite's own, made for deletion (a repository that backs no service yet). */
export async function ownStartableService(c: CheckContext): Promise<string> {
  await startableService(c); // the shared one first, so the repository it uses is not taken from it
  const existing = await serviceIds(c);
  const repos = await c.call("GET", "/repos");
  const repoIds = (itemsOf(null, repos.json) ?? [])
    .map((r) => (r as { repoId?: unknown }).repoId)
    .filter((x): x is string => typeof x === "string");
  for (const repoId of repoIds) {
    const r = await createService(c, repoFields(c, repoId), { title: "conformance state deletable" });
    if (r.status !== 201 || typeof r.json?.serviceId !== "string" || existing.has(r.json.serviceId)) continue; // mounted: not ours
    const id = r.json.serviceId as string;
    c.t.fixtures.track("service", id, async () => {
      const d = await c.t.client.call("DELETE", `/services/${enc(id)}`, { key: c.t.keys.admin });
      if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /services/${id} answered ${d.status}`);
    });
    return id;
  }
  return inconclusive(
    "every linked repository already backs a service: no startable service of the suite's own can be made to delete",
  );
}

export const serviceDelete: Rule = {
  id: "STATE-SERVICE-DELETE",
  title: "Deleting a service whose only task is done takes its tasks and run history with it",
  level: "MUST",
  family: "STATE",
  clause: "doc 2 Services (DELETE /services/{serviceId}: 204, deletes modules, tasks and run history)",
  clauses: ["D2-SERVICES-DELETE-CASCADE", "D2-ERR-404-RUN-NOT-FOUND"],
  profile: "full",
  scope: "global",
  provokes: provokesOn(["deleteService", 204]),
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const straight = pipelineOf(c, "straight", "runs straight to done");
      const service = await ownStartableService(c);

      const finished = await taskUnder(c, service, { title: "conformance finished under a deletable service" });
      await startForSetup(
        c,
        finished.taskId,
        straight,
        write,
        "starting the task that gives the service a run history",
      );
      await poll(
        c,
        "bring the task to done on pipelines.straight",
        () => readTask(c, finished.taskId),
        (t) => t.status === "done",
        { inconclusiveOnTimeout: true },
      );
      const run = await readRun(c, finished.taskId);

      const del = await c.call("DELETE", `/services/${enc(service)}`);
      mustStatus(del, 204, "deleting a service whose only task is done", "doc 2 Services: DELETE 204");
      c.t.fixtures.forget("service", service);
      c.t.fixtures.forget("task", finished.taskId);
      must(!(await serviceIds(c)).has(service), "the deleted service still listed", "deleted (doc 2 Services)");
      // No status is stated for reading a deleted task: a refusal with the envelope (404, 410…).
      mustRefuse(
        await c.call("GET", `/tasks/${enc(finished.taskId)}`),
        "reading a task of the deleted service",
        "the service's tasks are deleted (doc 2 Services)",
      );
      mustStatus(
        await c.call("GET", `/runs/${enc(run.runId)}/decisions`),
        404,
        `reading run ${run.runId} of the deleted service`,
        "its run history is deleted (doc 2 Services; doc 2 Errors 404 run_not_found)",
      );
      c.pass("deleted 204 with its done task and run history");
    }),
};
