/**
 * doc 1 "PR review | parked | resolve | finish, fix or post; the latter two need at least one
 * selected finding | fixer commits / comments posted"; doc 2 Errors: "fix/post with no selected
 * finding" is refused. The selection is the decision's `selectedFindingIds`; no `findingIds` is sent.
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { awaitingSelection, type PrReviewModel } from "../model.ts";

export type Action = "finish" | "fix" | "post";

export class ResolvePrReview implements Cmd<PrReviewModel> {
  constructor(readonly action: Action) {}

  check(m: Readonly<PrReviewModel>): boolean {
    return awaitingSelection(m) && (this.action === "finish" || m.selected.length > 0);
  }

  async run(m: PrReviewModel, r: DecisionRun): Promise<void> {
    const l = await r.answer("resolvePrReview", {}, { action: this.action }, `${this}`);
    await r.leftBlocked(l, `resolve ${this.action}`);
    r.c.cover("PR-REVIEW-RESOLVE");
    m.settled = true;
  }

  toString(): string {
    return `resolve(${this.action})`;
  }
}

export class ResolveWithoutSelectionRefused implements Cmd<PrReviewModel> {
  constructor(readonly action: "fix" | "post") {}

  check(m: Readonly<PrReviewModel>): boolean {
    return awaitingSelection(m) && m.selected.length === 0;
  }

  async run(_m: PrReviewModel, r: DecisionRun): Promise<void> {
    await r.refused(
      "resolvePrReview",
      {},
      { action: this.action },
      `resolve ${this.action} with no selected finding`,
      "fix/post need at least one selected finding (doc 1 PR review; doc 2 Errors)",
    );
  }

  toString(): string {
    return `resolve(${this.action}) [nothing selected: refused]`;
  }
}
