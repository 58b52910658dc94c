/**
 * doc 2 Events, Outbound webhook: "Registering or removing endpoints changes deliveries only;
 * notifications remain listable by polling". The open cards are read, an endpoint of the suite's
 * own subscribed to every type among them is registered (disabled: nothing is delivered to it), the
 * cards are read again, the endpoint is removed, and they are read a third time: every card listed
 * before must still be listed, unchanged. Cards that appear meanwhile are reported, not failed: on
 * a live target runs elsewhere may open new ones.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { ownWebhook, setupRefused } from "../../../generators/calls/resources.ts";
import { enc } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { brief, listCards, same, type Card } from "./hooks.ts";

const CLAUSE =
  "registering or removing endpoints changes deliveries only; notifications remain listable by polling (doc 2 Events, Outbound webhook)";

/** The notification types a webhook may subscribe to (doc 1 PutNotificationWebhook `types`). */
function subscribable(c: CheckContext): Set<string> {
  const schema = c.t.index.document.components?.schemas?.PutNotificationWebhook as
    | { properties?: { types?: { items?: { enum?: string[] } } } }
    | undefined;
  return new Set(schema?.properties?.types?.items?.enum ?? []);
}

function stillListed(before: Card[], now: Card[], when: string): number {
  const byId = new Map(now.map((n) => [n.id, n]));
  for (const card of before) {
    const seen = byId.get(card.id);
    must(seen !== undefined, `open ${card.type} card ${card.id} no longer listed ${when}`, CLAUSE);
    must(same(seen, card), `card ${card.id} ${when}: ${brief(seen)}, before: ${brief(card)}`, CLAUSE);
  }
  const had = new Set(before.map((n) => n.id));
  return now.filter((n) => !had.has(n.id)).length;
}

export const webhookNotificationsKept: Rule = {
  id: "STATE-WEBHOOK-NOTIFICATIONS-KEPT",
  title: "Registering or removing a webhook endpoint leaves the open notifications listed as they were",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Events, Outbound webhook (registering or removing endpoints changes deliveries only; notifications remain listable by polling); doc 2 Notifications (GET /notifications)",
  clauses: ["D2-EVENTS-WEBHOOK-DELIVERIES-ONLY"],
  profile: "standard",
  // The unnamed default endpoint is one per workspace, and these rules change or count it.
  shares: () => ({ writes: ["/notification-webhook"] }),
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const before = await listCards(c);
      if (!before.length)
        inconclusive(
          "the workspace has no open notification: there is nothing whose listing the endpoint could change",
        );
      const allowed = subscribable(c);
      const types = [...new Set(before.map((n) => n.type))].filter((t) => allowed.has(t));
      const hook = await ownWebhook(c, { name: "conformance subscribed, disabled", enabled: false, types });
      // (a refused registration, the cap's 409 included, already ended the check not exercised: ownWebhook)
      const added1 = stillListed(
        before,
        await listCards(c),
        `after registering endpoint ${hook.id} subscribed to ${types.join(", ") || "no type"}`,
      );

      // Removing is a step (its 204 is the DELETE note's): a refusal leaves nothing removed to judge.
      const d = await c.call("DELETE", `/notification-webhooks/${enc(hook.id)}`);
      if (d.status < 200 || d.status >= 300) setupRefused(c, `removing endpoint ${hook.id}`, d);
      c.t.fixtures.forget("webhook", hook.id);
      const added2 = stillListed(before, await listCards(c), `after removing endpoint ${hook.id}`);
      const extra =
        added1 + added2
          ? `; ${added1} and ${added2} card(s) appeared meanwhile (not counted: activity elsewhere may open cards)`
          : "";
      c.pass(
        `the ${before.length} open card(s) stayed listed and unchanged across registering an endpoint subscribed to ${types.length} of their types and removing it${extra}`,
      );
    }),
};
