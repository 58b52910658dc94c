/**
 * Secrets are write-only (doc 2 Authentication 10: API-key secret returned once, webhook signing
 * secret "only `hasSecret` is readable", environment-connection secret bundle "only key names are
 * readable"; doc 1 NotificationWebhook `hasSecret` "the secret is never returned"; doc 2 Webhooks
 * GET /notification-webhooks "no secrets").
 */
import { minimalQuery } from "../../generators/index.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownWebhook } from "../../generators/calls/resources.ts";
import { knownOfA, marker } from "./known.ts";
import { jsonText } from "../../lib/json/safe.ts";

export const webhookSecretHidden: Rule = {
  id: "SEC-WEBHOOK-SECRET-HIDDEN",
  title: "A webhook signing secret is never returned: registration, reads, list and later edits show `hasSecret` only",
  level: "MUST",
  family: "SEC",
  clause:
    "doc 2 Authentication 10; doc 1 NotificationWebhook (`hasSecret`: the secret is never returned), PutNotificationWebhook (`secret` write-only); doc 2 Webhooks",
  clauses: [
    "D2-AUTH-10-WEBHOOK-SECRET",
    "D1-WEBHOOK-HAS-SECRET",
    "D2-WEBHOOKS-LIST-ORDER-BY-ID",
    "D2-WEBHOOKS-PUT-BY-ID-IDEMPOTENT",
  ],
  profile: "standard",
  scope: "global",
  check: async (c) => {
    const secret = `conformance-signing-${marker(c, "hidden")}`;
    c.t.redactor.add(secret);
    // A refused registration (the endpoint cap reached) ends the check not exercised (resources.ts).
    const hook = await ownWebhook(c, { secret });
    const seen = (where: string, text: string, hasSecret: unknown) => {
      c.require(
        !text.includes(secret),
        `${where} holds the signing secret`,
        "the secret is never returned (only `hasSecret`)",
      );
      c.require(
        hasSecret === true,
        `${where} reports hasSecret ${jsonText(hasSecret)}`,
        "`hasSecret` true once a secret is set",
      );
    };
    seen("the registration response", jsonText(hook.json ?? {}), hook.json?.hasSecret);
    const path = `/notification-webhooks/${hook.id}`;
    const one = await c.call<{ webhook?: { hasSecret?: unknown } | null }>("GET", path);
    c.require(one.status === 200, `${one.status} from GET ${path}`, "200 PublicNotificationWebhook");
    seen(`GET ${path}`, one.text, one.json?.webhook?.hasSecret);
    const all = await c.call<{ webhooks?: { id?: unknown; hasSecret?: unknown }[] }>("GET", "/notification-webhooks");
    c.require(all.status === 200, `${all.status} from GET /notification-webhooks`, "200 PublicNotificationWebhookList");
    seen("GET /notification-webhooks", all.text, all.json?.webhooks?.find((w) => w.id === hook.id)?.hasSecret);
    // An edit without `secret` keeps it (omitted fields keep stored values) and still shows none.
    const edit = await c.call<{ hasSecret?: unknown }>("PUT", path, { body: { name: "conformance secret kept" } });
    c.require(edit.status === 200, `${edit.status} editing the endpoint without a secret`, "200 NotificationWebhook");
    seen("the response to an edit without `secret`", edit.text, edit.json?.hasSecret);
    const again = await c.call<{ webhook?: { hasSecret?: unknown } | null }>("GET", path);
    seen(`GET ${path} after the edit`, again.text, again.json?.webhook?.hasSecret);
    c.pass("the secret never came back; hasSecret true throughout");
  },
};

export const readsHoldNoSecret: Rule = {
  id: "SEC-READS-NO-SECRET",
  title: "No read returns a secret the suite knows (API keys, a webhook signing secret)",
  level: "MUST",
  family: "SEC",
  clause:
    "doc 2 Authentication 10 (secrets are write-only); doc 2 Keys (GET /keys metadata only); doc 2 Environments (secret key NAMES only)",
  clauses: ["D2-AUTH-10-KEY-SECRET", "D2-AUTH-10-WEBHOOK-SECRET", "D2-KEYS-LIST-LIVE-METADATA"],
  profile: "safe",
  scope: "operation",
  // Every JSON read addressable without an id: lists, catalogs, settings, connections, identity.
  appliesTo: (op) => op.method === "GET" && op.pathParams.length === 0 && op.successKind === "json",
  check: async (c) => {
    const op = c.operation;
    const known = await knownOfA(c);
    const r = await c.callOp(op, { query: minimalQuery(op) });
    const found = known.secrets.find((s) => r.text.includes(s.value));
    c.require(
      !found,
      `the ${r.status} body holds ${found?.what}`,
      "secrets are write-only: no read returns one",
      r.exchange,
    );
    c.pass(`none of ${known.secrets.length} known secret forms in the ${r.status} body`);
  },
};
