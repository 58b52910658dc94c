/**
 * The stored form of the decisions a run's steps open (doc 1 Decisions): one record per parked
 * step, kept after it settles so that iteration/attempt counters survive a re-run of the step and a
 * settled decision can be told apart from one that never existed (409 versus 404).
 */
import type { DecisionKind } from "./kinds.ts";

/**
 * `open`: the step waits on it (the run is `blocked` on this step, or, for follow-ups, the items are
 * still being decided). `rerunning`: an answer made the step re-run (`rerunStep`); the engine calls
 * `openDecision` again when it reaches the step, which continues this record. `settled`: answered;
 * the run moved on or stopped.
 */
export type Life = "open" | "rerunning" | "settled";

interface Base<K extends DecisionKind> {
  kind: K;
  runId: string;
  stepIndex: number;
  stepKind: string;
  life: Life;
  openedAt: number;
}

/** doc 1 PublicReviewFinding: findings of requirements/clarity reviews and brainstorm options. */
export interface ReviewItem {
  itemId: string;
  category: "gap" | "clarification" | "assumption" | "risk" | "question";
  severity: "low" | "medium" | "high";
  title: string;
  detail: string;
  reply: string | null;
  status: "open" | "answered" | "resolved" | "dismissed" | "recommend_requested";
}

export type ReviewStatus = "ready" | "incorporating" | "reviewing" | "merged" | "exceeded" | "incorporated";
export type ReviewKind = "requirements-review" | "clarity-review" | "brainstorm";

export interface ReviewRecord extends Base<ReviewKind> {
  /** `reviewId` (requirements, clarity) or `sessionId` (brainstorm). */
  sessionId: string;
  taskId: string;
  /** Brainstorm only: one live session per stage per task (doc 2 Decisions). */
  stage: "requirements" | "architecture";
  status: ReviewStatus;
  iteration: number;
  maxIterations: number;
  items: ReviewItem[];
  /** incorporatedRequirements / clarifiedReport / convergedDirection. */
  result: string | null;
  /** The optional `feedback` of the last incorporate. */
  feedback: string | null;
}

export interface InterviewQuestionRecord {
  questionId: string;
  question: string;
  answer: string;
  status: "open" | "answered" | "dismissed";
}

export interface InterviewRecord extends Base<"interview"> {
  taskId: string;
  round: number;
  maxRounds: number;
  questions: InterviewQuestionRecord[];
}

export interface InputGateRecord extends Base<"input-gate"> {
  status: "off" | "not_applicable" | "passed" | "blocked" | "overridden";
  mode: "standard" | "advisory" | "off";
  issues: Record<string, unknown>[];
  checkedAt: number;
  /** The task description the gate last evaluated: an edited description clears the findings. */
  evaluated: string | null;
}

export interface ApprovalRecord extends Base<"approval-gate"> {
  approvalId: string;
  status: "pending" | "approved" | "changes_requested" | "rejected";
  proposal: string;
  feedback: string | null;
  exceeded: boolean;
  blockingFindings: Record<string, unknown>[];
  recordedApprovals: number;
  requiredApprovals: number;
  /** Request-changes rounds so far, and the quality companion's cap (raised by `extra-round`). */
  rounds: number;
  maxRounds: number;
}

export interface JudgeRecord extends Base<"judge"> {
  status: "evaluating" | "awaiting_decision" | "bouncing" | "passed" | "failed" | "skipped";
  bounces: number;
  maxBounces: number;
  rubricId: string | null;
  rubricName: string | null;
  threshold: number | null;
  verdict: Record<string, unknown> | null;
}

export interface ForkOption {
  forkId: string;
  title: string;
  summary: string;
  tradeoffs: string;
}

export interface ForkRecord extends Base<"fork"> {
  status: "proposing" | "awaiting_choice" | "answering" | "chosen" | "single_path" | "skipped";
  forks: ForkOption[];
  seamSummary: string | null;
  /** The binding directive the coder runs with once chosen. */
  choice: { forkId: string | null; custom: string | null; note: string | null } | null;
}

export interface AgentDecisionRecord extends Base<"agent-decision"> {
  decisionId: string;
  question: string;
  options: string[];
  answer: string | null;
}

export interface PrFinding {
  findingId: string;
  title: string;
  detail: string;
  severity: "low" | "medium" | "high";
  path: string;
  line: number;
  status: "open" | "dismissed" | "retracted";
  challenge: { question: string | null; outcome: "upheld" | "strengthened" | "retracted"; answer: string } | null;
}

export interface PrReviewRecord extends Base<"pr-review"> {
  status: "reviewing" | "awaiting_selection" | "challenging" | "fixing" | "posting" | "done" | "skipped";
  prUrl: string | null;
  summary: string | null;
  findings: PrFinding[];
  selectedFindingIds: string[];
  slices: { sliceId: string; title: string; findingIds: string[] }[];
  /** The finding whose challenge the investigator is answering (status `challenging`). */
  challenged: { findingId: string; question: string | null } | null;
}

export interface HumanTestEnvironment {
  status: "provisioning" | "ready" | "failed" | "expired" | "tearing_down" | "torn_down";
  url: string | null;
  expiresAt: number | null;
}

export interface HumanTestRecord extends Base<"human-test"> {
  phase: "provisioning" | "awaiting_human" | "fixing" | "resolving_conflicts" | "passed";
  attempts: number;
  maxAttempts: number;
  environment: HumanTestEnvironment | null;
  degradedReason: string | null;
  /** The findings of each request-fix, in order. */
  fixes: string[];
}

export interface VisualPair {
  pairId: string;
  view: string;
  referenceArtifactId: string;
  screenshotArtifactId: string;
}

export interface VisualRecord extends Base<"visual-confirmation"> {
  phase: "awaiting_human" | "fixing" | "approved";
  attempts: number;
  maxAttempts: number;
  pairs: VisualPair[];
  degradedReason: string | null;
  fixes: string[];
}

export interface FollowUpItemRecord {
  itemId: string;
  kind: "follow_up" | "question";
  title: string;
  detail: string;
  suggestedAction: string | null;
  status: "pending" | "filed" | "queued" | "answered" | "closed" | "dismissed";
  answer: string | null;
  ticketExternalId: string | null;
  ticketUrl: string | null;
  sendBackDropped: boolean;
  /** A queued item a coder loop already took (so the next loop does not count it again). */
  looped: boolean;
}

export interface FollowUpsRecord extends Base<"follow-ups"> {
  items: FollowUpItemRecord[];
  loops: number;
  maxLoops: number;
}

export type DecisionRecord =
  | ReviewRecord
  | InterviewRecord
  | InputGateRecord
  | ApprovalRecord
  | JudgeRecord
  | ForkRecord
  | AgentDecisionRecord
  | PrReviewRecord
  | HumanTestRecord
  | VisualRecord
  | FollowUpsRecord;

export type RecordOf<K extends DecisionKind> = K extends ReviewKind
  ? ReviewRecord
  : Extract<DecisionRecord, { kind: K }>;
