/**
 * doc 2 Endpoints, "Webhooks (scope admin)": the 7 rows of that table, in its order; doc 2 Events, Outbound
 * webhook; doc 2 Authentication 10; doc 2 Errors (`webhook_limit_reached`, `invalid_webhook_id`, and "an
 * unknown webhook id read returns 200 with `webhook` null").
 */
import { ref, str } from "../dsl.ts";
import type { StatedError } from "../operation.ts";
import type { OperationGroup } from "./group.ts";

/** doc 2 Webhooks PUT row and Limits: "1-63 chars of lowercase letters, digits, `-` or `_`". */
const WEBHOOK_ID = { webhookId: str({ min: 1, max: 63 }, { pattern: "^[a-z0-9_-]+$" }) };

const UNNAMED = "The unnamed routes address the endpoint that the named routes list under id `default`.";
const INVALID_ID =
  "A `webhookId` that is not a slug is refused with `invalid_webhook_id` (status unspecified in doc 2 Errors).";
const SECRET = "The signing secret is write-only: only `hasSecret` is readable (doc 2 Authentication 10).";
const URL_RULE =
  "The endpoint must be `https:` and publicly routable unless the deployment widened its allow-list (doc 2 Events).";

/** doc 2 Errors: 409 `webhook_limit_reached`. */
const LIMIT_REACHED: StatedError = {
  status: 409,
  token: "webhook_limit_reached",
  condition: "registering a NEW webhook id beyond the per-workspace cap (editing existing is admitted)",
};

export const group: OperationGroup = {
  tag: "Webhooks",
  heading: "Webhooks (scope admin)",
  operations: [
    {
      operationId: "getNotificationWebhook",
      method: "get",
      path: "/notification-webhook",
      scope: "admin",
      status: 200,
      summary: "Read the default outbound webhook",
      notes: `\`webhook\` null when none. ${UNNAMED} ${SECRET}`,
      success: { kind: "json", schema: ref("PublicNotificationWebhook") },
    },
    {
      operationId: "putNotificationWebhook",
      method: "put",
      path: "/notification-webhook",
      scope: "admin",
      status: 200,
      summary: "Register or edit the default outbound webhook",
      notes: `omitted fields keep stored values; \`url\` required only on first registration; supplying \`secret\` rotates the signing secret. ${UNNAMED} Registering it when \`default\` does not exist yet registers a new id, so the per-workspace cap applies. ${URL_RULE} ${SECRET}`,
      body: { schema: ref("PutNotificationWebhook"), required: true },
      success: { kind: "json", schema: ref("NotificationWebhook") },
      errors: [LIMIT_REACHED],
    },
    {
      operationId: "deleteNotificationWebhook",
      method: "delete",
      path: "/notification-webhook",
      scope: "admin",
      status: 204,
      summary: "Remove the default outbound webhook",
      notes: `idempotent. ${UNNAMED} Removing endpoints changes deliveries only; notifications remain listable by polling.`,
      success: { kind: "none" },
    },
    {
      operationId: "listNotificationWebhooks",
      method: "get",
      path: "/notification-webhooks",
      scope: "admin",
      status: 200,
      summary: "List the outbound webhooks, ordered by id",
      notes: `ordered by id; unpaged; no secrets. ${SECRET}`,
      success: { kind: "json", schema: ref("PublicNotificationWebhookList") },
      order: "by-id",
    },
    {
      operationId: "getNotificationWebhookById",
      method: "get",
      path: "/notification-webhooks/{webhookId}",
      scope: "admin",
      status: 200,
      summary: "Read one outbound webhook by id",
      notes: `\`webhook\` null when none: an unknown webhook id read returns 200 with \`webhook\` null (not an error). ${INVALID_ID} ${SECRET}`,
      pathParams: WEBHOOK_ID,
      success: { kind: "json", schema: ref("PublicNotificationWebhook") },
    },
    {
      operationId: "putNotificationWebhookById",
      method: "put",
      path: "/notification-webhooks/{webhookId}",
      scope: "admin",
      status: 200,
      summary: "Register or edit one outbound webhook by id",
      notes: `\`webhookId\` is chosen by the caller: 1-63 chars of lowercase letters, digits, \`-\` or \`_\`; idempotent by id; same keep-on-omit rule (omitted fields keep stored values; \`url\` required only on first registration). ${INVALID_ID} ${URL_RULE} ${SECRET}`,
      pathParams: WEBHOOK_ID,
      body: { schema: ref("PutNotificationWebhook"), required: true },
      success: { kind: "json", schema: ref("NotificationWebhook") },
      errors: [LIMIT_REACHED],
    },
    {
      operationId: "deleteNotificationWebhookById",
      method: "delete",
      path: "/notification-webhooks/{webhookId}",
      scope: "admin",
      status: 204,
      summary: "Remove one outbound webhook by id",
      notes: `idempotent; other endpoints untouched. ${INVALID_ID} Removing endpoints changes deliveries only; notifications remain listable by polling.`,
      pathParams: WEBHOOK_ID,
      success: { kind: "none" },
    },
  ],
};
