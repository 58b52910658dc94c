/**
 * doc 2 Events, Outbound webhook: "The endpoint must be `https:` and publicly routable unless the
 * deployment widened its allow-list." The allow-list is not readable, so the rule runs only where the
 * config's facts say it is not widened (`facts.webhookAllowListWidened` false; the embedded reference
 * server's by default). It registers one endpoint of its own (disabled: nothing is delivered to it),
 * edits its url to each public host (admitted, 200) and to each private one (refused, 4XX, the url
 * kept), tries one private url on a first registration (refused, nothing registered), and removes the
 * endpoint. The hosts and why each is private or public: webhook-hosts.ts.
 */
import { jsonText } from "../../lib/json/safe.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownWebhook } from "../../generators/calls/resources.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { factGated } from "../common/fact-gated.ts";
import { PRIVATE_HOSTS, PUBLIC_HOSTS, type Host } from "./webhook-hosts.ts";
import { is2xx } from "./judge.ts";

const DOC =
  "doc 2 Events, Outbound webhook: the endpoint must be publicly routable (the allow-list not widened, facts.webhookAllowListWidened)";

const urlAt = (host: Host, id: string): string => `https://${host.host}/conformance/${id}`;

async function storedUrl(c: CheckContext, id: string): Promise<unknown> {
  const g = await c.call<{ webhook?: { url?: unknown } | null }>("GET", `/notification-webhooks/${id}`);
  c.require(
    g.status === 200,
    `${g.status} reading endpoint ${id}`,
    "200 PublicNotificationWebhook (doc 2 Webhooks)",
    g.exchange,
  );
  return g.json?.webhook?.url;
}

function refused(c: CheckContext, r: Reply, host: Host, on: string): void {
  c.require(
    !is2xx(r) && r.status >= 400 && r.status < 500,
    `${r.status} for a url at ${host.host} (${host.what}) ${on}`,
    `a 4XX: the host is not publicly routable (${DOC})`,
    r.exchange,
  );
  expectEnvelope(c, r);
}

const routable: Rule = {
  id: "VALID-WEBHOOK-ROUTABLE",
  title:
    "A webhook url at a private host is refused 4XX and changes nothing; one at a public host just outside each private range is admitted",
  level: "MUST",
  family: "VALID",
  clause:
    "doc 2 Events, Outbound webhook (the endpoint must be publicly routable unless the deployment widened its allow-list)",
  clauses: ["D2-EVENTS-WEBHOOK-ROUTABLE"],
  profile: "standard",
  scope: "global",
  check: async (c) => {
    if (c.t.info.facts?.webhookAllowListWidened !== false) {
      c.notExercised(
        "the target's webhook allow-list is widened (facts.webhookAllowListWidened true): it may admit private hosts",
      );
    }
    // A refused registration (the endpoint cap reached) ends the check not exercised (resources.ts).
    const hook = await ownWebhook(c, { enabled: false });
    const path = `/notification-webhooks/${hook.id}`;
    try {
      for (const host of PUBLIC_HOSTS) {
        const url = urlAt(host, hook.id);
        const r = await c.call("PUT", path, { body: { url } });
        c.require(
          r.status === 200,
          `${r.status} for a url at ${host.host} (${host.what})`,
          `200: a public host is admitted (${DOC})`,
          r.exchange,
        );
      }
      const kept = await storedUrl(c, hook.id);
      for (const host of PRIVATE_HOSTS)
        refused(
          c,
          await c.call("PUT", path, { body: { url: urlAt(host, hook.id) } }),
          host,
          `on an edit of ${hook.id}`,
        );
      const after = await storedUrl(c, hook.id);
      c.require(
        after === kept,
        `url ${jsonText(after)} after the refused edits`,
        `${jsonText(kept)}, as before: a refused edit changes nothing`,
      );
      // A first registration at a private host registers nothing.
      const fresh = `${hook.id}-private`;
      const host = PRIVATE_HOSTS.find((x) => x.host.startsWith("10."))!;
      const r = await c.call("PUT", `/notification-webhooks/${fresh}`, {
        body: { url: urlAt(host, fresh), enabled: false },
      });
      if (is2xx(r)) {
        const d = await c.call("DELETE", `/notification-webhooks/${fresh}`);
        c.require(d.status === 204, `${d.status} removing ${fresh}`, "204 (doc 2 Webhooks)");
      }
      refused(c, r, host, "on a first registration");
      c.require(
        (await storedUrl(c, fresh)) === undefined,
        `endpoint ${fresh} registered`,
        "a refused registration registers nothing: `webhook` null",
      );
      c.pass(`${PRIVATE_HOSTS.length} private hosts refused, ${PUBLIC_HOSTS.length} public ones admitted`);
    } finally {
      const d = await c.call("DELETE", path);
      if (d.status === 204) c.t.fixtures.forget("webhook", hook.id);
    }
  },
};

export const webhookRoutable = factGated(
  routable,
  "webhookAllowListWidened",
  "false when the deployment did not widen its webhook allow-list",
);
