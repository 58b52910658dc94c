/** The commands arbitrary of the task-run machine (model.ts). */
import fc from "fast-check";
import type { LifecycleModel, LifecycleReal } from "./model.ts";
import { AwaitFailureCommand } from "./commands/await-failure.ts";
import { ObserveCommand } from "./commands/observe.ts";
import { RetryCommand } from "./commands/retry.ts";
import { StartCommand } from "./commands/start.ts";
import { StopCommand } from "./commands/stop.ts";

export const lifecycleCommands: fc.Arbitrary<fc.AsyncCommand<LifecycleModel, LifecycleReal>>[] = [
  fc.constantFrom("slow" as const, "failing" as const).map((role) => new StartCommand(role)),
  fc.constant(new StopCommand()),
  fc.constant(new RetryCommand()),
  fc.constant(new AwaitFailureCommand()),
  fc.constant(new ObserveCommand()),
];

/** The documents' main paths: stop then retry a slow run; let a failing run fail, then retry it. */
export function lifecycleScripts(): fc.AsyncCommand<LifecycleModel, LifecycleReal>[][] {
  return [
    [
      new StartCommand("slow"),
      new ObserveCommand(),
      new StopCommand(),
      new ObserveCommand(),
      new RetryCommand(),
      new StopCommand(),
    ],
    [
      new StartCommand("failing"),
      new AwaitFailureCommand(),
      new ObserveCommand(),
      new RetryCommand(),
      new ObserveCommand(),
    ],
  ];
}
