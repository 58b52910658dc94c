/**
 * Runs of the suite's own parked on a decision, for the calls that answer one: answering a run the
 * suite did not start would decide for someone. A task of the suite's own is started on the
 * pipeline configured to park on the kind (`pipelines.park`) with a decide key ("pipelines that can
 * park need a decide key", doc 1 Task start row), and its decision list read (bounded) until the
 * run is parked with a decision of that kind. The resolve-exceeded routes need the gate or session
 * `exceeded` (doc 1 Approval gate, Review session; doc 2 Limits "Iteration caps"): `exceededOn`
 * drives it there with rounds of request-changes or re-review, each of which re-runs a step.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { fillPath } from "../../lib/contract/path-matcher.ts";
import { answeringVerbs, kindOfVerb, type DecisionKind } from "./decision-routes.ts";
import { setupRefused, startableService, trackTask } from "./resources.ts";
import { until } from "./wait.ts";

export type Decision = Record<string, unknown> & { kind: string };

interface DecisionList {
  status?: unknown;
  parked?: unknown;
  decisions?: Decision[];
}

export interface Parked {
  taskId: string;
  runId: string;
  /** The decision of the kind, as the list showed it once the run parked. */
  decision: Decision;
}

export type ReviewKind = "requirements-review" | "clarity-review" | "brainstorm";
/** The kinds whose routes include a resolve-exceeded. */
export type ExceedableKind = "approval-gate" | ReviewKind;

const enc = encodeURIComponent;
/** Run statuses that end a run (doc 1 State sets). */
const ENDED = new Set(["done", "failed"]);
/** Request-changes rounds at most: the companion's cap is not shown (doc 2 Limits). */
const APPROVAL_ROUNDS = 6;

function str(v: unknown): string | null {
  return typeof v === "string" && v.length > 0 ? v : null;
}

function decisionKey(c: CheckContext): string {
  const decide = c.t.keys.decide;
  if (!decide)
    c.notExercised(
      `no decide key: ${c.t.info.keyProblems.decide ?? "the key ladder could not mint one"} (answering a decision needs one, doc 2 Authentication 6)`,
    );
  return decide!;
}

/** GET /runs/{runId}/decisions with the decide key. */
async function decisionsOf(c: CheckContext, runId: string): Promise<DecisionList> {
  const r = await c.call<DecisionList>("GET", `/runs/${enc(runId)}/decisions`, { key: decisionKey(c) });
  if (r.status !== 200 || !r.json || !Array.isArray(r.json.decisions))
    setupRefused(c, `reading the decisions of run ${runId} of the suite's own`, r);
  return r.json!;
}

/** Review statuses of work under way in the background (doc 1 Review session): not yet at rest. */
const BACKGROUND = new Set(["incorporating", "reviewing"]);

/** The decision of `kind` once the run is parked again on it, at rest (or has ended), after an answer re-ran a step. */
async function atRest(c: CheckContext, runId: string, kind: DecisionKind, what: string): Promise<Decision | undefined> {
  const list = await until(
    c,
    `park again after ${what} (run ${runId})`,
    () => decisionsOf(c, runId),
    (l) =>
      ENDED.has(String(l.status)) ||
      (l.parked === true && !!l.decisions?.some((d) => d?.kind === kind && !BACKGROUND.has(String(d.status)))),
    (l) =>
      `run ${String(l.status)}, parked ${String(l.parked)}, decisions [${(l.decisions ?? []).map((d) => `${d.kind}:${String(d.status ?? d.phase ?? "")}`).join(", ")}]`,
  );
  return list.decisions?.find((d) => d?.kind === kind);
}

/**
 * A new task of the suite's own, started on the kind's pipeline, once its run lists that decision,
 * parked. `task`: more fields of the task's create body (CreatePublicTask), such as its documents.
 */
export async function parkedOn(
  c: CheckContext,
  kind: DecisionKind,
  task: Record<string, unknown> = {},
): Promise<Parked> {
  const pipelineId = c.t.info.pipelines.park[kind];
  if (!pipelineId) c.notExercised(`no pipeline is configured to park on ${kind} (pipelines.park)`);
  const decide = decisionKey(c);
  const serviceId = await startableService(c);
  const created = await c.call<{ taskId?: string }>("POST", `/services/${enc(serviceId)}/tasks`, {
    key: decide,
    body: { title: `conformance ${kind}`, ...task },
  });
  const taskId = created.json?.taskId;
  if (created.status !== 201 || typeof taskId !== "string")
    return setupRefused(c, `creating a task of the suite's own to park on ${kind}`, created);
  trackTask(c, taskId);
  const started = await c.call<{ runId?: unknown }>("POST", `/tasks/${enc(taskId)}/start`, {
    key: decide,
    body: { pipelineId },
  });
  if (started.status !== 202)
    setupRefused(c, `starting task ${taskId} on ${pipelineId}, the pipeline configured to park on ${kind}`, started);
  let runId = str(started.json?.runId);
  if (!runId) {
    const run = await c.call<{ runId?: unknown }>("GET", `/tasks/${enc(taskId)}/run`, { key: decide });
    runId = str(run.json?.runId);
    if (!runId) setupRefused(c, `reading the run of task ${taskId}`, run);
  }
  const list = await until(
    c,
    `park run ${runId} on ${kind} (pipelines.park["${kind}"] ${pipelineId})`,
    () => decisionsOf(c, runId!),
    (l) => ENDED.has(String(l.status)) || (l.parked === true && !!l.decisions?.some((d) => d?.kind === kind)),
  );
  const decision = list.decisions?.find((d) => d?.kind === kind);
  if (!decision)
    return c.notExercised(
      `the run on ${pipelineId}, the pipeline configured to park on ${kind}, ended ${String(list.status)} without parking on it`,
    );
  return { taskId, runId: runId!, decision };
}

/** The answering route of `kind` whose path ends with `suffix` (the contract's, doc 2 Decisions). */
function routeOf(kind: DecisionKind, suffix: string) {
  const op = answeringVerbs().find((o) => kindOfVerb(o) === kind && o.path.endsWith(suffix));
  if (!op) throw new Error(`the contract has no ${kind} route ending ${suffix}`);
  return op;
}

/** Sends an answering route with the decide key; anything but its 200 is a refused setup. */
async function answer(
  c: CheckContext,
  kind: DecisionKind,
  suffix: string,
  params: Record<string, string>,
  body: unknown,
  what: string,
): Promise<void> {
  const op = routeOf(kind, suffix);
  const r = await c.call(op.method, fillPath(op.path, params), {
    key: decisionKey(c),
    body: op.body ? (body ?? {}) : undefined,
  });
  if (r.status !== op.status) setupRefused(c, what, r);
}

const openItems = (d: Decision, field: string) =>
  (Array.isArray(d[field]) ? (d[field] as { status?: unknown }[]) : []).filter((i) => i?.status === "open");

/**
 * Drives the parked gate or session of `kind` to `exceeded`: the approval gate by request-changes
 * until its companion's cap, a review session by re-review while an item stays open (bounded by the
 * `maxIterations` it reports, plus two). Returns the path ids that address it.
 */
export async function exceededOn(
  c: CheckContext,
  kind: ExceedableKind,
  p: Parked,
): Promise<{ params: Record<string, string>; label: string }> {
  let d: Decision | undefined = p.decision;
  let rounds = 0;
  if (kind === "approval-gate") {
    while (d && d.exceeded !== true && d.status === "pending" && str(d.approvalId) && rounds < APPROVAL_ROUNDS) {
      rounds++;
      await answer(
        c,
        kind,
        "/request-changes",
        { runId: p.runId, approvalId: d.approvalId as string },
        { feedback: `Round ${rounds}: spell out the failure path.` },
        `request-changes round ${rounds} on run ${p.runId}`,
      );
      d = await atRest(c, p.runId, kind, `request-changes round ${rounds}`);
    }
    if (d?.exceeded !== true || !str(d.approvalId))
      c.notExercised(
        `the approval gate of run ${p.runId} did not become exceeded (${rounds} request-changes rounds; status ${String(d?.status ?? "gone")})`,
      );
    return {
      params: { runId: p.runId, approvalId: d!.approvalId as string },
      label: `the exceeded approval gate of run ${p.runId} (${rounds} request-changes rounds)`,
    };
  }
  const items = kind === "brainstorm" ? "options" : "findings";
  const stage = (x: Decision): Record<string, string> =>
    kind === "brainstorm" ? { stage: str(x.stage) ?? "requirements" } : {};
  const bound = (typeof d.maxIterations === "number" ? d.maxIterations : 3) + 2;
  while (d && d.status === "ready" && openItems(d, items).length > 0 && rounds < bound) {
    rounds++;
    await answer(
      c,
      kind,
      "/re-review",
      { runId: p.runId, ...stage(d) },
      undefined,
      `re-review pass ${rounds} on run ${p.runId}`,
    );
    d = await atRest(c, p.runId, kind, `re-review pass ${rounds}`);
  }
  if (d?.status !== "exceeded")
    c.notExercised(
      `the ${kind} session of run ${p.runId} did not become exceeded (${rounds} re-review passes; status ${String(d?.status ?? "gone")})`,
    );
  return {
    params: { runId: p.runId, ...stage(d!) },
    label: `the exceeded ${kind} session of run ${p.runId} (${rounds} re-review passes)`,
  };
}
