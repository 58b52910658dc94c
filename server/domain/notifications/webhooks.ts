/**
 * Outbound webhook endpoints (doc 2 Webhooks; doc 1 NotificationWebhook, PutNotificationWebhook;
 * doc 2 Events, Outbound webhook; doc 2 Errors 409 `webhook_limit_reached`). All routes are
 * `admin`. The unnamed routes address the endpoint listed under id `default`.
 */
import { createHash } from "node:crypto";
import type { HandlerTable, RequestContext } from "../../http/context.ts";
import { noContent, ok } from "../../http/reply.ts";
import { ApiError, stated } from "../../http/errors.ts";
import type { WebhookRecord } from "./state.ts";
import { webhookUrlProblem } from "./webhook-url.ts";

export const DEFAULT_WEBHOOK_ID = "default";

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

/** Faults `sec-webhook-secret-in-list` only: raw signing secrets by workspace and id. */
const faultSecrets = new Map<string, string>();

function digest(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

function urlRefused(message: string): ApiError {
  // Status unspecified by the documents: a rule violation of an otherwise valid body → 422.
  return new ApiError(422, "webhook_url_invalid", message, { reason: "webhook_url_invalid", field: "url" }, [{ path: "/url", message }]);
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
  // Fault `errors-webhook-cap-blocks-edits`: the cap refuses edits of existing ids too.
  const capApplies = !existing || ctx.server.fault("errors-webhook-cap-blocks-edits");
  if (capApplies && hooks.size >= ctx.server.options.webhookCap) {
    // Fault `errors-webhook-cap-stores-refused`: the new endpoint is stored before the refusal.
    if (!existing && ctx.server.fault("errors-webhook-cap-stores-refused") && body.url !== undefined) {
      hooks.set(id, { id, name: id, url: body.url, enabled: true, types: [], runEvents: [], alertEvents: [], secretDigest: null, updatedAt: ctx.ws.now() });
    }
    throw stated(409, "webhook_limit_reached", `the workspace already has ${hooks.size} webhook endpoints (cap ${ctx.server.options.webhookCap}); edit or delete one`, {
      cap: ctx.server.options.webhookCap,
    });
  }
  if (!existing && body.url === undefined) {
    throw new ApiError(422, "webhook_url_required", "url is required when registering a new webhook endpoint", { reason: "webhook_url_required", field: "url" }, [
      { path: "/url", message: "required on first registration" },
    ]);
  }
  // Fault `valid-webhook-http-on-edit`: the scheme is checked on first registration only.
  const httpEdit = existing !== undefined && ctx.server.fault("valid-webhook-http-on-edit");
  if (body.url !== undefined) {
    const problem = webhookUrlProblem(body.url, ctx.server.options.webhookAllowHttp || httpEdit);
    if (problem) throw urlRefused(problem);
  }
  // VARIANT webhook-defaults-other: other first-registration defaults (disabled, a name, every run event).
  const otherDefaults = ctx.server.variant("webhook-defaults-other");
  const next: WebhookRecord = existing
    ? { ...existing }
    : otherDefaults
      ? { id, name: `endpoint ${id}`, url: "", enabled: false, types: [], runEvents: ["run.started", "run.completed", "run.failed"], alertEvents: [], secretDigest: null, updatedAt: 0 }
      : { id, name: id, url: "", enabled: true, types: [], runEvents: [], alertEvents: [], secretDigest: null, updatedAt: 0 };
  if (body.url !== undefined) next.url = body.url;
  if (body.name !== undefined) next.name = body.name;
  if (body.enabled !== undefined) next.enabled = body.enabled;
  // Reference choice: subscription arrays are stored de-duplicated, in the order given.
  if (body.types !== undefined) next.types = [...new Set(body.types)];
  // Fault `state-webhook-omitted-types-reset`: an edit that omits `types` resets them to none.
  else if (existing && ctx.server.fault("state-webhook-omitted-types-reset")) next.types = [];
  // Fault `null-webhook-put-clears-types`: omitted subscriptions are cleared, not kept.
  else if (ctx.server.fault("null-webhook-put-clears-types")) next.types = [];
  if (body.runEvents !== undefined) next.runEvents = [...new Set(body.runEvents)];
  if (body.alertEvents !== undefined) next.alertEvents = [...new Set(body.alertEvents)];
  if (body.secret !== undefined) next.secretDigest = digest(body.secret);
  if (body.secret !== undefined && ctx.server.fault("sec-webhook-secret-in-list")) faultSecrets.set(`${ctx.ws.id}:${id}`, body.secret);
  const changed =
    !existing ||
    body.secret !== undefined ||
    JSON.stringify({ ...publicWebhook(next), updatedAt: 0 }) !== JSON.stringify({ ...publicWebhook(existing), updatedAt: 0 });
  if (changed) next.updatedAt = ctx.ws.now();
  hooks.set(id, next);
  // Fault `sec-webhook-secret-in-put-reply`: the secret just given is echoed back.
  if (ctx.server.fault("sec-webhook-secret-in-put-reply") && body.secret !== undefined) return ok({ ...publicWebhook(next), secret: body.secret });
  return ok(publicWebhook(next));
}

function get(ctx: RequestContext, id: string) {
  // doc 2 Errors, "Results that are NOT errors": an unknown id reads 200 with `webhook` null.
  let h = ctx.ws.notifications.webhooks.get(id);
  // Fault `sec-peer-reads-webhook`: an id unknown here is looked up in the other workspaces.
  if (!h && ctx.server.fault("sec-peer-reads-webhook")) {
    for (const w of ctx.server.workspaces.values()) h ??= w.notifications.webhooks.get(id);
  }
  // Fault `errors-webhook-unknown-404`: an unknown id read is turned into an error.
  if (!h && ctx.server.fault("errors-webhook-unknown-404")) throw new ApiError(404, "not_found", `webhook ${id} not found`);
  return ok({ webhook: h ? publicWebhook(h) : null });
}

function remove(ctx: RequestContext, id: string) {
  // Idempotent; other endpoints untouched. Notifications stay listable (doc 2 Events).
  ctx.ws.notifications.webhooks.delete(id);
  // Fault `webhooks-delete-touches-others`: every other endpoint's `updatedAt` is re-stamped.
  if (ctx.server.fault("webhooks-delete-touches-others")) for (const h of ctx.ws.notifications.webhooks.values()) h.updatedAt = ctx.ws.now();
  return noContent();
}

/** The endpoint the unnamed routes address. Fault `webhooks-unnamed-not-default`: one of their own, listed as `unnamed`. */
function unnamedId(ctx: RequestContext): string {
  return ctx.server.fault("webhooks-unnamed-not-default") ? "unnamed" : DEFAULT_WEBHOOK_ID;
}

export const webhookHandlers: HandlerTable = {
  getNotificationWebhook: (ctx) => get(ctx, unnamedId(ctx)),
  putNotificationWebhook: (ctx) => put(ctx, unnamedId(ctx)),
  deleteNotificationWebhook: (ctx) => remove(ctx, unnamedId(ctx)),
  listNotificationWebhooks: (ctx) =>
    ok({
      webhooks: [...ctx.ws.notifications.webhooks.values()]
        // Faults `lists-webhooks-registration-order` (the map's order, not by id) and
        // `lists-webhooks-descending` (by id, the other way round).
        .sort((a, b) => (ctx.server.fault("lists-webhooks-registration-order") ? 0 : (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * (ctx.server.fault("lists-webhooks-descending") ? -1 : 1)))
        .map(publicWebhook)
        // Fault `sec-webhook-secret-in-list`: the raw signing secret rides along.
        .map((w) => (ctx.server.fault("sec-webhook-secret-in-list") && faultSecrets.has(`${ctx.ws.id}:${w.id}`) ? { ...w, signingSecret: faultSecrets.get(`${ctx.ws.id}:${w.id}`) } : w)),
    }),
  // `webhookId` is already a slug (contract pattern ^[a-z0-9_-]+$, 1-63): `invalid_webhook_id`
  // is refused 400 before these handlers run.
  getNotificationWebhookById: (ctx) => get(ctx, ctx.params.webhookId),
  putNotificationWebhookById: (ctx) => put(ctx, ctx.params.webhookId),
  deleteNotificationWebhookById: (ctx) => remove(ctx, ctx.params.webhookId),
};
