/**
 * doc 2 Webhooks, GET /notification-webhooks: "PublicNotificationWebhookList ordered by id". The
 * suite registers three endpoints of its own whose ids sort differently from the order it
 * registers them in (…-b, …-c, …-a), lists, and deletes them again. The ids differ in their last
 * letter only, so every collation orders them alike. "Ordered by id" is read as ascending: where
 * the documents want the other direction they say so ("newest first"), and a list that is merely
 * reversed, or in registration order, fails.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { setupRefused } from "../../../generators/calls/resources.ts";

const DOC = "doc 2 Webhooks: GET /notification-webhooks ordered by id";
const PATH = "/notification-webhooks";

async function listedIds(c: CheckContext): Promise<string[]> {
  const r = await c.call<{ webhooks?: { id?: unknown }[] }>("GET", PATH);
  c.require(
    r.status === 200 && Array.isArray(r.json?.webhooks),
    `${r.status} for GET ${PATH}${r.status === 200 ? " without a `webhooks` array" : ""}`,
    `200 PublicNotificationWebhookList: \`webhooks\` (${DOC})`,
    r.exchange,
  );
  return r.json!.webhooks!.map((w) => String(w?.id));
}

export const webhooksById: Rule = {
  id: "PAGE-ORDER-WEBHOOKS-BY-ID",
  title: "GET /notification-webhooks lists endpoints ordered by id, not by registration",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Webhooks (GET /notification-webhooks: ordered by id; unpaged)",
  clauses: ["D2-WEBHOOKS-LIST-ORDER-BY-ID"],
  profile: "standard",
  scope: "operation",
  appliesTo: (op) => op.operationId === "listNotificationWebhooks",
  check: async (c) => {
    const before = new Set(await listedIds(c));
    let tag = "";
    for (let n = c.seed() % 1_000_000; !tag || ["a", "b", "c"].some((x) => before.has(`${tag}-${x}`)); n++)
      tag = `conformance-order-${n.toString(36)}`;
    const registered: string[] = [];
    try {
      for (const id of [`${tag}-b`, `${tag}-c`, `${tag}-a`]) {
        const r = await c.call("PUT", `${PATH}/${id}`, {
          body: { url: `https://hooks.example.com/conformance/${id}` },
        });
        // A refusal (the endpoint cap: 409 webhook_limit_reached) is a refused setup, not a verdict.
        if (r.status !== 200)
          setupRefused(
            c,
            `registering endpoint ${registered.length + 1} of the 3 the suite needs to tell an order apart`,
            r,
          );
        registered.push(id);
        c.t.fixtures.track("webhook", id, async () => {
          const d = await c.t.client.call("DELETE", `${PATH}/${id}`, { key: c.t.keys.admin });
          if (d.status !== 204) throw new Error(`DELETE ${PATH}/${id} answered ${d.status}`);
        });
      }
      const ours = (await listedIds(c)).filter((id) => registered.includes(id));
      c.require(
        ours.length === 3,
        `${ours.length} of the 3 registered endpoints listed (${ours.join(", ")})`,
        `every registered endpoint is listed (${DOC}; unpaged)`,
      );
      const asc = [...registered].sort();
      const seen = ours.join(", ");
      c.require(
        seen === asc.join(", "),
        `registered in the order ${registered.join(", ")}, listed as ${seen}`,
        `ordered by id: ${asc.join(", ")} (${DOC}; read as ascending)`,
      );
      c.pass(`registered ${registered.join(", ")}; listed ${seen}, ascending by id (the reading of "ordered by id")`);
    } finally {
      for (const id of registered) {
        const d = await c.call("DELETE", `${PATH}/${id}`);
        if (d.status === 204) c.t.fixtures.forget("webhook", id);
      }
    }
  },
};
