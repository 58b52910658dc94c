/**
 * Which clauses of doc 1 state each named schema of the contract, so that a rule judging a body
 * against its schema cites the clause of that body's shape (and, for request shapes, the Limits
 * row that restates its bounds).
 */
import type { ClauseId } from "./index.ts";

const DECISION_BODY: readonly ClauseId[] = ["D1-SHAPE-DECISION-BODIES", "D2-LIMITS-DECISIONS"];

export const CLAUSES_OF_SCHEMA: Readonly<Record<string, readonly ClauseId[]>> = {
  // responses
  PublicIdentity: ["D1-SHAPE-IDENTITY"],
  PublicApiKeyList: ["D1-SHAPE-API-KEY"],
  CreatedPublicApiKey: ["D1-SHAPE-CREATED-KEY", "D1-SHAPE-API-KEY"],
  PublicService: ["D1-SHAPE-SERVICE"],
  PublicServiceList: ["D1-SHAPE-SERVICE"],
  PublicTask: ["D1-SHAPE-TASK"],
  PublicTaskList: ["D1-SHAPE-TASK"],
  PublicPipelineList: ["D1-SHAPE-PIPELINE"],
  PublicJobAccepted: ["D1-SHAPE-JOB"],
  PublicJob: ["D1-SHAPE-JOB"],
  PublicRun: ["D1-SHAPE-RUN"],
  PublicDecisionList: ["D1-SHAPE-DECISION-LIST", "D1-SHAPE-DECISION-KINDS"],
  Notification: ["D1-SHAPE-NOTIFICATION"],
  PublicNotificationList: ["D1-SHAPE-NOTIFICATION"],
  NotificationWebhook: ["D1-SHAPE-WEBHOOK"],
  PublicNotificationWebhook: ["D1-SHAPE-WEBHOOK"],
  PublicNotificationWebhookList: ["D1-SHAPE-WEBHOOK"],
  PublicKaizenEntry: ["D1-SHAPE-KAIZEN"],
  PublicKaizenEntryList: ["D1-SHAPE-KAIZEN"],
  PublicUsage: ["D1-SHAPE-USAGE"],
  PublicSpend: ["D1-SHAPE-SPEND"],
  PublicRunArtifactList: ["D1-SHAPE-ARTIFACT"],
  PublicServiceSpec: ["D1-SHAPE-SPEC"],
  PublicRunSpec: ["D1-SHAPE-SPEC"],
  PrVerificationReport: ["D1-SHAPE-REPORT"],
  // requests
  CreateHeadlessPublicApiKey: ["D1-SHAPE-CREATE-KEY", "D2-LIMITS-KEY"],
  CreatePublicTask: ["D1-SHAPE-CREATE-TASK", "D2-LIMITS-TASK"],
  PublicTaskDocument: ["D1-SHAPE-CREATE-TASK", "D2-LIMITS-TASK"],
  UpdatePublicTask: ["D1-SHAPE-UPDATE-TASK", "D2-LIMITS-TASK"],
  StartPublicTask: ["D1-SHAPE-UPDATE-TASK", "D2-LIMITS-TASK"],
  CreatePublicJob: ["D1-SHAPE-JOB", "D2-LIMITS-JOB"],
  PutNotificationWebhook: ["D1-SHAPE-PUT-WEBHOOK", "D2-LIMITS-WEBHOOK"],
  AcknowledgeKaizenEntry: ["D1-SHAPE-KAIZEN"],
  PublicAnswerFollowUp: DECISION_BODY,
  PublicAnswerInterview: DECISION_BODY,
  PublicApproveStep: DECISION_BODY,
  PublicChallengePrReviewFinding: DECISION_BODY,
  PublicChooseFork: DECISION_BODY,
  PublicIncorporate: DECISION_BODY,
  PublicRejectStep: DECISION_BODY,
  PublicReplyFinding: DECISION_BODY,
  PublicRequestGateFix: DECISION_BODY,
  PublicRequestStepChanges: DECISION_BODY,
  PublicResolveAgentDecision: DECISION_BODY,
  PublicResolveExceeded: DECISION_BODY,
  PublicResolveInputGate: DECISION_BODY,
  PublicResolvePrReview: DECISION_BODY,
  PublicSetFindingStatus: DECISION_BODY,
};
