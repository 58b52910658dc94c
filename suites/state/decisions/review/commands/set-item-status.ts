/** doc 1 "Finding or option": `open` --set status dismissed--> `dismissed`; `dismissed` --set status open--> `open`. */
import { must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import { pickOf, type Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { itemsOf, itemWord, params, ROUTES, sync, type ReviewModel } from "../model.ts";

export class SetItemStatus implements Cmd<ReviewModel> {
  private itemId = "";
  constructor(
    readonly pick: number,
    readonly to: "dismissed" | "open",
  ) {}

  private get from(): string {
    return this.to === "dismissed" ? "open" : "dismissed";
  }

  check(m: Readonly<ReviewModel>): boolean {
    return !m.settled && m.status === "ready" && m.items.some((i) => i.status === this.from);
  }

  async run(m: ReviewModel, r: DecisionRun): Promise<void> {
    const item = pickOf(
      m.items.filter((i) => i.status === this.from),
      this.pick,
    );
    this.itemId = item.id;
    const l = await r.answer(ROUTES[m.kind].setStatus, params(m, { itemId: item.id }), { status: this.to }, `${this}`);
    const after = itemsOf(m.kind, ofKind(l, m.kind)).find((i) => i.id === item.id);
    must(
      after?.status === this.to,
      `${itemWord(m.kind)} ${item.id} ${after ? after.status : "not listed"} after setting status ${this.to}`,
      `${this.to} (doc 1 Finding or option: ${this.from} → set status ${this.to} → ${this.to})`,
    );
    r.c.cover(this.to === "dismissed" ? "FINDING-DISMISS" : "FINDING-REOPEN");
    sync(m, r);
  }

  toString(): string {
    return `setStatus(${this.itemId || `#${this.pick}`}, ${this.to})`;
  }
}
