/**
 * doc 1 States and transitions, Task "delete": admin key; removed; run history removed (doc 2
 * Tasks: DELETE 204, scope admin; Authentication 5: a key below is refused 403 insufficient_scope).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import {
  enc,
  IN_FLIGHT,
  keyOf,
  mustRefuse,
  mustRefuseWith,
  mustStatus,
  pipelineOf,
  readRun,
  readTask,
  startForSetup,
} from "../kit/api.ts";
import { poll } from "../kit/poll.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { ownTask } from "../../../generators/calls/resources.ts";
import { startableTask } from "./fixtures.ts";
import { provokesOn } from "../../common/provokes.ts";

export const taskDelete: Rule = {
  id: "STATE-TASK-DELETE",
  title:
    "Deleting a task needs an admin key, removes it and its run history, and leaves a dependent's other dependencies",
  level: "MUST",
  family: "STATE",
  clause: "doc 1 States and transitions, Task delete; doc 2 Tasks (DELETE 204, admin); doc 2 Authentication 5",
  clauses: ["D1-STATE-TASK-DELETE", "D1-STATE-TASK-ADD-DEPENDENCY", "D2-AUTH-5-403", "D2-ERR-404-RUN-NOT-FOUND"],
  profile: "full",
  scope: "global",
  transitions: ["TASK-DELETE"],
  provokes: provokesOn(["deleteTask", 403], ["deleteTask", 204], ["listRunDecisions", 404]),
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const straight = pipelineOf(c, "straight", "runs straight to done");
      const task = await startableTask(c, { title: "conformance deleted with its run" });
      // The run is setup (its history is what the delete must remove): a refused start is not exercised.
      await startForSetup(c, task.taskId, straight, write, "starting a task to give it a run history");
      const { value: run } = await poll(
        c,
        "end the run of pipelines.straight",
        () => readRun(c, task.taskId),
        (r) => !IN_FLIGHT.has(r.status),
        { inconclusiveOnTimeout: true },
      );

      const refused = await c.call("DELETE", `/tasks/${enc(task.taskId)}`, { key: write });
      mustRefuseWith(
        refused,
        403,
        "insufficient_scope",
        "deleting a task with a write key",
        "doc 2 Tasks: DELETE scope admin; Authentication 5",
      );
      const kept = await readRun(c, task.taskId);
      must(kept.runId === run.runId, `run ${kept.runId} after the refused delete`, "a refusal changes nothing");

      // A dependent of the task on it and on a second blocker: the delete removes a task, not the
      // dependent's other edge (no operation asked for that), so the dependent still waits on it.
      const blocker = await ownTask(c, { title: "conformance blocker kept" });
      const dependent = await ownTask(c, { title: "conformance dependent of a deleted task" });
      for (const dep of [task.taskId, blocker.taskId]) {
        const r = await c.call("POST", `/tasks/${enc(dependent.taskId)}/dependencies`, {
          key: write,
          body: { dependsOnTaskId: dep },
        });
        if (r.status !== 200)
          inconclusive(
            `${r.status} adding a dependency for the dependent of the deleted task (STATE-TASK-DEPENDENCIES judges adding)`,
          );
      }

      const d = await c.call("DELETE", `/tasks/${enc(task.taskId)}`);
      mustStatus(d, 204, "deleting the task with the admin key", "doc 2 Tasks: DELETE 204");
      c.t.fixtures.forget("task", task.taskId);
      // "removed": no status is stated for reading a removed task (404 is listed only for runs, doc 2
      // Errors), so a refusal of either class member (404, 410…) with the envelope is what is owed.
      const gone = await c.call("GET", `/tasks/${enc(task.taskId)}`);
      mustRefuse(gone, "reading the deleted task", "doc 1 Task delete: removed");
      const runGone = await c.call("GET", `/tasks/${enc(task.taskId)}/run`);
      mustRefuse(runGone, "reading the deleted task's run", "doc 1 Task delete: run history removed");
      const history = await c.call("GET", `/runs/${enc(run.runId)}/decisions`);
      mustStatus(
        history,
        404,
        `reading run ${run.runId} of the deleted task`,
        "doc 1 Task delete: run history removed (doc 2 Errors: 404 run_not_found)",
      );
      const after = await readTask(c, dependent.taskId);
      must(
        Array.isArray(after.dependsOn) && after.dependsOn.includes(blocker.taskId),
        `dependsOn ${jsonText(after.dependsOn)} of a task that depended on the deleted one and on ${blocker.taskId}`,
        `still ${blocker.taskId}: deleting a task removes it and its run history, not another task's other dependencies (doc 1 Task delete; Task add dependency)`,
      );
      c.cover("TASK-DELETE");
      c.pass(
        "write key refused 403; admin delete 204; the task and its run are refused, the run's decisions read 404; a dependent keeps its other dependency",
      );
    }),
};
