/** Faults the STATE family must catch. */
export const faults = {
  // ── Decision machines (suites/state/decisions/; injected in server/domain/decisions/**) ──────────
  // review sessions
  "state-requirements-incorporate-open-items": {
    family: "STATE",
    description: "a requirements review admits incorporate while a finding is still open (only open items block incorporation)",
  },
  "state-clarity-reopen-ignored": {
    family: "STATE",
    description: "setting a dismissed clarity finding back to open answers 200 but leaves it dismissed",
  },
  "state-brainstorm-reply-not-recorded": {
    family: "STATE",
    description: "a reply to a brainstorm option answers 200 and marks it answered, but the reply is not recorded",
  },
  "state-clarity-incorporate-stays-ready": {
    family: "STATE",
    description: "incorporate on a clarity review answers 200 but the session stays ready (no incorporation starts)",
  },
  "state-review-extra-round-ignored": {
    family: "STATE",
    description: "resolve-exceeded extra-round answers 200 but runs no round: the session stays exceeded",
  },
  "state-review-re-review-exceeded-refused": {
    family: "STATE",
    description: "re-review of an `exceeded` review session is refused 409 although the table admits it in any state",
  },
  "state-wrong-kind-review-lookup": {
    family: "STATE",
    description: "the review routes act on whichever review session the run is parked on, whatever kind (or stage) the route names",
  },
  // the interviewer
  "state-interview-answer-resumes": {
    family: "STATE",
    description: "answering an interview question resumes the run (it should be recorded only)",
  },
  // gates
  "state-input-gate-recheck-refused": {
    family: "STATE",
    description: "an input-gate recheck that is still blocked is answered 409 instead of 200 with refreshed findings",
  },
  "state-input-gate-proceed-not-overridden": {
    family: "STATE",
    description: "input-gate proceed releases the run but records the gate as passed, not overridden",
  },
  "state-approval-approve-exceeded": {
    family: "STATE",
    description: "plain approve is admitted on an approval gate whose quality companion exceeded its cap",
  },
  "state-approval-reject-stays-blocked": {
    family: "STATE",
    description: "rejecting an approval marks the gate rejected but leaves the run blocked",
  },
  "state-judge-stop-keeps-run": {
    family: "STATE",
    description: "judge resolve stop marks the judge failed but the run stays parked",
  },
  // the coder's questions
  "state-fork-custom-refused": {
    family: "STATE",
    description: "a fork refuses a custom approach (422) as if a forkId were required",
  },
  "state-agent-decision-choice-must-be-option": {
    family: "STATE",
    description: "an agent decision refuses a choice that is not one of its options (the choice is to be taken verbatim)",
  },
  // after the pull request
  "state-pr-review-fix-without-selection": {
    family: "STATE",
    description: "PR-review resolve fix/post is admitted with no selected finding",
  },
  "state-pr-review-challenge-settles": {
    family: "STATE",
    description: "challenging a PR-review finding settles the review and the run advances instead of re-parking",
  },
  "state-pr-review-dismiss-advances": {
    family: "STATE",
    description: "dismissing a PR-review finding settles the review and the run advances (it should stay parked)",
  },
  "state-human-test-short-findings-refused": {
    family: "STATE",
    description: "human-test request-fix treats findings shorter than 10 characters after trimming as blank and refuses them",
  },
  "state-visual-approve-stays-blocked": {
    family: "STATE",
    description: "visual-confirmation approve marks the phase approved but the run stays blocked",
  },
  "state-follow-up-answer-accepted": {
    family: "STATE",
    description: "answering a follow_up item is admitted (only question items take answers)",
  },
  "state-follow-up-file-question-accepted": {
    family: "STATE",
    description: "filing a question item is admitted and files an issue",
  },
  "state-follow-up-send-back-closes": {
    family: "STATE",
    description: "sending a follow_up item back records it closed instead of queued",
  },
  "state-follow-up-file-idempotent": {
    family: "STATE",
    description: "filing an already filed follow-up item answers the same ticket ref again (file must not be idempotent)",
  },
  "state-follow-up-dismiss-last-keeps-park": {
    family: "STATE",
    description: "dismissing the last undecided follow-up item leaves the run parked",
  },
  // wrong kind
  "state-wrong-kind-confirm-settles-any": {
    family: "STATE",
    description: "human-test confirm settles whatever decision the run is parked on, whatever its kind",
  },
  // ── end of the decision machines' faults
  // ── Non-decision machines (suites/state/{task,run,job,notification,kaizen,admin}/) ───────────────
  // tasks
  "state-task-create-drops-documents": {
    family: "STATE",
    description: "a task created with documents answers 201 planned, but the documents given are not attached",
  },
  "state-detach-not-idempotent": {
    family: "STATE",
    description: "detaching a document the task no longer holds answers 404 instead of an idempotent 204",
  },
  "state-document-moved": {
    family: "STATE",
    description: "attaching a document held by another live task is admitted (201) and moves it off its holder",
  },
  "state-dependency-long-cycle": {
    family: "STATE",
    description: "only a direct back-edge counts as a cycle: A→B→C then C→A is accepted",
  },
  "state-dependency-foreign-task": {
    family: "STATE",
    description: "a dependency on a task of another workspace is accepted",
  },
  "state-dependent-starts-early": {
    family: "STATE",
    description: "start checks only that each dependency has a run, not that it is done: a dependent starts while its blocker runs",
  },
  "state-autostart-ignored": {
    family: "STATE",
    description: "autoStartDependents is stored but never acted on: the dependent does not start when its blocker is done",
  },
  "state-start-ignores-pinned": {
    family: "STATE",
    description: "a start without pipelineId runs the unattended default pipeline instead of the task's pinned one",
  },
  "state-stop-leaves-running": {
    family: "STATE",
    description: "stop answers 200 with the task but the run keeps running",
  },
  "state-stopped-not-retryable": {
    family: "STATE",
    description: "a stopped run (cancelled) is refused on retry (409): only runs that failed by themselves are retried",
  },
  "state-retry-no-restart": {
    family: "STATE",
    description: "retry answers 202 but the failed run stays failed: nothing restarts",
  },
  "state-task-delete-keeps-runs": {
    family: "STATE",
    description: "deleting a task (or a service) removes the task but keeps its run history readable",
  },
  // runs
  "state-run-parked-flag-false": {
    family: "STATE",
    description: "the decision list of a blocked run reports parked false",
  },
  "state-run-advance-stays-blocked": {
    family: "STATE",
    description: "a proceed/approve verb settles the decision (200) but the run stays blocked on the step",
  },
  "state-run-reject-ends-done": {
    family: "STATE",
    description: "a rejected approval ends the run done (as if finished) instead of a rejected failure",
  },
  // jobs
  "state-job-cancel-finished-changes": {
    family: "STATE",
    description: "cancelling a finished job keeps its status but stamps a cancelled error on it",
  },
  "state-job-list-since-ignored": {
    family: "STATE",
    description: "GET /jobs ignores the since filter",
  },
  // keys, webhooks, services
  "state-key-revoke-downgrades": {
    family: "STATE",
    description: "deleting a provisioned key downgrades it to read instead of revoking it (it still authenticates and is listed)",
  },
  "state-webhook-omitted-types-reset": {
    family: "STATE",
    description: "a webhook PUT that omits types resets them to none (the other omitted fields are kept)",
  },
  // notifications
  "state-notification-dismiss-stays-open": {
    family: "STATE",
    description: "dismiss answers the card dismissed but stores nothing: it stays on the open list",
  },
  "state-notification-act-unresolved": {
    family: "STATE",
    description: "act performs the merge or retry but leaves the card open, resolvedAt null",
  },
  "state-notification-act-retry-nothing": {
    family: "STATE",
    description: "acting on a retry card resolves it but retries nothing",
  },
  // Kaizen
  "state-kaizen-reack-moves-at": {
    family: "STATE",
    description: "acknowledging an acknowledged entry moves acknowledgedAt to now",
  },
  "state-kaizen-unacked-hides-inflight": {
    family: "STATE",
    description: "acknowledged=false alone behaves as the drainable backlog: in-flight gradings are left out",
  },
  // ── end of the non-decision machines' faults
  // budget
  "state-budget-no-pause": {
    family: "STATE",
    description: "an exceeded workspace budget pauses nothing: the run that spent it goes on running",
  },
} as const;
