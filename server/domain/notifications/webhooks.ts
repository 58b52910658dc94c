/**
 * Outbound webhook endpoints (doc 2 Webhooks; doc 1 NotificationWebhook, PutNotificationWebhook;
 * doc 2 Events, Outbound webhook; doc 2 Errors 409 `webhook_limit_reached`). All routes are
 * `admin`. The unnamed routes address the endpoint listed under id `default`.
 */
import { createHash } from "node:crypto";
import type { HandlerTable, RequestContext } from "../../state/context.ts";
import { noContent, ok } from "../../state/reply.ts";
import { ApiError, stated } from "../../state/errors.ts";
import type { WebhookRecord } from "./state.ts";
import { webhookUrlProblem } from "./webhook-url.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Events, Outbound webhook: why a URL is refused (null when it is not), on registration and edit alike. */
    "webhooks.urlProblem": (url: string, allowWidened: boolean, on: "registration" | "edit") => string | null;
    /** An endpoint's fields before a first registration's body is applied (doc 2 Webhooks leaves them unshown). */
    "webhooks.newEndpoint": (id: string) => WebhookRecord;
  }
}

export const DEFAULT_WEBHOOK_ID = "default";

/** Reference choice: a first registration's defaults (named by its id, enabled, subscribed to nothing). */
function newEndpoint(id: string): WebhookRecord {
  return {
    id,
    name: id,
    url: "",
    enabled: true,
    types: [],
    runEvents: [],
    alertEvents: [],
    secretDigest: null,
    updatedAt: 0,
  };
}

interface PutWebhook {
  alertEvents?: string[];
  enabled?: boolean;
  name?: string;
  runEvents?: string[];
  secret?: string;
  types?: string[];
  url?: string;
}

/** The public face: `hasSecret` only — the secret is never returned (doc 2 Authentication 10). */
export function publicWebhook(h: WebhookRecord) {
  return {
    alertEvents: [...h.alertEvents],
    enabled: h.enabled,
    hasSecret: h.secretDigest !== null,
    id: h.id,
    name: h.name,
    runEvents: [...h.runEvents],
    types: [...h.types],
    updatedAt: h.updatedAt,
    url: h.url,
  };
}

function digest(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** doc 2 Errors 409 `webhook_limit_reached`: the workspace holds `cap` endpoints (`held`) already. */
export function limitReached(held: number, cap: number): ApiError {
  return stated(
    409,
    "webhook_limit_reached",
    `the workspace already has ${held} webhook endpoints (cap ${cap}); edit or delete one`,
    { cap },
  );
}

function urlRefused(message: string): ApiError {
  // Status unspecified by the documents: a rule violation of an otherwise valid body → 422.
  return new ApiError(422, "webhook_url_invalid", message, { reason: "webhook_url_invalid", field: "url" }, [
    { path: "/url", message },
  ]);
}

/**
 * PUT: register (first time) or edit. Keep-on-omit: every omitted field keeps its stored value.
 * - a NEW id while the workspace already holds `options.webhookCap` endpoints → 409
 *   `webhook_limit_reached` (editing an existing id is admitted);
 * - first registration without `url` → 422 `webhook_url_required`, issue at `/url` (reference
 *   choice: the body is valid against the contract; the rule depends on stored state);
 * - `url` must be https: and publicly routable unless the deployment widened its allow-list
 *   (`options.webhookAllowHttp`) → else 422 `webhook_url_invalid`;
 * - defaults on first registration (reference choices): enabled true, name = id, empty
 *   subscription arrays, no secret;
 * - `updatedAt` is stamped when something changed (supplying `secret` always rotates it).
 */
function put(ctx: RequestContext, id: string) {
  const body = ctx.body as PutWebhook;
  const hooks = ctx.ws.notifications.webhooks;
  const existing = hooks.get(id);
  if (!existing && hooks.size >= ctx.server.options.webhookCap)
    throw limitReached(hooks.size, ctx.server.options.webhookCap);
  if (!existing && body.url === undefined) {
    throw new ApiError(
      422,
      "webhook_url_required",
      "url is required when registering a new webhook endpoint",
      { reason: "webhook_url_required", field: "url" },
      [{ path: "/url", message: "required on first registration" }],
    );
  }
  if (body.url !== undefined) {
    const urlProblem = ctx.server.behaviour("webhooks.urlProblem", webhookUrlProblem);
    const problem = urlProblem(body.url, ctx.server.options.webhookAllowHttp, existing ? "edit" : "registration");
    if (problem) throw urlRefused(problem);
  }
  const next: WebhookRecord = existing
    ? { ...existing }
    : ctx.server.behaviour("webhooks.newEndpoint", newEndpoint)(id);
  if (body.url !== undefined) next.url = body.url;
  if (body.name !== undefined) next.name = body.name;
  if (body.enabled !== undefined) next.enabled = body.enabled;
  // Reference choice: subscription arrays are stored de-duplicated, in the order given.
  if (body.types !== undefined) next.types = [...new Set(body.types)];
  if (body.runEvents !== undefined) next.runEvents = [...new Set(body.runEvents)];
  if (body.alertEvents !== undefined) next.alertEvents = [...new Set(body.alertEvents)];
  if (body.secret !== undefined) next.secretDigest = digest(body.secret);
  const changed =
    !existing ||
    body.secret !== undefined ||
    JSON.stringify({ ...publicWebhook(next), updatedAt: 0 }) !==
      JSON.stringify({ ...publicWebhook(existing), updatedAt: 0 });
  if (changed) next.updatedAt = ctx.ws.now();
  hooks.set(id, next);
  return ok(publicWebhook(next));
}

function get(ctx: RequestContext, id: string) {
  // doc 2 Errors, "Results that are NOT errors": an unknown id reads 200 with `webhook` null.
  const h = ctx.ws.notifications.webhooks.get(id);
  return ok({ webhook: h ? publicWebhook(h) : null });
}

function remove(ctx: RequestContext, id: string) {
  // Idempotent; other endpoints untouched. Notifications stay listable (doc 2 Events).
  ctx.ws.notifications.webhooks.delete(id);
  return noContent();
}

export const webhookHandlers: HandlerTable = {
  getNotificationWebhook: (ctx) => get(ctx, DEFAULT_WEBHOOK_ID),
  putNotificationWebhook: (ctx) => put(ctx, DEFAULT_WEBHOOK_ID),
  deleteNotificationWebhook: (ctx) => remove(ctx, DEFAULT_WEBHOOK_ID),
  // doc 2 Webhooks: "ordered by id" (ascending), unpaged.
  listNotificationWebhooks: (ctx) =>
    ok({
      webhooks: [...ctx.ws.notifications.webhooks.values()]
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map(publicWebhook),
    }),
  // `webhookId` is already a slug (contract pattern ^[a-z0-9_-]+$, 1-63): `invalid_webhook_id`
  // is refused 400 before these handlers run.
  getNotificationWebhookById: (ctx) => get(ctx, ctx.params.webhookId),
  putNotificationWebhookById: (ctx) => put(ctx, ctx.params.webhookId),
  deleteNotificationWebhookById: (ctx) => remove(ctx, ctx.params.webhookId),
};
