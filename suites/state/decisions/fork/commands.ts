/** The commands of a fork, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import type { MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initFork, type ForkModel } from "./model.ts";
import { ChooseCustom, ChooseFork, ChooseNothing } from "./commands/choose.ts";

const note = fc.option(fc.constantFrom("Keep the release small.", "n"), { nil: null });
const custom = fc.constantFrom("Put the endpoint behind a feature flag in the existing module.", "a");

export const forkSpec: MachineSpec<ForkModel> = {
  kind: "fork",
  init: initFork,
  commands: [
    fc.tuple(fc.nat({ max: 9 }), note).map(([n, t]) => new ChooseFork(n, t)),
    fc.tuple(custom, note).map(([c, t]) => new ChooseCustom(c, t)),
    fc.nat({ max: 9 }).map((n) => new WrongKind<ForkModel>(n)),
    fc.boolean().map((nulls) => new ChooseNothing(nulls)),
  ],
  scripts: [
    () => [
      new WrongKindSweep(),
      new ChooseNothing(false),
      new ChooseCustom("Extend the existing module; no new service.", null),
    ],
    () => [new ChooseNothing(true), new ChooseFork(1, "Second option, please.")],
  ],
  numRuns: 2,
  maxCommands: 3,
};
