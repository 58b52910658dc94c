/**
 * Notification cards (doc 2 Notifications; doc 1 States and transitions, "Notification" rows;
 * doc 2 Events, Notifications; doc 2 Authentication 9).
 */
import { markMerged } from "../evidence/state.ts";
import { getTask } from "../tasks/state.ts";
import { createRun, getPipeline, getRun } from "../runs/engine.ts";
import { ApiError, notFound, refused } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";
import type { NotificationRecord } from "./state.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Notifications: acting on a retry card "performs a real … run retry" of the card's task. */
    "notifications.retryFromCard": (ws: Workspace, taskId: string) => void;
  }
}

/** doc 1 States: act merges the PR (`merge_review`, `pipeline_complete`) or retries the run (`ci_failed`, `test_failed`). */
const ACTIONS: Record<string, "merge" | "retry"> = {
  merge_review: "merge",
  pipeline_complete: "merge",
  ci_failed: "retry",
  test_failed: "retry",
};

export function publicNotification(n: NotificationRecord) {
  const out: Record<string, unknown> = {
    blockId: n.blockId,
    body: n.body,
    createdAt: n.createdAt,
    executionId: n.executionId,
    id: n.id,
    resolvedAt: n.resolvedAt,
    status: n.status,
    title: n.title,
    type: n.type,
  };
  // Optional fields are omitted when unset, never null unless the schema allows it (payload does).
  if (n.payload !== undefined) out.payload = n.payload === null ? null : structuredClone(n.payload);
  if (n.severity !== undefined) out.severity = n.severity;
  return out;
}

export function findCard(ws: Workspace, id: string): NotificationRecord {
  const n = ws.notifications.cards.get(id);
  if (!n) throw notFound("notification");
  return n;
}

/**
 * doc 1 States: Notification `open` → dismiss → `dismissed`. Reference choice: dismissing a card
 * that is no longer open is idempotent — 200 with the card unchanged.
 */
export function dismissCard(ws: Workspace, n: NotificationRecord): void {
  if (n.status !== "open") return;
  n.status = "dismissed";
  n.resolvedAt = ws.now();
}

/**
 * doc 1 States: Notification `open` → act (admin key; actionable types only) → merge or retry;
 * notification resolved. Refusals (statuses unspecified by the documents):
 * - a type that is not actionable (cards that park a run on a human decision, `merge_tag_request`,
 *   budget and platform cards…) → 422 `notification_not_actionable` (rule violation; dismiss instead);
 * - a retry card whose run is on an individual-usage model → 422 `individual_usage_model`
 *   (doc 2 Authentication 9: no headless unlock);
 * - a card that is no longer open → 409 `notification_not_open` (conflict with current state).
 * The effect is recorded on the card (status `acted`, `resolvedAt` stamped, internal `effect`);
 * reference choice: this domain performs no merge or retry in other domains.
 */
export function actOnCard(ws: Workspace, n: NotificationRecord, keyId: string): void {
  const action = ACTIONS[n.type];
  if (!action) {
    throw refused(
      422,
      "notification_not_actionable",
      `a ${n.type} notification cannot be acted on: dismiss it instead`,
    );
  }
  if (action === "retry" && n.individualUsage) {
    throw new ApiError(
      422,
      "individual_usage_model",
      "this card would retry a run on an individual-usage model, which cannot be retried through the API",
      {
        reason: "individual_usage_model",
      },
    );
  }
  if (n.status !== "open") throw refused(409, "notification_not_open", `the notification is already ${n.status}`);
  const at = ws.now();
  n.status = "acted";
  n.resolvedAt = at;
  n.effect = { action, runId: n.executionId, taskId: n.blockId, byKeyId: keyId, at };
  // doc 2 Notifications: acting "performs a real merge or run retry".
  if (action === "merge" && n.executionId) markMerged(ws, n.executionId);
  if (action === "retry" && n.blockId) ws.server.behaviour("notifications.retryFromCard", retryFromCard)(ws, n.blockId);
}

/** Retries the task's failed run with its own pipeline, as the board's retry would. */
function retryFromCard(ws: Workspace, taskId: string): void {
  const task = getTask(ws, taskId);
  const run = task?.runId ? getRun(ws, task.runId) : undefined;
  const pipeline = run ? getPipeline(ws, run.pipelineId) : undefined;
  if (!task || !run || run.status !== "failed" || !pipeline) return;
  createRun(ws, task, pipeline, { externalIdentity: null, scope: "admin" });
}
