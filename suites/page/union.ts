/**
 * The pages of a walk together hold the whole list (doc 2 Endpoints conventions "Keyset paging":
 * the list is read page by page until the cursor is null). On the suite's own service task list
 * (standard profile) the list is exactly the tasks the suite created there (doc 2 Tasks: "whole
 * subtree of the service"), so the union must equal that set. On a list found on the target, the
 * whole list is read as one page of 100 before and after the walks: every item on both reads was
 * there throughout, so every walk must serve it (a list longer than one page cannot be read whole
 * and is not exercised).
 */
import type { Rule } from "../../lib/rules/types.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { cursorKey, itemsOf } from "../../generators/calls/list-shapes.ts";
import { listTarget, ownTasks, type ListTarget } from "./lists.ts";
import { describeList, ENDLESS_BOUND, identityOf, shape, smallLimit, walk, WALK_BOUND, type Walk } from "./walk.ts";
import { listNotes } from "../common/clauses.ts";
import { readsOwnTasks } from "./lists.ts";

/** Lists this short are walked with limits 1, 2 and 3. */
const SHORT = 12;

export function endedOnNull(c: CheckContext, w: Walk, t: ListTarget): void {
  if (w.end !== "null") {
    c.fail(
      `Received: the walk of ${describeList(t)} stopped (${w.end === "echo" ? "the cursor just sent came back" : `no null cursor within ${w.pages.length} pages`}) / Documented: the page is followed until the cursor is null (doc 2 Endpoints conventions)`,
      w.pages.at(-1)!.reply.exchange,
    );
  }
}

/** Ids of the whole list read as one page of 100, or null when it does not fit in one page. */
async function wholeList(c: CheckContext, t: ListTarget): Promise<{ ids: Set<string> } | null> {
  const r = await c.callOp(t.op, { params: t.params, query: { limit: 100 } });
  c.require(
    r.status === t.op.status,
    `${r.status} for ${describeList(t)}?limit=100`,
    `${t.op.status} for a list read with limit in 1-100 (doc 2 Endpoints)`,
  );
  const body = r.json as Record<string, unknown>;
  const key = cursorKey(t.op, body);
  if (key && body[key] !== null && body[key] !== undefined) return null;
  const items = itemsOf(t.op, body) ?? [];
  const itemsKey = Object.entries(body).find(([, v]) => v === items)?.[0] ?? "";
  const id = identityOf(itemsKey, items);
  return { ids: new Set(items.map(id.of)) };
}

export const union: Rule = {
  id: "PAGE-UNION",
  title: "The pages of a walk together hold the whole list (on the suite's own list: exactly what it created)",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Endpoints conventions (Keyset paging); doc 2 Tasks (GET /services/{serviceId}/tasks: whole subtree of the service)",
  clauses: ["D2-CONV-PAGING-KEYSET"],
  clausesFor: listNotes,
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: (op) => op.paging !== null,
  check: async (c) => {
    const t = await listTarget(c, c.operation, { needItems: true });
    const own = t.own ? await ownTasks(c) : null;
    const before = own ? null : await wholeList(c, t);
    if (!own && !before)
      c.notExercised(
        `${describeList(t)} is longer than one page of 100: the whole list cannot be read at once to compare`,
      );
    // Small limits on a short list; on a longer one, about four pages (and one more item a page).
    const n = own ? own.ids.size : before!.ids.size;
    const limits = n <= SHORT ? [1, 2, 3] : [smallLimit(n), smallLimit(n) + 1];
    const walks: Walk[] = [];
    for (const limit of limits) {
      // Enough pages for the whole list, plus room for items added meanwhile.
      const w = await walk(c, t, { limit, maxPages: Math.min(ENDLESS_BOUND, Math.ceil(n / limit) + WALK_BOUND) });
      endedOnNull(c, w, t);
      walks.push(w);
    }
    const after = own ? null : await wholeList(c, t);
    // Own list: exactly the created tasks. Found list: what was there before and after the walks.
    const expected = own ? own.ids : new Set([...before!.ids].filter((x) => after?.ids.has(x)));
    for (const w of walks) {
      const id = identityOf(w.itemsKey, w.items);
      const got = new Set(w.items.map(id.of));
      const missing = [...expected].filter((x) => !got.has(x));
      const extra = own ? [...got].filter((x) => !expected.has(x)) : [];
      c.require(
        !missing.length && !extra.length,
        `with limit ${w.limit} the pages of ${describeList(t)} ${missing.length ? `miss ${missing.length} item(s) (${id.field ?? "item"} ${missing.slice(0, 3).join(", ")})` : ""}${missing.length && extra.length ? " and " : ""}${extra.length ? `hold ${extra.length} task(s) the suite did not create (${extra.slice(0, 3).join(", ")})` : ""} — ${shape(w)}`,
        own
          ? `the union of the pages is the list: the ${expected.size} tasks the suite created in its own service`
          : `the union of the pages is the list: the ${expected.size} item(s) it held before and after the walk`,
        w.pages.at(-1)!.reply.exchange,
      );
    }
    c.pass(
      `${expected.size} ${own ? "tasks the suite created" : "items of the list"}, all served, with limits ${limits.join(", ")}`,
    );
  },
};
