/**
 * doc 2 Endpoints, "Decisions (paths under /runs/{runId}/decisions; every success is 200 PublicDecisionList)":
 * the 41 rows of that table, in its order. Notes = the Notes column, plus the doc 1 "States and transitions"
 * rows and the doc 2 Errors "Other refusals whose codes are unspecified" that concern the route. Those
 * refusals have no stated status or code, so they are written in `notes` only, never in `errors`.
 */
import type { Schema } from "../dsl.ts";
import { oneOfStrings, ref, untyped } from "../dsl.ts";
import type { HttpMethod, OperationSpec, StatedError } from "../operation.ts";
import type { OperationGroup } from "./group.ts";

const BASE = "/runs/{runId}/decisions";

/** doc 2 Errors: 404 `run_not_found`, "run the key cannot read"; every route of this group has {runId}. */
const RUN_NOT_FOUND: StatedError = { status: 404, token: "run_not_found", condition: "run the key cannot read" };

/** doc 2 Decisions Notes: "`stage` is `requirements` or `architecture`" (the brainstorm routes). */
const BRAINSTORM_STAGE = oneOfStrings(["requirements", "architecture"]);

/** Every success of the group: 200 PublicDecisionList. */
const DECISION_LIST = { kind: "json", schema: ref("PublicDecisionList") } as const;

/**
 * One answering route: scope `decide`, 200 PublicDecisionList, 404 `run_not_found`.
 * `body`: a shape name of doc 1 "Decision request bodies" (all rows of the table say "(required)"),
 * a schema (the `object*` of /judge/resolve), or null where the Body column says "none".
 * A path containing `{stage}` gets the stated `requirements`|`architecture` set.
 */
function decide(
  operationId: string,
  method: HttpMethod,
  suffix: string,
  summary: string,
  body: string | Schema | null,
  notes?: string,
): OperationSpec {
  const path = `${BASE}${suffix}`;
  return {
    operationId,
    method,
    path,
    scope: "decide",
    status: 200,
    summary,
    ...(notes ? { notes } : {}),
    ...(path.includes("{stage}") ? { pathParams: { stage: BRAINSTORM_STAGE } } : {}),
    ...(body !== null ? { body: { schema: typeof body === "string" ? ref(body) : body, required: true } } : {}),
    success: DECISION_LIST,
    errors: [RUN_NOT_FOUND],
  };
}

// Wording shared by the three review sessions (doc 1 States and transitions, "Review session" and
// "Finding or option" rows).
const INCORPORATE =
  "Review session `ready` -> `incorporating`; the re-review runs in the background. Only open items block incorporation.";
const RE_REVIEW = "Review session, any state: one more pass; on convergence the parked run advances.";
const RESOLVE_EXCEEDED =
  "Review session `exceeded`: `choice` `extra-round` / `proceed` / `stop-reset` = one more round / continue with the last result / stop and reset the task.";
const SET_STATUS = "`dismissed` from `open`, `open` from `dismissed`; only open items block incorporation.";
const REPLY = "On an `open` item: the answer is recorded and the updated decision list returned.";
const proceed = (last: string) =>
  `Review session, any state: the phase settles with the last ${last}; the run advances.`;
const BLANK_FINDINGS = "Refused (status and code unspecified): blank `findings`.";

export const group: OperationGroup = {
  tag: "Decisions",
  heading: "Decisions (paths under /runs/{runId}/decisions; every success is 200 PublicDecisionList)",
  operations: [
    {
      operationId: "listRunDecisions",
      method: "get",
      path: BASE,
      scope: "read",
      status: 200,
      summary: "List what the run is currently asking",
      notes:
        "list what the run is currently asking. Poll the list regardless of `parked`, since follow-ups are answerable while the run is working. An empty `decisions` beside a non-empty `unanswerable` means a wait no route of this API can settle.",
      success: DECISION_LIST,
      errors: [RUN_NOT_FOUND],
    },

    // Approval gates
    decide(
      "approveRunDecision",
      "post",
      "/approvals/{approvalId}/approve",
      "Approve a pending approval gate, optionally with an edited proposal",
      "PublicApproveStep",
      "approve, optionally with edited proposal. Approval gate `pending`, gate not `exceeded`: the run advances; the edit flows to all downstream steps. Refused (status and code unspecified): plain approve on an exceeded gate (that gate takes resolve-exceeded).",
    ),
    decide(
      "rejectRunDecision",
      "post",
      "/approvals/{approvalId}/reject",
      "Reject a pending approval gate, stopping the run",
      "PublicRejectStep",
      "Approval gate `pending`: the run stops entirely; a terminal rejected failure is recorded; retryable from the board.",
    ),
    decide(
      "requestRunDecisionChanges",
      "post",
      "/approvals/{approvalId}/request-changes",
      "Request changes on a pending approval gate",
      "PublicRequestStepChanges",
      "freeform feedback only. Approval gate `pending`: the step re-runs with the guidance.",
    ),
    decide(
      "resolveExceededRunApproval",
      "post",
      "/approvals/{approvalId}/resolve-exceeded",
      "Resolve an approval gate whose quality companion exceeded its cap",
      "PublicResolveExceeded",
      "for a quality-companion gate with exceeded true. `choice` `extra-round`, `proceed` or `stop-reset`; plain approve is refused on such a gate.",
    ),

    // Brainstorm (one session per stage)
    decide(
      "incorporateBrainstorm",
      "post",
      "/brainstorm/{stage}/incorporate",
      "Incorporate the brainstorm options of a stage",
      "PublicIncorporate",
      `asynchronous; \`stage\` is \`requirements\` or \`architecture\`. ${INCORPORATE}`,
    ),
    decide(
      "setBrainstormOptionStatus",
      "patch",
      "/brainstorm/{stage}/options/{itemId}",
      "Dismiss or reopen a brainstorm option",
      "PublicSetFindingStatus",
      `dismiss or reopen option. ${SET_STATUS}`,
    ),
    decide(
      "replyBrainstormOption",
      "post",
      "/brainstorm/{stage}/options/{itemId}/reply",
      "Reply to a brainstorm option",
      "PublicReplyFinding",
      `one live session per stage per task. ${REPLY}`,
    ),
    decide(
      "proceedBrainstorm",
      "post",
      "/brainstorm/{stage}/proceed",
      "Proceed with the last brainstorm direction",
      null,
      proceed("direction"),
    ),
    decide(
      "reReviewBrainstorm",
      "post",
      "/brainstorm/{stage}/re-review",
      "Run one more brainstorm review pass",
      null,
      RE_REVIEW,
    ),
    decide(
      "resolveExceededBrainstorm",
      "post",
      "/brainstorm/{stage}/resolve-exceeded",
      "Resolve a brainstorm that exceeded its iteration cap",
      "PublicResolveExceeded",
      RESOLVE_EXCEEDED,
    ),

    // Clarity review (bug triage)
    decide(
      "setClarityFindingStatus",
      "patch",
      "/clarity/findings/{itemId}",
      "Dismiss or reopen a clarity-review finding",
      "PublicSetFindingStatus",
      SET_STATUS,
    ),
    decide(
      "replyClarityFinding",
      "post",
      "/clarity/findings/{itemId}/reply",
      "Reply to a clarity-review finding",
      "PublicReplyFinding",
      `bug-triage twin of requirements loop. ${REPLY}`,
    ),
    decide(
      "incorporateClarity",
      "post",
      "/clarity/incorporate",
      "Incorporate the clarity-review findings",
      "PublicIncorporate",
      `asynchronous. ${INCORPORATE}`,
    ),
    decide(
      "proceedClarity",
      "post",
      "/clarity/proceed",
      "Proceed with the last clarified report",
      null,
      proceed("report"),
    ),
    decide("reReviewClarity", "post", "/clarity/re-review", "Run one more clarity review pass", null, RE_REVIEW),
    decide(
      "resolveExceededClarity",
      "post",
      "/clarity/resolve-exceeded",
      "Resolve a clarity review that exceeded its iteration cap",
      "PublicResolveExceeded",
      RESOLVE_EXCEEDED,
    ),

    // Follow-ups
    decide(
      "answerFollowUpItem",
      "post",
      "/follow-ups/items/{itemId}/answer",
      "Answer a follow-up question item",
      "PublicAnswerFollowUp",
      "refused for a `follow_up` item (status and code unspecified). On a `question` item: the answer steers the coder's next pass.",
    ),
    decide(
      "dismissFollowUpItem",
      "post",
      "/follow-ups/items/{itemId}/dismiss",
      "Dismiss a follow-up item",
      null,
      "either kind. Releases the park when it was the last undecided item.",
    ),
    decide(
      "fileFollowUpItem",
      "post",
      "/follow-ups/items/{itemId}/file",
      "File a follow-up item as a tracker issue",
      null,
      "refused for a `question` item and when no tracker is connected (status and code unspecified); retry after partial failure files a second issue. On a `follow_up` item with a tracker connected: the issue is created and its ticket ref recorded; not idempotent.",
    ),
    decide(
      "sendBackFollowUpItem",
      "post",
      "/follow-ups/items/{itemId}/send-back",
      "Send a follow-up item back to the coder",
      null,
      "Item of kind `follow_up` -> `queued`; once every item is decided, the coder loops for sent-back items within `maxLoops`.",
    ),

    // Fork
    decide(
      "chooseFork",
      "post",
      "/fork/choose",
      "Choose a fork or a custom approach",
      "PublicChooseFork",
      "Fork awaiting choice: `forkId` or a custom approach; the coder runs with the choice as a binding directive.",
    ),

    // Human test
    decide(
      "confirmHumanTest",
      "post",
      "/human-test/confirm",
      "Confirm the human test passed",
      null,
      "decision carries the environment URL. Human test awaiting human: the environment is torn down; the run advances.",
    ),
    decide(
      "requestHumanTestFix",
      "post",
      "/human-test/request-fix",
      "Request a fix after the human test",
      "PublicRequestGateFix",
      `Human test awaiting human, non-blank findings: the fixer commits onto the PR branch and the environment is rebuilt. ${BLANK_FINDINGS}`,
    ),

    // Input gate
    decide(
      "resolveInputGate",
      "post",
      "/input-gate/resolve",
      "Recheck or override a blocked input gate",
      "PublicResolveInputGate",
      "edit the task first with PATCH /tasks/{taskId} before `recheck`. Input gate `blocked`: `recheck` re-evaluates the task and releases the run when the blocking findings are gone; if still blocked, 200 with refreshed findings (not an error). `proceed` -> `overridden`; the findings stay on the run as an overridden record.",
    ),

    // Interview
    decide(
      "answerInterviewQuestion",
      "post",
      "/interview/answer",
      "Answer an interview question",
      "PublicAnswerInterview",
      "Interview open: the answer is recorded only; the run does not resume.",
    ),
    decide(
      "continueInterview",
      "post",
      "/interview/continue",
      "Let the interviewer run again",
      null,
      "asynchronous. Interview open: the interviewer runs again and may ask more.",
    ),
    decide(
      "proceedInterview",
      "post",
      "/interview/proceed",
      "Converge the interview on the answers so far",
      null,
      "asynchronous. Interview open: the interviewer converges on the answers so far; the run advances.",
    ),

    // Judge
    decide(
      "resolveJudge",
      "post",
      "/judge/resolve",
      "Resolve a parked judge verdict",
      untyped("outcomes: proceed, bounce, stop"),
      "outcomes: proceed, bounce, stop. Judge parked: proceed anyway / bounce the producing step for rework / stop the run.",
    ),

    // PR review
    decide(
      "challengePrReviewFinding",
      "post",
      "/pr-review/findings/{findingId}/challenge",
      "Challenge a PR-review finding",
      "PublicChallengePrReviewFinding",
      "PR review parked: a read-only investigator upholds, strengthens or retracts the finding; the review re-parks.",
    ),
    decide(
      "dismissPrReviewFinding",
      "post",
      "/pr-review/findings/{findingId}/dismiss",
      "Dismiss a PR-review finding",
      null,
      "PR review parked: the finding is dropped; the run stays parked.",
    ),
    decide(
      "resolvePrReview",
      "post",
      "/pr-review/resolve",
      "Finish, fix or post the PR review",
      "PublicResolvePrReview",
      "PR review parked: `finish`, `fix` or `post`; the latter two need at least one selected finding (fixer commits to the reviewed branch / inline review comments posted). Refused (status and code unspecified): `fix`/`post` with no selected finding.",
    ),

    // Agent decision
    decide(
      "answerAgentDecision",
      "post",
      "/questions/{decisionId}/answer",
      "Answer an agent's open question",
      "PublicResolveAgentDecision",
      "Agent decision open: the asking step re-runs with the choice folded in.",
    ),

    // Requirements review
    decide(
      "setRequirementsFindingStatus",
      "patch",
      "/requirements/findings/{itemId}",
      "Dismiss or reopen a requirements-review finding",
      "PublicSetFindingStatus",
      SET_STATUS,
    ),
    decide(
      "replyRequirementsFinding",
      "post",
      "/requirements/findings/{itemId}/reply",
      "Reply to a requirements-review finding",
      "PublicReplyFinding",
      REPLY,
    ),
    decide(
      "incorporateRequirements",
      "post",
      "/requirements/incorporate",
      "Incorporate the requirements-review findings",
      "PublicIncorporate",
      `asynchronous. ${INCORPORATE}`,
    ),
    decide(
      "proceedRequirements",
      "post",
      "/requirements/proceed",
      "Proceed with the last requirements document",
      null,
      `used when nothing is outstanding. ${proceed("document")}`,
    ),
    decide(
      "reReviewRequirements",
      "post",
      "/requirements/re-review",
      "Run one more requirements review pass",
      null,
      RE_REVIEW,
    ),
    decide(
      "resolveExceededRequirements",
      "post",
      "/requirements/resolve-exceeded",
      "Resolve a requirements review that exceeded its iteration cap",
      "PublicResolveExceeded",
      RESOLVE_EXCEEDED,
    ),

    // Visual confirmation
    decide(
      "approveVisualConfirmation",
      "post",
      "/visual-confirmation/approve",
      "Approve the visual confirmation",
      null,
      "Visual confirmation awaiting human: the run advances.",
    ),
    decide(
      "requestVisualConfirmationFix",
      "post",
      "/visual-confirmation/request-fix",
      "Request a fix after the visual confirmation",
      "PublicRequestGateFix",
      `Visual confirmation awaiting human, non-blank findings: the fixer is dispatched. ${BLANK_FINDINGS}`,
    ),
  ],
};
