/**
 * doc 2 Notifications, GET /notifications: "200 PublicNotificationList (open, human-actionable)";
 * doc 2 Events, Notifications: "Open notifications are human-actionable cards". Each card carries
 * `status` `open`|`acted`|`dismissed` (doc 1 Notification), so no listed card may say `acted` or
 * `dismissed` (a value the documents do not list is a new one, doc 2 Versioning, and not judged).
 * "Human-actionable" has no field to read it on and is not judged. Whether the target holds open
 * cards is not discoverable: when the facts say it does (`facts.openCards`, true on the reference
 * server), an empty list fails.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const DOC = "doc 2 Notifications: GET /notifications lists open, human-actionable cards";

export const notificationsOpen: Rule = {
  id: "PAGE-FILTER-NOTIFICATIONS-OPEN",
  title: "GET /notifications lists open cards only",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Notifications (GET /notifications: PublicNotificationList, open, human-actionable)",
  clauses: ["D2-NOTIF-LIST-OPEN"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listNotifications",
  check: async (c) => {
    const r = await c.callOp(c.operation);
    c.require(
      r.status === c.operation.status,
      `${r.status} for GET /notifications`,
      `${c.operation.status} PublicNotificationList (${DOC})`,
      r.exchange,
    );
    const cards = (r.json as { notifications?: unknown } | undefined)?.notifications;
    c.require(
      Array.isArray(cards),
      `a body without a \`notifications\` array`,
      "PublicNotificationList: `notifications` (doc 1 Notifications)",
      r.exchange,
    );
    const list = cards as Record<string, unknown>[];
    if (!list.length) {
      // An empty list is a target without open cards, unless the facts say it holds some: the rules
      // before this one never take the last open card (generators/calls/card-types.ts `consumable`).
      c.require(
        c.t.info.facts?.openCards !== true,
        "no card listed, while the target holds open cards (facts.openCards)",
        `at least one open card (${DOC})`,
        r.exchange,
      );
      c.notExercised(
        "the target lists no notification: no card whose status could be read (set facts.openCards to true when it holds open cards)",
      );
    }
    // Only the two closed statuses the documents list show a card that is not open: a status the
    // documents do not list is a new value (doc 2 Versioning: additive), and a card without one is
    // a shape matter (SHAPE), not a listing of a closed card.
    const closed = list.filter((n) => n?.status === "acted" || n?.status === "dismissed");
    c.require(
      closed.length === 0,
      `${closed.length} of ${list.length} listed card(s) not open: ${closed
        .slice(0, 3)
        .map((n) => `${jsonText(n?.id)} status ${jsonText(n?.status)}`)
        .join(", ")}`,
      `only open cards (${DOC})`,
      r.exchange,
    );
    c.pass(`none of the ${list.length} listed cards is acted or dismissed`);
  },
};
