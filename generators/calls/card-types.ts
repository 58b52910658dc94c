/** What a notification card's type says about acting on it (doc 1 Notification; doc 2 Notifications). */

/** doc 1 Notification act: "merge the PR (`merge_review`, `pipeline_complete`) or retry the run (`ci_failed`, `test_failed`)". */
export const MERGE_TYPES = ["merge_review", "pipeline_complete"];
export const RETRY_TYPES = ["ci_failed", "test_failed"];
/** doc 2 Notifications: not actionable — cards that park a run on an interactive human decision. */
export const PARKING_TYPE = "decision_required";
