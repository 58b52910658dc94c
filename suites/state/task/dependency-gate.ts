/**
 * doc 1 States and transitions, Task "add dependency": "task cannot start until the dependency is
 * `done`; with `autoStartDependents` on the blocker, the chain runs itself".
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { enc, keyOf, mustRefuse, mustStatus, pipelineOf, readRun, readTask, start, startAccepted } from "../kit/api.ts";
import { poll } from "../kit/poll.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { startableTask } from "./fixtures.ts";

export const dependencyGate: Rule = {
  id: "STATE-TASK-DEPENDENCY-GATE",
  title: "A task cannot start until its dependency is done, and starts once it is",
  level: "MUST",
  family: "STATE",
  clause: "doc 1 States and transitions, Task add dependency (task cannot start until the dependency is done)",
  clauses: ["D1-STATE-TASK-ADD-DEPENDENCY"],
  profile: "full",
  scope: "global",
  transitions: ["TASK-ADD-DEPENDENCY", "TASK-START"],
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const straight = pipelineOf(c, "straight", "runs straight to done");
      const blocker = await startableTask(c, { title: "conformance blocker" });
      const dependent = await startableTask(c, { title: "conformance dependent" });
      const add = await c.call("POST", `/tasks/${enc(dependent.taskId)}/dependencies`, { key: write, body: { dependsOnTaskId: blocker.taskId } });
      mustStatus(add, 200, "adding the dependency", "doc 2 Tasks: dependencies 200");

      const early = await start(c, dependent.taskId, { pipelineId: straight }, write);
      mustRefuse(early, "starting a task whose dependency never started", "doc 1 Task add dependency: cannot start until the dependency is done");
      const still = await readTask(c, dependent.taskId);
      must(still.runId === null, `runId ${still.runId} after the refused start`, "a refused start begins no run");

      // Start the blocker and, before anything reads it, the dependent: if the blocker is not done
      // on the read that follows, it was not done when the dependent's start arrived.
      const go = await start(c, blocker.taskId, { pipelineId: straight }, write);
      mustStatus(go, 202, "starting the blocker", "doc 1 Task start: 202");
      const mid = await start(c, dependent.taskId, { pipelineId: straight }, write);
      const after = await readTask(c, blocker.taskId);
      let drovenInFlight = false;
      if (after.status !== "done") {
        mustRefuse(mid, `starting a task whose dependency is ${after.status} (its run in flight)`, "doc 1 Task add dependency: cannot start until the dependency is done");
        drovenInFlight = true;
      }
      await readRun(c, blocker.taskId);
      await poll(c, "bring the blocker's task to done on pipelines.straight", () => readTask(c, blocker.taskId), (t) => t.status === "done", { inconclusiveOnTimeout: true });
      await startAccepted(c, dependent.taskId, straight, write);
      c.cover("TASK-ADD-DEPENDENCY", "TASK-START");
      c.pass(`refused before the blocker started${drovenInFlight ? " and while it ran" : ""}; admitted (202) once it was done`);
    }),
};

export const autoStartDependents: Rule = {
  id: "STATE-TASK-AUTOSTART",
  title: "With autoStartDependents on the blocker, its dependent starts by itself once the blocker is done",
  level: "MUST",
  family: "STATE",
  clause: "doc 1 States and transitions, Task add dependency (with autoStartDependents on the blocker, the chain runs itself)",
  clauses: ["D1-STATE-TASK-ADD-DEPENDENCY"],
  profile: "full",
  scope: "global",
  transitions: ["TASK-ADD-DEPENDENCY"],
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const straight = pipelineOf(c, "straight", "runs straight to done");
      const blocker = await startableTask(c, { title: "conformance chain blocker", pipelineId: straight });
      const dependent = await startableTask(c, { title: "conformance chain dependent", pipelineId: straight });
      const patch = await c.call<{ autoStartDependents?: unknown }>("PATCH", `/tasks/${enc(blocker.taskId)}`, { key: write, body: { autoStartDependents: true } });
      mustStatus(patch, 200, "switching autoStartDependents on", "doc 2 Tasks: PATCH 200 PublicTask");
      must(patch.json?.autoStartDependents === true, `autoStartDependents ${JSON.stringify(patch.json?.autoStartDependents)}`, "true, as set (doc 1 UpdatePublicTask)");
      const add = await c.call("POST", `/tasks/${enc(dependent.taskId)}/dependencies`, { key: write, body: { dependsOnTaskId: blocker.taskId } });
      mustStatus(add, 200, "adding the dependency", "doc 2 Tasks: dependencies 200");
      await startAccepted(c, blocker.taskId, straight, write);
      await poll(c, "bring the blocker's task to done on pipelines.straight", () => readTask(c, blocker.taskId), (t) => t.status === "done", { inconclusiveOnTimeout: true });
      await poll(c, "start the dependent by itself once its blocker was done (autoStartDependents)", () => readTask(c, dependent.taskId), (t) => t.runId !== null);
      await readRun(c, dependent.taskId);
      c.cover("TASK-ADD-DEPENDENCY");
      c.pass("the dependent's run began without a start request once the blocker was done");
    }),
};
