/**
 * doc 1 "PR review | parked | dismiss finding | finding dropped; run stays parked": the run is still
 * `blocked` (parked) on its PR review. The review's own status after a dismissal is not shown.
 */
import { must } from "../../../kit/verdicts.ts";
import { describe, ofKind, type DecisionList } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { awaitingSelection, sync, type PrReviewModel } from "../model.ts";

export class DismissFinding implements Cmd<PrReviewModel> {
  private findingId = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<PrReviewModel>): boolean {
    return awaitingSelection(m) && m.selected.length > 0;
  }

  async run(m: PrReviewModel, r: DecisionRun): Promise<void> {
    this.findingId = pickOf(m.selected, this.pick);
    const l = await r.answer("dismissPrReviewFinding", { findingId: this.findingId }, undefined, `${this}`);
    const parked = (x: DecisionList) =>
      x.status === "blocked" && x.parked === true && ofKind(x, "pr-review") !== undefined;
    must(
      parked(l),
      `${describe(l)} after dismissing a finding`,
      "the run stays parked on its PR review (doc 1 PR review: dismiss finding)",
    );
    const next = await r.read();
    must(
      parked(next),
      `${describe(next)} on the read after dismissing a finding`,
      "the run stays parked on its PR review (doc 1 PR review: dismiss finding)",
    );
    r.c.cover("PR-REVIEW-DISMISS");
    sync(m, r);
  }

  toString(): string {
    return `dismiss(${this.findingId || `#${this.pick}`})`;
  }
}
