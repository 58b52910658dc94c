/** What a notification card's type says about acting on it (doc 1 Notification; doc 2 Notifications). */

/** doc 1 Notification act: "merge the PR (`merge_review`, `pipeline_complete`) or retry the run (`ci_failed`, `test_failed`)". */
export const MERGE_TYPES = ["merge_review", "pipeline_complete"];
export const RETRY_TYPES = ["ci_failed", "test_failed"];
/** doc 2 Notifications: not actionable — cards that park a run on an interactive human decision. */
export const PARKING_TYPE = "decision_required";

/**
 * Card types a rule reads and never changes: STATE-NOTIFICATION-MERGE-TAG-RECORD reads the open
 * `merge_tag_request` cards (doc 2 Notifications: the card carries its merge record id). No route
 * creates a card, so a rule that dismisses or acts on cards never takes the last open one of these
 * types: a subject another rule may consume would leave the reader nothing to read (issue 24).
 */
export const READ_SUBJECT_TYPES = ["merge_tag_request"];

/**
 * The cards a rule may dismiss or act on, in the order given: all but one open card of each type of
 * READ_SUBJECT_TYPES (the first listed is kept). Whatever each consumer takes, one stays open.
 */
export function consumable<T extends { id: string; type: string }>(cards: readonly T[]): T[] {
  const kept = new Set(READ_SUBJECT_TYPES.map((type) => cards.find((n) => n.type === type)?.id).filter((id) => id !== undefined));
  return cards.filter((n) => !kept.has(n.id));
}
