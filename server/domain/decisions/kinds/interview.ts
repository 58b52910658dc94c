/**
 * Interview (doc 1 States and transitions, "Interview" rows): open questions; answering records
 * only (the run does not resume); continue lets the interviewer run again (asynchronous: the step
 * re-runs and the next round asks one more question, round+1, up to `maxRounds`; with the round cap
 * reached the interviewer has nothing more to ask and converges: reference choice); proceed
 * converges on the answers so far and the run advances.
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, held, missing, rerun, taskIdOf } from "../access.ts";
import { CAPS } from "../limits.ts";
import { base, type KindModule } from "../module.ts";
import type { InterviewQuestionRecord, InterviewRecord } from "../records.ts";

const FIRST = ["Who is the primary user of this change?", "What must not change for existing users?"];
const LATER = [
  "Which edge case worries you most?",
  "Is there a deadline or a release this must land in?",
  "Who signs off on the result?",
];

function question(ws: Workspace, text: string): InterviewQuestionRecord {
  // `answer` is a required string (contract/README.md): empty until answered.
  return { questionId: ws.newId("q"), question: text, answer: "", status: "open" };
}

export const interviewModule: KindModule<InterviewRecord> = {
  open(a) {
    return {
      ...base(a, "interviewer"),
      kind: "interview",
      taskId: taskIdOf(a.run),
      round: 1,
      maxRounds: CAPS.interviewRounds,
      questions: FIRST.map((q) => question(a.ws, q)),
    };
  },
  reopen(ws, _run, rec) {
    // The interviewer ran again and asks one more question (its round cap was checked by continue).
    rec.round += 1;
    rec.questions.push(question(ws, LATER[(rec.round - 2) % LATER.length]));
  },
  project(rec) {
    return {
      kind: "interview",
      maxRounds: rec.maxRounds,
      questions: rec.questions.map((q) => ({
        answer: q.answer,
        question: q.question,
        questionId: q.questionId,
        status: q.status,
      })),
      round: rec.round,
      stepKind: rec.stepKind,
      taskId: rec.taskId,
    };
  },
};

/** doc 1 "Interview | open | answer question": recorded only; a second answer replaces the first. */
export function answerQuestion(ws: Workspace, run: RunRecord, questionId: string, answer: string): void {
  const rec = held(ws, run, "interview");
  const q = rec.questions.find((x) => x.questionId === questionId);
  if (!q) throw missing("question_not_found", `question ${questionId} not found in this interview`);
  q.answer = answer;
  q.status = "answered";
}

/** doc 1 "Interview | open | continue": the interviewer runs again and may ask more. */
export function continueInterview(ws: Workspace, run: RunRecord): void {
  const rec = held(ws, run, "interview");
  if (rec.round >= rec.maxRounds) {
    // Round cap reached: it asks nothing more and converges (reference choice).
    advance(ws, run, rec);
    return;
  }
  rerun(ws, run, rec);
}

/** doc 1 "Interview | open | proceed": converges on the answers so far; the run advances. */
export function proceedInterview(ws: Workspace, run: RunRecord): void {
  const rec = held(ws, run, "interview");
  const answers = rec.questions.filter((q) => q.status === "answered").map((q) => `${q.question} ${q.answer}`);
  if (answers.length) run.directives.push(`interview answers: ${answers.join(" | ")}`);
  advance(ws, run, rec);
}
