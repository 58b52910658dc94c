/**
 * Notification cards are the customer's: dismissing or acting on one changes it for good, and no
 * route creates one (see `touchable`). GET /notifications lists open cards (doc 2 Notifications);
 * there is no read of one card.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { mayTouch } from "../kit/api.ts";
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
 * The cards the run may change. On a real target none, for now: acting performs a real merge or
 * retry and both verbs change the customer's card for good, so it takes the operator's say-so,
 * and the configuration has no such switch yet; once it has, only cards about runs the suite
 * started (`executionId`) qualify. The embedded reference server is the run's own, cards included.
 */
export async function touchable(c: CheckContext, cards: Card[]): Promise<Card[]> {
  if (!c.t.info.embedded) return [];
  const out: Card[] = [];
  for (const card of cards) if (await mayTouch(c, card.executionId)) out.push(card);
  return out;
}

export const NOT_TOUCHABLE =
  "no open notification the run may change: cards are the customer's (no route creates one, dismiss and act change them for good, act merges or retries for real); on a real target the run has not been told it may touch even the cards of its own runs";
