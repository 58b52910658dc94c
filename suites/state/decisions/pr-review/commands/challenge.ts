/** doc 1 "PR review | parked | challenge finding | read-only investigator upholds, strengthens or retracts; review re-parks". */
import { must } from "../../../kit/verdicts.ts";
import { describe, viewOf } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { awaitingSelection, sync, type PrReviewModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class Challenge implements Cmd<PrReviewModel> {
  private findingId = "";
  constructor(
    readonly pick: number,
    readonly question: string | null,
  ) {}

  check(m: Readonly<PrReviewModel>): boolean {
    return awaitingSelection(m) && m.selected.length > 0;
  }

  async run(m: PrReviewModel, r: DecisionRun): Promise<void> {
    this.findingId = pickOf(m.selected, this.pick);
    await r.answer(
      "challengePrReviewFinding",
      { findingId: this.findingId },
      this.question === null ? {} : { question: this.question },
      `${this}`,
    );
    const l = await r.reworks(
      "a challenge (the investigator runs, then the review re-parks)",
      "doc 1 PR review: challenge finding, the review re-parks",
    );
    must(
      viewOf(l, "pr-review") === "awaiting",
      `${describe(l)} after the challenge`,
      "the review re-parks (doc 1 PR review: challenge finding)",
    );
    r.c.cover("PR-REVIEW-CHALLENGE");
    sync(m, r);
  }

  toString(): string {
    return `challenge(${this.findingId || `#${this.pick}`}${this.question === null ? "" : `, ${jsonText(this.question)}`})`;
  }
}
