/**
 * The commands of a judge, as fast-check arbitraries, and the scripted sequences run first: a body
 * naming no outcome, one bounce then proceed, and bounces up to the cap and once at it, then stop.
 */
import fc from "fast-check";
import type { MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initJudge, type JudgeModel } from "./model.ts";
import { ResolveJudge, type Outcome } from "./commands/resolve.ts";
import { BounceToCap } from "./commands/bounce.ts";
import { ResolveJudgeWithoutOutcome } from "./commands/no-outcome.ts";

export const judgeSpec: MachineSpec<JudgeModel> = {
  kind: "judge",
  init: initJudge,
  commands: [
    fc.constantFrom<Outcome>("proceed", "bounce", "stop").map((o) => new ResolveJudge(o)),
    fc.nat({ max: 9 }).map((n) => new WrongKind<JudgeModel>(n)),
  ],
  scripts: [
    () => [
      new WrongKindSweep(),
      new ResolveJudgeWithoutOutcome(),
      new ResolveJudge("bounce"),
      new ResolveJudge("proceed"),
    ],
    () => [new BounceToCap(), new ResolveJudge("stop")],
  ],
  numRuns: 3,
  maxCommands: 4,
};
