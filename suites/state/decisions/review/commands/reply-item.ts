/** doc 1 "Finding or option | open | reply | answer recorded; updated decision list returned". */
import { must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import { pickOf, type Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { itemsOf, itemWord, openItems, params, ROUTES, sync, type ReviewModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class ReplyItem implements Cmd<ReviewModel> {
  private itemId = "";
  constructor(
    readonly pick: number,
    readonly reply: string,
  ) {}

  check(m: Readonly<ReviewModel>): boolean {
    return !m.settled && m.status === "ready" && openItems(m).length > 0;
  }

  async run(m: ReviewModel, r: DecisionRun): Promise<void> {
    const item = pickOf(openItems(m), this.pick);
    this.itemId = item.id;
    const l = await r.answer(ROUTES[m.kind].reply, params(m, { itemId: item.id }), { reply: this.reply }, `${this}`);
    const after = itemsOf(m.kind, ofKind(l, m.kind)).find((i) => i.id === item.id);
    must(
      after?.reply === this.reply,
      `${itemWord(m.kind)} ${item.id} with reply ${jsonText(after?.reply)} in the returned list`,
      `the reply recorded and the updated decision list returned (doc 1 Finding or option: open → reply)`,
    );
    r.c.cover("FINDING-REPLY");
    // The item's status after a reply is not shown: the model takes the target's.
    sync(m, r);
  }

  toString(): string {
    return `reply(${this.itemId || `#${this.pick}`}, ${jsonText(this.reply)})`;
  }
}
