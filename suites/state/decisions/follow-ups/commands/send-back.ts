/** doc 1 "Follow-up item | any | send back | kind follow_up | queued" (the loop that follows: loops.ts). */
import { must } from "../../../kit/verdicts.ts";
import { describe, ofKind } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { candidates, itemIn, type FollowUpsModel } from "../model.ts";
import { decided } from "./decided.ts";

export class SendBack implements Cmd<FollowUpsModel> {
  private itemId = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<FollowUpsModel>): boolean {
    return !m.settled && candidates(m, "follow_up").length > 0;
  }

  async run(m: FollowUpsModel, r: DecisionRun): Promise<void> {
    const item = pickOf(candidates(m, "follow_up"), this.pick);
    this.itemId = item.id;
    // A send-back moving the item to `queued` is one the coder must loop for; one re-sending a queued item may not be.
    const wasQueued = itemIn(r, item.id)?.status === "queued";
    const l = await r.answer("sendBackFollowUpItem", { itemId: item.id }, undefined, `${this}`);
    const after = itemIn(r, item.id);
    // The item may be gone from the reply only when the run moved on (it was the last undecided one
    // and the coder's loop began): the list shows what the run is currently asking.
    const movedOn = l.status !== "blocked" || ofKind(l, "follow-ups") === undefined;
    must(
      after?.status === "queued" || (after === undefined && movedOn),
      `item ${item.id} ${after ? String(after.status) : "not listed"} after send-back (${describe(l)})`,
      "queued (doc 1 Follow-up item: send back → queued)",
    );
    r.c.cover("FOLLOW-UP-SEND-BACK");
    item.sent = wasQueued && item.sent !== "fresh" ? "earlier" : "fresh";
    await decided(m, r, item, "send-back");
  }

  toString(): string {
    return `sendBack(${this.itemId || `#${this.pick}`})`;
  }
}

/**
 * doc 1 "Follow-up item | any | send back | kind `follow_up`": a `question` item is not sent back.
 * Its refusal is not listed (doc 2 Errors lists answering a `follow_up` item and filing a `question`
 * one): a 4XX, or a 200 that changes nothing.
 */
export class SendBackQuestionNotTaken implements Cmd<FollowUpsModel> {
  private itemId = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<FollowUpsModel>): boolean {
    return !m.settled && candidates(m, "question").length > 0;
  }

  async run(m: FollowUpsModel, r: DecisionRun): Promise<void> {
    const item = pickOf(candidates(m, "question"), this.pick);
    this.itemId = item.id;
    await r.notPerformed(
      "sendBackFollowUpItem",
      { itemId: item.id },
      undefined,
      `sending back question item ${item.id}`,
      "doc 1 Follow-up item | send back | kind `follow_up`: a question item is not sent back",
    );
  }

  toString(): string {
    return `sendBack(${this.itemId || `#${this.pick}`}) [question: not taken]`;
  }
}
