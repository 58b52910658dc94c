/**
 * Reading the outbound webhook endpoints (doc 2 Webhooks; doc 1 NotificationWebhook,
 * PublicNotificationWebhook `webhook` null when none, PublicNotificationWebhookList `webhooks`) and
 * the open notification cards (doc 1 PublicNotificationList `notifications`), for the rules of this
 * folder. Every read is checked for its documented status and list shape.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { enc } from "../kit/api.ts";
import { must } from "../kit/verdicts.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export type Hook = Record<string, unknown> & { id: string };

/** GET /notification-webhooks: every endpoint, by id. */
export async function listHooks(c: CheckContext): Promise<Map<string, Hook>> {
  const r = await c.call<{ webhooks?: Hook[] }>("GET", "/notification-webhooks");
  must(
    r.status === 200 && Array.isArray(r.json?.webhooks),
    `${r.status} listing webhooks`,
    "200 PublicNotificationWebhookList (doc 2 Webhooks)",
  );
  const out = new Map<string, Hook>();
  for (const h of r.json.webhooks) {
    must(
      h && typeof h.id === "string" && !out.has(h.id),
      `a webhook list entry ${jsonText(h).slice(0, 160)}`,
      "one entry per endpoint id (doc 1 NotificationWebhook `id`)",
    );
    out.set(h.id, h);
  }
  return out;
}

/** GET /notification-webhooks/{id}, or GET /notification-webhook when `id` is null: `webhook` (null when none). */
export async function readHook(c: CheckContext, id: string | null): Promise<Hook | null> {
  const path = id === null ? "/notification-webhook" : `/notification-webhooks/${enc(id)}`;
  const r = await c.call<{ webhook?: Hook | null }>("GET", path);
  must(
    r.status === 200 && r.json !== undefined && r.json !== null && "webhook" in r.json,
    `${r.status} for GET ${path}`,
    "200 PublicNotificationWebhook (`webhook` null when none) (doc 2 Webhooks)",
  );
  return r.json.webhook ?? null;
}

export type Card = Record<string, unknown> & { id: string; type: string };

/** GET /notifications: the open cards (doc 2 Notifications). */
export async function listCards(c: CheckContext): Promise<Card[]> {
  const r = await c.call<{ notifications?: Card[] }>("GET", "/notifications", { key: c.t.keys.read ?? c.t.keys.admin });
  must(
    r.status === 200 && Array.isArray(r.json?.notifications),
    `${r.status} listing notifications`,
    "200 PublicNotificationList (doc 2 Notifications)",
  );
  return r.json.notifications;
}

export const same = (a: unknown, b: unknown): boolean => jsonText(canon(a)) === jsonText(canon(b));

function canon(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) out[k] = canon((v as Record<string, unknown>)[k]);
    return out;
  }
  return v;
}

export function brief(v: unknown, max = 200): string {
  const s = jsonText(v) ?? String(v);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
