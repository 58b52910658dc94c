/** Keys (doc 2 Endpoints "Keys", scope admin): only keys the suite mints are revoked. */
import { ownKey, trackKey } from "../resources.ts";
import { own, read, type Recipes } from "../recipe.ts";

export const keys = {
  listKeys: read(),
  createKey: own(async () => [
    {
      body: { label: "conformance op key", scope: "read" },
      after: async (c, r) => {
        const created = r.json as { key?: { id?: unknown }; secret?: unknown } | undefined;
        const id = created?.key?.id;
        if (r.status >= 200 && r.status < 300 && typeof id === "string") trackKey(c, id);
        if (typeof created?.secret === "string") {
          // Known only now: the recorded reply is redacted again so the secret appears nowhere.
          c.t.redactor.add(created.secret);
          if (r.exchange.responseBody) r.exchange.responseBody = c.t.redactor.redact(r.exchange.responseBody);
        }
      },
    },
  ]),
  // Forgotten only once revoked as documented (204): another answer (a hostile target's 200 with a
  // broken body) may have revoked nothing, and teardown's DELETE is idempotent.
  deleteKey: own(async (c) => {
    const mine = await ownKey(c, { label: "conformance op key (to revoke)", scope: "read" });
    return [
      {
        params: { keyId: mine.id },
        label: `the suite's own key ${mine.id}`,
        after: async (cc, r) => {
          if (r.status === 204) cc.t.fixtures.forget("key", mine.id);
        },
      },
    ];
  }),
} satisfies Recipes;
