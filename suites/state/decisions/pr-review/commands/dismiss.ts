/**
 * doc 1 "PR review | parked | dismiss finding | finding dropped; run stays parked": the run is still
 * `blocked` (parked) on its PR review, and the dismissed finding is dropped: it is no longer among
 * the review's `selectedFindingIds`, the findings `fix` and `post` act on (a dropped finding that
 * stays selected would be fixed or commented on). The review's own status after a dismissal is not
 * shown, nor what a dismissal does to the other findings' selection.
 */
import { must } from "../../../kit/verdicts.ts";
import { describe, ofKind, type DecisionList } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { awaitingSelection, selectedIn, sync, type PrReviewModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

const PARKED = "the run stays parked on its PR review (doc 1 PR review: dismiss finding)";
const DROPPED =
  "the dismissed finding is dropped: no longer among `selectedFindingIds` (doc 1 PR review: dismiss finding, finding dropped)";

export class DismissFinding implements Cmd<PrReviewModel> {
  private findingId = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<PrReviewModel>): boolean {
    return awaitingSelection(m) && m.selected.length > 0;
  }

  async run(m: PrReviewModel, r: DecisionRun): Promise<void> {
    this.findingId = pickOf(m.selected, this.pick);
    const l = await r.answer("dismissPrReviewFinding", { findingId: this.findingId }, undefined, `${this}`);
    const next = await r.read();
    for (const [x, when] of [
      [l, "after dismissing a finding"],
      [next, "on the read after dismissing a finding"],
    ] as [DecisionList, string][]) {
      must(
        x.status === "blocked" && x.parked === true && ofKind(x, "pr-review") !== undefined,
        `${describe(x)} ${when}`,
        PARKED,
      );
      const selected = selectedIn(x);
      must(
        !selected.includes(this.findingId),
        `finding ${this.findingId} still among selectedFindingIds ${jsonText(selected)} ${when}`,
        DROPPED,
      );
    }
    r.c.cover("PR-REVIEW-DISMISS");
    sync(m, r);
  }

  toString(): string {
    return `dismiss(${this.findingId || `#${this.pick}`})`;
  }
}
