/** doc 1 "Fork | awaiting choice | choose | forkId or custom approach": the run advances with the choice. */
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import type { ForkModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class ChooseFork implements Cmd<ForkModel> {
  private forkId = "";
  constructor(
    readonly pick: number,
    readonly note: string | null,
  ) {}

  check(m: Readonly<ForkModel>): boolean {
    return !m.settled && m.status === "awaiting_choice" && m.forkIds.length > 0;
  }

  async run(m: ForkModel, r: DecisionRun): Promise<void> {
    this.forkId = pickOf(m.forkIds, this.pick);
    const l = await r.answer(
      "chooseFork",
      {},
      { forkId: this.forkId, ...(this.note === null ? {} : { note: this.note }) },
      `${this}`,
    );
    await r.leftBlocked(l, "choosing a fork by forkId");
    r.c.cover("FORK-CHOOSE");
    m.settled = true;
  }

  toString(): string {
    return `choose(forkId: ${this.forkId || `#${this.pick}`}${this.note === null ? "" : `, note: ${jsonText(this.note)}`})`;
  }
}

export class ChooseCustom implements Cmd<ForkModel> {
  constructor(
    readonly custom: string,
    readonly note: string | null,
  ) {}

  check(m: Readonly<ForkModel>): boolean {
    return !m.settled && m.status === "awaiting_choice";
  }

  async run(m: ForkModel, r: DecisionRun): Promise<void> {
    const l = await r.answer(
      "chooseFork",
      {},
      { custom: this.custom, ...(this.note === null ? {} : { note: this.note }) },
      `${this}`,
    );
    await r.leftBlocked(l, "choosing a custom approach");
    r.c.cover("FORK-CHOOSE");
    m.settled = true;
  }

  toString(): string {
    return `choose(custom: ${jsonText(this.custom)}${this.note === null ? "" : `, note: ${jsonText(this.note)}`})`;
  }
}

/**
 * A choose naming neither a fork nor a custom approach (`{}`, or both null): the row's condition
 * ("`forkId` or custom approach") is not met, so the run does not advance; whether it is refused,
 * and with what status, is not listed (doc 2 Errors): a 4XX, or a 200 that changes nothing.
 */
export class ChooseNothing implements Cmd<ForkModel> {
  constructor(readonly nulls: boolean) {}

  check(m: Readonly<ForkModel>): boolean {
    return !m.settled && m.status === "awaiting_choice";
  }

  async run(_m: ForkModel, r: DecisionRun): Promise<void> {
    await r.notPerformed(
      "chooseFork",
      {},
      this.nulls ? { forkId: null, custom: null } : {},
      `${this} on a fork awaiting its choice`,
      "doc 1 Fork | awaiting choice | choose | `forkId` or custom approach: a choose naming neither is no choice",
    );
  }

  toString(): string {
    return this.nulls ? "choose(forkId: null, custom: null)" : "choose({})";
  }
}
