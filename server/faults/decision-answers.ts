/**
 * Shared by the decision faults' wrappers: the decision an answering route addresses, and the
 * answer every decision route gives (doc 2 Decisions: "every success is 200 PublicDecisionList").
 * A wrapper that finds no such decision lets the documented route answer (its 404 or 409 stands).
 */
import type { OperationId } from "../../contract/operation-ids.ts";
import type { RequestContext } from "../state/context.ts";
import { ok, type Reply } from "../state/reply.ts";
import { ApiError } from "../state/errors.ts";
import type { FaultLayer } from "./layer.ts";
import { getRun } from "../domain/runs/engine.ts";
import type { RunRecord } from "../domain/runs/types.ts";
import { isParkedOn } from "../domain/decisions/access.ts";
import { handlers } from "../domain/decisions/handlers.ts";
import type { DecisionKind } from "../domain/decisions/kinds.ts";
import { decisionList } from "../domain/decisions/project.ts";
import type { RecordOf, ReviewKind } from "../domain/decisions/records.ts";
import { recordAt } from "../domain/decisions/state.ts";

/** Every route that answers a PublicDecisionList: the list and the answering routes. */
export function decisionRoutes(): OperationId[] {
  return Object.keys(handlers) as OperationId[];
}

/** The three review kinds (doc 1 Decisions: requirements, clarity and brainstorm sessions). */
export const REVIEW_KINDS: readonly ReviewKind[] = ["requirements-review", "clarity-review", "brainstorm"];

/** The decision machines of the three review kinds: what a fault of a review session fails. */
export const REVIEW_RULES = [
  "STATE-DECISION-REQUIREMENTS-REVIEW",
  "STATE-DECISION-CLARITY-REVIEW",
  "STATE-DECISION-BRAINSTORM",
] as const;

/** The re-review and resolve-exceeded routes of each review kind (doc 2 Decisions). */
export const REVIEW_RE_REVIEW: readonly (readonly [OperationId, ReviewKind])[] = [
  ["reReviewRequirements", "requirements-review"],
  ["reReviewClarity", "clarity-review"],
  ["reReviewBrainstorm", "brainstorm"],
];
export const REVIEW_RESOLVE_EXCEEDED: readonly (readonly [OperationId, ReviewKind])[] = [
  ["resolveExceededRequirements", "requirements-review"],
  ["resolveExceededClarity", "clarity-review"],
  ["resolveExceededBrainstorm", "brainstorm"],
];

/** The decision of `kind` the addressed run is parked on (its current step), if any. */
export function parkedOn<K extends DecisionKind>(
  ctx: RequestContext,
  kind: K,
): { run: RunRecord; rec: RecordOf<K> } | undefined {
  const run = getRun(ctx.ws, ctx.params.runId);
  const rec = run && recordAt(ctx.ws, run.runId, run.currentStep);
  return run && rec && rec.kind === kind && isParkedOn(run, rec) ? { run, rec: rec as RecordOf<K> } : undefined;
}

/** The review session of `kind` a review route addresses: a brainstorm's of the path's `stage` only. */
export function parkedOnReview(
  ctx: RequestContext,
  kind: ReviewKind,
): { run: RunRecord; rec: RecordOf<ReviewKind> } | undefined {
  const found = parkedOn(ctx, kind);
  return found && (kind !== "brainstorm" || ctx.params.stage === undefined || found.rec.stage === ctx.params.stage)
    ? found
    : undefined;
}

/** The run's decision list as it stands now: the answer of every decision route. */
export function decisionsNow(ctx: RequestContext, run: RunRecord): Reply {
  return ok(decisionList(ctx.ws, run));
}

/** A decision list reply with each listed decision as `edit` makes it (any other reply as it came). */
export function decisionsEdited(reply: Reply, edit: (d: Record<string, unknown>) => Record<string, unknown>): Reply {
  if (reply.kind !== "json" || reply.status !== 200) return reply;
  const list = reply.body as { decisions?: Record<string, unknown>[] };
  if (!Array.isArray(list.decisions)) return reply;
  return { ...reply, body: { ...list, decisions: list.decisions.map(edit) } };
}

/** Each route crashes where it would answer 404 (an item id no item carries): 500 instead of the not-found. */
export function crashOnNotFound(layer: FaultLayer, routes: readonly OperationId[]): void {
  for (const id of routes) {
    layer.around(id, async (_ctx: RequestContext, next: () => Promise<Reply>) => {
      try {
        return await next();
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) throw new Error(`no item: ${e.message}`);
        throw e;
      }
    });
  }
}
