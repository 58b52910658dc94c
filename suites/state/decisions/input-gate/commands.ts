/** The commands of an input gate, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import { fresh, type MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initInputGate, type InputGateModel } from "./model.ts";
import { ProceedInputGate } from "./commands/proceed.ts";
import { Recheck } from "./commands/recheck.ts";

const EDITS = [
  "Done when the export button downloads a CSV of the board; affects the board screen and GET /export.",
  "Acceptance: an admin sees the new column on the task list.",
];

/**
 * `clears` is `facts.inputGateClears`, a description the configured gate passes (null when not
 * stated): the second script edits the task to it, and the generated edits may draw it.
 */
export function inputGateSpec(clears: string | null): MachineSpec<InputGateModel> {
  const description = fc.constantFrom(...(clears === null ? EDITS : [clears, ...EDITS]));
  return {
    kind: "input-gate",
    init: initInputGate,
    commands: [
      fresh(() => new Recheck(null)),
      description.map((d) => new Recheck(d)),
      fresh(() => new ProceedInputGate()),
      fc.nat({ max: 9 }).map((n) => new WrongKind<InputGateModel>(n)),
    ],
    scripts: [
      () => [new WrongKindSweep(), new Recheck(null), new Recheck(null), new ProceedInputGate()],
      () => [
        new Recheck(clears ?? "Done when the export downloads a CSV; affects the board screen."),
        new ProceedInputGate(),
      ],
    ],
    numRuns: 3,
    maxCommands: 4,
  };
}
