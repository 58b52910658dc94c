/** The commands of an interview, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import { fresh, type MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initInterview, type InterviewModel } from "./model.ts";
import { AnswerQuestion } from "./commands/answer.ts";
import { ContinueInterview } from "./commands/continue.ts";
import { ProceedInterview } from "./commands/proceed.ts";

const answer = fc.constantFrom("Support engineers.", "Nothing user-visible may change.", "y");

export const interviewSpec: MachineSpec<InterviewModel> = {
  kind: "interview",
  init: initInterview,
  commands: [
    fc.tuple(fc.nat({ max: 9 }), answer).map(([n, a]) => new AnswerQuestion(n, a)),
    fresh(() => new ContinueInterview()),
    fresh(() => new ProceedInterview()),
    fc.nat({ max: 9 }).map((n) => new WrongKind<InterviewModel>(n)),
  ],
  scripts: [
    () => [
      new WrongKindSweep(),
      new AnswerQuestion(0, "Support engineers on the night shift."),
      new AnswerQuestion(0, "Existing exports keep their column order."),
      new ContinueInterview(),
      new AnswerQuestion(0, "Before the spring release."),
      new ProceedInterview(),
    ],
    () => [
      new ContinueInterview(),
      new ContinueInterview(),
      new ContinueInterview(),
      new ContinueInterview(),
      new ProceedInterview(),
    ],
  ],
  numRuns: 3,
  maxCommands: 5,
};
