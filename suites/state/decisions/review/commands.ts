/** The commands of a review session, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import { fresh, type Cmd, type MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initReview, type ReviewKind, type ReviewModel } from "./model.ts";
import { Incorporate } from "./commands/incorporate.ts";
import { Proceed } from "./commands/proceed.ts";
import { ReReviewUntilExceeded } from "./commands/re-review-until-exceeded.ts";
import { ReReview } from "./commands/re-review.ts";
import { ReplyItem } from "./commands/reply-item.ts";
import { ResolveExceeded, type Choice } from "./commands/resolve-exceeded.ts";
import { SetItemStatus } from "./commands/set-item-status.ts";

const text = fc.constantFrom(
  "Yes: the acceptance criteria are in the linked document.",
  "Out of scope for this task.",
  "Use the workspace's time zone.",
  "ok",
);
const choice = fc.constantFrom<Choice>("extra-round", "proceed", "stop-reset");
const pick = fc.nat({ max: 9 });

const dismissAll = (): Cmd<ReviewModel>[] => Array.from({ length: 5 }, () => new SetItemStatus(0, "dismissed"));

export function reviewSpec(kind: ReviewKind): MachineSpec<ReviewModel> {
  return {
    kind,
    init: initReview(kind),
    commands: [
      pick.map((n) => new SetItemStatus(n, "dismissed")),
      pick.map((n) => new SetItemStatus(n, "open")),
      fc.tuple(pick, text).map(([n, t]) => new ReplyItem(n, t)),
      fc.option(text, { nil: null }).map((f) => new Incorporate(f)),
      fresh(() => new ReReview()),
      fresh(() => new Proceed()),
      choice.map((ch) => new ResolveExceeded(ch)),
      pick.map((n) => new WrongKind<ReviewModel>(n)),
    ],
    scripts: [
      // Items, the incorporation blocked while one is open, then admitted.
      () => [
        new WrongKindSweep(),
        new ReplyItem(0, "Answered by the conformance suite."),
        new SetItemStatus(0, "dismissed"),
        new SetItemStatus(0, "open"),
        new Incorporate(null),
        ...dismissAll(),
        new Incorporate("Keep the scope small."),
      ],
      // The exceeded state: one more round, then continue with the last result.
      () => [
        new ReReviewUntilExceeded(),
        new ResolveExceeded("extra-round"),
        new ReReviewUntilExceeded(),
        new ResolveExceeded("proceed"),
      ],
      // The exceeded state: re-review is still admitted ("any"), then stop and reset.
      () => [new ReReviewUntilExceeded(), new ReReview(), new ResolveExceeded("stop-reset")],
      // A pass, then proceed with nothing outstanding.
      () => [new ReplyItem(1, "Noted."), new ReReview(), ...dismissAll(), new Proceed()],
    ],
    numRuns: 3,
    maxCommands: 6,
  };
}
