/** doc 1 "Interview | open | answer question | recorded only; run does not resume". */
import { must } from "../../../kit/verdicts.ts";
import { arr, describe, ofKind } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { answerable, sync, type InterviewModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

const DOCUMENTED = "recorded only; the run does not resume (doc 1 Interview: open → answer question)";

export class AnswerQuestion implements Cmd<InterviewModel> {
  private questionId = "";
  constructor(
    readonly pick: number,
    readonly answer: string,
  ) {}

  check(m: Readonly<InterviewModel>): boolean {
    return !m.settled && answerable(m).length > 0;
  }

  async run(m: InterviewModel, r: DecisionRun): Promise<void> {
    this.questionId = pickOf(answerable(m), this.pick).id!;
    const l = await r.answer(
      "answerInterviewQuestion",
      {},
      { questionId: this.questionId, answer: this.answer },
      `${this}`,
    );
    must(
      l.status === "blocked" && ofKind(l, "interview") !== undefined,
      `${describe(l)} after answering a question`,
      DOCUMENTED,
    );
    const q = arr(ofKind(l, "interview")?.questions).find((x) => x.questionId === this.questionId);
    must(
      q?.answer === this.answer,
      `question ${this.questionId} with answer ${jsonText(q?.answer)}`,
      `the answer recorded (${DOCUMENTED})`,
    );
    // Still parked on the next read: the answer alone does not resume the run.
    const next = await r.read();
    must(
      next.status === "blocked" && ofKind(next, "interview") !== undefined,
      `${describe(next)} on the read after answering a question`,
      DOCUMENTED,
    );
    r.c.cover("INTERVIEW-ANSWER");
    sync(m, r);
  }

  toString(): string {
    return `answer(${this.questionId || `#${this.pick}`}, ${jsonText(this.answer)})`;
  }
}
