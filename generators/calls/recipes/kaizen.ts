/** Kaizen (doc 2 Endpoints "Kaizen"): `entries[].entryId` (doc 1 PublicKaizenEntryList). */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { getJson, need } from "../discover.ts";
import { own, read, type Recipes } from "../recipe.ts";

async function entryIds(c: CheckContext, query: Record<string, string | number>): Promise<string[]> {
  const body = (await getJson(c, "/kaizen/entries", { limit: 5, ...query })) as
    | { entries?: { entryId?: unknown }[] }
    | undefined;
  return (body?.entries ?? []).map((e) => e.entryId).filter((x): x is string => typeof x === "string");
}

export const kaizen = {
  listKaizenEntries: read(),
  getKaizenEntry: read(async (c) => {
    const [entryId] = need(c, await entryIds(c, {}), "GET /kaizen/entries lists no entry");
    return [{ params: { entryId } }];
  }),
  /**
   * "Acknowledging twice is a no-op keeping the first `acknowledgedAt`" (and an omitted `note`
   * keeps the stored one, doc 2 Versioning): acknowledging an entry already acknowledged changes
   * nothing, so it is the one acknowledgement the suite may make on an entry it did not create.
   */
  acknowledgeKaizenEntry: own(async (c) => {
    const [entryId] = need(
      c,
      await entryIds(c, { acknowledged: "true" }),
      "no acknowledged Kaizen entry to acknowledge again as a no-op (acknowledging another would change the workspace's backlog)",
    );
    return [
      {
        params: { entryId },
        key: c.t.keys.write ?? c.t.keys.admin,
        body: { acknowledged: true },
        label: `entry ${entryId}, already acknowledged (a no-op)`,
      },
    ];
  }),
} satisfies Recipes;
