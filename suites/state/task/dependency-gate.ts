/**
 * doc 1 States and transitions, Task "add dependency": "task cannot start until the dependency is
 * `done`; with `autoStartDependents` on the blocker, the chain runs itself".
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { refusal } from "../../../generators/calls/refusals.ts";
import {
  enc,
  keyOf,
  mustRefuse,
  pipelineOf,
  readRun,
  readTask,
  start,
  startAccepted,
  startForSetup,
} from "../kit/api.ts";
import { poll } from "../kit/poll.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { startableTask } from "./fixtures.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** Adds the edge the rule needs (judged by STATE-TASK-DEPENDENCIES): a refusal is a refused setup. */
async function addDependency(c: CheckContext, taskId: string, dependsOnTaskId: string, key: string): Promise<void> {
  const add = await c.call("POST", `/tasks/${enc(taskId)}/dependencies`, { key, body: { dependsOnTaskId } });
  if (add.status !== 200) inconclusive(`setup refused: adding the dependency (${refusal(add)})`);
}

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
      await addDependency(c, dependent.taskId, blocker.taskId, write);

      const early = await start(c, dependent.taskId, { pipelineId: straight }, write);
      mustRefuse(
        early,
        "starting a task whose dependency never started",
        "doc 1 Task add dependency: cannot start until the dependency is done",
      );
      const still = await readTask(c, dependent.taskId);
      must(still.runId === null, `runId ${still.runId} after the refused start`, "a refused start begins no run");

      // Start the blocker and, before anything reads it, the dependent: if the blocker is not done
      // on the read that follows, it was not done when the dependent's start arrived.
      const go = await start(c, blocker.taskId, { pipelineId: straight }, write);
      if (go.status !== 202) inconclusive(`setup refused: starting the blocker on ${straight} (${refusal(go)})`);
      const mid = await start(c, dependent.taskId, { pipelineId: straight }, write);
      const after = await readTask(c, blocker.taskId);
      let drovenInFlight = false;
      if (after.status !== "done") {
        mustRefuse(
          mid,
          `starting a task whose dependency is ${after.status} (its run in flight)`,
          "doc 1 Task add dependency: cannot start until the dependency is done",
        );
        drovenInFlight = true;
      }
      await readRun(c, blocker.taskId);
      await poll(
        c,
        "bring the blocker's task to done on pipelines.straight",
        () => readTask(c, blocker.taskId),
        (t) => t.status === "done",
        { inconclusiveOnTimeout: true },
      );
      // The blocker was already done when `mid` arrived and `mid` was admitted: the dependent started
      // then (a second start is a move the table does not list), so its run is read, not started again.
      if (!drovenInFlight && mid.status === 202) await readRun(c, dependent.taskId);
      else await startAccepted(c, dependent.taskId, straight, write);
      c.cover("TASK-ADD-DEPENDENCY", "TASK-START");
      c.pass(
        `refused before the blocker started${drovenInFlight ? " and while it ran" : ""}; admitted (202) once it was done`,
      );
    }),
};

export const autoStartDependents: Rule = {
  id: "STATE-TASK-AUTOSTART",
  title:
    "With autoStartDependents on the blocker, its dependent starts by itself once the blocker is done, and no other task does",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, Task add dependency (with autoStartDependents on the blocker, the chain runs itself; a task cannot start until the dependency is done); doc 2 Authentication 9 (individual-usage tasks are not started through the API) and 11 (runs report externalIdentity)",
  clauses: ["D1-STATE-TASK-ADD-DEPENDENCY", "D2-AUTH-9-INDIVIDUAL-USAGE", "D2-AUTH-11-EXTERNAL-IDENTITY"],
  profile: "full",
  scope: "global",
  transitions: ["TASK-ADD-DEPENDENCY"],
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const straight = pipelineOf(c, "straight", "runs straight to done");
      const blocker = await startableTask(c, { title: "conformance chain blocker", pipelineId: straight });
      const dependent = await startableTask(c, { title: "conformance chain dependent", pipelineId: straight });
      const patch = await c.call<{ autoStartDependents?: unknown }>("PATCH", `/tasks/${enc(blocker.taskId)}`, {
        key: write,
        body: { autoStartDependents: true },
      });
      if (patch.status !== 200) inconclusive(`setup refused: switching autoStartDependents on (${refusal(patch)})`);
      must(
        patch.json?.autoStartDependents === true,
        `autoStartDependents ${jsonText(patch.json?.autoStartDependents)}`,
        "true, as set (doc 1 UpdatePublicTask)",
      );
      await addDependency(c, dependent.taskId, blocker.taskId, write);
      const held = await bystanders(c, blocker.taskId, write);
      await startForSetup(c, blocker.taskId, straight, write, "starting the blocker");
      await poll(
        c,
        "bring the blocker's task to done on pipelines.straight",
        () => readTask(c, blocker.taskId),
        (t) => t.status === "done",
        { inconclusiveOnTimeout: true },
      );
      await poll(
        c,
        "start the dependent by itself once its blocker was done (autoStartDependents)",
        () => readTask(c, dependent.taskId),
        (t) => t.runId !== null,
      );
      await requireRunReportsIdentity(c, dependent.taskId);
      // The chain ran when the blocker finished: whatever it would start, it has started by now.
      for (const b of held) {
        const t = await readTask(c, b.taskId);
        must(t.runId === null, `${b.what}: runId ${t.runId} once the blocker was done`, b.why);
      }
      c.cover("TASK-ADD-DEPENDENCY");
      c.pass(
        `the dependent's run began without a start request once the blocker was done; ${held.map((b) => b.what).join(", ")} stayed unstarted`,
      );
    }),
};

interface Bystander {
  taskId: string;
  what: string;
  why: string;
}

/**
 * Tasks of the suite's own that the blocker's chain must leave alone: one that does not depend on
 * it, one that also waits on a second blocker never started, and (with pipelines.individual) one
 * pinned to an individual-usage pipeline.
 */
async function bystanders(c: CheckContext, blockerId: string, write: string): Promise<Bystander[]> {
  const out: Bystander[] = [];
  const apart = await startableTask(c, { title: "conformance chain bystander" });
  out.push({
    taskId: apart.taskId,
    what: "a task that does not depend on the blocker",
    why: "only the blocker's dependents start by themselves; a run begins on start (doc 1 Task add dependency, start)",
  });
  const other = await startableTask(c, { title: "conformance chain second blocker" });
  const gated = await startableTask(c, { title: "conformance chain dependent on two" });
  await addDependency(c, gated.taskId, blockerId, write);
  await addDependency(c, gated.taskId, other.taskId, write);
  out.push({
    taskId: gated.taskId,
    what: "a dependent whose other dependency never started",
    why: "a task cannot start until the dependency is done (doc 1 Task add dependency)",
  });
  const individual = c.t.info.pipelines.individual;
  if (individual) {
    const pinned = await startableTask(c, { title: "conformance chain individual", pipelineId: individual });
    await addDependency(c, pinned.taskId, blockerId, write);
    out.push({
      taskId: pinned.taskId,
      what: `a dependent pinned to the individual-usage pipeline ${individual}`,
      why: "tasks on an individual-usage model cannot be started through the API (doc 2 Authentication 9)",
    });
  }
  return out;
}

/** The auto-started run, read as a PublicRun: it reports `externalIdentity` (string|null) and `externalIdentityWithheld`. */
async function requireRunReportsIdentity(c: CheckContext, taskId: string): Promise<void> {
  const run = (await readRun(c, taskId)) as unknown as Record<string, unknown>;
  must(
    (typeof run.externalIdentity === "string" || run.externalIdentity === null) &&
      typeof run.externalIdentityWithheld === "boolean",
    `the auto-started run: externalIdentity ${jsonText(run.externalIdentity) ?? "absent"}, externalIdentityWithheld ${jsonText(run.externalIdentityWithheld) ?? "absent"}`,
    "runs report `externalIdentity` (string|null) and `externalIdentityWithheld` (doc 2 Authentication 11; doc 1 PublicRun, all required)",
  );
}
