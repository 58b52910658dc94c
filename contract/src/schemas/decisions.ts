/** doc 1 "Decisions": the decision list, the 13 decision shapes and their item shapes. */
import {
  arr,
  bool,
  described,
  nullable,
  num,
  obj,
  oneOfStrings,
  ref,
  str,
  tagged,
  untyped,
  type Schema,
} from "../dsl.ts";
import { DECISION_KINDS, reviewStatus, runStatus } from "../common.ts";

type DecisionKind = (typeof DECISION_KINDS)[number];

/** doc 1 decision table: one branch per kind, fields "all req unless noted" (none is noted). */
const decisionBranches: Record<DecisionKind, Schema> = {
  "requirements-review": obj(
    {
      findings: arr(ref("PublicReviewFinding")),
      incorporatedRequirements: nullable(str()),
      iteration: num(),
      maxIterations: num(),
      reviewId: str(),
      status: reviewStatus(),
      taskId: str(),
    },
    "all",
  ),
  "clarity-review": obj(
    {
      clarifiedReport: nullable(str()),
      findings: arr(ref("PublicReviewFinding")),
      iteration: num(),
      maxIterations: num(),
      reviewId: str(),
      status: reviewStatus(),
      taskId: str(),
    },
    "all",
  ),
  brainstorm: obj(
    {
      convergedDirection: nullable(str()),
      iteration: num(),
      maxIterations: num(),
      options: arr(ref("PublicReviewFinding")),
      sessionId: str(),
      stage: oneOfStrings(["requirements", "architecture"]),
      status: reviewStatus(),
      taskId: str(),
    },
    "all",
  ),
  interview: obj(
    {
      maxRounds: num(),
      questions: arr(ref("PublicInterviewQuestion")),
      round: num(),
      stepKind: str(),
      taskId: str(),
    },
    "all",
  ),
  "input-gate": obj(
    {
      checkedAt: num(),
      issues: arr(untyped("fields not shown")),
      mode: oneOfStrings(["standard", "advisory", "off"]),
      status: oneOfStrings(["off", "not_applicable", "passed", "blocked", "overridden"]),
    },
    "all",
  ),
  "approval-gate": obj(
    {
      approvalId: str(),
      blockingFindings: arr(untyped("fields not shown")),
      exceeded: bool(),
      feedback: nullable(str()),
      proposal: str(),
      recordedApprovals: num(),
      requiredApprovals: num(),
      status: oneOfStrings(["pending", "approved", "changes_requested", "rejected"]),
      stepIndex: num(),
      stepKind: str(),
    },
    "all",
  ),
  judge: obj(
    {
      bounces: num(),
      maxBounces: num(),
      rubricId: nullable(str()),
      rubricName: nullable(str()),
      status: oneOfStrings(["evaluating", "awaiting_decision", "bouncing", "passed", "failed", "skipped"]),
      stepKind: str(),
      threshold: nullable(num()),
      verdict: nullable(untyped("fields not shown")),
    },
    "all",
  ),
  fork: obj(
    {
      forks: arr(untyped("fields not shown")),
      seamSummary: nullable(str()),
      status: oneOfStrings(["proposing", "awaiting_choice", "answering", "chosen", "single_path", "skipped"]),
    },
    "all",
  ),
  "agent-decision": obj(
    {
      decisionId: str(),
      options: arr(str()),
      question: str(),
      stepKind: str(),
    },
    "all",
  ),
  "pr-review": obj(
    {
      findings: arr(untyped("fields not shown")),
      prUrl: nullable(str()),
      selectedFindingIds: arr(str()),
      slices: arr(untyped("fields not shown")),
      status: oneOfStrings(["reviewing", "awaiting_selection", "challenging", "fixing", "posting", "done", "skipped"]),
      summary: nullable(str()),
    },
    "all",
  ),
  "human-test": obj(
    {
      attempts: num(),
      degradedReason: nullable(str()),
      environment: nullable(ref("PublicHumanTestEnvironment")),
      maxAttempts: num(),
      phase: oneOfStrings(["provisioning", "awaiting_human", "fixing", "resolving_conflicts", "passed"]),
    },
    "all",
  ),
  "visual-confirmation": obj(
    {
      attempts: num(),
      degradedReason: nullable(str()),
      maxAttempts: num(),
      pairs: arr(untyped("carry artifact ids only; images are not readable through this API")),
      phase: oneOfStrings(["awaiting_human", "fixing", "approved"]),
    },
    "all",
  ),
  "follow-ups": obj(
    {
      items: arr(ref("PublicFollowUpItem")),
      loops: num(),
      maxLoops: num(),
      stepIndex: num(),
      stepKind: str(),
    },
    "all",
  ),
};

// Keep the branch order of the decision table (DECISION_KINDS).
const orderedBranches: Record<string, Schema> = Object.fromEntries(DECISION_KINDS.map((k) => [k, decisionBranches[k]]));

export const schemas: Record<string, Schema> = {
  PublicDecisionList: obj(
    {
      decisions: arr(ref("PublicDecision")),
      parked: described(bool(), "true only when the run has stopped, i.e. status `blocked`"),
      runId: str(),
      status: runStatus(),
      taskId: str(),
      unanswerable: described(
        arr(ref("PublicUnanswerableWait")),
        "an empty `decisions` beside a non-empty `unanswerable` means a wait no route of this API can settle",
      ),
    },
    "all",
  ),

  PublicUnanswerableWait: obj(
    {
      detail: str(),
      reason: oneOfStrings(["human_wait_gate", "unclassified_gate", "unwired_interview_gate"]),
      stepIndex: num(),
      stepKind: str(),
    },
    "all",
  ),

  PublicDecision: tagged("kind", orderedBranches, {
    description: "one of 13 shapes, discriminated by `kind`",
  }),

  PublicReviewFinding: obj(
    {
      category: oneOfStrings(["gap", "clarification", "assumption", "risk", "question"]),
      detail: str(),
      itemId: str(),
      reply: nullable(str()),
      severity: oneOfStrings(["low", "medium", "high"]),
      status: oneOfStrings(["open", "answered", "resolved", "dismissed", "recommend_requested"]),
      title: str(),
    },
    "all",
  ),

  PublicInterviewQuestion: obj(
    {
      answer: str(),
      question: str(),
      questionId: nullable(str()),
      status: oneOfStrings(["open", "answered", "dismissed"]),
    },
    "all",
  ),

  PublicFollowUpItem: obj(
    {
      answer: nullable(str()),
      detail: str(),
      itemId: str(),
      kind: oneOfStrings(["follow_up", "question"]),
      sendBackDropped: bool(),
      status: oneOfStrings(["pending", "filed", "queued", "answered", "closed", "dismissed"]),
      suggestedAction: nullable(str()),
      ticketExternalId: nullable(str()),
      ticketUrl: nullable(str()),
      title: str(),
    },
    "all",
  ),

  PublicHumanTestEnvironment: obj(
    {
      expiresAt: nullable(num()),
      status: oneOfStrings(["provisioning", "ready", "failed", "expired", "tearing_down", "torn_down"]),
      url: nullable(str()),
    },
    "all",
  ),
};
