/** The commands of follow-ups, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import type { MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initFollowUps, type FollowUpsModel } from "./model.ts";
import { AnswerFollowUpRefused, AnswerQuestionItem } from "./commands/answer.ts";
import { DismissItem } from "./commands/dismiss.ts";
import { FileAgain, FileItem, FileQuestionRefused } from "./commands/file.ts";
import { SendBack, SendBackQuestionNotTaken } from "./commands/send-back.ts";

const pick = fc.nat({ max: 9 });
const answer = fc.constantFrom("Yes, include archived tasks.", "No.", "z");
const resolution = fc.constantFrom<"answered" | "closed" | null>("answered", "closed", null);

export const followUpsSpec: MachineSpec<FollowUpsModel> = {
  kind: "follow-ups",
  init: initFollowUps,
  commands: [
    pick.map((n) => new SendBack(n)),
    pick.map((n) => new DismissItem(n)),
    pick.map((n) => new FileItem(n)),
    pick.map((n) => new FileAgain(n)),
    fc.tuple(pick, answer, resolution).map(([n, a, res]) => new AnswerQuestionItem(n, a, res)),
    pick.map((n) => new AnswerFollowUpRefused(n)),
    pick.map((n) => new FileQuestionRefused(n)),
    pick.map((n) => new SendBackQuestionNotTaken(n)),
    pick.map((n) => new WrongKind<FollowUpsModel>(n)),
  ],
  scripts: [
    // Refusals, a file filed twice, an answer, a send-back that makes the coder loop, then the new item.
    () => [
      new WrongKindSweep(),
      new AnswerFollowUpRefused(0),
      new FileQuestionRefused(0),
      new SendBackQuestionNotTaken(0),
      new FileItem(1),
      new FileAgain(0),
      new AnswerQuestionItem(0, "Yes: archived tasks are part of the export.", "answered"),
      new SendBack(0),
      new DismissItem(0),
      new DismissItem(0),
    ],
    // Dismissing every item releases the park.
    () => Array.from({ length: 5 }, () => new DismissItem(0)),
    // Send-backs over several loops.
    () => [
      new SendBack(0),
      new SendBack(0),
      new AnswerQuestionItem(0, "No.", null),
      new SendBack(0),
      new SendBack(0),
      new DismissItem(0),
      new DismissItem(0),
    ],
  ],
  numRuns: 3,
  maxCommands: 6,
};
