/**
 * The calls the non-decision machines make, written once: keys of a rung, refusals ("a 4XX with
 * the envelope": the documents leave most refusal codes unspecified, doc 2 Errors), task and run
 * reads, starting a task, and the registry of runs the suite itself started.
 */
import type { Reply } from "../../../lib/http/client.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { memo } from "../../../lib/run/target.ts";
import type { PipelineMap } from "../../../lib/run/config.ts";
import { envelopeProblem } from "../../common/envelope.ts";
import { inconclusive, must } from "./verdicts.ts";
import { errorToken, refusal } from "../../../generators/calls/refusals.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export type Rung = "read" | "write" | "decide";

/** The suite's key of a rung (minted by the key ladder), or not-exercised with the reason. */
export function keyOf(c: CheckContext, rung: Rung): string {
  const k = c.t.keys[rung];
  if (!k) inconclusive(`no ${rung} key: ${c.t.info.keyProblems[rung] ?? "the key ladder could not mint one"}`);
  return k;
}

/** The pipeline configured for a role (`straight`, `slow`…), or not-exercised "no pipeline configured that …". */
export function pipelineOf(c: CheckContext, role: Exclude<keyof PipelineMap, "park">, does: string): string {
  const p = c.t.info.pipelines[role];
  if (!p) inconclusive(`no pipeline configured that ${does} (pipelines.${role} is null)`);
  return p;
}

/** A refusal whose status the documents leave unspecified: a 4XX carrying the error envelope. */
export function mustRefuse(r: Reply, what: string, clause: string): void {
  must(r.status >= 400 && r.status < 500, `${r.status} for ${what}`, `a 4XX refusal (${clause})`);
  const problem = envelopeProblem(r);
  must(problem === null, `${problem} for ${what}`, "the error envelope {error: {code, message}} (doc 2 Errors)");
}

/** A stated refusal: exactly `status`, and `token` as error.code or error.details.reason. */
export function mustRefuseWith(r: Reply, status: number, token: string | null, what: string, clause: string): void {
  must(r.status === status, `${r.status} for ${what}`, `${status}${token ? ` ${token}` : ""} (${clause})`);
  const problem = envelopeProblem(r);
  must(problem === null, `${problem} for ${what}`, "the error envelope {error: {code, message}} (doc 2 Errors)");
  if (token)
    must(
      errorToken(r.json).includes(token),
      `error ${jsonText(errorToken(r.json))} for ${what}`,
      `${token} (${clause})`,
    );
}

export function mustStatus(r: Reply, status: number, what: string, clause: string): void {
  must(
    r.status === status,
    `${r.status} for ${what}${r.status >= 400 ? ` (${jsonText(errorToken(r.json))})` : ""}`,
    `${status} (${clause})`,
  );
}

export const enc = encodeURIComponent;

export interface RunView {
  runId: string;
  status: string;
  currentStep: number;
  error: unknown;
  createdAt: number;
  taskId: string;
}

export interface TaskView {
  taskId: string;
  status: string;
  runId: string | null;
  dependsOn: string[];
  autoStartDependents: boolean;
  serviceId: string;
}

/** Run states in flight (doc 1 State sets), as the calls that start and retry runs read them. */
export { IN_FLIGHT } from "../../../generators/calls/runs.ts";

export async function readTask(c: CheckContext, taskId: string): Promise<TaskView> {
  const r = await c.call<TaskView>("GET", `/tasks/${enc(taskId)}`, { key: c.t.keys.read ?? c.t.keys.admin });
  mustStatus(r, 200, `GET /tasks/${taskId}`, "doc 2 Tasks");
  return r.json!;
}

/** The task's run (GET /tasks/{taskId}/run), remembered as the suite's own. */
export async function readRun(c: CheckContext, taskId: string): Promise<RunView> {
  const r = await c.call<RunView>("GET", `/tasks/${enc(taskId)}/run`, { key: c.t.keys.read ?? c.t.keys.admin });
  mustStatus(r, 200, `GET /tasks/${taskId}/run`, "doc 2 Tasks: 200 PublicRun");
  must(
    typeof r.json?.runId === "string" && typeof r.json?.status === "string",
    `run ${jsonText(r.json)}`,
    "PublicRun with runId and status (doc 1 Run)",
  );
  (await ownRuns(c)).add(r.json.runId);
  return r.json;
}

/** POST /tasks/{taskId}/start with `body` and `key`; the reply as it came. */
export function start(
  c: CheckContext,
  taskId: string,
  body: Record<string, unknown>,
  key: string,
): Promise<Reply<TaskView>> {
  return c.call<TaskView>("POST", `/tasks/${enc(taskId)}/start`, { key, body });
}

/** Starts and expects 202 (doc 1 Task "start" row: "run begins; 202"); returns the run as read next. */
export async function startAccepted(
  c: CheckContext,
  taskId: string,
  pipelineId: string | undefined,
  key: string,
): Promise<RunView> {
  const r = await start(c, taskId, pipelineId ? { pipelineId } : {}, key);
  mustStatus(
    r,
    202,
    `starting task ${taskId}${pipelineId ? ` on ${pipelineId}` : ""}`,
    "doc 1 Task start row: 202; doc 2 Tasks",
  );
  return readRun(c, taskId);
}

/**
 * Starts a task a rule needs only as its setup (the start is judged by the task rules): anything
 * but the 202 is a refused setup, not exercised with the refusal named (issue 17), never a failure.
 */
export async function startForSetup(
  c: CheckContext,
  taskId: string,
  pipelineId: string,
  key: string,
  what = "starting a task of the suite's own",
): Promise<RunView> {
  const r = await start(c, taskId, { pipelineId }, key);
  if (r.status !== 202) inconclusive(`setup refused: ${what} on ${pipelineId} (${refusal(r)})`);
  return readRun(c, taskId);
}

/** Runs the suite itself started (or retried): only their notifications and gradings may be touched. */
export function ownRuns(c: CheckContext): Promise<Set<string>> {
  return memo(c.t, "state-own-runs", async () => new Set<string>());
}

/**
 * Whether the suite may change a customer-facing record (a notification card, a Kaizen grading)
 * about `runId`: only when the suite started that run — or when the target is the embedded
 * reference server, which the run itself started and which dies with it, so everything on it is
 * the suite's own.
 */
export async function mayTouch(c: CheckContext, runId: string | null | undefined): Promise<boolean> {
  if (c.t.info.embedded) return true;
  return typeof runId === "string" && (await ownRuns(c)).has(runId);
}
