/** doc 2 Endpoints › Webhooks (scope admin). */
import { clause } from "../types.ts";

const S = "Endpoints › Webhooks";

export const WEBHOOKS = [
  clause(
    "D2-WEBHOOKS-UNNAMED-IS-DEFAULT",
    2,
    S,
    "the unnamed routes address the endpoint the named routes list under id `default`",
  ),
  clause("D2-WEBHOOKS-GET-NULL", 2, S, "GET of a webhook: `webhook` null when none", {
    operationId: "getNotificationWebhook",
  }),
  clause(
    "D2-WEBHOOKS-PUT-KEEP-OMITTED",
    2,
    S,
    "PUT: omitted fields keep stored values; `url` required only on first registration",
    { operationId: "putNotificationWebhook" },
  ),
  clause("D2-WEBHOOKS-DELETE-IDEMPOTENT", 2, S, "DELETE of a webhook: 204; idempotent", {
    operationId: "deleteNotificationWebhook",
  }),
  clause("D2-WEBHOOKS-LIST-ORDER-BY-ID", 2, S, "GET /notification-webhooks: ordered by id; unpaged; no secrets", {
    operationId: "listNotificationWebhooks",
  }),
  clause(
    "D2-WEBHOOKS-ID-SLUG",
    2,
    S,
    "`webhookId` is chosen by the caller: 1-63 chars of lowercase letters, digits, `-` or `_`",
    { operationId: "putNotificationWebhookById" },
  ),
  clause(
    "D2-WEBHOOKS-PUT-BY-ID-IDEMPOTENT",
    2,
    S,
    "PUT /notification-webhooks/{webhookId} is idempotent by id, with the same keep-on-omit rule",
    { operationId: "putNotificationWebhookById" },
  ),
  clause(
    "D2-WEBHOOKS-DELETE-OTHERS-UNTOUCHED",
    2,
    S,
    "DELETE /notification-webhooks/{webhookId}: 204; idempotent; other endpoints untouched",
    { operationId: "deleteNotificationWebhookById" },
  ),
] as const;
