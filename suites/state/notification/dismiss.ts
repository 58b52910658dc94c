/** doc 1 States and transitions, Notification "open → dismiss → `dismissed`"; doc 2 Notifications (dismiss 200 Notification, scope write). */
import type { Rule } from "../../../lib/rules/types.ts";
import { enc, keyOf, mustStatus } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { openCards, touchableCards } from "./cards.ts";
import { consumable, MERGE_TYPES, PARKING_TYPE, RETRY_TYPES } from "../../../generators/calls/card-types.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { NOTIFICATION_MACHINE } from "../judges/machines.ts";
import { watchMachine } from "../judges/live.ts";

export const notificationDismiss: Rule = {
  id: "STATE-NOTIFICATION-DISMISS",
  title: "Dismissing an open notification makes it dismissed and takes it off the open list",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, Notification dismiss; doc 2 Notifications (POST /notifications/{id}/dismiss 200 Notification)",
  clauses: ["D2-NOTIF-DISMISS"],
  profile: "full",
  scope: "global",
  transitions: ["NOTIFICATION-DISMISS"],
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      // The Notification machine's judge of recorded traffic reads every reply first, in its own words.
      const judged = watchMachine(c, NOTIFICATION_MACHINE);
      const open = await touchableCards(c);
      // Keep the cards the act rule needs (a retry card of each type, `consumable`; prefer one that is
      // neither actionable nor a parking card) and the last one STATE-NOTIFICATION-MERGE-TAG-RECORD reads.
      const mine = consumable(open, c.t.info.facts?.individualUsageRun);
      const keep = new Set([...MERGE_TYPES, ...RETRY_TYPES, PARKING_TYPE]);
      const card = mine.find((n) => !keep.has(n.type)) ?? mine[0];
      if (!card)
        inconclusive(
          `every open card is one another rule reads (${open.map((n) => `${n.type} ${n.id}`).join(", ")}): the last of its type is left open`,
        );
      const r = await c.call<Record<string, unknown>>("POST", `/notifications/${enc(card.id)}/dismiss`, { key: write });
      judged.holds();
      mustStatus(
        r,
        200,
        `dismissing open ${card.type} card ${card.id}`,
        "doc 2 Notifications: dismiss 200 Notification",
      );
      must(
        r.json?.id === card.id && r.json?.status === "dismissed",
        `card ${jsonText(r.json?.id)} status ${jsonText(r.json?.status)}`,
        "`dismissed` (doc 1 Notification open → dismiss)",
      );
      const still = (await openCards(c)).filter((n) => n.id === card.id);
      judged.holds();
      must(
        still.length === 0,
        `card ${card.id} still listed open (${jsonText(still[0]?.status)})`,
        "dismissed, so no longer among the open cards (doc 2 Notifications: the list holds open cards)",
      );
      c.cover("NOTIFICATION-DISMISS");
      c.pass(`${card.type} card ${card.id} dismissed`);
    }),
};
