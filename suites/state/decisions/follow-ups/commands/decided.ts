/**
 * What follows a decision on an item (doc 1 "Follow-up item | any | dismiss | releases the park when
 * it was the last undecided item"; "send back | once every item is decided, the coder loops for
 * sent-back items within maxLoops"): while an item is undecided nothing is expected of the run;
 * when the last one is decided the run leaves `blocked`, and `loops` shows whether the coder looped
 * (loops.ts): when it may have, the suite waits for the follow-ups to park again, else the run has
 * moved on.
 */
import type { DecisionRun } from "../../kit/run.ts";
import { sync, type FollowUpsModel, type Item } from "../model.ts";
import { LoopWatch } from "./loops.ts";

export async function decided(m: FollowUpsModel, r: DecisionRun, item: Item, what: string): Promise<void> {
  item.decided = true;
  const reply = r.list;
  if (m.items.some((i) => !i.decided)) {
    sync(m, r);
    return;
  }
  const watch = new LoopWatch(m, `${what}, the last undecided follow-up item`);
  const see = (l: Parameters<LoopWatch["see"]>[0]) => watch.see(l);
  see(reply);
  await r.leftBlocked(
    reply,
    `${what}, the last undecided follow-up item (doc 1 Follow-up item: releases the park)`,
    see,
  );
  if (!watch.mayLoop) {
    m.settled = true;
    return;
  }
  await r.quiet("the coder's loop for the sent-back items", see);
  await watch.end(() => r.report());
  // The coder looped for every item then queued: a later loop for them is no longer owed.
  if (watch.looped) for (const i of m.items) if (i.sent === "fresh") i.sent = "earlier";
  sync(m, r);
}
