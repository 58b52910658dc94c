/**
 * The interview as doc 1 States and transitions states it ("Interview" rows):
 *
 * - open --answer question--> recorded only; the run does not resume;
 * - open --continue--> the interviewer runs again (asynchronous) and may ask more;
 * - open --proceed--> the interviewer converges on the answers so far; the run advances (asynchronous).
 *
 * What a continue leads to (more questions, convergence) is not shown: the model takes what the
 * target shows once it is parked again.
 */
import { arr, ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";

export interface Question {
  /** `questionId` string|null: only questions with an id can be answered (PublicAnswerInterview.questionId 1-80). */
  id: string | null;
  status: string;
}

export interface InterviewModel extends BaseModel {
  questions: Question[];
}

export function sync(m: InterviewModel, r: DecisionRun): void {
  if (viewOf(r.list, "interview") === "gone") {
    m.settled = true;
    return;
  }
  const d = ofKind(r.list, "interview");
  if (!d) return;
  m.questions = arr(d.questions).map((q) => ({ id: str(q.questionId), status: str(q.status) ?? "" }));
}

export function initInterview(r: DecisionRun): InterviewModel {
  const m: InterviewModel = { settled: false, questions: [] };
  sync(m, r);
  return m;
}

/** Questions that can be addressed, open ones first. */
export function answerable(m: Readonly<InterviewModel>): Question[] {
  const withId = m.questions.filter((q) => q.id !== null && q.id.length <= 80);
  return [...withId.filter((q) => q.status === "open"), ...withId.filter((q) => q.status !== "open")];
}
