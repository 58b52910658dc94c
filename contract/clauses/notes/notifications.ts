/** doc 2 Endpoints › Notifications. */
import { clause } from "../types.ts";

const S = "Endpoints › Notifications";

export const NOTIFICATIONS = [
  clause("D2-NOTIF-LIST-OPEN", 2, S, "GET /notifications lists open, human-actionable cards", {
    operationId: "listNotifications",
  }),
  clause("D2-NOTIF-ACT-REAL", 2, S, "act performs a real merge or run retry", { operationId: "actOnNotification" }),
  clause(
    "D2-NOTIF-ACT-NOT-PARKING",
    2,
    S,
    "a card that parks a run on an interactive human decision cannot be acted on (dismiss instead)",
    { operationId: "actOnNotification" },
  ),
  clause(
    "D2-NOTIF-ACT-NOT-INDIVIDUAL",
    2,
    S,
    "a card that would retry a run on an individual-usage model cannot be acted on (also Authentication 9)",
    { operationId: "actOnNotification" },
  ),
  clause(
    "D2-NOTIF-MERGE-TAG-REQUEST",
    2,
    S,
    "a `merge_tag_request` card carries its record id in `payload`; resolve it by tagging the record and dismissing the card",
    { operationId: "actOnNotification" },
  ),
  clause("D2-NOTIF-DISMISS", 2, S, "POST /notifications/{id}/dismiss: 200 Notification", {
    operationId: "dismissNotification",
  }),
] as const;
