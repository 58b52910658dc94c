/**
 * Reading a list under a query, and judging its filters, for the rules of the list filters and
 * stated orders (doc 2 Endpoints: the Query/Input columns of Tasks, Debug, Kaizen).
 *
 * Many of these lists are `object*`: their item array, cursor and item fields are not shown. A
 * filter is still judged without field names: the filtered list is a subset of the unfiltered one
 * (items told apart as PAGE tells them apart, walk.ts `identityOf`), and the lists under two values
 * of one parameter that no item can hold both of (a closed set, a step index) are disjoint. Where
 * an item carries the filtered field under its documented name, its value is checked too.
 */
import type { Operation } from "../../../lib/contract/operations.ts";
import { fillPath } from "../../../lib/contract/path-matcher.ts";
import type { Reply } from "../../../lib/http/client.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { walkPages } from "../../../generators/calls/pages.ts";
import { identityOf, type Identity } from "../walk.ts";
import { findList } from "../lists.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export type Rec = Record<string, unknown>;
export type Query = Record<string, string | number | boolean>;

/** Pages a read follows before it counts as incomplete (a filter rule stays cheap). */
export const READ_PAGES = 5;
/** Pages a filtered read follows (the item checks hold on any page; the subset check needs no more). */
export const FILTERED_PAGES = 3;

export interface ListRead {
  items: Rec[];
  /** The read ended on a null or absent cursor (or the list is unpaged). */
  complete: boolean;
  itemsKey: string;
  first: Reply;
  /** Pages read. */
  pages: number;
  /** `GET /path?query`, for messages. */
  label: string;
}

export interface ListRef {
  op: Operation;
  params: Record<string, string>;
}

export function describeQuery(ref: ListRef, query: Query): string {
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  return `${ref.op.method} ${fillPath(ref.op.path, ref.params)}${qs ? `?${qs}` : ""}`;
}

/**
 * Reads a list under `query` (limit 100 on a paged list), following its cursor up to `maxPages`.
 * A documented query value must be answered with the operation's success status.
 */
export async function readList(
  c: CheckContext,
  ref: ListRef,
  query: Query,
  o: { maxPages?: number; documented?: string } = {},
): Promise<ListRead> {
  const paged = ref.op.queryParams.some((p) => p.name === "limit");
  const label = describeQuery(ref, query);
  const items: Rec[] = [];
  let itemsKey: string | null = null;
  let first: Reply | null = null;
  const walk = await walkPages(
    c,
    fillPath(ref.op.path, ref.params),
    { query: { ...(paged ? { limit: 100 } : {}), ...query }, maxPages: paged ? (o.maxPages ?? READ_PAGES) : 1 },
    ({ reply: r, items: found, index }) => {
      c.require(
        r.status === ref.op.status,
        `${r.status} for ${label}${index > 0 ? " (a page reached through its cursor)" : ""}`,
        `${ref.op.status} for a list read with documented query values (${o.documented ?? "doc 2 Endpoints"})`,
        r.exchange,
      );
      first ??= r;
      const body = r.json as Rec | undefined;
      let page: unknown[] | null;
      if (itemsKey === null) {
        page = found;
        if (!page)
          c.notExercised(
            `the item array of ${label} cannot be told apart (its name is not shown); keys: ${Object.keys(body ?? {}).join(", ")}`,
          );
        itemsKey = Object.entries(body!).find(([, v]) => v === page)![0];
      } else {
        page = Array.isArray(body?.[itemsKey]) ? (body![itemsKey] as unknown[]) : [];
      }
      for (const x of page) if (x !== null && typeof x === "object") items.push(x as Rec);
    },
  );
  // A list without paging is one page; a paged one is whole unless the page bound cut it.
  const complete = !paged || walk.end !== "bound";
  return { items, complete, itemsKey: itemsKey ?? "", first: first!, pages: walk.pages, label };
}

/** How the items of `all` are told apart; applied unchanged to every filtered read of the same list. */
export function identityFor(all: ListRead): Identity {
  return identityOf(all.itemsKey, all.items);
}

/** A string field of an item under its documented name, or undefined. */
export function str(item: Rec, field: string): string | undefined {
  const v = item[field];
  return typeof v === "string" ? v : undefined;
}

export function num(item: Rec, field: string): number | undefined {
  const v = item[field];
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

/**
 * A `since` filter case (query `since` integer min 0, doc 2 Debug and Kaizen): sent as a `createdAt`
 * read from the list (the unit of timestamps is not shown, doc 1 Notation). Which time of an item
 * `since` is compared with is not shown either: an item is read as "from that time on" when any of
 * its numeric `…At` times is at or after it (created, updated, …), inclusive or exclusive of the
 * bound alike; an item showing none is not judged on itself.
 */
export function sinceCase(since: number): FilterCase {
  const stamps = (x: Rec) => Object.keys(x).filter((k) => /At$/.test(k) && num(x, k) !== undefined);
  return {
    param: "since",
    value: since,
    matches: (x) => (stamps(x).length ? stamps(x).some((k) => num(x, k)! >= since) : undefined),
    shows: (x) =>
      stamps(x)
        .map((k) => `${k} ${x[k]}`)
        .join(", "),
  };
}

/** Up to `n` distinct string values of `field` among the items, in the order met. */
export function distinctStrings(items: Rec[], field: string, n: number): string[] {
  const seen: string[] = [];
  for (const it of items) {
    const v = str(it, field);
    if (v !== undefined && v.length > 0 && !seen.includes(v)) seen.push(v);
    if (seen.length >= n) break;
  }
  return seen;
}

// ---------------------------------------------------------------------------------------------
// Judging filters

export interface FilterCase {
  param: string;
  value: string | number | boolean;
  /**
   * The item's own reading of the filter: true/false when it carries the field under its
   * documented name, undefined when it does not (nothing to judge on the item itself).
   */
  matches?: (item: Rec) => boolean | undefined;
  /** What the item carries, for a failure message. */
  shows?: (item: Rec) => string;
  /** Extra query sent with this case only (e.g. `bodyChars` to see bodies). */
  extra?: Query;
  /** Ids of items known to match (the value was read off them): each is listed when the filtered list is read whole. */
  kept?: readonly string[];
}

export interface FilterGroup {
  param: string;
  cases: FilterCase[];
  /** No item can be listed under two values of this parameter (a closed set, a step index). */
  exclusive: boolean;
  /**
   * The filter keeps every matching item, not only matching ones: each item of the unfiltered list
   * whose own field says it matches is listed too (set where `matches` reads exactly what the
   * documents filter on, never where it approximates, as `since` does).
   */
  keepsEvery?: boolean;
}

/** The operation's own list on the target (the instance PAGE discovery finds), or the end of the check. */
export async function ownList(c: CheckContext): Promise<ListRef> {
  const found = await findList(c, c.operation);
  if (!found.ok) return c.notExercised(found.reason);
  return { op: c.operation, params: found.target.params };
}

/** A closed set of values of `param`: an item listed under one value carries that value (when it carries the field at all). */
export function closedGroup(param: string, values: readonly string[]): FilterGroup {
  return {
    param,
    exclusive: true,
    cases: values.map((v) => ({
      param,
      value: v,
      matches: (x: Rec) => (str(x, param) === undefined ? undefined : str(x, param) === v),
      shows: (x: Rec) => `${param} ${jsonText(x[param])}`,
    })),
  };
}

export interface FilterJudgement {
  /** Per parameter: how it was exercised, or why it was not. */
  notes: string[];
  /** Parameters the target let the rule tell apart (a filter that excluded something). */
  exercised: string[];
}

/**
 * Reads every case of every group and fails on the first item that contradicts its filter: an
 * item whose own field says it does not match, an item absent from the unfiltered list (re-read
 * once, in case it was created meanwhile), or an item listed under two values of an exclusive
 * parameter (both lists re-read once, in case it changed meanwhile).
 */
export async function judgeFilters(
  c: CheckContext,
  ref: ListRef,
  base: Query,
  all: ListRead,
  groups: FilterGroup[],
  documented: string,
): Promise<FilterJudgement> {
  const id = identityFor(all);
  let allIds = new Set(all.items.map(id.of));
  let reread = false;
  const notes: string[] = [];
  const exercised: string[] = [];
  for (const g of groups) {
    if (!g.cases.length) {
      notes.push(`${g.param}: no value to try`);
      continue;
    }
    const reads: { k: FilterCase; r: ListRead; ids: Set<string> }[] = [];
    let carried = 0;
    let narrowed = false;
    for (const k of g.cases) {
      const query = { ...base, ...(k.extra ?? {}), [g.param]: k.value };
      const r = await readList(c, ref, query, { documented, maxPages: FILTERED_PAGES });
      for (const item of r.items) {
        const m = k.matches?.(item);
        if (m === undefined) continue;
        carried += 1;
        c.require(
          m,
          `item ${id.of(item)}${k.shows ? ` (${k.shows(item)})` : ""} listed by ${r.label}`,
          `only items matching \`${g.param}=${k.value}\` (${documented})`,
          r.first.exchange,
        );
      }
      const ids = new Set(r.items.map(id.of));
      if (all.complete) {
        let missing = [...ids].filter((x) => !allIds.has(x));
        if (missing.length && !reread) {
          const again = await readList(c, ref, base, { documented });
          reread = true;
          if (again.complete) allIds = new Set([...allIds, ...again.items.map(id.of)]);
          missing = missing.filter((x) => !allIds.has(x));
        }
        c.require(
          missing.length === 0,
          `${r.label} lists ${missing.slice(0, 3).join(", ")}, absent from the unfiltered list ${all.label} (read whole, twice)`,
          `a filter narrows the list: the filtered list is part of the unfiltered one (${documented})`,
          r.first.exchange,
        );
        if (r.complete && ids.size < new Set(all.items.map(id.of)).size) narrowed = true;
      }
      if (k.kept && r.complete) {
        const dropped = k.kept.filter((x) => !ids.has(x));
        c.require(
          dropped.length === 0,
          `${r.label} (read whole) leaves out ${dropped.slice(0, 3).join(", ")}, the item the value ${jsonText(k.value)} was read off`,
          `the filter keeps every matching item (${documented})`,
          r.first.exchange,
        );
      }
      if (g.keepsEvery && all.complete && r.complete) await mustKeepEvery(c, ref, base, all, k, ids, id.of, documented);
      // An item of the unfiltered list whose own field says it does not match, left out.
      if (r.complete && all.items.some((x) => k.matches?.(x) === false && !ids.has(id.of(x)))) narrowed = true;
      reads.push({ k, r, ids });
    }
    let separated = false;
    // Disjointness needs items told apart by an id field: two equal items without one may be two.
    if (g.exclusive && !id.field) notes.push(`${g.param}: the items carry no id field, so disjointness is not judged`);
    if (g.exclusive && id.field) {
      for (let i = 0; i < reads.length; i++) {
        for (let j = i + 1; j < reads.length; j++) {
          const [a, b] = [reads[i], reads[j]];
          let both = [...a.ids].filter((x) => b.ids.has(x));
          if (both.length) {
            // Read both again: an item may have moved from one value to the other meanwhile.
            const a2 = await readList(c, ref, { ...base, ...(a.k.extra ?? {}), [g.param]: a.k.value }, { documented });
            const b2 = new Set(
              (
                await readList(c, ref, { ...base, ...(b.k.extra ?? {}), [g.param]: b.k.value }, { documented })
              ).items.map(id.of),
            );
            both = a2.items.map(id.of).filter((x) => b2.has(x));
          }
          c.require(
            both.length === 0,
            `${both.slice(0, 3).join(", ")} listed both by ${a.r.label} and by ${b.r.label} (each read twice)`,
            `no item holds two values of \`${g.param}\`: the lists under two values are disjoint (${documented})`,
            b.r.first.exchange,
          );
          if (a.ids.size > 0 && b.ids.size > 0) separated = true;
        }
      }
    }
    const sizes = reads.map((x) => `${x.k.value}: ${x.r.items.length}`).join(", ");
    if (narrowed || separated) {
      exercised.push(g.param);
      notes.push(
        `${g.param} (${sizes} of ${all.items.length}${all.complete ? "" : "+"}; ${carried ? `${carried} item field(s) checked` : "items carry no such field: subset/disjointness only"})`,
      );
    } else {
      notes.push(
        `${g.param} not told apart (${sizes} of ${all.items.length}${all.complete ? "" : "+"}: no value excluded anything)`,
      );
    }
  }
  return { notes, exercised };
}

/**
 * A filter of `keepsEvery` lists each item of the unfiltered list whose own field says it matches
 * (both read again once before judging, and an item judged only when it matched on both unfiltered
 * reads, in case it changed meanwhile): a filter that lists too few (nothing at all, say) fails
 * instead of passing as "not told apart".
 */
async function mustKeepEvery(
  c: CheckContext,
  ref: ListRef,
  base: Query,
  all: ListRead,
  k: FilterCase,
  listed: Set<string>,
  idOf: (x: Rec) => string,
  documented: string,
): Promise<void> {
  const left = (ids: Set<string>) => all.items.filter((x) => k.matches?.(x) === true && !ids.has(idOf(x))).map(idOf);
  if (!left(listed).length) return;
  const query = { ...base, ...(k.extra ?? {}), [k.param]: k.value };
  const again = await readList(c, ref, query, { documented });
  const now = await readList(c, ref, base, { documented });
  if (!again.complete || !now.complete) return;
  // Still there and still matching after the filtered read: an item that changed meanwhile is not judged.
  const still = new Set(now.items.filter((x) => k.matches?.(x) === true).map(idOf));
  const missing = left(new Set(again.items.map(idOf))).filter((x) => still.has(x));
  c.require(
    missing.length === 0,
    `${again.label} leaves out ${missing.slice(0, 3).join(", ")}${missing.length > 3 ? ` and ${missing.length - 3} more` : ""}, whose own \`${k.param}\` matches (each list read twice)`,
    `every item matching \`${k.param}=${k.value}\` is listed (${documented})`,
    again.first.exchange,
  );
}
