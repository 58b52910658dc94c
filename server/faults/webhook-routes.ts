/** Shared by the webhook faults' wrappers: which routes address one endpoint, and which endpoint. */
import type { OperationId } from "../../contract/operation-ids.ts";
import type { RequestContext } from "../state/context.ts";
import { DEFAULT_WEBHOOK_ID, limitReached } from "../domain/notifications/webhooks.ts";
import type { FaultLayer } from "./layer.ts";

/** The unnamed route and the route by id of each verb (doc 2 Webhooks). */
export const WEBHOOK_PUT: readonly OperationId[] = ["putNotificationWebhook", "putNotificationWebhookById"];
export const WEBHOOK_GET: readonly OperationId[] = ["getNotificationWebhook", "getNotificationWebhookById"];
export const WEBHOOK_DELETE: readonly OperationId[] = ["deleteNotificationWebhook", "deleteNotificationWebhookById"];

/** The endpoint a request addresses: its path id, or `default` for the unnamed routes. */
export function webhookIdOf(ctx: RequestContext): string {
  return ctx.params.webhookId ?? DEFAULT_WEBHOOK_ID;
}

/** `errors-webhook-every-put-409`, `state-webhook-every-put-409`: every webhook PUT, edits included, refused as beyond the cap. */
export function refuseEveryWebhookPut(layer: FaultLayer): void {
  for (const op of WEBHOOK_PUT) {
    layer.around(op, async (ctx) => {
      throw limitReached(ctx.ws.notifications.webhooks.size, ctx.server.options.webhookCap);
    });
  }
}
