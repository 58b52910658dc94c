/**
 * doc 1 "Follow-up item | question kind | answer | answer steers the coder's next pass" (the answer
 * is recorded on the item: PublicFollowUpItem.answer); doc 2 Errors: answering a `follow_up` item
 * is refused.
 */
import { must } from "../../../kit/verdicts.ts";
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { candidates, itemIn, type FollowUpsModel } from "../model.ts";
import { decided } from "./decided.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class AnswerQuestionItem implements Cmd<FollowUpsModel> {
  private itemId = "";
  constructor(
    readonly pick: number,
    readonly answer: string,
    readonly resolution: "answered" | "closed" | null,
  ) {}

  check(m: Readonly<FollowUpsModel>): boolean {
    return !m.settled && candidates(m, "question").length > 0;
  }

  async run(m: FollowUpsModel, r: DecisionRun): Promise<void> {
    const item = pickOf(candidates(m, "question"), this.pick);
    this.itemId = item.id;
    const body =
      this.resolution === null ? { answer: this.answer } : { answer: this.answer, resolution: this.resolution };
    await r.answer("answerFollowUpItem", { itemId: item.id }, body, `${this}`);
    const after = itemIn(r, item.id);
    must(
      after?.answer === this.answer,
      `item ${item.id} with answer ${jsonText(after?.answer)}`,
      "the answer recorded (doc 1 Follow-up item: question kind → answer)",
    );
    r.c.cover("FOLLOW-UP-ANSWER");
    item.sent = null;
    await decided(m, r, item, "answer");
  }

  toString(): string {
    return `answer(${this.itemId || `#${this.pick}`}, ${jsonText(this.answer)}${this.resolution ? `, ${this.resolution}` : ""})`;
  }
}

export class AnswerFollowUpRefused implements Cmd<FollowUpsModel> {
  private itemId = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<FollowUpsModel>): boolean {
    return !m.settled && candidates(m, "follow_up").length > 0;
  }

  async run(m: FollowUpsModel, r: DecisionRun): Promise<void> {
    const item = pickOf(candidates(m, "follow_up"), this.pick);
    this.itemId = item.id;
    await r.refused(
      "answerFollowUpItem",
      { itemId: item.id },
      { answer: "An answer to a follow_up item." },
      `answering follow_up item ${item.id}`,
      "answering a follow_up item is refused (doc 2 Decisions, Errors)",
    );
  }

  toString(): string {
    return `answer(${this.itemId || `#${this.pick}`}) [follow_up: refused]`;
  }
}
