/** doc 2 Endpoints › Decisions: the group's preamble and the notes column. */
import { clause } from "../types.ts";

const S = "Endpoints › Decisions";

export const DECISIONS = [
  clause(
    "D2-DECISIONS-POLL-REGARDLESS",
    2,
    S,
    "follow-ups are answerable while the run is working: poll the list regardless of `parked`",
    {
      uncheckable: "when a pipeline raises follow-ups while it works is not stated, so no request can bring one about",
    },
  ),
  clause(
    "D2-DECISIONS-LIST-ASKING",
    2,
    S,
    "GET lists what the run is currently asking: a run that has ended (done, or failed, a stop included) asks nothing, so no decision it lists still waits on an answer",
    { operationId: "listRunDecisions" },
  ),
  clause(
    "D2-DECISIONS-KINDS-ANSWERABLE",
    2,
    S,
    "the 13 decision kinds are answerable, each carrying the stable ids its route addresses",
  ),
  clause("D2-DECISIONS-APPROVE-EDITED", 2, S, "approve, optionally with an edited proposal", {
    operationId: "approveRunDecision",
  }),
  clause(
    "D2-DECISIONS-RESOLVE-EXCEEDED-APPROVAL",
    2,
    S,
    "approval resolve-exceeded is for a quality-companion gate with `exceeded` true",
    { operationId: "resolveExceededRunApproval" },
  ),
  clause("D2-DECISIONS-ASYNC-INCORPORATE", 2, S, "incorporate (requirements, clarity, brainstorm) is asynchronous"),
  clause("D2-DECISIONS-BRAINSTORM-ONE-SESSION", 2, S, "one live brainstorm session per stage per task", {
    operationId: "replyBrainstormOption",
  }),
  clause("D2-DECISIONS-PROCEED-NOTHING-OUTSTANDING", 2, S, "requirements proceed is used when nothing is outstanding", {
    operationId: "proceedRequirements",
    uncheckable: "advice to callers: no refusal is stated for proceeding with items outstanding",
  }),
  clause("D2-DECISIONS-FOLLOW-UP-ANSWER-REFUSED", 2, S, "answering is refused for a `follow_up` item", {
    operationId: "answerFollowUpItem",
  }),
  clause("D2-DECISIONS-FOLLOW-UP-DISMISS-EITHER", 2, S, "dismiss takes a follow-up item of either kind", {
    operationId: "dismissFollowUpItem",
  }),
  clause("D2-DECISIONS-FOLLOW-UP-FILE-QUESTION-REFUSED", 2, S, "filing is refused for a `question` item", {
    operationId: "fileFollowUpItem",
  }),
  clause("D2-DECISIONS-FOLLOW-UP-FILE-NO-TRACKER", 2, S, "filing is refused when no tracker is connected", {
    operationId: "fileFollowUpItem",
    uncheckable: "whether a tracker is connected is not readable through the API",
  }),
  clause("D2-DECISIONS-FOLLOW-UP-FILE-RETRY", 2, S, "a retry after a partial failure files a second issue", {
    operationId: "fileFollowUpItem",
    uncheckable: "a partial failure of the tracker cannot be brought about from outside",
  }),
  clause("D2-DECISIONS-HUMAN-TEST-URL", 2, S, "a human-test decision carries the environment URL", {
    operationId: "confirmHumanTest",
  }),
  clause(
    "D2-DECISIONS-INPUT-GATE-EDIT-FIRST",
    2,
    S,
    "edit the task first with PATCH /tasks/{taskId} before `recheck`",
    {
      operationId: "resolveInputGate",
      uncheckable: "advice to callers; the outcome of a recheck is the transition row's",
    },
  ),
  clause("D2-DECISIONS-INTERVIEW-ASYNC", 2, S, "interview continue and proceed are asynchronous"),
  clause("D2-DECISIONS-JUDGE-OUTCOMES", 2, S, "judge resolve takes the outcomes proceed, bounce and stop", {
    operationId: "resolveJudge",
  }),
] as const;
