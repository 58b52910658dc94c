/** The commands of a PR review, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import type { MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initPrReview, type PrReviewModel } from "./model.ts";
import { Challenge } from "./commands/challenge.ts";
import { DismissFinding } from "./commands/dismiss.ts";
import { ResolvePrReview, ResolveWithoutSelectionRefused, type Action } from "./commands/resolve.ts";

const pick = fc.nat({ max: 9 });

export const prReviewSpec: MachineSpec<PrReviewModel> = {
  kind: "pr-review",
  init: initPrReview,
  commands: [
    fc
      .tuple(pick, fc.option(fc.constantFrom("Is this path reachable?", "q"), { nil: null }))
      .map(([n, q]) => new Challenge(n, q)),
    pick.map((n) => new DismissFinding(n)),
    fc.constantFrom<Action>("finish", "fix", "post").map((a) => new ResolvePrReview(a)),
    fc.constantFrom<"fix" | "post">("fix", "post").map((a) => new ResolveWithoutSelectionRefused(a)),
    pick.map((n) => new WrongKind<PrReviewModel>(n)),
  ],
  scripts: [
    () => [
      new WrongKindSweep(),
      new Challenge(0, "Can the query really be unbounded?"),
      new DismissFinding(1),
      new ResolvePrReview("fix"),
    ],
    () => [
      ...Array.from({ length: 6 }, () => new DismissFinding(0)),
      new ResolveWithoutSelectionRefused("fix"),
      new ResolveWithoutSelectionRefused("post"),
      new ResolvePrReview("finish"),
    ],
    () => [new Challenge(2, null), new ResolvePrReview("post")],
  ],
  numRuns: 3,
  maxCommands: 5,
};
