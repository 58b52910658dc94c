/**
 * Keyset paging (doc 2 Endpoints conventions) keys a page on the last item served, not on a count,
 * so items created between two page fetches shift nothing: every item that existed when the walk
 * began is served exactly once, and none twice. Checked on the suite's own service task list, where
 * the suite itself creates tasks (standard profile) while it walks.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { addOwnTask, fillable, listTarget, ownTasks, writesOwnTasks } from "./lists.ts";
import { endedOnNull } from "./union.ts";
import { describeList, identityOf, repeats, shape, walk, WALK_BOUND } from "./walk.ts";

/** Tasks created during the walk (one before each of the first pages after the first). */
const INSERTS = 4;
/** Two items a page: the walk outpaces the inserts and ends. */
const LIMIT = 2;

export const stableUnderInsert: Rule = {
  id: "PAGE-STABLE-UNDER-INSERT",
  title: "Items created during a walk neither repeat nor hide an item that existed when it began",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Endpoints conventions (Keyset paging)",
  clauses: ["D2-CONV-PAGING-KEYSET"],
  profile: "standard",
  shares: writesOwnTasks,
  scope: "operation",
  appliesTo: fillable,
  check: async (c) => {
    const own = await ownTasks(c);
    const t = await listTarget(c, c.operation, { needItems: true });
    const before = new Set(own.ids);
    const created: string[] = [];
    const w = await walk(c, t, {
      limit: LIMIT,
      maxPages: WALK_BOUND,
      between: async () => {
        if (created.length < INSERTS) created.push(await addOwnTask(c, own));
      },
    });
    endedOnNull(c, w, t);
    const id = identityOf(w.itemsKey, w.items);
    const twice = repeats(w, id);
    if (twice.length) {
      c.fail(
        `Received: with ${created.length} task(s) created between page fetches, ${id.field ?? "item"} ${twice[0].id} of ${describeList(t)} was served on pages ${twice[0].pages.join(" and ")} — ${shape(w)} / Documented: keyset paging: inserts do not shift a walk (doc 2 Endpoints conventions)`,
        w.pages[twice[0].pages[1] - 1].reply.exchange,
      );
    }
    const seen = new Set(w.items.map(id.of));
    const skipped = [...before].filter((x) => !seen.has(x));
    c.require(
      !skipped.length,
      `with ${created.length} task(s) created between page fetches, ${skipped.length} task(s) of ${describeList(t)} that existed when the walk began were never served (${skipped.slice(0, 3).join(", ")}) — ${shape(w)}`,
      "keyset paging: every item that existed when the walk began is served (doc 2 Endpoints conventions)",
      w.pages.at(-1)!.reply.exchange,
    );
    c.pass(`${before.size} tasks each served once while ${created.length} were created: ${shape(w)}`);
  },
};
