/** The commands arbitrary of the job machine (model.ts). */
import fc from "fast-check";
import { AwaitJobEndCommand } from "./commands/await-end.ts";
import { CancelJobCommand } from "./commands/cancel.ts";
import { ReadJobCommand } from "./commands/read.ts";
import { StartJobCommand } from "./commands/start.ts";
import type { JobModel, JobReal } from "./model.ts";

type Cmd = fc.AsyncCommand<JobModel, JobReal>;
const ix = fc.nat({ max: 3 });
const input = fc.constantFrom(
  "Summarise this brief in one line.",
  "List three risks of the change.",
  "Draft a title for the release.",
);

export const jobCommands: fc.Arbitrary<Cmd>[] = [
  fc.tuple(ix, input).map(([p, i]): Cmd => new StartJobCommand(p, i)),
  ix.map((i): Cmd => new ReadJobCommand(i)),
  ix.map((i): Cmd => new CancelJobCommand(i)),
  fc.constant<Cmd>(new AwaitJobEndCommand()),
];

/**
 * The documents' paths: cancel a running job twice; cancel a job that ended by itself; and a job on
 * each of the first two public pipelines run to its own end, so that how each ends is read (doc 1
 * State sets: `succeeded` or `failed`).
 */
export function jobScripts(): Cmd[][] {
  return [
    [
      new StartJobCommand(0, "Summarise this brief in one line."),
      new CancelJobCommand(0),
      new CancelJobCommand(0),
      new ReadJobCommand(0),
    ],
    [
      new StartJobCommand(1, "List three risks of the change."),
      new AwaitJobEndCommand(),
      new CancelJobCommand(0),
      new ReadJobCommand(0),
    ],
    [new StartJobCommand(0, "Draft a title for the release."), new AwaitJobEndCommand(), new ReadJobCommand(0)],
  ];
}
