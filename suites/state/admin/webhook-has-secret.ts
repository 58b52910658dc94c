/**
 * doc 1 NotificationWebhook: `hasSecret` boolean (the secret is never returned); PutNotificationWebhook:
 * every field optional, `secret` write-only, "supplying it rotates the signing secret"; doc 2
 * Authentication 10: of the webhook signing secret "only `hasSecret` is readable". The signing secret
 * is the one the caller writes (a secret the server made up could never be read back, so no receiver
 * could check a signature with it): an endpoint registered without `secret` has none, and `hasSecret`
 * reads false until one is supplied, then true, and stays true across an edit that omits it.
 */
import { jsonText } from "../../../lib/json/safe.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { ownWebhook } from "../../../generators/calls/resources.ts";

const DOC = "doc 1 NotificationWebhook (`hasSecret` says whether a signing secret is set)";

/** `hasSecret` as the endpoint's answer, its read and the list show it, each required to be `want`. */
async function requireHasSecret(
  c: CheckContext,
  id: string,
  answered: unknown,
  want: boolean,
  when: string,
): Promise<void> {
  c.require(answered === want, `hasSecret ${jsonText(answered)} in the answer ${when}`, `${want} (${DOC})`);
  const one = await c.call<{ webhook?: { hasSecret?: unknown } | null }>("GET", `/notification-webhooks/${id}`);
  c.require(
    one.status === 200 && one.json?.webhook?.hasSecret === want,
    `${one.status} with hasSecret ${jsonText(one.json?.webhook?.hasSecret)} reading ${id} ${when}`,
    `${want} (${DOC})`,
    one.exchange,
  );
  const all = await c.call<{ webhooks?: { id?: unknown; hasSecret?: unknown }[] }>("GET", "/notification-webhooks");
  const listed = all.json?.webhooks?.find((w) => w?.id === id)?.hasSecret;
  c.require(
    all.status === 200 && listed === want,
    `${all.status} with hasSecret ${jsonText(listed)} for ${id} in the list ${when}`,
    `${want} (${DOC})`,
    all.exchange,
  );
}

export const webhookHasSecret: Rule = {
  id: "STATE-WEBHOOK-HAS-SECRET",
  title:
    "`hasSecret` is false for an endpoint registered without a secret, true once one is supplied, and kept by an edit that omits it",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 NotificationWebhook (`hasSecret`), PutNotificationWebhook (`secret` write-only; all fields optional); doc 2 Authentication 10",
  clauses: ["D1-WEBHOOK-HAS-SECRET", "D2-WEBHOOKS-PUT-KEEP-OMITTED"],
  profile: "standard",
  scope: "global",
  check: async (c) => {
    // Registered disabled: nothing is delivered to it. A refused registration (the cap) ends the check not exercised.
    const hook = await ownWebhook(c, { enabled: false });
    await requireHasSecret(c, hook.id, hook.json?.hasSecret, false, "after a registration without `secret`");
    const path = `/notification-webhooks/${hook.id}`;
    const secret = `conformance-signing-${(c.seed("has-secret") % 1_000_000).toString(36).padStart(4, "0")}`;
    c.t.redactor.add(secret);
    const set = await c.call<{ hasSecret?: unknown }>("PUT", path, { body: { secret } });
    c.require(
      set.status === 200,
      `${set.status} supplying a secret`,
      "200 NotificationWebhook (doc 2 Webhooks)",
      set.exchange,
    );
    await requireHasSecret(c, hook.id, set.json?.hasSecret, true, "after an edit supplying `secret`");
    const kept = await c.call<{ hasSecret?: unknown }>("PUT", path, { body: { name: "conformance secret kept" } });
    c.require(
      kept.status === 200,
      `${kept.status} editing without \`secret\``,
      "200 NotificationWebhook (doc 2 Webhooks)",
      kept.exchange,
    );
    await requireHasSecret(
      c,
      hook.id,
      kept.json?.hasSecret,
      true,
      "after an edit without `secret` (omitted fields keep stored values)",
    );
    c.pass(
      `hasSecret false without a secret, true once one was supplied, kept by an edit without it (endpoint ${hook.id})`,
    );
  },
};
