/**
 * doc 2 Services, DELETE /services/{serviceId}: "unfinished tasks: 422 `service_has_unfinished_tasks`";
 * doc 2 Errors (422 `service_has_unfinished_tasks`: deleting a service that holds unfinished tasks).
 * Which task states count as unfinished is not listed, and the same row stops running runs first, so
 * the task the rule holds is one no reading can call finished and that has no running run to stop: a
 * task whose run is parked on a human decision (doc 1 Run: `running` → a step needs a human →
 * `blocked`, parked). On a startable service of the suite's own, such a task is made with the
 * pipeline configured to park on a decision kind (and a `decide` key, doc 1 Task start row); the
 * delete must answer 422 with the stated code and change nothing: the service is still listed and
 * its task still read. The fixtures then delete the task (stopping its run) and the service.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { enc, keyOf, mustRefuseWith, readRun, readTask, startForSetup, type RunView } from "../kit/api.ts";
import { poll } from "../kit/poll.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { taskUnder } from "../task/fixtures.ts";
import { provokesOn } from "../../common/provokes.ts";
import { ownStartableService } from "./services.ts";

const STATED = "doc 2 Services: DELETE, unfinished tasks: 422 service_has_unfinished_tasks";
const TERMINAL = new Set(["done", "failed"]);

/** The first decision kind a pipeline is configured to park on, with that pipeline. */
function parkingPipeline(c: CheckContext): { kind: string; pipelineId: string } {
  const found = Object.entries(c.t.info.pipelines.park).find(([, p]) => p);
  if (!found) inconclusive("no pipeline configured that parks on a decision (every pipelines.park entry is null)");
  return { kind: found[0], pipelineId: found[1] as string };
}

export const serviceDeleteUnfinished: Rule = {
  id: "STATE-SERVICE-DELETE-UNFINISHED",
  title:
    "Deleting a service that holds a task whose run is parked on a decision is refused 422 `service_has_unfinished_tasks` and deletes nothing",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Services (DELETE /services/{serviceId}: unfinished tasks: 422 `service_has_unfinished_tasks`); doc 2 Errors (422 `service_has_unfinished_tasks`)",
  clauses: ["D2-SERVICES-DELETE-UNFINISHED-422"],
  profile: "full",
  scope: "global",
  provokes: provokesOn(["deleteService", 422]),
  check: (c) =>
    guarded(c, async () => {
      const decide = keyOf(c, "decide");
      const { kind, pipelineId } = parkingPipeline(c);
      const service = await ownStartableService(c);
      const task = await taskUnder(c, service, { title: "conformance unfinished under a service to delete" });
      await startForSetup(c, task.taskId, pipelineId, decide, `starting a task to park on ${kind}`);
      const parked = await poll(
        c,
        `park the run on a ${kind} decision (pipelines.park["${kind}"] ${pipelineId})`,
        () => readRun(c, task.taskId),
        (r: RunView) => r.status === "blocked" || TERMINAL.has(r.status),
        { inconclusiveOnTimeout: true },
      );
      if (parked.value.status !== "blocked")
        inconclusive(`the pipeline configured to park on ${kind} (${pipelineId}) ended ${parked.value.status}`);

      const del = await c.call("DELETE", `/services/${enc(service)}`);
      mustRefuseWith(
        del,
        422,
        "service_has_unfinished_tasks",
        `deleting service ${service}, whose task ${task.taskId} has run ${parked.value.runId} parked (status blocked)`,
        STATED,
      );
      const listed = await c.call("GET", "/services");
      const ids = (itemsOf(null, listed.json) ?? []).map((s) => (s as { serviceId?: unknown }).serviceId);
      must(
        listed.status === 200 && ids.includes(service),
        `GET /services answered ${listed.status} without service ${service} after the refused delete`,
        "the refusal deletes nothing: the service is still listed (doc 2 Services)",
      );
      const after = await readTask(c, task.taskId);
      c.pass(
        `422 service_has_unfinished_tasks for service ${service} holding task ${task.taskId} (status ${after.status}, run ${parked.value.runId} parked); the service and its task are still there`,
      );
    }),
};
