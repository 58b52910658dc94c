/**
 * doc 1 "Notifications and outbound webhooks" (with doc 2 Webhooks, Events and Limits "Webhook" row).
 */
import { arr, bool, described, nullable, num, obj, oneOfStrings, ref, str, untyped, type Schema } from "../dsl.ts";
import { notificationType } from "../common.ts";

/** doc 1 NotificationWebhook / doc 2 Events, Outbound webhook: run event subscriptions. */
const RUN_EVENTS = ["run.started", "run.completed", "run.failed"] as const;
/** doc 1 NotificationWebhook / doc 2 Events, Outbound webhook: alert event subscriptions. */
const ALERT_EVENTS = ["platform_health.firing", "platform_health.resolved"] as const;

export const schemas: Record<string, Schema> = {
  Notification: obj(
    {
      blockId: nullable(str()),
      body: str(),
      createdAt: num(),
      executionId: nullable(str()),
      id: str(),
      payload: nullable(
        untyped(
          "inner fields not shown; a `merge_tag_request` card carries its merge record id here (doc 2 Notifications)",
        ),
      ),
      resolvedAt: nullable(num()),
      severity: oneOfStrings(["normal", "urgent"]),
      status: oneOfStrings(["open", "acted", "dismissed"]),
      title: str(),
      type: notificationType(),
    },
    ["blockId", "body", "createdAt", "executionId", "id", "resolvedAt", "status", "title", "type"],
  ),
  PublicNotificationList: obj({ notifications: arr(ref("Notification")) }, "all"),
  NotificationWebhook: obj(
    {
      alertEvents: arr(oneOfStrings(ALERT_EVENTS)),
      enabled: bool(),
      hasSecret: described(bool(), "the secret is never returned"),
      id: str(),
      name: str(),
      runEvents: arr(oneOfStrings(RUN_EVENTS)),
      types: arr(notificationType()),
      updatedAt: num(),
      url: str(),
    },
    "all",
  ),
  PublicNotificationWebhook: obj(
    { webhook: described(nullable(ref("NotificationWebhook")), "null when none is registered under the id") },
    "all",
  ),
  PublicNotificationWebhookList: obj({ webhooks: arr(ref("NotificationWebhook")) }, "all"),
  PutNotificationWebhook: obj(
    {
      alertEvents: arr(oneOfStrings(ALERT_EVENTS)),
      enabled: bool(),
      name: str({ min: 1, max: 100 }),
      runEvents: arr(oneOfStrings(RUN_EVENTS)),
      secret: described(str({ min: 16, max: 200 }), "write-only; supplying it rotates the signing secret"),
      types: arr(notificationType()),
      url: described(
        str({ max: 2000 }, { format: "uri", pattern: "^https://" }),
        "must start with `https://`; required only when nothing is registered yet",
      ),
    },
    [],
  ),
};
