/**
 * doc 1 States and transitions, Task "start": the pipeline is the request's `pipelineId`, else the
 * task's pinned one; pipelines that can park need a `decide` key (doc 2 Authentication 7); an
 * individual-usage model is refused (Authentication 9). Which pipeline ran is not shown on a run,
 * so the pin is observed through those two conditions: a pin that can park refuses a `write` key
 * when the request names no pipeline, and the request's pipeline overrides it. A request naming a
 * pipeline that does not exist names no pipeline to run: it is the client's error, a 4XX (doc 2
 * Errors), and begins no run. The straight pipeline, which a start of the rule's own accepted, is
 * a pipeline of the workspace, so GET /pipelines (doc 2 Identity) lists it. A task pinned to a model
 * preset that puts an agent kind on a personal-subscription model is on an individual-usage model too
 * (./start-preset.ts): its start is refused even on the straight pipeline, and a preset on no such
 * model starts.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { keyOf, mustRefuse, pipelineOf, readTask, start, startAccepted } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { startableTask } from "./fixtures.ts";
import { presetsByUsage, taskPinnedTo } from "./start-preset.ts";

/** A configured pipeline that parks (approval-gate first), or null. */
export function parkingPipeline(c: CheckContext): { kind: string; pipelineId: string } | null {
  const park = c.t.info.pipelines.park;
  const kinds = ["approval-gate", ...Object.keys(park).filter((k) => k !== "approval-gate")];
  for (const kind of kinds) if (park[kind]) return { kind, pipelineId: park[kind]! };
  return null;
}

async function refusedUnchanged(
  c: CheckContext,
  taskId: string,
  body: Record<string, unknown>,
  key: string,
  what: string,
  clause: string,
): Promise<void> {
  const r = await start(c, taskId, body, key);
  mustRefuse(r, what, clause);
  const t = await readTask(c, taskId);
  must(t.runId === null, `runId ${t.runId} after the refused start (${what})`, "a refused start begins no run");
}

/** GET /pipelines lists `pipelineId`, a pipeline a start of the rule's own was accepted on. */
async function listsPipeline(c: CheckContext, pipelineId: string): Promise<void> {
  const r = await c.call<{ pipelines?: { pipelineId?: unknown }[] }>("GET", "/pipelines", {
    key: c.t.keys.read ?? c.t.keys.admin,
  });
  const ids = Array.isArray(r.json?.pipelines) ? r.json.pipelines.map((p) => p?.pipelineId) : [];
  must(
    r.status === 200 && ids.includes(pipelineId),
    `GET /pipelines answered ${r.status} listing ${jsonText(ids).slice(0, 300)}`,
    `the list holds ${pipelineId}, on which a start was just accepted (doc 2 Identity: GET /pipelines, 200 PublicPipelineList)`,
  );
}

/**
 * Every preset of the target pinned to a task and started on the straight pipeline: refused exactly
 * when it runs on an individual-usage model. Two readings are the suite's, not the documents': that
 * GET /models' `personalSubscription` marks a model run on a personal credential, and that a preset
 * on available, unblocked models is one a task may start on. So this half is driven only where the
 * configuration is vouched for (--vouch, the embedded server's own), and a preset on a model flagged
 * unavailable or blocked is left out of the "starts" half.
 */
async function presetPins(c: CheckContext, straight: string, write: string): Promise<string[]> {
  if (!c.t.info.vouch)
    return ["tasks pinned to each preset not started: reading personalSubscription as individual usage needs --vouch"];
  const driven: string[] = [];
  for (const preset of await presetsByUsage(c)) {
    if (!preset.personal.length && !preset.servable) continue;
    const taskId = await taskPinnedTo(c, preset.presetId);
    if (!taskId) continue;
    if (preset.personal.length) {
      await refusedUnchanged(
        c,
        taskId,
        { pipelineId: straight },
        write,
        `starting a task pinned to preset ${preset.presetId}, which runs on ${preset.personal.join(", ")} (personalSubscription true in GET /models)`,
        "doc 2 Authentication 9: tasks on an individual-usage model cannot be started",
      );
      driven.push(`a task pinned to ${preset.presetId} (individual-usage) refused`);
    } else {
      await startAccepted(c, taskId, straight, write);
      driven.push(`a task pinned to ${preset.presetId} started`);
    }
  }
  return driven;
}

export const startPipeline: Rule = {
  id: "STATE-TASK-START-PIPELINE",
  title:
    "Start uses the request's pipeline, else the pinned one; parking needs a decide key; individual-usage models are refused",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, Task start (condition); doc 2 Authentication 7, 9; doc 2 Errors (other refusals)",
  clauses: [
    "D2-AUTH-7-PARK-NEEDS-DECIDE",
    "D2-AUTH-9-INDIVIDUAL-USAGE",
    "D2-ERR-OTHER-REFUSALS",
    "D2-ERR-CLASSES",
    "D2-ROW-listPipelines",
  ],
  profile: "full",
  scope: "global",
  transitions: ["TASK-START"],
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const straight = pipelineOf(c, "straight", "runs straight to done");
      const parking = parkingPipeline(c);
      const individual = c.t.info.pipelines.individual;
      if (!parking && !individual)
        pipelineOf(c, "individual", "runs on an individual-usage model, and none that parks");
      const driven: string[] = [];
      const unknown = await startableTask(c, { title: "conformance unknown pipeline named" });
      await refusedUnchanged(
        c,
        unknown.taskId,
        { pipelineId: `conformance-no-such-pipeline-${c.seed() % 1_000_000}` },
        write,
        "a start naming a pipeline that does not exist",
        "doc 1 Task start: the request's pipelineId; doc 2 Errors: a client's error is a 4XX",
      );
      driven.push("a pipeline that does not exist is refused");
      if (parking) {
        const pinned = await startableTask(c, {
          title: "conformance pinned to a parking pipeline",
          pipelineId: parking.pipelineId,
        });
        await refusedUnchanged(
          c,
          pinned.taskId,
          {},
          write,
          `a write key starting a task pinned to ${parking.kind} with no pipelineId`,
          "doc 1 Task start: pinned pipeline; pipelines that can park need a decide key",
        );
        await startAccepted(c, pinned.taskId, straight, write);
        const named = await startableTask(c, { title: "conformance parking pipeline named" });
        await refusedUnchanged(
          c,
          named.taskId,
          { pipelineId: parking.pipelineId },
          write,
          `a write key naming the ${parking.kind} pipeline`,
          "doc 1 Task start; doc 2 Authentication 7",
        );
        const decide = c.t.keys.decide;
        if (decide) {
          await startAccepted(c, named.taskId, parking.pipelineId, decide);
          driven.push("a decide key starts a parking pipeline");
        }
        driven.push("a pin that parks refuses a write key; the request's pipeline overrides the pin");
      }
      if (individual) {
        const pinned = await startableTask(c, {
          title: "conformance pinned to an individual-usage model",
          pipelineId: individual,
        });
        await refusedUnchanged(
          c,
          pinned.taskId,
          {},
          c.t.keys.decide ?? write,
          "starting a task pinned to an individual-usage model",
          "doc 1 Task start: individual-usage model refused; doc 2 Authentication 9",
        );
        await refusedUnchanged(
          c,
          pinned.taskId,
          { pipelineId: individual },
          c.t.keys.decide ?? write,
          "starting on an individual-usage model",
          "doc 1 Task start; doc 2 Authentication 9",
        );
        await startAccepted(c, pinned.taskId, straight, write);
        driven.push("individual-usage refused, pinned or named; the request's pipeline overrides the pin");
      }
      driven.push(...(await presetPins(c, straight, write)));
      // Both branches above had a start on the straight pipeline accepted.
      await listsPipeline(c, straight);
      driven.push(`GET /pipelines lists ${straight}`);
      c.cover("TASK-START");
      c.pass(driven.join("; "));
    }),
};
