/**
 * What the EVENTS rules read: a stream of the suite's own where the profile allows it (a job under
 * `standard`, a run started on the configured straight pipeline under `full`), else the stream of a
 * job or task the workspace already finished (reads only: a finished stream replays from its start
 * and ends, doc 2 Events). Shared resources are made once per target and tracked for teardown: a
 * job still running is cancelled (jobs have no delete), a task is stopped and then deleted.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import { fillPath } from "../../lib/contract/path-matcher.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { profileIncludes } from "../../lib/rules/types.ts";
import { memo } from "../../lib/run/target.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { setupRefused, startableService } from "../../generators/calls/resources.ts";
import type { Exchange } from "../../lib/http/client.ts";
import type { StreamRead } from "../../lib/sse/reader.ts";
import { backOff, liveDeadlineMs, requireOpened, streamKind, type StreamKind } from "./streams.ts";
import { jobPipelines } from "../common/job-pipelines.ts";
import { listedTasksWithRuns } from "../common/listed-tasks.ts";

export interface StreamSubject {
  kind: StreamKind;
  /** The stream's path under /api/v1, filled from the operation's template. */
  path: string;
  /** The job id or task id. */
  id: string;
  /** The run of a task subject. */
  runId: string | null;
  /** Made by the suite (else an existing, finished job or task of the workspace). */
  own: boolean;
  /** For messages: "the suite's job job_7 (pipeline pl_job_echo)". */
  label: string;
  /** Own subjects: the creating request's status and body (202 PublicJobAccepted / PublicTask). */
  started?: { status: number; body: Record<string, unknown> | undefined };
}

const writeKey = (c: CheckContext) => c.t.keys.write ?? c.t.keys.admin;
const readKey = (c: CheckContext) => c.t.keys.read ?? c.t.keys.admin;

export function pathFor(op: Operation, id: string): string {
  const [param] = op.pathParams;
  return fillPath(op.path, { [param.name]: id });
}

/** The subject a rule reads for this stream operation: own where the profile allows, else existing. */
export async function subjectFor(c: CheckContext, op: Operation): Promise<StreamSubject> {
  const kind = streamKind(op);
  if (!kind) return c.notExercised(`no known way to obtain a stream of ${op.method} ${op.path}`);
  if (kind === "job") return profileIncludes(c.t.profile, "standard") ? sharedJob(c, op) : existingJob(c, op);
  return profileIncludes(c.t.profile, "full") ? sharedStraightTask(c, op) : existingTask(c, op);
}

// ---------------------------------------------------------------------------------------------
// jobs

/** A public pipeline from GET /pipelines ("a public, inline pipeline is run headlessly", doc 1). */
export async function publicPipeline(c: CheckContext): Promise<string> {
  const ids = (await jobPipelines(c)).public;
  if (!ids.length) c.notExercised("GET /pipelines lists no public pipeline to run a job on");
  return ids[c.t.seed % ids.length];
}

/**
 * Starts a job of the suite's own (POST /jobs, write key), tracked so teardown cancels it if it
 * still runs. A 429 (the job slots are busy) is "not exercised", or null when `busyIsNull`.
 */
export async function startJob(c: CheckContext, op: Operation, title: string): Promise<StreamSubject>;
export async function startJob(
  c: CheckContext,
  op: Operation,
  title: string,
  busyIsNull: true,
): Promise<StreamSubject | null>;
export async function startJob(
  c: CheckContext,
  op: Operation,
  title: string,
  busyIsNull = false,
): Promise<StreamSubject | null> {
  const pipelineId = await publicPipeline(c);
  const r = await c.call<Record<string, unknown>>("POST", "/jobs", {
    key: writeKey(c),
    body: { input: "Conformance suite: a short brief, to read this job's event stream.", pipelineId, title },
  });
  if (r.status === 429 && busyIsNull) return null;
  if (r.status === 429)
    c.notExercised(`POST /jobs answered 429 (the workspace's job slots are in use): ${r.text.slice(0, 200)}`);
  if (r.status !== 202 || typeof r.json?.jobId !== "string")
    setupRefused(c, `starting a job of the suite's own on ${pipelineId} to stream`, r);
  const jobId = r.json!.jobId as string;
  c.t.fixtures.track("job", jobId, async () => {
    // Jobs have no delete: a job of the suite's own that still runs is cancelled (idempotent, doc 2 Jobs).
    const d = await c.t.client.call("POST", `/jobs/${encodeURIComponent(jobId)}/cancel`, { key: writeKey(c) });
    if (d.status !== 200) throw new Error(`POST /jobs/${jobId}/cancel answered ${d.status}`);
  });
  return {
    kind: "job",
    path: pathFor(op, jobId),
    id: jobId,
    runId: null,
    own: true,
    label: `the suite's job ${jobId} (pipeline ${pipelineId})`,
    started: { status: r.status, body: r.json },
  };
}

function sharedJob(c: CheckContext, op: Operation): Promise<StreamSubject> {
  return memo(c.t, "events:job", () => startJob(c, op, "conformance events"));
}

/** Statuses a job ends with (doc 1 State sets), each one way a job's stream terminates by itself. */
export const JOB_ENDS = ["succeeded", "failed"] as const;

/** A job GET /jobs lists with this finished status, other than `except`, or null. */
export async function listedJob(
  c: CheckContext,
  op: Operation,
  status: (typeof JOB_ENDS)[number],
  except: string | null = null,
): Promise<StreamSubject | null> {
  const r = await c.call("GET", "/jobs", { key: readKey(c), query: { status, limit: 10 } });
  if (r.status !== 200) return null;
  for (const it of itemsOf(null, r.json) ?? []) {
    const job = it as { jobId?: unknown; status?: unknown };
    if (typeof job.jobId === "string" && job.status === status && job.jobId !== except)
      return {
        kind: "job",
        path: pathFor(op, job.jobId),
        id: job.jobId,
        runId: null,
        own: false,
        label: `the existing ${status} job ${job.jobId}`,
      };
  }
  return null;
}

/** A job the workspace already finished (GET /jobs by status), for profiles that start nothing. */
function existingJob(c: CheckContext, op: Operation): Promise<StreamSubject> {
  return memo(c.t, "events:existing-job", async () => {
    for (const status of JOB_ENDS) {
      const found = await listedJob(c, op, status);
      if (found) return found;
    }
    return c.notExercised(`the ${c.t.profile} profile starts no job, and GET /jobs lists no finished job to read`);
  });
}

// ---------------------------------------------------------------------------------------------
// tasks

/**
 * A task of the suite's own under a startable service, started on `pipelineId` with `key`
 * (doc 1 Task "start": 202, the run begins). Teardown stops its run, then deletes it.
 */
export async function startTask(
  c: CheckContext,
  op: Operation,
  pipelineId: string,
  key: string,
  what: string,
): Promise<StreamSubject> {
  const serviceId = await startableService(c);
  const created = await c.call<{ taskId?: unknown }>("POST", `/services/${encodeURIComponent(serviceId)}/tasks`, {
    key: writeKey(c),
    body: { title: `conformance events: ${what}` },
  });
  // Setup, not what the EVENTS rules judge: a refusal leaves them not exercised (resources.ts).
  if (created.status !== 201 || typeof created.json?.taskId !== "string")
    setupRefused(c, "creating a task of the suite's own to stream", created);
  const taskId = created.json!.taskId as string;
  const enc = encodeURIComponent(taskId);
  c.t.fixtures.track("task", taskId, async () => {
    const d = await c.t.client.call("DELETE", `/tasks/${enc}`, { key: c.t.keys.admin });
    if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /tasks/${taskId} answered ${d.status}`);
  });
  // Torn down newest first: the run in flight is stopped before the task is deleted. A refusal
  // (nothing in flight) is fine.
  c.t.fixtures.track("run-stop", taskId, async () => {
    await c.t.client.call("POST", `/tasks/${enc}/stop`, { key: writeKey(c) });
  });
  const started = await c.call<Record<string, unknown>>("POST", `/tasks/${enc}/start`, { key, body: { pipelineId } });
  if (started.status !== 202) setupRefused(c, `starting task ${taskId} on ${pipelineId} to stream its run`, started);
  let runId = typeof started.json?.runId === "string" ? started.json.runId : null;
  let shown = started.exchange;
  if (!runId) {
    const t = await c.call<{ runId?: unknown }>("GET", `/tasks/${enc}`, { key: readKey(c) });
    runId = typeof t.json?.runId === "string" ? t.json.runId : null;
    shown = t.exchange;
  }
  // Which run the stream projects is setup here; whether a started task shows its run is the STATE
  // family's to judge (doc 1 Task start).
  if (!runId)
    c.notExercised(`task ${taskId} shows no runId after its 202 start, so its stream's run cannot be known`, shown);
  return {
    kind: "task",
    path: pathFor(op, taskId),
    id: taskId,
    runId,
    own: true,
    label: `the suite's task ${taskId} (run ${runId} on ${pipelineId})`,
    started: { status: started.status, body: started.json },
  };
}

function sharedStraightTask(c: CheckContext, op: Operation): Promise<StreamSubject> {
  return memo(c.t, "events:straight-task", async () => {
    const pipelineId = c.t.info.pipelines.straight;
    if (!pipelineId) return c.notExercised("no pipeline configured that runs straight to done (pipelines.straight)");
    return startTask(c, op, pipelineId, writeKey(c), "straight run");
  });
}

/** A task the workspace already finished (status `done`, with a run), for profiles that start no run. */
function existingTask(c: CheckContext, op: Operation): Promise<StreamSubject> {
  return memo(c.t, "events:existing-task", async () => {
    const services = await c.call("GET", "/services", { key: readKey(c) });
    const ids = (itemsOf(null, services.json) ?? [])
      .map((s) => (s as { serviceId?: unknown }).serviceId)
      .filter((x): x is string => typeof x === "string")
      .slice(0, 10);
    for (const serviceId of ids) {
      const r = await c.call<{ tasks?: { taskId?: unknown; runId?: unknown; status?: unknown }[] }>(
        "GET",
        `/services/${encodeURIComponent(serviceId)}/tasks`,
        {
          key: readKey(c),
          query: { status: "done", limit: 20 },
        },
      );
      const found = (r.json?.tasks ?? []).find(
        (t) => t.status === "done" && typeof t.taskId === "string" && typeof t.runId === "string",
      );
      if (found) {
        const taskId = found.taskId as string;
        return {
          kind: "task",
          path: pathFor(op, taskId),
          id: taskId,
          runId: found.runId as string,
          own: false,
          label: `the existing done task ${taskId} (run ${found.runId})`,
        };
      }
    }
    return c.notExercised(
      `the ${c.t.profile} profile starts no run, and no service lists a done task with a run to read`,
    );
  });
}

/** Statuses a task's run ends with (doc 1 State sets), each one way a task run stream terminates by itself. */
export const RUN_ENDS = ["done", "failed"] as const;

/** Listed tasks read at the most per end status: the seed of a target may hold several of each. */
const LISTED_PER_END = 3;

/**
 * Tasks the workspace lists whose run has finished (GET /tasks/{taskId}/run `done` or `failed`), up
 * to LISTED_PER_END of each, other than `except`: their streams replay from the start and end (doc 2
 * Events), and each way a run ends is read, not only the one the suite's own subject took.
 */
export async function listedFinishedTasks(
  c: CheckContext,
  op: Operation,
  except: string | null,
): Promise<StreamSubject[]> {
  const found: StreamSubject[] = [];
  const counts = new Map<string, number>();
  const count = (status: string) => counts.get(status) ?? 0;
  for (const t of await listedTasksWithRuns(c)) {
    if (t.taskId === except) continue;
    const run = await c.call<{ status?: unknown }>("GET", `/tasks/${encodeURIComponent(t.taskId)}/run`, {
      key: readKey(c),
    });
    const status = RUN_ENDS.find((e) => e === run.json?.status);
    if (!status || count(status) >= LISTED_PER_END) continue;
    counts.set(status, count(status) + 1);
    found.push({
      kind: "task",
      path: pathFor(op, t.taskId),
      id: t.taskId,
      runId: t.runId,
      own: false,
      label: `the existing ${status} task ${t.taskId} (run ${t.runId})`,
    });
    if (RUN_ENDS.every((e) => count(e) >= LISTED_PER_END)) break;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// status of a subject, to tell a live stream from a silent one

/** The status of the job (PublicJob) or of the task's run (PublicRun), and whether it is finished. */
export async function statusOf(c: CheckContext, s: StreamSubject): Promise<{ status: string; finished: boolean }> {
  if (s.kind === "job") {
    const r = await c.call<{ status?: unknown }>("GET", `/jobs/${encodeURIComponent(s.id)}`, { key: readKey(c) });
    const status = String(r.json?.status ?? `(GET answered ${r.status})`);
    return { status, finished: status === "succeeded" || status === "failed" };
  }
  const r = await c.call<{ status?: unknown }>("GET", `/tasks/${encodeURIComponent(s.id)}/run`, { key: readKey(c) });
  const status = String(r.json?.status ?? `(GET answered ${r.status})`);
  return { status, finished: status === "done" || status === "failed" };
}

/**
 * Polls the run of a task until its status is one of `want` (bounded by the live deadline; backs
 * off between polls of a real target only). Returns the last status seen.
 */
export async function pollRun(
  c: CheckContext,
  taskId: string,
  want: (status: string) => boolean,
): Promise<{ status: string; reached: boolean }> {
  const until = Date.now() + liveDeadlineMs(c);
  let status = "";
  for (let i = 0; Date.now() < until && i < 400; i++) {
    const r = await c.call<{ status?: unknown }>("GET", `/tasks/${encodeURIComponent(taskId)}/run`, {
      key: readKey(c),
    });
    status = String(r.json?.status ?? `(GET answered ${r.status})`);
    if (want(status)) return { status, reached: true };
    if (status === "done" || status === "failed") return { status, reached: false };
    await backOff(c, 500);
  }
  return { status, reached: false };
}

/**
 * A stream read that opened (200 `text/event-stream`), else a failure naming what came instead. No
 * response headers at all before the deadline is judged only for a finished subject (its replay is a
 * bounded response): for live work the documents bound no time to a stream's first answer (a server
 * may hold its headers until its first frame), so it is "not exercised".
 */
export async function requireStreamOpened(
  c: CheckContext,
  r: StreamRead & { exchange: Exchange },
  s: StreamSubject,
  what = s.label,
): Promise<void> {
  if (r.status === 0) {
    const st = await statusOf(c, s);
    if (!st.finished)
      c.notExercised(
        `no response headers for ${what} within ${r.durationMs} ms while it is still ${st.status}: the documents bound no time to a live stream's first answer`,
        r.exchange,
      );
  }
  requireOpened(c, r, what);
}
