/**
 * doc 1 "Human test | awaiting human | confirm | environment torn down; run advances" and "Visual
 * confirmation | awaiting human | approve | run advances". A human test still listed after confirm
 * shows its environment torn down (or tearing down).
 */
import { brief, must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { awaitingHuman, ROUTES, type AwaitingHumanModel } from "../model.ts";

const TORN = new Set(["tearing_down", "torn_down"]);

export class Settle implements Cmd<AwaitingHumanModel> {
  private word = "";

  check(m: Readonly<AwaitingHumanModel>): boolean {
    return awaitingHuman(m);
  }

  async run(m: AwaitingHumanModel, r: DecisionRun): Promise<void> {
    const routes = ROUTES[m.kind];
    this.word = routes.settleWord;
    // An environment that had already expired or failed is not one a confirm tears down.
    const was = (ofKind(r.list, m.kind)?.environment as { status?: unknown } | null | undefined)?.status;
    const live = was !== "expired" && was !== "failed";
    const l = await r.answer(routes.settle, {}, undefined, `${this}`);
    const d = ofKind(l, m.kind);
    const env = d?.environment as { status?: unknown } | null | undefined;
    if (m.kind === "human-test" && live && env && typeof env === "object") {
      must(
        TORN.has(String(env.status)),
        `environment ${brief(env)} after confirm`,
        "the environment torn down (doc 1 Human test: confirm)",
      );
    }
    await r.leftBlocked(l, this.word);
    r.c.cover(routes.settleRow);
    m.settled = true;
  }

  toString(): string {
    return `${this.word || "settle"}()`;
  }
}
