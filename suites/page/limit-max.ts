/**
 * doc 2 Endpoints conventions ("list operations take `limit` (integer 1-100)"; "where a `nextCursor`
 * is stated the page is followed until it is null"; "A page may be empty while a cursor is still
 * set") and doc 2 Limits ("List paging: `limit` 1-100"). Two rules walk a list at the maximum:
 * - PAGE-LIMIT-MAX-HONOURED (stated): the walk at the maximum serves every item — a page shorter than
 *   the limit whose cursor is null while items remain has capped the list silently;
 * - PAGE-LIMIT-MAX-FILLED (a deployment's fact): some page of that walk holds min(n, maximum) items.
 *   The documents let a page be short, even empty, while a cursor is still set, so how full a page
 *   is belongs to the deployment: it runs only where `facts.pagesFilled` says the target fills its
 *   pages to the `limit` asked for while more remain (the embedded server does).
 *
 * The suite can fill one paged list cheaply: the service task list (a task is one POST and planned
 * tasks go with their service). From the standard profile on it makes a service of its own holding
 * as many tasks as the maximum, walks it and deletes it. Every other list (debug lists, jobs, Kaizen
 * entries; all lists under the safe profile) holds what the target holds: it is counted by a walk
 * at a small limit, and judged up to that count — the message says how far, since a cap above
 * the count cannot be seen there.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { fillPath } from "../../lib/contract/path-matcher.ts";
import { freshService, setupRefused, trackTask } from "../../generators/calls/resources.ts";
import { listNotes } from "../common/clauses.ts";
import { factGated } from "../common/fact-gated.ts";
import { fillable, listTarget, type ListTarget } from "./lists.ts";
import { endedOnNull } from "./union.ts";
import { describeList, identityOf, shape, walk, type Identity, type Walk } from "./walk.ts";

const DOC = "doc 2 Endpoints conventions, Keyset paging, and doc 2 Limits, List paging: `limit` integer 1-100";
/** The small limit a found list is counted with. */
const COUNT_LIMIT = 25;

/** The stated maximum of the operation's `limit` (100 on every keyset-paged list). */
export function limitMaximum(op: Operation): number | null {
  const m = op.queryParams.find((p) => p.name === "limit")?.schema.maximum;
  return typeof m === "number" ? m : null;
}

/** Pages a walk of `n` items at `limit` may take: one per page and as many empty ones (doc 2: a page may be empty while a cursor is set). */
function pagesFor(n: number, limit: number): number {
  return 2 * Math.ceil(Math.max(n, 1) / limit) + 2;
}

interface Filled {
  target: ListTarget;
  ids: Set<string>;
  /** How many of the wanted items were made, and why no more. */
  note: string;
  /** Removes the service and its tasks now (the teardown does it otherwise). */
  remove: () => Promise<void>;
}

/**
 * A service of the suite's own holding `wanted` tasks, on the list `op` (GET
 * /services/{serviceId}/tasks). A refusal after some tasks honours as many as were made.
 */
async function filledList(c: CheckContext, op: Operation, wanted: number): Promise<Filled> {
  const serviceId = await freshService(
    c,
    "conformance paging at the maximum limit",
    "creating a service of the suite's own for the full-page walk",
  );
  const ids = new Set<string>();
  const path = `/services/${encodeURIComponent(serviceId)}/tasks`;
  let note = `the ${wanted} tasks the suite made in a service of its own`;
  for (let i = 0; i < wanted; i++) {
    const r = await c.call<{ taskId?: unknown }>("POST", path, {
      key: c.t.keys.write ?? c.t.keys.admin,
      body: { title: `conformance full page ${i + 1}` },
    });
    if (r.status === 201 && typeof r.json?.taskId === "string") {
      trackTask(c, r.json.taskId);
      ids.add(r.json.taskId);
      continue;
    }
    if (ids.size < 2) setupRefused(c, `creating task ${i + 1} of ${wanted} in the suite's own service`, r);
    note = `${ids.size} tasks the suite made in a service of its own (task ${i + 1} of ${wanted} was refused: ${r.status}), so the limit is honoured up to ${ids.size} only`;
    break;
  }
  const params = { [op.pathParams[0].name]: serviceId };
  return {
    target: { op, params, path: fillPath(op.path, params), size: ids.size, own: true },
    ids,
    note,
    remove: async () => {
      // Planned tasks go with their service (doc 2 Services); a refusal leaves both to the teardown.
      if (!c.selects("deleteService")) return;
      const d = await c.call("DELETE", `/services/${encodeURIComponent(serviceId)}`, { key: c.t.keys.admin });
      if (d.status !== 204) return;
      for (const id of ids) c.t.fixtures.forget("task", id);
      c.t.fixtures.forget("service", serviceId);
    },
  };
}

function largestPage(w: Walk): number {
  return Math.max(0, ...w.pages.map((p) => p.items.length));
}

/** What a walk at the maximum is held to: every item served (stated), or a page filled to the limit (a fact). */
type Demand = "served" | "filled";

/**
 * Judges the walk at the maximum against the items known to be in the list throughout (`held`):
 * every one served, or a page of min(held, maximum) items.
 */
function judge(
  c: CheckContext,
  demand: Demand,
  t: ListTarget,
  w: Walk,
  id: Identity,
  held: Set<string>,
  max: number,
  whole: boolean,
): void {
  endedOnNull(c, w, t);
  if (demand === "served") {
    const got = new Set(w.items.map(id.of));
    const missing = whole ? [...held].filter((x) => !got.has(x)) : [];
    const short = w.pages.find((p) => p.next === null && p.items.length < max);
    c.require(
      !missing.length,
      `walked at limit ${max}, ${describeList(t)} never served ${missing.length} of its ${held.size} items (${id.field ?? "item"} ${missing.slice(0, 3).join(", ")})${short ? `: a page of ${short.items.length} ended the walk with a null cursor` : ""} — ${shape(w)}`,
      `every item is served by a walk followed until the cursor is null, whatever the limit in 1-100: no page is cut short of the limit silently (${DOC})`,
      (short ?? w.pages.at(-1)!).reply.exchange,
    );
    return;
  }
  const want = Math.min(held.size, max);
  const largest = largestPage(w);
  c.require(
    largest >= want,
    `walked at limit ${max}, no page of ${describeList(t)} held more than ${largest} items, though it holds ${held.size} — ${shape(w)}`,
    `a page of ${want} items: the target fills its pages to the limit asked for while more remain (facts.pagesFilled; ${DOC})`,
    w.pages[0].reply.exchange,
  );
}

/** The check of either rule: a list of the suite's own where it can make one, then one the target holds. */
function walkAtMaximum(demand: Demand) {
  return async (c: CheckContext): Promise<void> => {
    const op = c.operation;
    const max = limitMaximum(op)!;
    if (fillable(op, c.t.index) && c.t.profile !== "safe") {
      const f = await filledList(c, op, max);
      const w = await walk(c, f.target, { limit: max, maxPages: pagesFor(f.ids.size, max) });
      judge(c, demand, f.target, w, identityOf(w.itemsKey, w.items), f.ids, max, true);
      await f.remove();
      c.pass(
        `${f.note}: walked at limit ${max}, ${demand === "served" ? "every one served" : "a page filled"}, the largest page ${largestPage(w)} — ${shape(w)}`,
      );
    }
    const t = await listTarget(c, op, { needItems: true });
    const count = () => walk(c, t, { limit: COUNT_LIMIT, maxPages: Math.ceil(max / COUNT_LIMIT) + 2 });
    const before = await count();
    const id = identityOf(before.itemsKey, before.items);
    let held = new Set(before.items.map(id.of));
    const whole = before.end === "null";
    if (held.size < 2)
      c.notExercised(`${describeList(t)} holds ${held.size} item(s) on the target: no page size beyond it to judge`);
    const w = await walk(c, t, { limit: max, maxPages: whole ? pagesFor(held.size, max) : 3 });
    const got = new Set(w.items.map(id.of));
    if (largestPage(w) < Math.min(held.size, max) || (whole && [...held].some((x) => !got.has(x)))) {
      // The target's list may have changed meanwhile: only what it held before and after counts.
      const after = await count();
      const now = new Set(after.items.map(id.of));
      held = new Set([...held].filter((x) => now.has(x)));
    }
    judge(c, demand, t, w, id, held, max, whole);
    const reach = whole
      ? `it holds ${held.size}, so a cap above ${held.size} cannot be seen on it`
      : `it holds at least ${held.size}`;
    c.pass(
      `${describeList(t)} on the target: walked at limit ${max}, the largest page ${largestPage(w)}; judged up to ${Math.min(held.size, max)} (${reach}) — ${shape(w)}`,
    );
  };
}

export const limitMaxHonoured: Rule = {
  id: "PAGE-LIMIT-MAX-HONOURED",
  title: "A `limit` at the maximum is honoured: the walk at that limit serves every item, no page cut short silently",
  level: "MUST",
  family: "PAGE",
  clause:
    "doc 2 Endpoints conventions (Keyset paging: `limit` integer 1-100; followed until the cursor is null); doc 2 Limits (List paging)",
  clauses: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING", "D2-CONV-PAGING-FOLLOW"],
  clausesFor: listNotes,
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.paging !== null && limitMaximum(op) !== null,
  check: walkAtMaximum("served"),
};

export const limitMaxFilled: Rule = factGated(
  {
    id: "PAGE-LIMIT-MAX-FILLED",
    title:
      "Where the deployment fills its pages, a `limit` at the maximum gives a page of that many on a list holding that many",
    level: "MUST",
    family: "PAGE",
    clause:
      "doc 2 Endpoints conventions (Keyset paging: `limit` integer 1-100; a page may be empty while a cursor is still set), with the target's fact facts.pagesFilled",
    clauses: ["D2-CONV-PAGING-FILLED"],
    clausesFor: listNotes,
    profile: "safe",
    scope: "operation",
    appliesTo: (op) => op.paging !== null && limitMaximum(op) !== null,
    check: walkAtMaximum("filled"),
  },
  "pagesFilled",
  "true when the target's keyset pages hold the `limit` asked for while more items remain",
);
