/**
 * One webhook endpoint by id, as the documents state it (doc 2 Webhooks: PUT /notification-webhooks/
 * {webhookId} "200 NotificationWebhook; … idempotent by id; same keep-on-omit rule", "omitted fields
 * keep stored values; `url` required only on first registration"; GET by id "200
 * PublicNotificationWebhook (`webhook` null when none)"; DELETE "204; idempotent"). The state is the
 * endpoint's `name`, `url` and `enabled`, or null when none is registered. A PUT of an endpoint that
 * is there sets the fields it names and keeps the others; a PUT that registers it sets the fields it
 * names, and the ones it omits take defaults the documents do not show, so the model takes them from
 * the answer. Every answer that succeeds shows the endpoint as stored after it.
 */
import type { Model } from "../../../lib/history/model.ts";
import { type Answer, refused, said, succeeded } from "./answer.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export interface Endpoint {
  name: string;
  url: string;
  enabled: boolean;
}

/** An endpoint or none (`webhook` null on a read, or after a DELETE). */
export type Shown = Endpoint | null;

/** What the model reads of a 2XX body: the endpoint it carries, null for `webhook` null. */
export interface Carried {
  endpoint: Shown;
}

export type WebhookInput = { put: Partial<Endpoint> } | { read: true } | { remove: true };

const same = (a: Shown, b: Shown) =>
  a === null || b === null ? a === b : a.name === b.name && a.url === b.url && a.enabled === b.enabled;

/** What a PUT leaves: the stored endpoint with the named fields set; on registration, the answer's defaults. */
function afterPut(s: Shown, put: Partial<Endpoint>, answered: Shown): Shown {
  if (s) return { ...s, ...put };
  return answered && { ...answered, ...put };
}

export function webhookModel(initial: Shown): Model<Shown, WebhookInput, Answer<Carried>> {
  return {
    init: () => initial,
    step: (s, input, out) => {
      if (refused(out)) return { ok: true, next: s };
      if ("remove" in input) return { ok: out.status === 204, next: null };
      if (!succeeded(out)) return { ok: false, next: s };
      const shown = out.body!.endpoint;
      const next = "put" in input ? afterPut(s, input.put, shown) : s;
      // A PUT answers the endpoint it leaves, never none.
      return { ok: same(next, shown) && !("put" in input && next === null), next };
    },
    shows: (input, out) => {
      if ("remove" in input) return out.status === 204 ? null : undefined;
      return succeeded(out) ? out.body!.endpoint : undefined;
    },
    reads: (input) => "read" in input,
    describe: (s) => (s ? `name ${jsonText(s.name)}, url ${s.url}, enabled ${s.enabled}` : "no endpoint"),
    describeOperation: (input, out) => {
      const what = "put" in input ? `PUT ${jsonText(input.put)}` : "remove" in input ? "DELETE" : "GET";
      const e = out.body?.endpoint;
      const body = e ? `${jsonText(e.name)}/${e.url}/${e.enabled}` : "null";
      return `${what} → ${"remove" in input ? String(out.status) : said(out, body)}`;
    },
  };
}
