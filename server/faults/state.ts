/** Faults the STATE family must catch. */
import { noContent, ok } from "../state/reply.ts";
import { ApiError, notFound, refused } from "../state/errors.ts";
import type { RequestContext } from "../state/context.ts";
import type { Workspace } from "../domain/workspace.ts";
import { getTask, listTasks } from "../domain/tasks/state.ts";
import { documentKey } from "../domain/tasks/types.ts";
import { assertAttachable, detachDocument, type DocumentInput } from "../domain/tasks/documents.ts";
import { closesCycle } from "../domain/tasks/dependencies.ts";
import { taskProjection } from "../domain/tasks/projection.ts";
import { createRun, finishRun, getPipeline, getRun, inFlight, listPipelines, TERMINAL } from "../domain/runs/engine.ts";
import { canPark, type RunRecord, type StepDef } from "../domain/runs/types.ts";
import type { TaskRecord } from "../domain/tasks/types.ts";
import { STRAIGHT_PIPELINE_ID } from "../domain/runs/pipelines.ts";
import { taskInAnyWorkspace } from "./across-workspaces.ts";
import type { FaultDef } from "./index.ts";
import type { FaultLayer } from "./layer.ts";
import { refuseEveryWebhookPut, WEBHOOK_GET, WEBHOOK_PUT, webhookIdOf } from "./webhook-routes.ts";
import { findCard, publicNotification } from "../domain/notifications/cards.ts";
import { DEFAULT_WEBHOOK_ID, limitReached } from "../domain/notifications/webhooks.ts";
import { publicKaizenEntry } from "../domain/kaizen/projection.ts";
import { isSettled } from "../domain/kaizen/state.ts";
import { advance, conflict, isParkedOn, violation } from "../domain/decisions/access.ts";
import { recordAt, recordsOfKind } from "../domain/decisions/state.ts";
import {
  decisionRoutes,
  decisionsNow,
  parkedOn,
  parkedOnReview,
  REVIEW_RE_REVIEW,
  REVIEW_RESOLVE_EXCEEDED,
  REVIEW_RULES,
} from "./decision-answers.ts";
import { editJson, serverError, type JsonObject } from "./replies.ts";

/** A run that reaches a step of `kind` stays running on it for good: the step is never taken. */
function stallsOn(kind: StepDef["kind"]): (layer: FaultLayer) => void {
  return (layer) =>
    layer.replace("runs.takeStep", (take) => (ws, run, def) => {
      if (def.kind !== kind) take(ws, run, def);
    });
}

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
  // ── Decision machines (suites/state/decisions/; wrappers of the decision routes, decision behaviours) ──
  // review sessions
  "state-requirements-incorporate-open-items": {
    family: "STATE",
    description:
      "a requirements review admits incorporate while a finding is still open (only open items block incorporation)",
    rules: ["STATE-DECISION-REQUIREMENTS-REVIEW"],
    install(layer) {
      // Open findings of a requirements review do not block.
      layer.replace(
        "reviews.blockingItems",
        (blocking) => (rec) => (rec.kind === "requirements-review" ? [] : blocking(rec)),
      );
    },
  },
  "state-clarity-reopen-ignored": {
    family: "STATE",
    description: "setting a dismissed clarity finding back to open answers 200 but leaves it dismissed",
    rules: ["STATE-DECISION-CLARITY-REVIEW"],
    install(layer) {
      // Setting a finding of the held session (ready or exceeded) to open answers 200 and changes nothing, whatever its status.
      layer.around("setClarityFindingStatus", async (ctx, next) => {
        const held = parkedOnReview(ctx, "clarity-review");
        const open = held && (held.rec.status === "ready" || held.rec.status === "exceeded");
        const found = open && held.rec.items.some((i) => i.itemId === ctx.params.itemId);
        return found && (ctx.body as { status?: string }).status === "open" ? decisionsNow(ctx, held.run) : next();
      });
    },
  },
  "state-brainstorm-reply-not-recorded": {
    family: "STATE",
    description: "a reply to a brainstorm option answers 200 and marks it answered, but the reply is not recorded",
    rules: ["STATE-DECISION-BRAINSTORM"],
    install(layer) {
      layer.around("replyBrainstormOption", async (ctx, next) => {
        const held = parkedOnReview(ctx, "brainstorm");
        const option = held?.rec.items.find((i) => i.itemId === ctx.params.itemId);
        const before = option?.reply ?? null;
        const reply = await next();
        if (!held || !option) return reply;
        // Marked answered, but the reply is lost.
        option.reply = before;
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "state-clarity-incorporate-stays-ready": {
    family: "STATE",
    description: "incorporate on a clarity review answers 200 but the session stays ready (no incorporation starts)",
    rules: ["STATE-DECISION-CLARITY-REVIEW"],
    install(layer) {
      layer.around("incorporateClarity", async (ctx, next) => {
        const held = parkedOnReview(ctx, "clarity-review");
        const reply = await next();
        if (!held) return reply;
        // The feedback is taken, but no incorporation starts.
        held.rec.status = "ready";
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "state-review-extra-round-ignored": {
    family: "STATE",
    description: "resolve-exceeded extra-round answers 200 but runs no round: the session stays exceeded",
    rules: REVIEW_RULES,
    install(layer) {
      for (const [op, kind] of REVIEW_RESOLVE_EXCEEDED) {
        layer.around(op, async (ctx, next) => {
          const held = parkedOnReview(ctx, kind);
          const ignored = held?.rec.status === "exceeded" && (ctx.body as { choice?: string }).choice === "extra-round";
          return ignored ? decisionsNow(ctx, held.run) : next();
        });
      }
    },
  },
  "state-review-re-review-exceeded-refused": {
    family: "STATE",
    description: "re-review of an `exceeded` review session is refused 409 although the table admits it in any state",
    rules: REVIEW_RULES,
    install(layer) {
      // "any" state read as "any but exceeded".
      for (const [op, kind] of REVIEW_RE_REVIEW) {
        layer.around(op, async (ctx, next) => {
          if (parkedOnReview(ctx, kind)?.rec.status === "exceeded")
            throw conflict("review_exceeded", "the session exceeded its iteration cap: use resolve-exceeded");
          return next();
        });
      }
    },
  },
  "state-wrong-kind-review-lookup": {
    family: "STATE",
    description:
      "the review routes act on whichever review session the run is parked on, whatever kind (or stage) the route names",
    rules: REVIEW_RULES,
    install(layer) {
      // Any review session the run is parked on answers, whatever kind (or stage) the route names.
      layer.replace("reviews.session", (session) => (ws, run, kind, stage) => {
        const any = recordAt(ws, run.runId, run.currentStep);
        const review =
          any && (any.kind === "requirements-review" || any.kind === "clarity-review" || any.kind === "brainstorm")
            ? any
            : undefined;
        return review && isParkedOn(run, review) ? review : session(ws, run, kind, stage);
      });
    },
  },
  // the interviewer
  "state-interview-answer-resumes": {
    family: "STATE",
    description: "answering an interview question resumes the run (it should be recorded only)",
    rules: ["STATE-DECISION-INTERVIEW"],
    install(layer) {
      layer.around("answerInterviewQuestion", async (ctx, next) => {
        const reply = await next();
        const held = parkedOn(ctx, "interview");
        if (!held) return reply;
        // Recorded, and the run resumes.
        advance(ctx.ws, held.run, held.rec);
        return decisionsNow(ctx, held.run);
      });
    },
  },
  // gates
  "state-input-gate-recheck-refused": {
    family: "STATE",
    description: "an input-gate recheck that is still blocked is answered 409 instead of 200 with refreshed findings",
    rules: ["STATE-DECISION-INPUT-GATE"],
    install(layer) {
      layer.around("resolveInputGate", async (ctx, next) => {
        const held = parkedOn(ctx, "input-gate");
        if (!held || (ctx.body as { choice?: string }).choice !== "recheck") return next();
        const issues = held.rec.issues;
        const reply = await next();
        if (held.rec.status !== "blocked") return reply;
        // Still blocked: refused after the gate stamped its check, before its findings were refreshed.
        held.rec.issues = issues;
        throw conflict("input_gate_still_blocked", "the task still has blocking findings");
      });
    },
  },
  "state-input-gate-proceed-not-overridden": {
    family: "STATE",
    description: "input-gate proceed releases the run but records the gate as passed, not overridden",
    rules: ["STATE-DECISION-INPUT-GATE"],
    install(layer) {
      layer.around("resolveInputGate", async (ctx, next) => {
        const held = parkedOn(ctx, "input-gate");
        const reply = await next();
        if (!held || (ctx.body as { choice?: string }).choice !== "proceed") return reply;
        // The run is released, the gate recorded as passed.
        held.rec.status = "passed";
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "state-approval-approve-exceeded": {
    family: "STATE",
    description: "plain approve is admitted on an approval gate whose quality companion exceeded its cap",
    rules: ["STATE-DECISION-APPROVAL-GATE"],
    install(layer) {
      layer.replace("approvals.plainApproveRefused", () => () => false);
    },
  },
  "state-approval-reject-stays-blocked": {
    family: "STATE",
    description: "rejecting an approval marks the gate rejected but leaves the run blocked",
    rules: ["STATE-RUN-MACHINE", "STATE-DECISION-APPROVAL-GATE"],
    install(layer) {
      layer.around("rejectRunDecision", async (ctx, next) => {
        const held = parkedOn(ctx, "approval-gate");
        if (!held || held.rec.approvalId !== ctx.params.approvalId || held.rec.status !== "pending") return next();
        // Marked rejected; the run is not stopped.
        held.rec.status = "rejected";
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "state-judge-stop-keeps-run": {
    family: "STATE",
    description: "judge resolve stop marks the judge failed but the run stays parked",
    rules: ["STATE-DECISION-JUDGE"],
    install(layer) {
      layer.around("resolveJudge", async (ctx, next) => {
        const held = parkedOn(ctx, "judge");
        if (!held || (ctx.body as { outcome?: string } | undefined)?.outcome !== "stop") return next();
        // Marked failed; the run stays parked.
        held.rec.status = "failed";
        return decisionsNow(ctx, held.run);
      });
    },
  },
  // the coder's questions
  "state-fork-custom-refused": {
    family: "STATE",
    description: "a fork refuses a custom approach (422) as if a forkId were required",
    rules: ["STATE-DECISION-FORK"],
    install(layer) {
      layer.around("chooseFork", async (ctx, next) => {
        if (parkedOn(ctx, "fork") && ((ctx.body as { forkId?: string | null }).forkId ?? null) === null)
          throw violation("fork_choice_required", "name a fork with `forkId`");
        return next();
      });
    },
  },
  "state-agent-decision-choice-must-be-option": {
    family: "STATE",
    description:
      "an agent decision refuses a choice that is not one of its options (the choice is to be taken verbatim)",
    rules: ["STATE-DECISION-AGENT-DECISION"],
    install(layer) {
      layer.around("answerAgentDecision", async (ctx, next) => {
        const held = parkedOn(ctx, "agent-decision");
        const choice = (ctx.body as { choice: string }).choice;
        if (held?.rec.decisionId === ctx.params.decisionId && !held.rec.options.includes(choice)) {
          throw violation("choice_not_an_option", "the choice must be one of the decision's options");
        }
        return next();
      });
    },
  },
  // after the pull request
  "state-pr-review-fix-without-selection": {
    family: "STATE",
    description: "PR-review resolve fix/post is admitted with no selected finding",
    rules: ["STATE-DECISION-PR-REVIEW"],
    install(layer) {
      layer.around("resolvePrReview", async (ctx, next) => {
        const held = parkedOn(ctx, "pr-review");
        const body = ctx.body as { action?: string; findingIds?: string[] };
        const selection = body.findingIds ?? held?.rec.selectedFindingIds ?? [];
        // With nothing selected, fix and post are carried out as finish: nothing to fix or post, the review is done.
        if (held && (body.action ?? "finish") !== "finish" && selection.length === 0)
          ctx.body = { ...body, action: "finish" };
        return next();
      });
    },
  },
  "state-pr-review-challenge-settles": {
    family: "STATE",
    description: "challenging a PR-review finding settles the review and the run advances instead of re-parking",
    rules: ["STATE-DECISION-PR-REVIEW"],
    install(layer) {
      layer.around("challengePrReviewFinding", async (ctx, next) => {
        const held = parkedOn(ctx, "pr-review");
        if (held?.rec.findings.find((f) => f.findingId === ctx.params.findingId)?.status !== "open") return next();
        // The review settles (done) and the run advances: nothing re-parks.
        held.rec.status = "done";
        advance(ctx.ws, held.run, held.rec);
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "state-pr-review-dismiss-advances": {
    family: "STATE",
    description: "dismissing a PR-review finding settles the review and the run advances (it should stay parked)",
    rules: ["STATE-DECISION-PR-REVIEW"],
    install(layer) {
      layer.around("dismissPrReviewFinding", async (ctx, next) => {
        const held = parkedOn(ctx, "pr-review");
        const finding = held?.rec.findings.find((f) => f.findingId === ctx.params.findingId);
        const already = finding?.status === "dismissed";
        const reply = await next();
        if (!held || !finding || already) return reply;
        // The review settles (done) and the run advances.
        held.rec.status = "done";
        advance(ctx.ws, held.run, held.rec);
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "state-human-test-short-findings-refused": {
    family: "STATE",
    description:
      "human-test request-fix treats findings shorter than 10 characters after trimming as blank and refuses them",
    rules: ["STATE-DECISION-HUMAN-TEST"],
    install(layer) {
      // Findings shorter than 10 characters are taken as blank.
      layer.around("requestHumanTestFix", async (ctx, next) => {
        if (parkedOn(ctx, "human-test") && (ctx.body as { findings: string }).findings.trim().length < 10)
          throw violation("findings_blank", "findings cannot be blank");
        return next();
      });
    },
  },
  "state-visual-approve-stays-blocked": {
    family: "STATE",
    description: "visual-confirmation approve marks the phase approved but the run stays blocked",
    rules: ["STATE-DECISION-VISUAL-CONFIRMATION"],
    install(layer) {
      layer.around("approveVisualConfirmation", async (ctx, next) => {
        const held = parkedOn(ctx, "visual-confirmation");
        if (!held) return next();
        // Marked approved; the run is not advanced.
        held.rec.phase = "approved";
        return decisionsNow(ctx, held.run);
      });
    },
  },
  "state-follow-up-answer-accepted": {
    family: "STATE",
    description: "answering a follow_up item is admitted (only question items take answers)",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
    install(layer) {
      layer.replace("followUps.admits", (admits) => (verb, it) => verb === "answer" || admits(verb, it));
    },
  },
  "state-follow-up-file-question-accepted": {
    family: "STATE",
    description: "filing a question item is admitted and files an issue",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
    install(layer) {
      layer.replace("followUps.admits", (admits) => (verb, it) => verb === "file" || admits(verb, it));
    },
  },
  "state-follow-up-send-back-closes": {
    family: "STATE",
    description: "sending a follow_up item back records it closed instead of queued",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
    install(layer) {
      layer.replace("followUps.sentBackStatus", () => () => "closed");
    },
  },
  "state-follow-up-file-idempotent": {
    family: "STATE",
    description:
      "filing an already filed follow-up item answers the same ticket ref again (file must not be idempotent)",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
    install(layer) {
      // A filed item answers its first ticket again.
      layer.replace("followUps.newTicket", (newTicket) => (ws, it) => it.ticketExternalId ?? newTicket(ws, it));
    },
  },
  "state-follow-up-dismiss-last-keeps-park": {
    family: "STATE",
    description: "dismissing the last undecided follow-up item leaves the run parked",
    rules: ["STATE-DECISION-FOLLOW-UPS"],
    install(layer) {
      layer.around("dismissFollowUpItem", async (ctx, next) => {
        const run = getRun(ctx.ws, ctx.params.runId);
        const item = recordsOfKind(ctx.ws, ctx.params.runId, "follow-ups")
          .flatMap((r) => r.items)
          .find((i) => i.itemId === ctx.params.itemId);
        if (!run || !item || TERMINAL.has(run.status)) return next();
        // Dismissed, and the park is never released.
        item.status = "dismissed";
        return decisionsNow(ctx, run);
      });
    },
  },
  // wrong kind
  "state-wrong-kind-confirm-settles-any": {
    family: "STATE",
    description: "human-test confirm settles whatever decision the run is parked on, whatever its kind",
    // Every machine but human-test's own, where settling is the documented move.
    rules: EVERY_DECISION_MACHINE.filter((r) => r !== "STATE-DECISION-HUMAN-TEST") as unknown as readonly [
      string,
      ...string[],
    ],
    install(layer) {
      layer.around("confirmHumanTest", async (ctx, next) => {
        const run = getRun(ctx.ws, ctx.params.runId);
        const any = run && recordAt(ctx.ws, run.runId, run.currentStep);
        if (!run || !any || any.kind === "human-test" || !isParkedOn(run, any)) return next();
        advance(ctx.ws, run, any);
        return decisionsNow(ctx, run);
      });
    },
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
        if (task && !task.documents.includes(documentKey(source, externalId)))
          throw notFound(`document (${source}, ${externalId}) on task ${task.taskId}`);
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
  "state-detach-again-drops-last": {
    family: "STATE",
    description:
      "detaching a document the task does not hold answers 204 but detaches the task's last attached document instead (an unchecked index -1)",
    rules: ["STATE-TASK-DOCUMENTS"],
    install(layer) {
      layer.around("detachTaskDocument", async (ctx, next) => {
        const task = getTask(ctx.ws, ctx.params.taskId);
        const { source, externalId } = ctx.body as { source: string; externalId: string };
        const last =
          task && !task.documents.includes(documentKey(source, externalId))
            ? ctx.ws.tasks.documents.get(task.documents.at(-1) ?? "")
            : undefined;
        if (task && last) detachDocument(ctx.ws, task, last.source, last.externalId);
        return next();
      });
    },
  },
  "state-detach-keeps-hold": {
    family: "STATE",
    description:
      "a detached document is no longer listed, but stays held by the task it was detached from: attaching it to another task is refused as held",
    rules: ["STATE-TASK-DOCUMENT-HELD"],
    install(layer) {
      layer.around("detachTaskDocument", async (ctx, next) => {
        const { source, externalId } = ctx.body as { source: string; externalId: string };
        const rec = ctx.ws.tasks.documents.get(documentKey(source, externalId));
        const holder = rec?.heldByTaskId ?? null;
        const reply = await next();
        if (rec && holder === ctx.params.taskId) rec.heldByTaskId = holder;
        return reply;
      });
    },
  },
  "state-source-document-5xx": {
    family: "STATE",
    description:
      "attaching a named source page the workspace has not seen yet answers 500 (the new document record is never made)",
    rules: ["STATE-TASK-DOCUMENT-HELD"],
    install(layer) {
      refuseFreshSourcePages(layer, () => serverError());
    },
  },
  "state-source-page-refused-as-held": {
    family: "STATE",
    description:
      "attaching a named source page the workspace has not seen yet is refused 409 as held by another task (no task holds it)",
    rules: ["STATE-TASK-DOCUMENT-HELD"],
    install(layer) {
      refuseFreshSourcePages(
        layer,
        () => new ApiError(409, "document_held_by_another_task", "document is held by another task"),
      );
    },
  },
  "state-task-delete-drops-edges": {
    family: "STATE",
    description: "deleting a task clears every dependency of the tasks that depended on it, not only the edge to it",
    rules: ["STATE-TASK-DELETE"],
    install(layer) {
      layer.around("deleteTask", async (ctx, next) => {
        const dependents = [...ctx.ws.tasks.tasks.values()].filter((t) => t.dependsOn.includes(ctx.params.taskId));
        const reply = await next();
        for (const t of dependents) t.dependsOn = [];
        return reply;
      });
    },
  },
  "state-task-patch-drops-pins": {
    family: "STATE",
    description: "PATCH /tasks/{taskId} answers 200 but ignores `modelPresetId` and `riskPolicyId`",
    rules: ["STATE-TASK-PATCH-PINS"],
    install(layer) {
      layer.around("updateTask", async (ctx, next) => {
        const { modelPresetId: _preset, riskPolicyId: _policy, ...rest } = ctx.body as Record<string, unknown>;
        ctx.body = rest;
        return next();
      });
    },
  },
  "state-task-create-drops-pins": {
    family: "STATE",
    description: "POST /services/{serviceId}/tasks answers 201 but ignores `modelPresetId` and `riskPolicyId`",
    rules: ["STATE-TASK-PATCH-PINS"],
    install(layer) {
      layer.around("createServiceTask", async (ctx, next) => {
        const { modelPresetId: _preset, riskPolicyId: _policy, ...rest } = ctx.body as Record<string, unknown>;
        ctx.body = rest;
        return next();
      });
    },
  },
  "state-dependency-remove-all": {
    family: "STATE",
    description: "removing a dependency removes every dependency of the task, not only the one named",
    rules: ["STATE-TASK-DEPENDENCIES"],
    install(layer) {
      layer.around("removeTaskDependency", async (ctx, next) => {
        const task = getTask(ctx.ws, ctx.params.taskId);
        const depId = (ctx.body as { dependsOnTaskId: string }).dependsOnTaskId;
        if (task?.dependsOn.includes(depId)) task.dependsOn = [depId];
        return next();
      });
    },
  },
  "state-task-documents-no-array": {
    family: "STATE",
    description: "GET /tasks/{taskId}/documents answers 200 `{}`: no document listed, whatever is attached",
    rules: ["STATE-TASK-DOCUMENTS"],
    install(layer) {
      layer.around("listTaskDocuments", async () => ok({}));
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
          task &&
          dep &&
          dep !== task &&
          !task.dependsOn.includes(dep.taskId) &&
          !dep.dependsOn.includes(task.taskId) &&
          closesCycle(ctx.ws, task.taskId, dep.taskId);
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
        const foreign =
          getTask(ctx.ws, ctx.params.taskId) && !getTask(ctx.ws, depId) && taskInAnyWorkspace(ctx.server, depId);
        return foreign ? addEdge(ctx, depId) : next();
      });
    },
  },
  "state-dependent-starts-early": {
    family: "STATE",
    description:
      "start checks only that each dependency has a run, not that it is done: a dependent starts while its blocker runs",
    rules: ["STATE-TASK-DEPENDENCY-GATE"],
    install(layer) {
      // A dependency that has a run at all counts as done.
      layer.replace(
        "runs.dependenciesDone",
        () => (ws, task) => task.dependsOn.every((id) => getTask(ws, id)?.runId != null),
      );
    },
  },
  "state-autostart-ignored": {
    family: "STATE",
    description:
      "autoStartDependents is stored but never acted on: the dependent does not start when its blocker is done",
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
        if (run?.status === "failed" && run.error?.kind === "cancelled")
          throw refused(409, "run_cancelled", "a stopped run cannot be retried");
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
  "state-start-unknown-pipeline-500": {
    family: "STATE",
    description:
      "a start naming a pipeline that does not exist answers 500 (the handler reads the missing pipeline) instead of a 4XX",
    rules: ["STATE-TASK-START-PIPELINE"],
    install(layer) {
      layer.around("startTask", async (ctx, next) => {
        const { pipelineId } = (ctx.body ?? {}) as { pipelineId?: string };
        if (pipelineId !== undefined && !getPipeline(ctx.ws, pipelineId)) throw serverError();
        return next();
      });
    },
  },
  "state-task-pipelines-unlisted": {
    family: "STATE",
    description: "GET /pipelines lists the job pipelines only: the task pipelines, which starts accept, are left out",
    rules: ["STATE-TASK-START-PIPELINE"],
    install(layer) {
      layer.around("listPipelines", async (ctx, next) => {
        const ofTasks = new Set(listPipelines(ctx.ws).map((p) => p.pipelineId));
        return editJson(await next(), (b) => ({
          ...b,
          pipelines: (b.pipelines as JsonObject[]).filter((p) => !ofTasks.has(p.pipelineId)),
        }));
      });
    },
  },
  "state-run-error-empty": {
    family: "STATE",
    description:
      "GET /tasks/{taskId}/run shows a failed run's `error` as `{}`: the failure's kind and message are dropped",
    rules: ["STATE-RUN-PARTS"],
    install(layer) {
      layer.around("getTaskRun", async (_ctx, next) =>
        editJson(await next(), (b) => ({ ...b, error: b.error ? {} : null })),
      );
    },
  },
  // runs
  "state-run-parked-flag-false": {
    family: "STATE",
    description: "the decision list of a blocked run reports parked false",
    rules: ["STATE-RUN-MACHINE", ...EVERY_DECISION_MACHINE],
    install(layer) {
      for (const op of decisionRoutes())
        layer.around(op, async (_ctx, next) => editJson(await next(), (body) => ({ ...body, parked: false })));
    },
  },
  "state-run-advance-stays-blocked": {
    family: "STATE",
    description: "a proceed/approve verb settles the decision (200) but the run stays blocked on the step",
    rules: ["STATE-RUN-MACHINE", ...EVERY_DECISION_MACHINE],
    install(layer) {
      layer.replace("runs.resume", () => () => {});
    },
  },
  "state-autostart-starts-bystanders": {
    family: "STATE",
    description:
      "a finished blocker with autoStartDependents starts every startable task whose dependencies are done, dependents of it or not",
    rules: ["STATE-TASK-AUTOSTART"],
    install(layer) {
      layer.replace("runs.autoStartDependents", () => (ws, run) => chainStarts(ws, run, () => true));
    },
  },
  "state-autostart-ignores-gates": {
    family: "STATE",
    description:
      "a finished blocker with autoStartDependents starts each of its dependents, its other dependencies undone or its pipeline individual-usage",
    rules: ["STATE-TASK-AUTOSTART"],
    install(layer) {
      layer.replace(
        "runs.autoStartDependents",
        () => (ws, run) => chainStarts(ws, run, (task, blockerId) => task.dependsOn.includes(blockerId), true),
      );
    },
  },
  "state-debug-runs-stale": {
    family: "STATE",
    description: "GET /debug/runs keeps listing the runs of its first read: a run started after it is never listed",
    rules: ["STATE-DEBUG-RUNS-LISTED"],
    install(layer) {
      // Per workspace, the run ids of the first read (a cache never refreshed).
      const first = new WeakMap<Workspace, Set<string>>();
      layer.around("listDebugRuns", async (ctx, next) => {
        const known = first.get(ctx.ws) ?? new Set(ctx.ws.runs.runs.keys());
        first.set(ctx.ws, known);
        return editJson(await next(), (body) => ({
          ...body,
          runs: (body.runs as JsonObject[]).filter((r) => known.has(String(r.runId))),
        }));
      });
    },
  },
  "state-run-park-runs-through": {
    family: "STATE",
    description: "a run on a pipeline that parks runs its human step as plain work and ends done without ever parking",
    rules: ["STATE-RUN-MACHINE"],
    install(layer) {
      // The started run is moved onto the straight pipeline (as many steps, none needing a human).
      layer.around("startTask", async (ctx, next) => {
        const reply = await next();
        const task = getTask(ctx.ws, ctx.params.taskId);
        const run = task?.runId ? getRun(ctx.ws, task.runId) : undefined;
        const pipeline = run ? getPipeline(ctx.ws, run.pipelineId) : undefined;
        if (run && pipeline && canPark(pipeline)) run.pipelineId = STRAIGHT_PIPELINE_ID;
        return reply;
      });
    },
  },
  "state-run-reject-ends-done": {
    family: "STATE",
    description: "a rejected approval ends the run done (as if finished) instead of a rejected failure",
    rules: ["STATE-RUN-MACHINE", "STATE-DECISION-APPROVAL-GATE"],
    install(layer) {
      // A rejected approval ends the run as if it had finished.
      layer.replace(
        "runs.fail",
        (fail) => (ws, run, kind, message) =>
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
        if (job && job.status !== "running")
          job.error = { kind: "cancelled", message: "the job was cancelled", step: job.step };
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
  "state-job-list-unfiltered-empty": {
    family: "STATE",
    description: "GET /jobs without a `status` filter lists no job; the filtered lists are as documented",
    rules: ["STATE-JOB-MACHINE", "STATE-JOB-LIST"],
    install(layer) {
      layer.around("listJobs", async (ctx, next) =>
        ctx.query.status === undefined ? ok({ jobs: [], nextCursor: null }) : next(),
      );
    },
  },
  "state-job-list-status-filter-empty": {
    family: "STATE",
    description: "GET /jobs?status=… lists no job, whatever the status; the unfiltered list is as documented",
    rules: ["STATE-JOB-LIST"],
    install(layer) {
      layer.around("listJobs", async (ctx, next) =>
        ctx.query.status === undefined ? next() : ok({ jobs: [], nextCursor: null }),
      );
    },
  },
  "state-job-succeeded-reads-completed": {
    family: "STATE",
    description: "a job that ran through reads status `completed`, outside the job status set, instead of `succeeded`",
    rules: ["STATE-JOB-MACHINE"],
    install(layer) {
      for (const op of ["getJob", "cancelJob"] as const)
        layer.around(op, async (_ctx, next) =>
          editJson(await next(), (job) => (job.status === "succeeded" ? { ...job, status: "completed" } : job)),
        );
    },
  },
  // keys, webhooks, services
  "state-key-revoke-downgrades": {
    family: "STATE",
    description:
      "deleting a provisioned key downgrades it to read instead of revoking it (it still authenticates and is listed)",
    rules: ["STATE-KEY-REVOKE"],
    install(layer) {
      layer.around("deleteKey", async (ctx, next) => {
        const target = ctx.server.keys.get(ctx.params.keyId);
        if (!target || target.workspaceId !== ctx.ws.id || target.scope === "admin" || target.revokedAt !== null)
          return next();
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
          if (ctx.ws.notifications.webhooks.has(webhookIdOf(ctx)) && body.types === undefined)
            ctx.body = { ...body, types: [] };
          return next();
        });
      }
    },
  },
  "state-webhook-has-secret-always": {
    family: "STATE",
    description: "`hasSecret` reads true for every webhook endpoint, one registered without a secret too",
    rules: ["STATE-WEBHOOK-HAS-SECRET"],
    install(layer) {
      const secretShown = (h: unknown) => (h && typeof h === "object" ? { ...h, hasSecret: true } : h);
      for (const op of WEBHOOK_PUT) layer.around(op, async (_ctx, next) => editJson(await next(), secretShown));
      for (const op of WEBHOOK_GET)
        layer.around(op, async (_ctx, next) =>
          editJson(await next(), (body) => ({ ...body, webhook: secretShown(body.webhook) })),
        );
      layer.around("listNotificationWebhooks", async (_ctx, next) =>
        editJson(await next(), (body) => ({ ...body, webhooks: (body.webhooks as unknown[]).map(secretShown) })),
      );
    },
  },
  "state-webhook-default-edit-409": {
    family: "STATE",
    description:
      "editing the endpoint `default` through its named route is refused 409 `webhook_limit_reached`, as if `default` were a new id there",
    rules: ["STATE-WEBHOOK-UNNAMED-DEFAULT"],
    install(layer) {
      layer.around("putNotificationWebhookById", async (ctx, next) => {
        const hooks = ctx.ws.notifications.webhooks;
        if (ctx.params.webhookId === DEFAULT_WEBHOOK_ID && hooks.has(DEFAULT_WEBHOOK_ID))
          throw limitReached(hooks.size, ctx.server.options.webhookCap);
        return next();
      });
    },
  },
  "state-webhook-every-put-409": {
    family: "STATE",
    description:
      "every webhook PUT, an edit of an existing endpoint included, is refused 409 `webhook_limit_reached`: the machine cannot register, and the workspace's listed endpoint cannot be edited either",
    rules: ["STATE-WEBHOOK-MACHINE"],
    install: refuseEveryWebhookPut,
  },
  // notifications
  "state-notification-dismiss-stays-open": {
    family: "STATE",
    description: "dismiss answers the card dismissed but stores nothing: it stays on the open list",
    rules: ["STATE-NOTIFICATION-DISMISS"],
    install(layer) {
      layer.around("dismissNotification", async (ctx) =>
        ok({ ...publicNotification(findCard(ctx.ws, ctx.params.id)), status: "dismissed" }),
      );
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
  "state-notification-act-retry-refused": {
    family: "STATE",
    description:
      "a `ci_failed` or `test_failed` card on an ordinary run is refused 422 as not actionable instead of retrying the run",
    rules: ["STATE-NOTIFICATION-ACT"],
    install(layer) {
      layer.around("actOnNotification", async (ctx, next) => {
        const card = ctx.ws.notifications.cards.get(ctx.params.id);
        if (card && !card.individualUsage && (card.type === "ci_failed" || card.type === "test_failed")) {
          throw refused(
            422,
            "notification_not_actionable",
            `a ${card.type} notification cannot be acted on: dismiss it instead`,
          );
        }
        return next();
      });
    },
  },
  "state-notification-retry-run-unshaped": {
    family: "STATE",
    description: "the run a retry card starts lacks `externalIdentity`, a required field of PublicRun",
    rules: ["STATE-NOTIFICATION-ACT"],
    install(layer) {
      layer.replace("notifications.retryFromCard", (documented) => (ws, taskId) => {
        documented(ws, taskId);
        const task = getTask(ws, taskId);
        const run = task?.runId ? getRun(ws, task.runId) : undefined;
        // The retried run's record loses the field; the public run then omits it.
        if (run) delete (run as { externalIdentity?: unknown }).externalIdentity;
      });
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
        const again =
          e?.acknowledged &&
          isSettled(e) &&
          (ctx.body as { acknowledged?: boolean } | undefined)?.acknowledged !== false;
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
        if (ctx.query.acknowledged === false && ctx.query.settled === undefined)
          ctx.query = { ...ctx.query, settled: true };
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
  "state-run-decision-step-stalls": {
    family: "STATE",
    description:
      "a run that reaches a step needing a human stays running on it for good: it never parks, and no decision is listed",
    rules: ["STATE-RUN-MACHINE"],
    install: stallsOn("decision"),
  },
  "state-run-spend-step-stalls": {
    family: "STATE",
    description: "a run that reaches a step spending money stays running on it for good: nothing is spent",
    rules: ["STATE-RUN-BUDGET-PAUSE"],
    install: stallsOn("spend"),
  },
  "state-budget-pause-unlisted-status": {
    family: "STATE",
    description:
      'an exceeded workspace budget moves the active runs to a status outside the run state set ("halted") instead of paused',
    rules: ["STATE-RUN-BUDGET-PAUSE"],
    install(layer) {
      layer.replace("runs.pauseOnBudget", (pause) => (ws) => {
        pause(ws);
        for (const run of ws.runs.runs.values())
          if (run.status === "paused") (run as { status: string }).status = "halted";
      });
    },
  },
  "state-spend-unattributed-keyed": {
    family: "STATE",
    description:
      'GET /usage/spend keys the unattributed bucket "unattributed" instead of "" (the empty key doc 1 gives it)',
    rules: ["STATE-SPEND-UNATTRIBUTED-BUCKET"],
    install(layer) {
      layer.around("getUsageSpend", async (_ctx, next) =>
        editJson(await next(), (body) => ({
          ...body,
          rows: body.rows?.map((r: { key: string }) => (r.key === "" ? { ...r, key: "unattributed" } : r)),
        })),
      );
    },
  },
  "state-kaizen-combo-key-blank": {
    family: "STATE",
    description: 'every Kaizen entry reads comboKey "", whatever its agent kind, model and prompt version',
    rules: ["STATE-KAIZEN-ENTRY-CONSISTENT"],
    install(layer) {
      editListedKaizenEntries(layer, (e) => ({ ...e, comboKey: "" }));
    },
  },
  "state-kaizen-unsettled-acknowledged": {
    family: "STATE",
    description: "the Kaizen list shows scheduled and running gradings as acknowledged",
    rules: ["STATE-KAIZEN-ENTRY-CONSISTENT"],
    install(layer) {
      editListedKaizenEntries(layer, (e) =>
        e.status === "scheduled" || e.status === "running" ? { ...e, acknowledged: true } : e,
      );
    },
  },
  "state-budget-exceeded-unreported": {
    family: "STATE",
    description:
      "GET /usage reads `exceeded` false whatever the spend: a budget whose costSpent is above its costLimit is not reported exceeded",
    rules: ["STATE-RUN-BUDGET-PAUSE"],
    install(layer) {
      layer.around("getUsage", async (_ctx, next) =>
        editJson(await next(), (body) => ({ ...body, budget: { ...body.budget, exceeded: false } })),
      );
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

/** Attaching a named source page the workspace has not seen yet answers `refusal` (the document record is never made). */
function refuseFreshSourcePages(layer: FaultLayer, refusal: () => ApiError): void {
  layer.around("attachTaskDocument", async (ctx, next) => {
    const d = ctx.body as DocumentInput;
    if (d.kind === "source" && !ctx.ws.tasks.documents.has(documentKey(d.source, d.ref))) throw refusal();
    return next();
  });
}

/** `state-kaizen-*`: each entry GET /kaizen/entries lists, edited. */
function editListedKaizenEntries(layer: FaultLayer, edit: (e: JsonObject) => JsonObject): void {
  layer.around("listKaizenEntries", async (_ctx, next) =>
    editJson(await next(), (body) => ({ ...body, entries: body.entries?.map(edit) })),
  );
}

/**
 * The auto-start of a finished blocker (`autoStartDependents` on), gone wrong: it starts every task
 * `picked` that has no run in flight and is not done; `anyGate` also skips the checks of its other
 * dependencies and of an individual-usage pipeline.
 */
function chainStarts(
  ws: Workspace,
  run: RunRecord,
  picked: (task: TaskRecord, blockerId: string) => boolean,
  anyGate = false,
): void {
  const blocker = run.taskId ? getTask(ws, run.taskId) : undefined;
  if (!blocker?.autoStartDependents) return;
  for (const task of listTasks(ws)) {
    if (task === blocker || !picked(task, blocker.taskId)) continue;
    if (inFlight(task.runId ? getRun(ws, task.runId) : undefined) || task.status === "done") continue;
    if (!anyGate && !task.dependsOn.every((id) => getTask(ws, id)?.status === "done")) continue;
    const pipeline = getPipeline(ws, task.pipelineId ?? run.pipelineId);
    if (!pipeline || (!anyGate && pipeline.individualUsage)) continue;
    createRun(ws, task, pipeline, { externalIdentity: run.externalIdentity, scope: run.startedWithScope });
  }
}
