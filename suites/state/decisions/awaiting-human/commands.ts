/** The commands of a human test or a visual confirmation, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import { fresh, type MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initAwaitingHuman, type AwaitingHumanModel, type HumanKind } from "./model.ts";
import { RequestFix, RequestFixBlankRefused } from "./commands/request-fix.ts";
import { Settle } from "./commands/settle.ts";

/** Non-blank findings: short ones and ones with blank margins are still not blank. */
const findings = fc.constantFrom(
  "a",
  "The save button overlaps the footer on narrow screens.",
  "  padded, not blank  ",
  "line one\nline two",
);
const blank = fc.constantFrom("", " ", "   ", "\t", "\n", " \n\t ");

export function awaitingHumanSpec(kind: HumanKind): MachineSpec<AwaitingHumanModel> {
  return {
    kind,
    init: initAwaitingHuman(kind),
    commands: [
      fresh(() => new Settle()),
      findings.map((f) => new RequestFix(f)),
      blank.map((b) => new RequestFixBlankRefused(b)),
      fc.nat({ max: 9 }).map((n) => new WrongKind<AwaitingHumanModel>(n)),
    ],
    scripts: [
      () => [
        new WrongKindSweep(),
        new RequestFixBlankRefused("   "),
        new RequestFix("a"),
        new RequestFixBlankRefused("\n"),
        new Settle(),
      ],
      () => [new RequestFix("  The header is cut off at 320 px.  "), new RequestFix("x"), new Settle()],
    ],
    numRuns: 3,
    maxCommands: 5,
  };
}
