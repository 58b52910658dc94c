/**
 * Notification cards are the customer's: dismissing or acting on one changes it for good, and no
 * route creates one (see `touchable`). GET /notifications lists open cards (doc 2 Notifications);
 * there is no read of one card.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { notDisposableMessage } from "../../common/disposable.ts";
import { inconclusive, must } from "../kit/verdicts.ts";

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
  must(
    r.status === 200 && Array.isArray(r.json?.notifications),
    `${r.status} listing notifications`,
    "200 PublicNotificationList (doc 2 Notifications)",
  );
  return r.json.notifications;
}

/**
 * The cards the run may change: every open one, on a disposable target only (`--disposable`; the
 * embedded reference server always is). Acting performs a real merge or retry and both verbs change
 * a card for good, and no route creates one, so elsewhere they are the customer's: the rule is not
 * exercised, naming the flag (its `--help`: "act on and dismiss notifications").
 */
export async function touchableCards(c: CheckContext): Promise<Card[]> {
  if (!c.t.info.disposable)
    inconclusive(
      notDisposableMessage(
        "cards are the customer's: no route creates one, dismiss and act change them for good, act merges or retries for real",
      ),
    );
  const cards = await openCards(c);
  if (!cards.length) inconclusive("GET /notifications lists no open card");
  return cards;
}
