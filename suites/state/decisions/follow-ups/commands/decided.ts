/**
 * What follows a decision on an item (doc 1 "Follow-up item | any | dismiss | releases the park when
 * it was the last undecided item"; "send back | once every item is decided, the coder loops for
 * sent-back items within maxLoops"): while an item is undecided nothing is expected of the run;
 * when the last one is decided the run leaves `blocked`, and when items were sent back (and loops
 * remain) the coder loops and the follow-ups park again, else the run has moved on.
 */
import type { DecisionRun } from "../../kit/run.ts";
import { sync, type FollowUpsModel, type Item } from "../model.ts";

export async function decided(m: FollowUpsModel, r: DecisionRun, item: Item, what: string): Promise<void> {
  item.decided = true;
  const reply = r.list;
  if (m.items.some((i) => !i.decided)) {
    sync(m, r);
    return;
  }
  await r.leftBlocked(reply, `${what}, the last undecided follow-up item (doc 1 Follow-up item: releases the park)`);
  const loops = m.loops ?? 0;
  if (m.sentBack && loops < (m.maxLoops ?? loops + 1)) {
    m.sentBack = false;
    await r.quiet("the coder's loop for the sent-back items");
    sync(m, r);
  } else {
    m.settled = true;
  }
}
