/**
 * Webhooks (doc 2 Endpoints "Webhooks", scope admin). Named endpoints: fresh ids of the suite's own.
 * The unnamed route (id `default`): written only while GET says `webhook: null`, and removed again
 * at once, so a workspace's own default endpoint is never touched.
 */
import { serial } from "../../../lib/run/target.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { ownWebhook, trackWebhook, webhookUrl as url } from "../resources.ts";
import { getJson, listItems } from "../discover.ts";
import { own, read, refusedWith, type Recipes } from "../recipe.ts";

const CAP = refusedWith(409, ["webhook_limit_reached"]);

/** Ends the check not exercised unless the unnamed endpoint is unregistered (`webhook: null`): only then may the suite write it. */
export async function defaultIsFree(c: CheckContext): Promise<void> {
  const body = (await getJson(c, "/notification-webhook")) as { webhook?: unknown } | undefined;
  if (!body || body.webhook !== null)
    c.notExercised(
      "the workspace has a default webhook the suite did not create: changing it is not the suite's to do",
    );
}

/** Tracks the default endpoint the suite registered, for removal (DELETE is idempotent). */
export function trackDefault(c: CheckContext): void {
  c.t.fixtures.track("webhook", "default", async () => {
    const d = await c.t.client.call("DELETE", "/notification-webhook", { key: c.t.keys.admin });
    if (d.status !== 204) throw new Error(`DELETE /notification-webhook answered ${d.status}`);
  });
}

/** Removes the default endpoint the suite registered at once, else at teardown. */
async function removeDefault(c: CheckContext): Promise<void> {
  const d = await c.t.client.call("DELETE", "/notification-webhook", { key: c.t.keys.admin });
  if (d.status !== 204) trackDefault(c);
}

/** A fresh webhook id of the suite's own, that GET reports unregistered. */
export async function freeWebhookId(c: CheckContext): Promise<string> {
  for (let i = 0; i < 3; i++) {
    const id = `conformance-op-${(c.seed("webhook", String(serial(c.t, "free webhook id"))) % 1_000_000).toString(36)}`;
    const body = (await getJson(c, `/notification-webhooks/${id}`)) as { webhook?: unknown } | undefined;
    if (body && body.webhook === null) return id;
  }
  return c.notExercised("found no unregistered webhook id to use");
}

export const webhooks = {
  getNotificationWebhook: read(),
  listNotificationWebhooks: read(),
  /** A listed endpoint; else any id ("an unknown webhook id read returns 200 with `webhook` null"). */
  getNotificationWebhookById: read(async (c) => {
    const [first] = await listItems(c, "/notification-webhooks");
    const id = typeof first?.id === "string" ? first.id : "conformance-probe-0";
    return [{ params: { webhookId: id }, label: `webhook ${id}` }];
  }),
  putNotificationWebhook: own(async (c) => {
    await defaultIsFree(c);
    return [
      {
        body: { url: url("default") },
        label: "a first registration of the unnamed endpoint (removed again at once)",
        after: async (cc, r) => {
          if (r.status >= 200 && r.status < 300) await removeDefault(cc);
        },
      },
    ];
  }, CAP),
  deleteNotificationWebhook: own(async (c) => {
    await defaultIsFree(c);
    const put = await c.call("PUT", "/notification-webhook", { body: { url: url("default") } });
    if (put.status !== 200)
      c.notExercised(
        `could not register an unnamed endpoint of the suite's own to delete (PUT answered ${put.status})`,
      );
    return [
      {
        label: "the unnamed endpoint the suite just registered",
        after: async (cc, r) => {
          if (r.status !== 204) await removeDefault(cc);
        },
      },
    ];
  }),
  putNotificationWebhookById: own(async (c) => {
    const id = await freeWebhookId(c);
    return [
      {
        params: { webhookId: id },
        body: { url: url(id), name: "conformance" },
        label: `a new endpoint ${id} of the suite's own`,
        after: async (cc, r) => {
          if (r.status >= 200 && r.status < 300) trackWebhook(cc, id);
        },
      },
    ];
  }, CAP),
  deleteNotificationWebhookById: own(async (c) => {
    // A refused registration (the endpoint cap reached) ends the check not exercised (resources.ts).
    const mine = await ownWebhook(c);
    return [
      {
        params: { webhookId: mine.id },
        label: `the suite's own endpoint ${mine.id}`,
        after: async (cc, r) => {
          if (r.status >= 200 && r.status < 300) cc.t.fixtures.forget("webhook", mine.id);
        },
      },
    ];
  }),
} satisfies Recipes;
