/** The commands arbitrary of the run machine (model.ts). */
import fc from "fast-check";
import { AdvanceCommand } from "./commands/advance.ts";
import { AwaitParkCommand } from "./commands/await-park.ts";
import { ObserveRunCommand } from "./commands/observe.ts";
import { RejectCommand } from "./commands/reject.ts";
import { RetryRejectedCommand } from "./commands/retry.ts";
import { StartParkingCommand } from "./commands/start.ts";
import type { RunModel, RunReal } from "./model.ts";

type Cmd = fc.AsyncCommand<RunModel, RunReal>;

export const runCommands: fc.Arbitrary<Cmd>[] = [
  fc.constant<Cmd>(new StartParkingCommand()),
  fc.constant<Cmd>(new AwaitParkCommand()),
  fc.constant<Cmd>(new AdvanceCommand()),
  fc.constant<Cmd>(new RejectCommand()),
  fc.constant<Cmd>(new RetryRejectedCommand()),
  fc.constant<Cmd>(new ObserveRunCommand()),
];

/** The documents' paths: park then advance; park, reject, retry, park again, advance. */
export function runScripts(): Cmd[][] {
  return [
    [
      new StartParkingCommand(),
      new AwaitParkCommand(),
      new ObserveRunCommand(),
      new AdvanceCommand(),
      new ObserveRunCommand(),
    ],
    [
      new StartParkingCommand(),
      new AwaitParkCommand(),
      new RejectCommand(),
      new ObserveRunCommand(),
      new RetryRejectedCommand(),
      new AwaitParkCommand(),
      new AdvanceCommand(),
    ],
  ];
}
