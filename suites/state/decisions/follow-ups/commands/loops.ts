/**
 * What deciding the last undecided item does to `loops` (doc 1 "Follow-up item | any | send back |
 * queued | once every item is decided, the coder loops for sent-back items within maxLoops"; doc 2
 * Limits, Iteration caps: follow-up loops report `maxLoops` in their decisions):
 * - an item sent back since the coder last looped (moved to `queued` from another status), with
 *   `loops` below `maxLoops`: the coder loops, so a list after the decision shows `loops` one more;
 * - no item `queued`: nothing was sent back, nothing to loop for, `loops` stays;
 * - only items the coder already looped for still `queued` (or sent back again while `queued`):
 *   whether it loops again for them is not stated, so `loops` stays or grows by one;
 * - never beyond `maxLoops` ("within maxLoops"), never below what it was.
 * Every list from the decision's reply until the run settles is watched, so a loop that a real
 * target shows only while it works is seen too.
 */
import { inconclusive, must } from "../../../kit/verdicts.ts";
import { describe, num, ofKind, type DecisionList } from "../../kit/list.ts";
import type { FollowUpsModel } from "../model.ts";

const DOCUMENTED =
  "doc 1 Follow-up item: once every item is decided, the coder loops for sent-back items within maxLoops; doc 2 Limits: follow-up loops report maxLoops";

export class LoopWatch {
  /** `loops` before the last item was decided. */
  private readonly prior: number;
  /** How much `loops` may grow: one below the cap, none at it. */
  private readonly room: number;
  /** An item was sent back since the coder last looped: it must loop (when there is room). */
  readonly mustLoop: boolean;
  /** Some item is `queued`: a loop is allowed. */
  readonly mayLoop: boolean;
  /** Why `loops` may or must grow, or not, for the messages. */
  private readonly why: string;
  /** A list showed `loops` one more. */
  looped = false;
  private last = "";
  /** The latest list read held the follow-ups decision with its `loops`. */
  private held = false;

  constructor(
    m: Readonly<FollowUpsModel>,
    private readonly what: string,
  ) {
    this.prior = m.loops ?? 0;
    this.room = m.maxLoops === null ? 1 : Math.max(0, Math.min(1, m.maxLoops - this.prior));
    this.mustLoop = this.room > 0 && m.items.some((i) => i.sent === "fresh");
    this.mayLoop = this.room > 0 && m.items.some((i) => i.sent !== null);
    this.why =
      this.room === 0
        ? `maxLoops ${m.maxLoops} reached`
        : this.mustLoop
          ? "items sent back since the coder last looped"
          : this.mayLoop
            ? "only items the coder already looped for are queued"
            : "no item queued";
  }

  /** A list after the decision: its `loops`, when the follow-ups decision is listed, within the bounds. */
  see(l: DecisionList): void {
    const loops = num(ofKind(l, "follow-ups")?.loops);
    this.held = loops !== null;
    if (loops === null) return;
    this.last = describe(l);
    const top = this.prior + (this.mayLoop ? 1 : 0);
    must(
      loops >= this.prior && loops <= top,
      `loops ${loops} after ${this.what} (before: ${this.prior}; ${this.why}; ${describe(l)})`,
      `loops ${this.prior === top ? this.prior : `${this.prior} or ${top}`}: ${this.mayLoop ? "at most one loop for the sent-back items, within maxLoops" : "no loop"} (${DOCUMENTED})`,
    );
    if (loops === this.prior + 1) this.looped = true;
  }

  /**
   * The run has settled after the decision: a loop that was due happened. A settled run still
   * listing the follow-ups decision with `loops` unchanged shows it did not. Once the decision is no
   * longer listed, a fast target may have looped and moved on between two reads; the run's
   * verification report then tells (doc 1 PrVerificationReport `followUps`: `loops`, `maxLoops`, its
   * section `status`): a section it reports holding no more loops than before shows no loop. One it
   * does not report (`absent`, or no `loops`) leaves the loop not exercised, never a failure.
   */
  async end(report: () => Promise<unknown>): Promise<void> {
    if (this.mustLoop && !this.looped && !this.held) {
      const section = (await report()) as { followUps?: { status?: unknown; loops?: unknown } } | undefined;
      const fu = section?.followUps;
      const loops = fu && fu.status !== "absent" ? num(fu.loops) : null;
      if (loops === null)
        inconclusive(
          `the follow-ups decision was no longer listed when the run settled after ${this.what} (before: loops ${this.prior}; ${this.why}; last seen: ${this.last || "never"}), and the run's report holds no follow-up loops: whether the coder looped cannot be read`,
        );
      must(
        loops > this.prior,
        `the run's report shows followUps.loops ${loops} after ${this.what} (before: ${this.prior}; ${this.why}), the decision no longer listed`,
        `the coder loops for the sent-back items: loops ${this.prior + 1} (${DOCUMENTED})`,
      );
      this.looped = true;
      return;
    }
    must(
      !this.mustLoop || this.looped,
      `no list after ${this.what} showed loops ${this.prior + 1} (before: ${this.prior}; ${this.why}; last: ${this.last || "the follow-ups decision not listed"})`,
      `the coder loops for the sent-back items: loops ${this.prior + 1} (${DOCUMENTED})`,
    );
  }
}
