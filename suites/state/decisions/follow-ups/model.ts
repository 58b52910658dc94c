/**
 * Follow-ups as doc 1 States and transitions states them ("Follow-up item" rows) with doc 2
 * Decisions and Errors:
 *
 * - any item --send back (kind follow_up)--> `queued`; once every item is decided the coder loops
 *   for the sent-back items within `maxLoops`;
 * - any item --dismiss (either kind)--> releases the park when it was the last undecided item;
 * - a `follow_up` item --file (tracker connected)--> an issue is created and its ticket ref
 *   recorded; not idempotent ("retry after partial failure files a second issue");
 * - a `question` item --answer--> the answer steers the coder's next pass;
 * - refused (status unspecified): answering a `follow_up` item; filing a `question` item, or
 *   filing without a tracker (which the suite cannot see: a refused file is taken as that).
 *
 * "Undecided" is the model's: an item the target lists `pending` until the suite decides it.
 */
import { arr, num, ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export interface Item {
  id: string;
  kind: string;
  decided: boolean;
  /** The ticket ref the suite saw recorded when it filed the item. */
  ticket: string | null;
  /**
   * `queued` by a send-back: `fresh` since the coder last looped (moved there from another status),
   * `earlier` when the coder already looped for it or it was sent back again while queued; null otherwise.
   */
  sent: "fresh" | "earlier" | null;
}

export interface FollowUpsModel extends BaseModel {
  items: Item[];
  loops: number | null;
  maxLoops: number | null;
  /** A file was refused: no tracker connected (as far as the suite can tell). */
  noTracker: boolean;
}

/** Takes the items the target lists (new ones after a coder loop), keeping the suite's decisions. */
export function sync(m: FollowUpsModel, r: DecisionRun): void {
  if (viewOf(r.list, "follow-ups") === "gone") {
    m.settled = true;
    return;
  }
  const d = ofKind(r.list, "follow-ups");
  if (!d) return;
  const known = new Map(m.items.map((i) => [i.id, i]));
  m.items = arr(d.items).map((i) => {
    const id = str(i.itemId) ?? "";
    const prev = known.get(id);
    return {
      id,
      kind: str(i.kind) ?? "",
      decided: prev?.decided ?? i.status !== "pending",
      ticket: prev?.ticket ?? null,
      sent: prev ? prev.sent : i.status === "queued" ? "earlier" : null,
    };
  });
  m.loops = num(d.loops);
  m.maxLoops = num(d.maxLoops);
}

export function initFollowUps(r: DecisionRun): FollowUpsModel {
  const m: FollowUpsModel = {
    settled: false,
    items: [],
    loops: null,
    maxLoops: null,
    noTracker: false,
  };
  sync(m, r);
  return m;
}

/** Items of `kind` (any kind when null), undecided ones first. */
export function candidates(m: Readonly<FollowUpsModel>, kind: string | null): Item[] {
  const of = m.items.filter((i) => i.id !== "" && (kind === null || i.kind === kind));
  return [...of.filter((i) => !i.decided), ...of.filter((i) => i.decided)];
}

export function itemIn(r: DecisionRun, id: string): Record<string, unknown> | undefined {
  return arr(ofKind(r.list, "follow-ups")?.items).find((i) => i.itemId === id);
}
