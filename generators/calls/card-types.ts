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
 * The cards a rule may dismiss or act on, in the order given. Kept open for the rules that need them
 * (no route creates a card, so a subject another rule consumes leaves its reader nothing, issue 24):
 * - the first listed of each type of READ_SUBJECT_TYPES;
 * - the first listed card of each retry type that is not on the individual-usage run the facts name
 *   (`individualRun`): STATE-NOTIFICATION-ACT acts on one of each and requires the retry (doc 2
 *   Events, Notifications). The card on that run is not kept: ERRORS-NOTIFICATION-NOT-ACTIONABLE,
 *   whose family runs before every consumer, has asked its refusal by then;
 * - the first listed card when nothing else is kept, so that a target holding cards still lists one
 *   (PAGE-FILTER-NOTIFICATIONS-OPEN under `facts.openCards`).
 * Whatever each consumer takes, these stay open.
 */
export function consumable<T extends { id: string; type: string; executionId?: unknown }>(
  cards: readonly T[],
  individualRun?: string | null,
): T[] {
  const onIndividual = (n: T) =>
    individualRun !== undefined && individualRun !== null && n.executionId === individualRun;
  const firsts = [
    ...READ_SUBJECT_TYPES.map((type) => cards.find((n) => n.type === type)),
    ...RETRY_TYPES.map((type) => cards.find((n) => n.type === type && !onIndividual(n))),
  ];
  const kept = new Set(firsts.filter((n) => n !== undefined).map((n) => n.id));
  if (!kept.size && cards.length) kept.add(cards[0].id);
  return cards.filter((n) => !kept.has(n.id));
}
