/**
 * Decisions (doc 2 Endpoints, "Decisions (paths under /runs/{runId}/decisions; every success is 200
 * PublicDecisionList)"): the list and the 40 answering routes. Every route answers the updated list
 * of the run. Scope, path, query and body validation happened before a handler runs (app.ts).
 */
import type { Handler, HandlerTable } from "../../state/context.ts";
import { ok } from "../../state/reply.ts";
import type { Workspace } from "../workspace.ts";
import { observeRun } from "../runs/engine.ts";
import type { RunRecord } from "../runs/types.ts";
import { loadRun } from "./access.ts";
import * as agent from "./kinds/agent-decision.ts";
import * as approval from "./kinds/approval-gate.ts";
import * as followUps from "./kinds/follow-ups.ts";
import * as fork from "./kinds/fork.ts";
import * as humanTest from "./kinds/human-test.ts";
import * as inputGate from "./kinds/input-gate.ts";
import * as interview from "./kinds/interview.ts";
import * as judge from "./kinds/judge.ts";
import * as prReview from "./kinds/pr-review.ts";
import * as review from "./kinds/review.ts";
import * as visual from "./kinds/visual-confirmation.ts";
import type { ReviewKind } from "./records.ts";
import { observeDecisions } from "./open.ts";
import { decisionList } from "./project.ts";

type Body = Record<string, any>;

/** An answering route: load the run (404 `run_not_found`), act, answer the updated list. */
function answering(act: (ws: Workspace, run: RunRecord, body: Body, params: Record<string, string>) => void): Handler {
  return (ctx) => {
    const run = loadRun(ctx.ws, ctx.params.runId);
    act(ctx.ws, run, (ctx.body ?? {}) as Body, ctx.params);
    return ok(decisionList(ctx.ws, run));
  };
}

/** The six routes of one review kind; `stage` comes from the path for a brainstorm. */
function reviewTarget(kind: ReviewKind, ws: Workspace, run: RunRecord, params: Record<string, string>): review.Target {
  return { ws, run, kind, ...(kind === "brainstorm" ? { stage: params.stage as review.Stage } : {}) };
}
const setStatus = (kind: ReviewKind) =>
  answering((ws, run, body, params) =>
    review.setItemStatus(reviewTarget(kind, ws, run, params), params.itemId, body.status),
  );
const reply = (kind: ReviewKind) =>
  answering((ws, run, body, params) =>
    review.replyItem(reviewTarget(kind, ws, run, params), params.itemId, body.reply),
  );
const incorporate = (kind: ReviewKind) =>
  answering((ws, run, body, params) => review.incorporate(reviewTarget(kind, ws, run, params), body.feedback));
const proceed = (kind: ReviewKind) =>
  answering((ws, run, _b, params) => review.proceed(reviewTarget(kind, ws, run, params)));
const reReview = (kind: ReviewKind) =>
  answering((ws, run, _b, params) => review.reReview(reviewTarget(kind, ws, run, params)));
const resolveExceeded = (kind: ReviewKind) =>
  answering((ws, run, body, params) => review.resolveExceeded(reviewTarget(kind, ws, run, params), body.choice));

export const handlers: HandlerTable = {
  // "list what the run is currently asking"; reads advance runs (the engine), and an incorporation
  // under way completes on this observation (doc 1: asynchronous).
  listRunDecisions: ({ ws, params }) => {
    const run = loadRun(ws, params.runId);
    observeRun(ws, run);
    observeDecisions(ws, run);
    return ok(decisionList(ws, run));
  },

  approveRunDecision: answering((ws, run, body, p) => approval.approve(ws, run, p.approvalId, body.proposal)),
  rejectRunDecision: answering((ws, run, body, p) => approval.reject(ws, run, p.approvalId, body.reason)),
  requestRunDecisionChanges: answering((ws, run, body, p) =>
    approval.requestChanges(ws, run, p.approvalId, body.feedback),
  ),
  resolveExceededRunApproval: answering((ws, run, body, p) =>
    approval.resolveExceeded(ws, run, p.approvalId, body.choice),
  ),

  incorporateBrainstorm: incorporate("brainstorm"),
  setBrainstormOptionStatus: setStatus("brainstorm"),
  replyBrainstormOption: reply("brainstorm"),
  proceedBrainstorm: proceed("brainstorm"),
  reReviewBrainstorm: reReview("brainstorm"),
  resolveExceededBrainstorm: resolveExceeded("brainstorm"),

  setClarityFindingStatus: setStatus("clarity-review"),
  replyClarityFinding: reply("clarity-review"),
  incorporateClarity: incorporate("clarity-review"),
  proceedClarity: proceed("clarity-review"),
  reReviewClarity: reReview("clarity-review"),
  resolveExceededClarity: resolveExceeded("clarity-review"),

  answerFollowUpItem: answering((ws, run, body, p) =>
    followUps.answer(ws, run, p.itemId, body.answer, body.resolution),
  ),
  dismissFollowUpItem: answering((ws, run, _b, p) => followUps.dismiss(ws, run, p.itemId)),
  fileFollowUpItem: answering((ws, run, _b, p) => followUps.file(ws, run, p.itemId)),
  sendBackFollowUpItem: answering((ws, run, _b, p) => followUps.sendBack(ws, run, p.itemId)),

  chooseFork: answering((ws, run, body) => fork.chooseFork(ws, run, body)),

  confirmHumanTest: answering((ws, run) => humanTest.confirmHumanTest(ws, run)),
  requestHumanTestFix: answering((ws, run, body) => humanTest.requestHumanTestFix(ws, run, body.findings)),

  resolveInputGate: answering((ws, run, body) => inputGate.resolveInputGate(ws, run, body.choice)),

  answerInterviewQuestion: answering((ws, run, body) =>
    interview.answerQuestion(ws, run, body.questionId, body.answer),
  ),
  continueInterview: answering((ws, run) => interview.continueInterview(ws, run)),
  proceedInterview: answering((ws, run) => interview.proceedInterview(ws, run)),

  // The body is `object*` in the contract: its reference reading (`outcome`) is validated like a
  // contract body, before the run is looked up (400 before 404, as app.ts orders them).
  resolveJudge: (ctx) => {
    const outcome = judge.parseOutcome(ctx.body);
    return answering((ws, run) => judge.resolveJudge(ws, run, outcome))(ctx);
  },

  challengePrReviewFinding: answering((ws, run, body, p) =>
    prReview.challengeFinding(ws, run, p.findingId, body.question),
  ),
  dismissPrReviewFinding: answering((ws, run, _b, p) => prReview.dismissFinding(ws, run, p.findingId)),
  resolvePrReview: answering((ws, run, body) => prReview.resolvePrReview(ws, run, body)),

  answerAgentDecision: answering((ws, run, body, p) => agent.answerAgentDecision(ws, run, p.decisionId, body.choice)),

  setRequirementsFindingStatus: setStatus("requirements-review"),
  replyRequirementsFinding: reply("requirements-review"),
  incorporateRequirements: incorporate("requirements-review"),
  proceedRequirements: proceed("requirements-review"),
  reReviewRequirements: reReview("requirements-review"),
  resolveExceededRequirements: resolveExceeded("requirements-review"),

  approveVisualConfirmation: answering((ws, run) => visual.approveVisual(ws, run)),
  requestVisualConfirmationFix: answering((ws, run, body) => visual.requestVisualFix(ws, run, body.findings)),
};
