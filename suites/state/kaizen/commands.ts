/** The commands arbitrary of the acknowledgement of one entry (model.ts). */
import fc from "fast-check";
import { AckCommand } from "./commands/ack.ts";
import { AckUnsettledCommand } from "./commands/ack-unsettled.ts";
import { ReadEntryCommand } from "./commands/read.ts";
import { UndoAckCommand } from "./commands/undo.ts";
import type { AckModel, AckReal } from "./model.ts";

type Cmd = fc.AsyncCommand<AckModel, AckReal>;

export const ackCommands: fc.Arbitrary<Cmd>[] = [
  fc
    .option(fc.constantFrom("seen by the conformance suite", "triaged"), { nil: undefined })
    .map((n): Cmd => new AckCommand(n)),
  fc.constant<Cmd>(new UndoAckCommand()),
  fc.constant<Cmd>(new ReadEntryCommand()),
  fc.constant<Cmd>(new AckUnsettledCommand()),
];

/** The documents' path: acknowledge, acknowledge again (first acknowledgedAt kept), undo, re-acknowledge; an unsettled one refused. */
export function ackScripts(): Cmd[][] {
  return [
    [
      new AckCommand(undefined),
      new ReadEntryCommand(),
      new AckCommand("triaged"),
      new ReadEntryCommand(),
      new UndoAckCommand(),
      new ReadEntryCommand(),
      new AckCommand(undefined),
      new AckUnsettledCommand(),
    ],
  ];
}
