/**
 * doc 2 Endpoints, "Notifications": the 3 rows of that table, in its order; doc 2 Events, Notifications;
 * doc 1 States and transitions (Notification rows); doc 2 Authentication 9.
 */
import { ref, untyped } from "../dsl.ts";
import type { OperationGroup } from "./group.ts";

export const group: OperationGroup = {
  tag: "Notifications",
  heading: "Notifications",
  operations: [
    {
      operationId: "listNotifications",
      method: "get",
      path: "/notifications",
      scope: "read",
      status: 200,
      summary: "List open, human-actionable notifications",
      notes:
        "open, human-actionable. Registering or removing outbound webhook endpoints changes deliveries only; notifications remain listable by polling (doc 2 Events).",
      success: { kind: "json", schema: ref("PublicNotificationList") },
    },
    {
      operationId: "actOnNotification",
      method: "post",
      path: "/notifications/{id}/act",
      scope: "admin",
      status: 200,
      summary: "Act on a notification (merge the pull request or retry the run)",
      notes:
        "Performs a real merge or run retry: acting on `merge_review` or `pipeline_complete` merges the pull request; acting on `ci_failed` or `test_failed` retries the run; the notification is resolved. Not actionable: notifications that park a run on an interactive human decision (dismiss instead), and cards that would retry a run on an individual-usage model (doc 2 Authentication 9). A `merge_tag_request` card carries its record id in `payload`; resolve it by tagging the record and dismissing the card. Refusal status and code: unspecified.",
      body: { schema: untyped("fields not shown"), required: true },
      success: { kind: "json", schema: ref("Notification") },
    },
    {
      operationId: "dismissNotification",
      method: "post",
      path: "/notifications/{id}/dismiss",
      scope: "write",
      status: 200,
      summary: "Dismiss a notification",
      notes: "an `open` notification becomes `dismissed`",
      success: { kind: "json", schema: ref("Notification") },
    },
  ],
};
