/** Keys (doc 2 Endpoints "Keys", scope admin): only keys the suite mints are revoked. */
import { ownKey } from "../resources.ts";
import { own, read, type Recipes } from "../recipe.ts";

export const keys = {
  listKeys: read(),
  createKey: own(async () => [
    {
      body: { label: "conformance op key", scope: "read" },
      after: async (c, r) => {
        const created = r.json as { key?: { id?: unknown }; secret?: unknown } | undefined;
        if (typeof created?.secret === "string" && created.secret.length >= 6) {
          // Known only now: the recorded reply is redacted again so the secret appears nowhere.
          c.t.redactor.add(created.secret);
          if (r.exchange.responseBody) r.exchange.responseBody = c.t.redactor.redact(r.exchange.responseBody);
        }
        const id = created?.key?.id;
        if (r.status >= 200 && r.status < 300 && typeof id === "string") {
          c.t.fixtures.track("key", id, async () => {
            const d = await c.t.client.call("DELETE", `/keys/${encodeURIComponent(id)}`, { key: c.t.keys.admin });
            // Cleanup, not a verdict (OP-SUCCESS judges the 204): any success revoked it.
            if (d.status < 200 || d.status >= 300) throw new Error(`DELETE /keys/${id} answered ${d.status}`);
          });
        }
      },
    },
  ]),
  deleteKey: own(async (c) => {
    const mine = await ownKey(c, { label: "conformance op key (to revoke)", scope: "read" });
    return [{ params: { keyId: mine.id }, label: `the suite's own key ${mine.id}`, after: async (cc, r) => { if (r.status >= 200 && r.status < 300) cc.t.fixtures.forget("key", mine.id); } }];
  }),
} satisfies Recipes;
