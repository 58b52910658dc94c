/**
 * Runs of the suite's own, as the calls that start, stop and retry them need: a task started on a
 * configured pipeline, its run read, waited on until it ends. Every refusal here is of a request
 * the call needs only as its setup: not exercised, naming it (resources.ts `setupRefused`); whether
 * the target was right to refuse is the business of the rules of that operation.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { PipelineMap } from "../../lib/run/config.ts";
import { setupRefused } from "./resources.ts";
import { until } from "./wait.ts";

const enc = encodeURIComponent;

/** Run states in flight (doc 1 State sets): the run has not reached a terminal `done` or `failed`. */
export const IN_FLIGHT: ReadonlySet<string> = new Set(["running", "blocked", "paused"]);

export type RunRole = Exclude<keyof PipelineMap, "park" | "budget" | "individual">;

/** The first pipeline configured among `roles`, or not exercised naming them. */
export function configuredPipeline(c: CheckContext, roles: RunRole[]): { role: RunRole; pipelineId: string } {
  for (const role of roles) {
    const pipelineId = c.t.info.pipelines[role];
    if (pipelineId) return { role, pipelineId };
  }
  return c.notExercised(
    `no pipeline configured for it (${roles.map((r) => `pipelines.${r}`).join(", ")} ${roles.length > 1 ? "are" : "is"} null)`,
  );
}

/** POST /tasks/{taskId}/start on `pipelineId`: the documented 202 (doc 1 Task start row), else a refused setup. */
export async function startRun(c: CheckContext, taskId: string, pipelineId: string, key: string): Promise<void> {
  const r = await c.call("POST", `/tasks/${enc(taskId)}/start`, { key, body: { pipelineId } });
  if (r.status !== 202) setupRefused(c, `starting task ${taskId} of the suite's own on ${pipelineId}`, r);
}

/** GET /tasks/{taskId}/run (doc 1 PublicRun `runId`, `status`). */
export async function readRun(c: CheckContext, taskId: string): Promise<{ runId: string; status: string }> {
  const r = await c.call<{ runId?: unknown; status?: unknown }>("GET", `/tasks/${enc(taskId)}/run`, {
    key: c.t.keys.read ?? c.t.keys.admin,
  });
  if (r.status !== 200 || typeof r.json?.runId !== "string" || typeof r.json?.status !== "string")
    setupRefused(c, `reading the run of task ${taskId} of the suite's own`, r);
  return r.json as { runId: string; status: string };
}

/** The run of `taskId` once it has ended (`done` or `failed`). */
export function endedRun(c: CheckContext, taskId: string, what: string): Promise<{ runId: string; status: string }> {
  return until(
    c,
    what,
    () => readRun(c, taskId),
    (run) => !IN_FLIGHT.has(run.status),
    (run) => `run ${run.runId} ${run.status}`,
  );
}
