/**
 * Notifications (doc 2 Endpoints "Notifications"). Acting performs a real merge or run retry and
 * dismissing closes a card for good, and no route creates a card: both are made only on a
 * disposable target, on the open cards it lists. Each takes the oldest fitting card, so the newest
 * of each type stays for the STATE family's notification rules (which take the newest), and never
 * a card another rule needs (`consumable`: the last `merge_tag_request`, a retry card of each type,
 * the card on the individual-usage run the facts name).
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { consumable, MERGE_TYPES, PARKING_TYPE, RETRY_TYPES } from "../card-types.ts";
import { getJson, need } from "../discover.ts";
import { configuredBody, read, refusedAny4xx, throwaway, type Recipes } from "../recipe.ts";

interface Card {
  id: string;
  type: string;
  executionId: unknown;
}

/** The open cards (doc 1 PublicNotificationList `notifications`) the recipes may change, oldest first. */
async function openCards(c: CheckContext): Promise<Card[]> {
  const body = (await getJson(c, "/notifications")) as
    | { notifications?: { id?: unknown; type?: unknown; executionId?: unknown }[] }
    | undefined;
  const cards = (body?.notifications ?? [])
    .filter((n): n is Card => typeof n?.id === "string")
    .map((n) => ({ id: n.id, type: String(n.type), executionId: n.executionId }));
  // doc 2 states no order; the reference server lists newest first. Reversing only spreads the
  // suite's choices away from the STATE rules' (a wrong guess costs nothing but that).
  return consumable(cards.reverse(), c.t.info.facts?.individualUsageRun);
}

const ACTIONABLE = [...MERGE_TYPES, ...RETRY_TYPES];

export const notifications = {
  listNotifications: read(),
  /**
   * Actionable types first (doc 1 Notification act: merge `merge_review`, `pipeline_complete`;
   * retry `ci_failed`, `test_failed`), then the others; a card the target does not act on (a
   * parking card, a retry on an individual-usage model: doc 2) is refused, and the next is tried.
   */
  actOnNotification: throwaway(
    "acts on a notification card (a real merge or run retry)",
    async (c) => {
      const body = configuredBody(c, "actOnNotification");
      const cards = need(
        c,
        await openCards(c),
        "GET /notifications lists no open card to act on (but those other rules need: the last merge_tag_request card, a retry card of each type)",
      );
      const rank = (t: string) => (ACTIONABLE.includes(t) ? 0 : t === PARKING_TYPE ? 2 : 1);
      return [...cards]
        .sort((a, b) => rank(a.type) - rank(b.type))
        .map((card) => ({ params: { id: card.id }, body, label: `open ${card.type} card ${card.id}` }));
    },
    refusedAny4xx("this card is not actionable (doc 2 Notifications: parking cards, individual-usage retries)"),
  ),
  /**
   * Any open card is dismissable: one that is neither actionable nor parking first, then the card on
   * the individual-usage run (facts.individualUsageRun; ERRORS-NOTIFICATION-NOT-ACTIONABLE, run
   * before, asked its refusal), then a parking card, and an actionable one last (STATE-NOTIFICATION-ACT
   * acts on a merge card: a target that refuses it must still show it open there).
   */
  dismissNotification: throwaway("dismisses a notification card", async (c) => {
    const cards = need(
      c,
      await openCards(c),
      "GET /notifications lists no open card to dismiss (but those other rules need: the last merge_tag_request card, a retry card of each type)",
    );
    const individual = c.t.info.facts?.individualUsageRun;
    const rank = (n: Card) =>
      !ACTIONABLE.includes(n.type) && n.type !== PARKING_TYPE
        ? 0
        : individual && n.executionId === individual
          ? 1
          : n.type === PARKING_TYPE
            ? 2
            : 3;
    const card = [...cards].sort((a, b) => rank(a) - rank(b))[0];
    return [
      { params: { id: card.id }, key: c.t.keys.write ?? c.t.keys.admin, label: `open ${card.type} card ${card.id}` },
    ];
  }),
} satisfies Recipes;
