/**
 * Value sets and bounds that more than one shape or operation uses, each written once with the
 * clause it comes from. Doc 1 = "Concept, Resources and States"; doc 2 = "Endpoints, Authentication,
 * Events, Errors, Limits and Versioning".
 */
import { int, str, oneOfStrings, type Schema } from "./dsl.ts";

/** doc 2 Authentication 4: the inclusive ladder, lowest first. */
export const SCOPES = ["read", "write", "decide", "admin"] as const;
export type Scope = (typeof SCOPES)[number];

/** doc 1 Identity and keys: `admin` cannot be minted. */
export const MINTABLE_SCOPES = ["read", "write", "decide"] as const;

/** doc 1 States and transitions: task/service status set. */
export const TASK_STATUSES = ["planned", "ready", "in_progress", "blocked", "pr_ready", "done"] as const;
/** doc 1 States and transitions: run status set. */
export const RUN_STATUSES = ["running", "blocked", "paused", "done", "failed"] as const;
/** doc 1 States and transitions: job status set. */
export const JOB_STATUSES = ["running", "succeeded", "failed"] as const;
/** doc 1 Decisions: review status set (requirements, clarity, brainstorm). */
export const REVIEW_STATUSES = ["ready", "incorporating", "reviewing", "merged", "exceeded", "incorporated"] as const;
/** doc 1 Kaizen entries: grading status. */
export const KAIZEN_STATUSES = ["scheduled", "running", "complete", "failed"] as const;

/** doc 1 Notifications and outbound webhooks: the 23 notification types. */
export const NOTIFICATION_TYPES = [
  "merge_review",
  "pipeline_complete",
  "ci_failed",
  "deploy_blocked",
  "test_failed",
  "requirement_review",
  "clarity_review",
  "release_regression",
  "decision_required",
  "human_test_ready",
  "visual_confirmation_ready",
  "human_review",
  "followup_pending",
  "fork_decision_pending",
  "judge_review",
  "pr_review_ready",
  "initiative",
  "platform_health",
  "infra_unreachable",
  "budget_paused",
  "budget_threshold",
  "key_drift",
  "merge_tag_request",
] as const;

/** doc 1 Tasks: stated task types; the set is open ("any other string"). */
export const TASK_TYPES = ["feature", "bug", "document", "spike", "review", "ralph", "media", "recurring"] as const;
/** doc 1 Services: service frame types. */
export const SERVICE_TYPES = [
  "frontend",
  "service",
  "library",
  "document",
  "api",
  "database",
  "queue",
  "integration",
  "external",
  "environment",
] as const;

/** doc 1 Decisions: the 13 decision kinds, in the order of the decision table. */
export const DECISION_KINDS = [
  "requirements-review",
  "clarity-review",
  "brainstorm",
  "interview",
  "input-gate",
  "approval-gate",
  "judge",
  "fork",
  "agent-decision",
  "pr-review",
  "human-test",
  "visual-confirmation",
  "follow-ups",
] as const;

/** doc 2 Limits: list paging. */
export const LIMITS = {
  pageLimit: { min: 1, max: 100 },
  spendLimit: { min: 1, max: 500, default: 100 },
  cursor: { min: 1, max: 200 },
} as const;

/** doc 2 Endpoints conventions + Limits: `limit` integer 1-100. */
export function limitParam(): Schema {
  return int(LIMITS.pageLimit);
}
/** doc 2 Endpoints conventions + Limits: `cursor` string 1-200 chars. */
export function cursorParam(): Schema {
  return str(LIMITS.cursor);
}
/** doc 2 Debug, Jobs, Kaizen: `since` integer min 0. */
export function sinceParam(): Schema {
  return int({ min: 0 });
}
export function taskStatus(): Schema {
  return oneOfStrings(TASK_STATUSES);
}
export function runStatus(): Schema {
  return oneOfStrings(RUN_STATUSES);
}
export function jobStatus(): Schema {
  return oneOfStrings(JOB_STATUSES);
}
export function reviewStatus(): Schema {
  return oneOfStrings(REVIEW_STATUSES);
}
export function scope(): Schema {
  return oneOfStrings(SCOPES);
}
export function notificationType(): Schema {
  return oneOfStrings(NOTIFICATION_TYPES);
}
