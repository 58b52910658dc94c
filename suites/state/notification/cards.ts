/**
 * Notification cards are the customer's: dismissing or acting on one changes it for good, and no
 * route creates one (see `touchable`). GET /notifications lists open cards (doc 2 Notifications);
 * there is no read of one card.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { must } from "../kit/verdicts.ts";

export interface Card {
  id: string;
  type: string;
  status: string;
  executionId: string | null;
  blockId: string | null;
  resolvedAt: unknown;
}

export async function openCards(c: CheckContext): Promise<Card[]> {
  const r = await c.call<{ notifications?: Card[] }>("GET", "/notifications", { key: c.t.keys.read ?? c.t.keys.admin });
  must(r.status === 200 && Array.isArray(r.json?.notifications), `${r.status} listing notifications`, "200 PublicNotificationList (doc 2 Notifications)");
  return r.json.notifications;
}

/**
 * The cards the run may change: every open one on a disposable target (`--disposable`; the embedded
 * reference server always is), none elsewhere. Acting performs a real merge or retry and both verbs
 * change a card for good, and no route creates one, so they are the customer's — unless the
 * operator has said the target is a throwaway instance, which is what `--disposable` says (its
 * `--help`: "act on and dismiss notifications").
 */
export function touchable(c: CheckContext, cards: Card[]): Card[] {
  return c.t.info.disposable ? cards : [];
}

export const NOT_TOUCHABLE =
  "no open notification the run may change: cards are the customer's (no route creates one, dismiss and act change them for good, act merges or retries for real); pass --disposable when the target is a throwaway instance";
