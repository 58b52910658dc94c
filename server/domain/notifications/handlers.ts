/**
 * Notifications (doc 2 Notifications) and outbound webhooks (doc 2 Webhooks, in webhooks.ts).
 */
import type { HandlerTable } from "../../state/context.ts";
import { ok } from "../../state/reply.ts";
import { actOnCard, dismissCard, findCard, publicNotification } from "./cards.ts";
import { webhookHandlers } from "./webhooks.ts";

export const handlers: HandlerTable = {
  // doc 2 Notifications: open, human-actionable cards. Reference choice: newest first.
  listNotifications: ({ ws }) =>
    ok({
      notifications: [...ws.notifications.cards.values()]
        .filter((n) => n.status === "open")
        .sort((a, b) => b.seq - a.seq)
        .map(publicNotification),
    }),

  // The `object*` body is required by the contract; its fields are not shown, so none is read.
  actOnNotification: ({ ws, key, params }) => {
    const n = findCard(ws, params.id);
    actOnCard(ws, n, key.id);
    return ok(publicNotification(n));
  },

  dismissNotification: ({ ws, params }) => {
    const n = findCard(ws, params.id);
    dismissCard(ws, n);
    return ok(publicNotification(n));
  },

  ...webhookHandlers,
};
