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
import { holds } from "../common/finding.ts";
import { newerFinding, STAMP, stampOf } from "./judges/order.ts";

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
    const stamped = w.pages.flatMap((p, i) => p.items.map((item) => ({ at: stampOf(item), page: i + 1 })));
    if (!stamped.every((s) => s.at !== null)) {
      c.notExercised(
        `items of ${describeList(t)} carry no numeric \`${STAMP}\`: the order cannot be read (their fields are not shown)`,
      );
    }
    if (stamped.length < 2) c.notExercised(`${describeList(t)} holds ${stamped.length} item: no order to check`);
    const served = stamped.map((s, i) => ({ at: s.at!, page: s.page, index: i + 1 }));
    const f = newerFinding(served);
    holds(c, f, f ? w.pages[f.at.page - 1].reply.exchange : undefined, ` — ${shape(w)}`);
    c.pass(`${served.length} items newest first: ${shape(w)}`);
  },
};
