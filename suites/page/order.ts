/**
 * doc 2 Debug (/debug/runs: "workspace runs, newest first"), Jobs (GET /jobs: "newest first") and
 * Kaizen (GET /kaizen/entries: "newest first"), carried by the contract as `x-order: newest-first`:
 * across every page of a walk, no item is newer than the one served before it. "Newer" is read on
 * `createdAt` (stated for jobs and Kaizen entries; discovered on the items of the unshown lists).
 */
import type { Rule } from "../../lib/rules/types.ts";
import { listTarget } from "./lists.ts";
import { describeList, shape, smallLimit, walk, WALK_BOUND } from "./walk.ts";
import { listNotes } from "../common/clauses.ts";
import { readsOwnTasks } from "./lists.ts";

const STAMP = "createdAt";

export const newestFirst: Rule = {
  id: "PAGE-NEWEST-FIRST",
  title: "A list stated newest first serves non-increasing createdAt across its pages",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Debug (/debug/runs), Jobs (GET /jobs), Kaizen (GET /kaizen/entries): newest first",
  clauses: [],
  clausesFor: listNotes,
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: (op) => op.paging !== null && op.order === "newest-first",
  check: async (c) => {
    const t = await listTarget(c, c.operation, { needItems: true });
    const w = await walk(c, t, { limit: smallLimit(t.size), maxPages: WALK_BOUND });
    const served = w.pages.flatMap((p, i) => p.items.map((item) => ({ item: item as Record<string, unknown>, page: i + 1 })));
    if (!served.every((s) => typeof s.item?.[STAMP] === "number")) {
      c.notExercised(`items of ${describeList(t)} carry no numeric \`${STAMP}\`: the order cannot be read (their fields are not shown)`);
    }
    if (served.length < 2) c.notExercised(`${describeList(t)} holds ${served.length} item: no order to check`);
    for (let i = 1; i < served.length; i++) {
      const [a, b] = [served[i - 1], served[i]];
      const [ta, tb] = [a.item[STAMP] as number, b.item[STAMP] as number];
      c.require(
        tb <= ta,
        `item ${i + 1} (page ${b.page}) has ${STAMP} ${tb}, newer than item ${i} (page ${a.page}) at ${ta} — ${shape(w)}`,
        "newest first across the whole list, so createdAt never increases from one item to the next",
        w.pages[b.page - 1].reply.exchange,
      );
    }
    c.pass(`${served.length} items newest first: ${shape(w)}`);
  },
};
