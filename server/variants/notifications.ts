/**
 * Notification readings (doc 1 States and transitions: Notification `open` → dismiss → `dismissed`;
 * other moves are not shown): dismissing a card that is no longer open is not covered.
 */
import type { ServerLayer } from "../http/layer.ts";
import { refused } from "../state/errors.ts";
import { findCard } from "../domain/notifications/cards.ts";
export const variants = {
  "dismiss-closed-refused": {
    description: "dismissing a card that is no longer open is refused 409 (the reference answers it unchanged)",
    clause: ["D2-NOTIF-DISMISS", "D1-STATES-OTHER-MOVES"],
    install: (layer: ServerLayer) =>
      layer.around("dismissNotification", (ctx, next) => {
        const n = findCard(ctx.ws, ctx.params.id);
        if (n.status !== "open") throw refused(409, "notification_not_open", `notification ${n.id} is ${n.status}`);
        return next();
      }),
  },
} as const;
