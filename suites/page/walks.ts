/**
 * Following the cursors of a list (doc 2 Endpoints conventions "Keyset paging": "the page is
 * followed until it is null"; doc 2 Versioning: "end paging on a null cursor and fail if the server
 * returns the cursor just sent"): the walk ends, serves no item twice, and never gets the cursor it
 * just sent back.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { listTarget } from "./lists.ts";
import { cursorKey } from "../../generators/calls/list-shapes.ts";
import {
  describeList,
  ENDLESS_BOUND,
  identityOf,
  repeats,
  shape,
  smallLimit,
  walk,
  WALK_BOUND,
  type Walk,
} from "./walk.ts";
import { readsOwnTasks } from "./lists.ts";
import { holds } from "../common/finding.ts";
import { echoFinding, endlessFinding, repeatFinding } from "./judges/walk.ts";

const paged = (op: { paging: unknown }) => op.paging !== null;

export const endsNull: Rule = {
  id: "PAGE-ENDS-NULL",
  title: "Following the cursors ends on a null or absent cursor",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Endpoints conventions (Keyset paging: followed until the cursor is null); doc 2 Versioning (end paging on a null cursor)",
  clauses: ["D2-CONV-PAGING-FOLLOW", "D2-VERSION-CLIENT-PAGING"],
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: paged,
  check: async (c) => {
    const t = await listTarget(c, c.operation, { needItems: false });
    const w = await walk(c, t, { limit: smallLimit(t.size), maxPages: ENDLESS_BOUND });
    if (w.end === "null") c.pass(`ended on a null cursor: ${shape(w)}`);
    const last = { ...w.pages.at(-1)!, number: w.pages.length };
    // The bound was reached, or the cursor came back: a list merely longer than the bound still brings new items.
    holds(c, endlessFinding(last, stalledPages(w), `${describeList(t)} with limit ${w.limit}`), last.reply.exchange);
    c.notExercised(
      `${describeList(t)} is longer than ${ENDLESS_BOUND} pages of ${w.limit}: the walk was stopped while it still brought new items`,
    );
  },
};

export const noRepeat: Rule = {
  id: "PAGE-NO-REPEAT",
  title: "No item is served twice across the pages of one walk",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Endpoints conventions (Keyset paging)",
  clauses: ["D2-CONV-PAGING-KEYSET"],
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: paged,
  check: async (c) => {
    const t = await listTarget(c, c.operation, { needItems: true });
    const w = await walk(c, t, { limit: smallLimit(t.size), maxPages: WALK_BOUND });
    // How items are told apart is decided on one page of 100 (no paging between its items), so a
    // field several items share, or a repeat the walk made, cannot decide it.
    const ref = await c.callOp(t.op, { params: t.params, query: { limit: 100 } });
    const refBody = (ref.status === 200 ? ref.json : undefined) as Record<string, unknown> | undefined;
    const refItems = Array.isArray(refBody?.[w.itemsKey]) ? (refBody![w.itemsKey] as unknown[]) : [];
    const id = identityOf(w.itemsKey, refItems.length ? refItems : w.items);
    let twice = repeats(w, id);
    if (!id.field) {
      // No id field: two equal items are one item only where the whole list shows it once.
      const key = cursorKey(t.op, refBody);
      const whole = ref.status === 200 && (key === null || refBody?.[key] === null || refBody?.[key] === undefined);
      if (!whole)
        c.notExercised(
          `the items of ${describeList(t)} carry no id field and the list is longer than one page of 100: an item served twice cannot be told from two equal items`,
          ref.exchange,
        );
      const held = new Map<string, number>();
      for (const x of refItems) held.set(id.of(x), (held.get(id.of(x)) ?? 0) + 1);
      twice = twice.filter((x) => x.pages.length > (held.get(x.id) ?? 0));
    }
    if (twice.length)
      holds(
        c,
        repeatFinding(twice.length, id.field, twice[0], describeList(t)),
        w.pages[twice[0].pages[1] - 1].reply.exchange,
        ` (${shape(w)})`,
      );
    c.pass(
      `${w.items.length} distinct item(s) by ${id.field ?? "whole item"}: ${shape(w)}${w.end === "null" ? "" : ` (walk stopped: ${w.end})`}`,
    );
  },
};

export const cursorNotEchoed: Rule = {
  id: "PAGE-CURSOR-NOT-ECHOED",
  title: "A page never answers the cursor it was asked with",
  level: "MUST",
  family: "PAGE",
  clause: "doc 2 Versioning (fail if the server returns the cursor just sent)",
  clauses: ["D2-VERSION-CLIENT-PAGING"],
  profile: "safe",
  shares: readsOwnTasks,
  scope: "operation",
  appliesTo: paged,
  check: async (c) => {
    const t = await listTarget(c, c.operation, { needItems: true });
    // limit 1: the most cursors per item.
    const w = await walk(c, t, { limit: 1, maxPages: WALK_BOUND });
    const last = w.pages.at(-1)!;
    holds(c, echoFinding({ ...last, number: w.pages.length }, describeList(t)), last.reply.exchange);
    const sent = w.pages.filter((p) => p.sent !== null).length;
    if (!sent)
      c.notExercised(
        `${describeList(t)} answered no cursor at limit 1 (${w.items.length} item): no cursor could be sent`,
      );
    c.pass(`${sent} cursor(s) sent, none came back`);
  },
};

/** Pages in a row at the end of the walk that brought no item an earlier page had not. */
function stalledPages(w: Walk): number {
  const id = identityOf(w.itemsKey, w.items);
  const seen = new Set<string>();
  let stalled = 0;
  for (const p of w.pages) {
    const fresh = p.items.map(id.of).filter((k) => !seen.has(k));
    fresh.forEach((k) => seen.add(k));
    stalled = fresh.length ? 0 : stalled + 1;
  }
  return stalled;
}
