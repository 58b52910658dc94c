/** doc 1 "Follow-up item | any | dismiss | either kind | releases the park when it was the last undecided item". */
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { candidates, type FollowUpsModel } from "../model.ts";
import { decided } from "./decided.ts";

export class DismissItem implements Cmd<FollowUpsModel> {
  private itemId = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<FollowUpsModel>): boolean {
    return !m.settled && candidates(m, null).length > 0;
  }

  async run(m: FollowUpsModel, r: DecisionRun): Promise<void> {
    const item = pickOf(candidates(m, null), this.pick);
    this.itemId = item.id;
    await r.answer("dismissFollowUpItem", { itemId: item.id }, undefined, `${this}`);
    r.c.cover("FOLLOW-UP-DISMISS");
    item.sent = null;
    await decided(m, r, item, "dismiss");
  }

  toString(): string {
    return `dismiss(${this.itemId || `#${this.pick}`})`;
  }
}
