/**
 * The transition table of doc 1 "States and transitions", row by row, with stable ids (the register
 * cites each row as clause `D1-STATE-<id>`). STATE
 * checks mark the rows they drive (`c.cover(id)`); the report's transition coverage table lists
 * every row as exercised or not, with the reason. The decision verbs are the answering routes of
 * the Decisions group, taken from the contract.
 */
export interface TransitionRow {
  id: string;
  machine: string;
  from: string;
  trigger: string;
  condition: string;
  next: string;
  effects: string;
}

const row = <const I extends string>(id: I, machine: string, from: string, trigger: string, condition: string, next: string, effects: string): TransitionRow & { id: I } => ({
  id, machine, from, trigger, condition, next, effects,
});

export const TRANSITIONS = [
  row("TASK-CREATE", "Task", "none", "create task", "service frame owned by the workspace", "planned", "ticket and documents attached if given"),
  row("TASK-START", "Task", "startable", "start", "pipeline = request pipelineId, else pinned; parking pipelines need a decide key; individual-usage model refused", "-", "run begins; 202"),
  row("TASK-STOP", "Task", "run in flight", "stop", "", "-", "run records a cancelled terminal state and stays retryable"),
  row("TASK-RETRY", "Task", "run failed", "retry", "individual-usage model refused", "-", "run restarts; 202"),
  row("TASK-ADD-DEPENDENCY", "Task", "any", "add dependency", "both tasks in the workspace; cycle refused", "-", "cannot start until the dependency is done; autoStartDependents chain"),
  row("TASK-DELETE", "Task", "any", "delete", "admin key", "removed", "run history removed"),
  row("RUN-PARK", "Run", "running", "a step needs a human", "", "blocked", "parked true; decisions listed"),
  row("RUN-ADVANCE", "Run", "blocked", "last undecided item answered, or a proceed/approve verb", "", "-", "run advances"),
  row("RUN-REJECT", "Run", "blocked", "reject approval", "", "-", "run stops; terminal rejected failure; retryable"),
  row("RUN-BUDGET-PAUSE", "Run", "active", "workspace budget exceeded", "", "paused", ""),
  row("JOB-START", "Job", "none", "start job", "write key", "running", "202; slot used"),
  row("JOB-CANCEL", "Job", "running", "cancel", "", "-", "slot freed; finished job returned unchanged"),
  row("REVIEW-INCORPORATE", "Review session", "ready", "incorporate", "", "incorporating", "asynchronous; re-review in the background"),
  row("REVIEW-RE-REVIEW", "Review session", "any", "re-review", "", "-", "one more pass; on convergence the run advances"),
  row("REVIEW-PROCEED", "Review session", "any", "proceed", "", "-", "phase settles with the last result; run advances"),
  row("REVIEW-RESOLVE-EXCEEDED", "Review session", "exceeded", "resolve-exceeded", "choice extra-round / proceed / stop-reset", "-", "one more round / continue / stop and reset"),
  row("FINDING-DISMISS", "Finding or option", "open", "set status dismissed", "", "dismissed", "only open items block incorporation"),
  row("FINDING-REOPEN", "Finding or option", "dismissed", "set status open", "", "open", ""),
  row("FINDING-REPLY", "Finding or option", "open", "reply", "", "-", "answer recorded; updated decision list returned"),
  row("APPROVAL-APPROVE", "Approval gate", "pending", "approve", "gate not exceeded; optional edited proposal", "-", "run advances; edit flows downstream"),
  row("APPROVAL-REQUEST-CHANGES", "Approval gate", "pending", "request changes", "freeform feedback", "-", "step re-runs with the guidance"),
  row("APPROVAL-REJECT", "Approval gate", "pending", "reject", "", "-", "run stops (see Run)"),
  row("APPROVAL-RESOLVE-EXCEEDED", "Approval gate", "exceeded true", "resolve-exceeded", "choice as above", "-", "plain approve is refused"),
  row("INPUT-GATE-RECHECK", "Input gate", "blocked", "resolve recheck", "task re-evaluated", "-", "run released; if still blocked, 200 with refreshed findings"),
  row("INPUT-GATE-PROCEED", "Input gate", "blocked", "resolve proceed", "", "overridden", "findings stay as an overridden record"),
  row("JUDGE-RESOLVE", "Judge", "parked", "resolve", "proceed / bounce / stop", "-", ""),
  row("FORK-CHOOSE", "Fork", "awaiting choice", "choose", "forkId or custom approach", "-", "coder runs with the choice"),
  row("AGENT-DECISION-ANSWER", "Agent decision", "open", "answer", "", "-", "asking step re-runs with the choice"),
  row("INTERVIEW-ANSWER", "Interview", "open", "answer question", "", "-", "recorded only; run does not resume"),
  row("INTERVIEW-CONTINUE", "Interview", "open", "continue", "", "-", "interviewer runs again (asynchronous)"),
  row("INTERVIEW-PROCEED", "Interview", "open", "proceed", "", "-", "converges; run advances (asynchronous)"),
  row("FOLLOW-UP-SEND-BACK", "Follow-up item", "any", "send back", "kind follow_up", "queued", "coder loops within maxLoops once every item is decided"),
  row("FOLLOW-UP-DISMISS", "Follow-up item", "any", "dismiss", "either kind", "-", "releases the park when it was the last undecided item"),
  row("FOLLOW-UP-FILE", "Follow-up item", "follow_up kind", "file", "tracker connected", "-", "issue created, ticket ref recorded; not idempotent"),
  row("FOLLOW-UP-ANSWER", "Follow-up item", "question kind", "answer", "", "-", "answer steers the coder's next pass"),
  row("PR-REVIEW-CHALLENGE", "PR review", "parked", "challenge finding", "", "-", "investigator upholds, strengthens or retracts; re-parks"),
  row("PR-REVIEW-DISMISS", "PR review", "parked", "dismiss finding", "", "-", "finding dropped; run stays parked"),
  row("PR-REVIEW-RESOLVE", "PR review", "parked", "resolve", "finish, fix or post; fix/post need a selected finding", "-", "fixer commits / comments posted"),
  row("HUMAN-TEST-CONFIRM", "Human test", "awaiting human", "confirm", "", "-", "environment torn down; run advances"),
  row("HUMAN-TEST-REQUEST-FIX", "Human test", "awaiting human", "request fix", "non-blank findings", "-", "fixer commits; environment rebuilt"),
  row("VISUAL-APPROVE", "Visual confirmation", "awaiting human", "approve", "", "-", "run advances"),
  row("VISUAL-REQUEST-FIX", "Visual confirmation", "awaiting human", "request fix", "non-blank findings", "-", "fixer dispatched"),
  row("NOTIFICATION-DISMISS", "Notification", "open", "dismiss", "", "dismissed", ""),
  row("NOTIFICATION-ACT", "Notification", "open", "act", "admin key; actionable types only", "-", "merge or retry; notification resolved"),
  row("KEY-DELETE", "API key", "active", "delete", "admin key", "revoked", "every key it minted is revoked too"),
] as const;

export type TransitionId = (typeof TRANSITIONS)[number]["id"];

export const TRANSITION_IDS = new Set(TRANSITIONS.map((r) => r.id));
