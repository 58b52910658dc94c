/**
 * The PR review as doc 1 States and transitions states it ("PR review" rows) with doc 2 Errors:
 *
 * - parked --challenge finding--> a read-only investigator upholds, strengthens or retracts it; the
 *   review re-parks;
 * - parked --dismiss finding--> the finding is dropped; the run stays parked;
 * - parked --resolve finish / fix / post--> the run advances; `fix` and `post` need at least one
 *   selected finding, else they are refused (status unspecified).
 *
 * Findings are addressed by the ids of `selectedFindingIds` (string[], stated); the fields of the
 * `findings` items are not shown. The selection after a challenge is not shown either, and after a
 * dismissal only that the dismissed finding is dropped from it: the model takes what the target lists.
 */
import { ofKind, str, viewOf, type DecisionList } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export interface PrReviewModel extends BaseModel {
  status: string;
  selected: string[];
}

export function sync(m: PrReviewModel, r: DecisionRun): void {
  if (viewOf(r.list, "pr-review") === "gone") {
    m.settled = true;
    return;
  }
  const d = ofKind(r.list, "pr-review");
  if (!d) return;
  m.status = str(d.status) ?? m.status;
  m.selected = selectedIn(r.list);
}

/** The review's `selectedFindingIds` in a list (none when it lists no PR review). */
export function selectedIn(list: DecisionList): string[] {
  const d = ofKind(list, "pr-review");
  return Array.isArray(d?.selectedFindingIds)
    ? d.selectedFindingIds.filter((x): x is string => typeof x === "string" && x.length > 0)
    : [];
}

export function initPrReview(r: DecisionRun): PrReviewModel {
  const m: PrReviewModel = { settled: false, status: "", selected: [] };
  sync(m, r);
  return m;
}

export const awaitingSelection = (m: Readonly<PrReviewModel>): boolean =>
  !m.settled && m.status === "awaiting_selection";
