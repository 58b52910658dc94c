/** Faults the STATE family must catch. */
import { noContent, ok } from "../http/reply.ts";
import { notFound, refused } from "../http/errors.ts";
import type { RequestContext } from "../http/context.ts";
import type { Workspace } from "../state/workspace.ts";
import { getTask } from "../domain/tasks/state.ts";
import { documentKey } from "../domain/tasks/types.ts";
import { assertAttachable, type DocumentInput } from "../domain/tasks/documents.ts";
import { closesCycle } from "../domain/tasks/dependencies.ts";
import { taskProjection } from "../domain/tasks/projection.ts";
import { finishRun, getRun, inFlight, listPipelines, TERMINAL } from "../domain/runs/engine.ts";
import { taskInAnyWorkspace } from "./across-workspaces.ts";
import type { FaultDef } from "./index.ts";
import { WEBHOOK_PUT, webhookIdOf } from "./webhook-routes.ts";
import { findCard, publicNotification } from "../domain/notifications/cards.ts";
import { publicKaizenEntry } from "../domain/kaizen/projection.ts";
import { isSettled } from "../domain/kaizen/state.ts";

/** The 13 decision machines: a fault of the run engine every parked run goes through fails them all. */
const EVERY_DECISION_MACHINE = [
  "STATE-DECISION-REQUIREMENTS-REVIEW",
  "STATE-DECISION-CLARITY-REVIEW",
  "STATE-DECISION-BRAINSTORM",
  "STATE-DECISION-INTERVIEW",
  "STATE-DECISION-INPUT-GATE",
  "STATE-DECISION-APPROVAL-GATE",
  "STATE-DECISION-JUDGE",
  "STATE-DECISION-FORK",
  "STATE-DECISION-AGENT-DECISION",
  "STATE-DECISION-PR-REVIEW",
  "STATE-DECISION-HUMAN-TEST",
  "STATE-DECISION-VISUAL-CONFIRMATION",
  "STATE-DECISION-FOLLOW-UPS",
] as const;

export const faults = {
  // ── Decision machines (suites/state/decisions/; injected in server/domain/decisions/**) ──────────
  // review sessions
  "state-requirements-incorporate-open-items": {
    family: "STATE",
    description: "a requirements review admits incorporate while a finding is still open (only open items block incorporation)",
    rules: ["STATE-DECISION-REQUIREMENTS-REVIEW"],
  },
  "state-clarity-reopen-ignored": {
    family: "STATE",
    description: "setting a dismissed clarity finding back to open answers 200 but leaves it dismissed",
    rules: ["STATE-DECISION-CLARITY-REVIEW"],
  },
  "state-brainstorm-reply-not-recorded": {
    family: "STATE",
    description: "a reply to a brainstorm option answers 200 and marks it answered, but the reply is not recorded",
    rules: ["STATE-DECISION-BRAINSTORM"],
  },
  "state-clarity-incorporate-stays-ready": {
    family: "STATE",
    description: "incorporate on a clarity review answers 200 but the session stays ready (no incorporation starts)",
    rules: ["STATE-DECISION-CLARITY-REVIEW"],
  },
  "state-review-extra-round-ignored": {
    family: "STATE",
    description: "resolve-exceeded extra-round answers 200 but runs no round: the session stays exceeded",
    rules: ["STATE-DECISION-REQUIREMENTS-REVIEW", "STATE-DECISION-CLARITY-REVIEW", "STATE-DECISION-BRAINSTORM"],
  },
  "state-review-re-review-exceeded-refused": {
    family: "STATE",
    description: "re-review of an `exceeded` review session is refused 409 although the table admits it in any state",
    rules: ["STATE-DECISION-REQUIREMENTS-REVIEW", "STATE-DECISION-CLARITY-REVIEW", "STATE-DECISION-BRAINSTORM"],
  },
  "state-wrong-kind-review-lookup": {
    family: "STATE",
    description: "the review routes act on whichever review session the run is parked on, whatever kind (or stage) the route names",
    rules: ["STATE-DECISION-REQUIREMENTS-REVIEW", "STATE-DECISION-CLARITY-REVIEW", "STATE-DECISION-BRAINSTORM"],
  },
  // the interviewer
  "state-interview-answer-resumes": {
    family: "STATE",
    description: "answering an interview question resumes the run (it should be recorded only)",
    rules: ["STATE-DECISION-INTERVIEW"],
  },
  // gates
  "state-input-gate-recheck-refused": {
    family: "STATE",
    description: "an input-gate recheck that is still blocked is answered 409 instead of 200 with refreshed findings",
    rules: ["STATE-DECISION-INPUT-GATE"],
  },
  "state-input-gate-proceed-not-overridden": {
    family: "STATE",
    description: "input-gate proceed releases the run but records the gate as passed, not overridden",
    rules: ["STATE-DECISION-INPUT-GATE"],
  },
  "state-approval-approve-exceeded": {
    family: "STATE",
    description: "plain approve is admitted on an approval gate whose quality companion exceeded its cap",
    rules: ["STATE-DECISION-APPROVAL-GATE"],
  },
  "state-approval-reject-stays-blocked": {
    family: "STATE",
    description: "rejecting an approval marks the gate rejected but leaves the run blocked",
    rules: ["STATE-RUN-MACHINE", "STATE-DECISION-APPROVAL-GATE"],
  },
  "state-judge-stop-keeps-run": {
    family: "STATE",
    description: "judge resolve stop marks the judge failed but the run stays parked",
    rules: ["STATE-DECISION-JUDGE"],
  },
  // the coder's questions
  "state-fork-custom-refused": {
    family: "STATE",
    description: "a fork refuses a custom approach (422) as if a forkId were required",
    rules: ["STATE-DECISION-FORK"],
  },
  "state-agent-decision-choice-must-be-option": {
    family: "STATE",
    description: "an agent decision refuses a choice that is not one of its options (the choice is to be taken verbatim)",
    rules: ["STATE-DECISION-AGENT-DECISION"],
  },
  // after the pull request
  "state-pr-review-fix-without-selection": {
    family: "STATE",
    description: "PR-review resolve fix/post is admitted with no selected finding",
    rules: ["STATE-DECISION-PR-REVIEW"],
  },
  "state-pr-review-challenge-settles": {
    family: "STATE",
    description: "challenging a PR-review finding settles the review and the run advances instead of re-parking",
    rules: ["STATE-DECISION-PR-REVIEW"],
  },
  "state-pr-review-dismiss-advances": {
    family: "STATE",
    description: "dismissing a PR-review finding settles the review and the run advances (it should stay parked)",
    rules: ["STATE-DECISION-PR-REVIEW"],
  },
  "state-human-test-short-findings-refused": {
    family: "STATE",
    description: "human-test request-fix treats findings shorter than 10 characters after trimming as blank and refuses them",
    rules: ["STATE-DECISION-HUMAN-TEST"],
  },
  "state-visual-approve-stays-blocked": {
    family: "STATE",
    description: "visual-confirmation approve marks the phase approved but the run stays blocked",
    rules: ["STATE-DECISION-VISUAL-CONFIRMATION"],
  },
  "state-follow-up-answer-accepted": {
    family: "STATE",
    description: "answering a follow_up item is admitted (only question items take answers)",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
  },
  "state-follow-up-file-question-accepted": {
    family: "STATE",
    description: "filing a question item is admitted and files an issue",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
  },
  "state-follow-up-send-back-closes": {
    family: "STATE",
    description: "sending a follow_up item back records it closed instead of queued",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
  },
  "state-follow-up-file-idempotent": {
    family: "STATE",
    description: "filing an already filed follow-up item answers the same ticket ref again (file must not be idempotent)",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
  },
  "state-follow-up-dismiss-last-keeps-park": {
    family: "STATE",
    description: "dismissing the last undecided follow-up item leaves the run parked",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
  },
  // wrong kind
  "state-wrong-kind-confirm-settles-any": {
    family: "STATE",
    description: "human-test confirm settles whatever decision the run is parked on, whatever its kind",
    // Every machine but human-test's own, where settling is the documented move.
    rules: EVERY_DECISION_MACHINE.filter((r) => r !== "STATE-DECISION-HUMAN-TEST") as unknown as readonly [string, ...string[]],
  },
  // ── end of the decision machines' faults
  // ── Non-decision machines (suites/state/{task,run,job,notification,kaizen,admin}/) ───────────────
  // tasks
  "state-task-create-drops-documents": {
    family: "STATE",
    description: "a task created with documents answers 201 planned, but the documents given are not attached",
    rules: ["STATE-TASK-CREATE"],
    install(layer) {
      layer.around("createServiceTask", async (ctx, next) => {
        const body = ctx.body as { documents?: DocumentInput[] };
        // Still refused when held elsewhere, then created without them.
        assertAttachable(ctx.ws, null, body.documents ?? []);
        ctx.body = { ...body, documents: [] };
        return next();
      });
    },
  },
  "state-detach-not-idempotent": {
    family: "STATE",
    description: "detaching a document the task no longer holds answers 404 instead of an idempotent 204",
    rules: ["STATE-TASK-DOCUMENTS"],
    install(layer) {
      layer.around("detachTaskDocument", async (ctx, next) => {
        const task = getTask(ctx.ws, ctx.params.taskId);
        const { source, externalId } = ctx.body as { source: string; externalId: string };
        if (task && !task.documents.includes(documentKey(source, externalId))) throw notFound(`document (${source}, ${externalId}) on task ${task.taskId}`);
        return next();
      });
    },
  },
  "state-document-moved": {
    family: "STATE",
    description: "attaching a document held by another live task is admitted (201) and moves it off its holder",
    rules: ["STATE-TASK-DOCUMENT-HELD"],
    install(layer) {
      // Each document held by another live task is taken off it first, so nothing is refused.
      layer.around("attachTaskDocument", async (ctx, next) => {
        releaseHeld(ctx.ws, [ctx.body as DocumentInput], ctx.params.taskId);
        return next();
      });
      layer.around("createServiceTask", async (ctx, next) => {
        releaseHeld(ctx.ws, (ctx.body as { documents?: DocumentInput[] }).documents ?? [], null);
        return next();
      });
    },
  },
  "state-dependency-long-cycle": {
    family: "STATE",
    description: "only a direct back-edge counts as a cycle: A→B→C then C→A is accepted",
    rules: ["STATE-TASK-DEPENDENCIES"],
    install(layer) {
      // Only a direct back-edge counts as a cycle: a longer one is accepted.
      layer.around("addTaskDependency", async (ctx, next) => {
        const task = getTask(ctx.ws, ctx.params.taskId);
        const dep = getTask(ctx.ws, (ctx.body as { dependsOnTaskId: string }).dependsOnTaskId);
        const longCycle =
          task && dep && dep !== task && !task.dependsOn.includes(dep.taskId) && !dep.dependsOn.includes(task.taskId) && closesCycle(ctx.ws, task.taskId, dep.taskId);
        return longCycle ? addEdge(ctx, dep.taskId) : next();
      });
    },
  },
  "state-dependency-foreign-task": {
    family: "STATE",
    description: "a dependency on a task of another workspace is accepted",
    rules: ["STATE-TASK-DEPENDENCIES"],
    install(layer) {
      layer.around("addTaskDependency", async (ctx, next) => {
        const depId = (ctx.body as { dependsOnTaskId: string }).dependsOnTaskId;
        const foreign = getTask(ctx.ws, ctx.params.taskId) && !getTask(ctx.ws, depId) && taskInAnyWorkspace(ctx.server, depId);
        return foreign ? addEdge(ctx, depId) : next();
      });
    },
  },
  "state-dependent-starts-early": {
    family: "STATE",
    description: "start checks only that each dependency has a run, not that it is done: a dependent starts while its blocker runs",
    rules: ["STATE-TASK-DEPENDENCY-GATE"],
    install(layer) {
      // A dependency that has a run at all counts as done.
      layer.replace("runs.dependenciesDone", () => (ws, task) => task.dependsOn.every((id) => getTask(ws, id)?.runId != null));
    },
  },
  "state-autostart-ignored": {
    family: "STATE",
    description: "autoStartDependents is stored but never acted on: the dependent does not start when its blocker is done",
    rules: ["STATE-TASK-AUTOSTART"],
    install(layer) {
      layer.replace("runs.autoStartDependents", () => () => {});
    },
  },
  "state-start-ignores-pinned": {
    family: "STATE",
    description: "a start without pipelineId runs the unattended default pipeline instead of the task's pinned one",
    rules: ["STATE-TASK-START-PIPELINE"],
    install(layer) {
      // With no pipelineId the unattended default is asked for, never the pin.
      layer.around("startTask", async (ctx, next) => {
        const body = (ctx.body ?? {}) as { pipelineId?: string };
        const unattended = listPipelines(ctx.ws).find((p) => p.unattendedDefault)?.pipelineId;
        if (body.pipelineId === undefined && unattended) ctx.body = { ...body, pipelineId: unattended };
        return next();
      });
    },
  },
  "state-stop-leaves-running": {
    family: "STATE",
    description: "stop answers 200 with the task but the run keeps running",
    rules: ["STATE-TASK-LIFECYCLE"],
    install(layer) {
      // A stop that would act is answered without acting.
      layer.around("stopTask", async (ctx, next) => {
        const task = getTask(ctx.ws, ctx.params.taskId);
        const run = task?.runId ? getRun(ctx.ws, task.runId) : undefined;
        return task && inFlight(run) ? ok(taskProjection(task)) : next();
      });
    },
  },
  "state-stopped-not-retryable": {
    family: "STATE",
    description: "a stopped run (cancelled) is refused on retry (409): only runs that failed by themselves are retried",
    rules: ["STATE-TASK-LIFECYCLE"],
    install(layer) {
      layer.around("retryTask", async (ctx, next) => {
        const task = getTask(ctx.ws, ctx.params.taskId);
        const run = task?.runId ? getRun(ctx.ws, task.runId) : undefined;
        if (run?.status === "failed" && run.error?.kind === "cancelled") throw refused(409, "run_cancelled", "a stopped run cannot be retried");
        return next();
      });
    },
  },
  "state-retry-no-restart": {
    family: "STATE",
    description: "retry answers 202 but the failed run stays failed: nothing restarts",
    rules: ["STATE-TASK-LIFECYCLE", "STATE-RUN-MACHINE"],
    install(layer) {
      layer.replace("runs.restart", () => () => {});
    },
  },
  "state-task-delete-keeps-runs": {
    family: "STATE",
    description: "deleting a task (or a service) removes the task but keeps its run history readable",
    rules: ["STATE-TASK-DELETE", "STATE-SERVICE-DELETE"],
    install(layer) {
      // The task (or service) goes; the runs it took with it are put back, readable.
      for (const op of ["deleteTask", "deleteService"] as const) {
        layer.around(op, async (ctx, next) => {
          const runs = new Map(ctx.ws.runs.runs);
          const reply = await next();
          for (const [id, run] of runs) if (!ctx.ws.runs.runs.has(id)) ctx.ws.runs.runs.set(id, run);
          return reply;
        });
      }
    },
  },
  // runs
  "state-run-parked-flag-false": {
    family: "STATE",
    description: "the decision list of a blocked run reports parked false",
    rules: ["STATE-RUN-MACHINE", ...EVERY_DECISION_MACHINE],
  },
  "state-run-advance-stays-blocked": {
    family: "STATE",
    description: "a proceed/approve verb settles the decision (200) but the run stays blocked on the step",
    rules: ["STATE-RUN-MACHINE", ...EVERY_DECISION_MACHINE],
    install(layer) {
      layer.replace("runs.resume", () => () => {});
    },
  },
  "state-run-reject-ends-done": {
    family: "STATE",
    description: "a rejected approval ends the run done (as if finished) instead of a rejected failure",
    rules: ["STATE-RUN-MACHINE", "STATE-DECISION-APPROVAL-GATE"],
    install(layer) {
      // A rejected approval ends the run as if it had finished.
      layer.replace("runs.fail", (fail) => (ws, run, kind, message) =>
        kind === "rejected" && !TERMINAL.has(run.status) ? finishRun(ws, run) : fail(ws, run, kind, message),
      );
    },
  },
  // jobs
  "state-job-cancel-finished-changes": {
    family: "STATE",
    description: "cancelling a finished job keeps its status but stamps a cancelled error on it",
    rules: ["STATE-JOB-MACHINE"],
    install(layer) {
      // Cancelling a finished job keeps its status but stamps a cancelled error on it.
      layer.around("cancelJob", async (ctx, next) => {
        const job = ctx.ws.jobs.jobs.get(ctx.params.id);
        if (job && job.status !== "running") job.error = { kind: "cancelled", message: "the job was cancelled", step: job.step };
        return next();
      });
    },
  },
  "state-job-list-since-ignored": {
    family: "STATE",
    description: "GET /jobs ignores the since filter",
    rules: ["STATE-JOB-LIST"],
    install(layer) {
      layer.around("listJobs", async (ctx, next) => {
        const { since: _ignored, ...rest } = ctx.query;
        ctx.query = rest;
        return next();
      });
    },
  },
  // keys, webhooks, services
  "state-key-revoke-downgrades": {
    family: "STATE",
    description: "deleting a provisioned key downgrades it to read instead of revoking it (it still authenticates and is listed)",
    rules: ["STATE-KEY-REVOKE"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        const target = ctx.server.keys.get(ctx.params.keyId);
        if (!target || target.workspaceId !== ctx.ws.id || target.scope === "admin" || target.revokedAt !== null) return next();
        // Downgraded to read instead of revoked.
        target.scope = "read";
        return noContent();
      });
    },
  },
  "state-webhook-omitted-types-reset": {
    family: "STATE",
    description: "a webhook PUT that omits types resets them to none (the other omitted fields are kept)",
    rules: ["STATE-WEBHOOK-MACHINE"],
    install(layer) {
      for (const op of WEBHOOK_PUT) {
        layer.around(op, async (ctx, next) => {
          const body = ctx.body as { types?: string[] };
          // An edit without `types` is read as `types: []`.
          if (ctx.ws.notifications.webhooks.has(webhookIdOf(ctx)) && body.types === undefined) ctx.body = { ...body, types: [] };
          return next();
        });
      }
    },
  },
  // notifications
  "state-notification-dismiss-stays-open": {
    family: "STATE",
    description: "dismiss answers the card dismissed but stores nothing: it stays on the open list",
    rules: ["STATE-NOTIFICATION-DISMISS"],
    install(layer) {
      layer.around("dismissNotification", async (ctx) => ok({ ...publicNotification(findCard(ctx.ws, ctx.params.id)), status: "dismissed" }));
    },
  },
  "state-notification-act-unresolved": {
    family: "STATE",
    description: "act performs the merge or retry but leaves the card open, resolvedAt null",
    rules: ["STATE-NOTIFICATION-ACT"],
    install(layer) {
      layer.around("actOnNotification", async (ctx, next) => {
        const n = ctx.ws.notifications.cards.get(ctx.params.id);
        const before = n && { status: n.status, resolvedAt: n.resolvedAt };
        await next();
        // The merge or retry happened; the card is put back as it was (open).
        Object.assign(n!, before);
        return ok(publicNotification(n!));
      });
    },
  },
  "state-notification-act-retry-nothing": {
    family: "STATE",
    description: "acting on a retry card resolves it but retries nothing",
    rules: ["STATE-NOTIFICATION-ACT"],
    install(layer) {
      layer.replace("notifications.retryFromCard", () => () => {});
    },
  },
  // Kaizen
  "state-kaizen-reack-moves-at": {
    family: "STATE",
    description: "acknowledging an acknowledged entry moves acknowledgedAt to now",
    rules: ["STATE-KAIZEN-ACKNOWLEDGE"],
    install(layer) {
      layer.around("acknowledgeKaizenEntry", async (ctx, next) => {
        const e = ctx.ws.kaizen.entries.get(ctx.params.entryId);
        const again = e?.acknowledged && isSettled(e) && (ctx.body as { acknowledged?: boolean } | undefined)?.acknowledged !== false;
        const reply = await next();
        if (!e || !again) return reply;
        // A second acknowledge moves acknowledgedAt to now.
        e.acknowledgedAt = ctx.ws.now();
        return ok(publicKaizenEntry(ctx.ws, e));
      });
    },
  },
  "state-kaizen-unacked-hides-inflight": {
    family: "STATE",
    description: "acknowledged=false alone behaves as the drainable backlog: in-flight gradings are left out",
    rules: ["STATE-KAIZEN-FILTERS"],
    install(layer) {
      // acknowledged=false alone is read as the drainable backlog (settled=true): in-flight gradings are left out.
      layer.around("listKaizenEntries", async (ctx, next) => {
        if (ctx.query.acknowledged === false && ctx.query.settled === undefined) ctx.query = { ...ctx.query, settled: true };
        return next();
      });
    },
  },
  // ── end of the non-decision machines' faults
  // budget
  "state-budget-no-pause": {
    family: "STATE",
    description: "an exceeded workspace budget pauses nothing: the run that spent it goes on running",
    rules: ["STATE-RUN-BUDGET-PAUSE"],
    install(layer) {
      layer.replace("runs.pauseOnBudget", () => () => {});
    },
  },
} as const satisfies Record<string, FaultDef>;

/** `state-dependency-long-cycle`, `state-dependency-foreign-task`: the edge the documented check refuses, added. */
function addEdge(ctx: RequestContext, depId: string) {
  const task = getTask(ctx.ws, ctx.params.taskId)!;
  if (!task.dependsOn.includes(depId)) {
    task.dependsOn.push(depId);
    task.updatedAt = ctx.ws.now();
  }
  return ok(taskProjection(task));
}

/** `state-document-moved`: each named document held by another live task is taken off that task. */
function releaseHeld(ws: Workspace, docs: DocumentInput[], taskId: string | null): void {
  for (const d of docs) {
    if (d.kind !== "source") continue;
    const rec = ws.tasks.documents.get(documentKey(d.source, d.ref));
    const holder = rec?.heldByTaskId && rec.heldByTaskId !== taskId ? getTask(ws, rec.heldByTaskId) : undefined;
    if (!rec || !holder) continue;
    holder.documents = holder.documents.filter((k) => k !== rec.key);
    rec.heldByTaskId = null;
  }
}
