/**
 * Walking a keyset-paged list as the documents ask a client to (doc 2 Endpoints conventions
 * "Keyset paging": the page is followed until the cursor is null; doc 2 Versioning: "end paging on
 * a null cursor and fail if the server returns the cursor just sent").
 *
 * The walker only records; the rules judge. It stops on a null or absent cursor, on the cursor
 * just sent coming back (following it would loop), or at a page bound. An empty page with a cursor
 * is legal ("A page may be empty while a cursor is still set"): the walker follows it like any
 * other. That tolerance lives here and is not a rule of its own, since no server could fail it.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { CURSOR_READING, cursorKey, itemsOf } from "../../generators/calls/list-shapes.ts";
import type { ListTarget } from "./lists.ts";
import { jsonText } from "../../lib/json/safe.ts";

export interface PageRecord {
  /** The cursor this page was asked with (null for the first page). */
  sent: string | null;
  items: unknown[];
  /** The cursor the page answered (null when null or absent). */
  next: string | null;
  reply: Reply;
}

export interface Walk {
  limit: number;
  pages: PageRecord[];
  /** Every item of every page, in the order served. */
  items: unknown[];
  /** `null`: ended on a null/absent cursor; `echo`: the cursor just sent came back; `bound`: `maxPages` reached. */
  end: "null" | "echo" | "bound";
  /** The item array's name (stated, or discovered on the first page). */
  itemsKey: string;
}

export interface WalkOptions {
  limit: number;
  maxPages: number;
  /** Runs before every page after the first (the insert-during-a-walk rule creates items here). */
  between?: (pageIndex: number) => Promise<void>;
}

/** Pages a walk may take before it counts as not ending (doc 2 Versioning asks clients to bound). */
export const ENDLESS_BOUND = 200;
/** Pages the other walking rules look at. */
export const WALK_BOUND = 50;

export function describeList(t: ListTarget): string {
  return `${t.op.method} ${t.path}`;
}

export async function walk(c: CheckContext, t: ListTarget, o: WalkOptions): Promise<Walk> {
  const pages: PageRecord[] = [];
  const items: unknown[] = [];
  let itemsKey: string | null = null;
  let cursor: string | null = null;
  for (let i = 0; i < o.maxPages; i++) {
    if (i > 0 && o.between) await o.between(i);
    const r = await c.callOp(t.op, {
      params: t.params,
      query: cursor === null ? { limit: o.limit } : { limit: o.limit, cursor },
    });
    c.require(
      r.status === 200,
      `${r.status} for ${describeList(t)} with limit ${o.limit}${cursor === null ? "" : ` and the cursor the previous page answered`}`,
      cursor === null
        ? `${t.op.status} for a list read with limit in 1-100 (doc 2 Endpoints)`
        : "200: a cursor the server answered is followed until it is null (doc 2 Endpoints conventions, Keyset paging)",
      r.exchange,
    );
    const body = r.json as Record<string, unknown> | undefined;
    let pageItems: unknown[] | null;
    if (itemsKey === null) {
      pageItems = itemsOf(t.op, body);
      if (!pageItems) {
        c.notExercised(
          `the item array of ${describeList(t)} cannot be told apart (the documents leave its name unshown); keys: ${Object.keys(body ?? {}).join(", ")}`,
        );
      }
      itemsKey = Object.entries(body!).find(([, v]) => v === pageItems)![0];
    } else {
      const v = body?.[itemsKey];
      if (t.op.paging?.items) {
        c.require(
          Array.isArray(v),
          `page ${i + 1} has no array \`${itemsKey}\``,
          `every page of the list carries its item array \`${itemsKey}\` (doc 1: the list shape names it)`,
          r.exchange,
        );
      } else if (v !== undefined && v !== null && !Array.isArray(v)) {
        // The body is `object*` (its fields are not shown): a page that holds something else there cannot be read.
        c.notExercised(
          `page ${i + 1} of ${describeList(t)} holds ${jsonText(v).slice(0, 80)} under \`${itemsKey}\`, where the first page held the item array (the body's fields are not shown)`,
          r.exchange,
        );
      }
      // An unshown body that leaves the array out (or null) on a page is read as an empty page.
      pageItems = Array.isArray(v) ? (v as unknown[]) : [];
    }
    const next = cursorOf(c, t, body, r, pageItems.length >= o.limit);
    pages.push({ sent: cursor, items: pageItems, next, reply: r });
    for (const x of pageItems) items.push(x);
    if (next === null) return { limit: o.limit, pages, items, end: "null", itemsKey };
    if (next === cursor) return { limit: o.limit, pages, items, end: "echo", itemsKey };
    cursor = next;
  }
  return { limit: o.limit, pages, items, end: "bound", itemsKey: itemsKey ?? "" };
}

/**
 * The cursor a page answered: null when null or absent; anything but a string or null fails. Where
 * the cursor's name is not shown and no field reads as one, a full page cannot tell an ended list
 * from one whose cursor went unrecognised: the walk is then not exercised, naming its reading.
 */
function cursorOf(
  c: CheckContext,
  t: ListTarget,
  body: Record<string, unknown> | undefined,
  r: Reply,
  full: boolean,
): string | null {
  const key = cursorKey(t.op, body);
  if (key === null && full && !t.op.paging?.cursor) {
    c.notExercised(
      `the cursor field of ${describeList(t)} cannot be told apart (its name is not shown; read as ${CURSOR_READING}); keys: ${Object.keys(body ?? {}).join(", ")}`,
    );
  }
  if (key === null) return null;
  const v = body?.[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== "string" && !t.op.paging?.cursor) {
    // Only the cursor fields of tasks and Kaizen entries are shown (`nextCursor` string|null).
    c.notExercised(
      `the field \`${key}\` of ${describeList(t)} read as its cursor holds ${jsonText(v).slice(0, 80)}, not a string (its name and type are not shown)`,
      r.exchange,
    );
  }
  c.require(
    typeof v === "string",
    `cursor \`${key}\` = ${jsonText(v)}`,
    "a cursor is a string: `nextCursor` string|null (doc 1 PublicTaskList, PublicKaizenEntryList)",
    r.exchange,
  );
  return v as string;
}

/**
 * How items are told apart: by their id field — the string field whose name ends in `Id` (or is
 * `id`) and names the item (`tasks` → `taskId`, `entries` → `entryId`); when several fields
 * qualify and none names the item, the one with the most distinct values; when none qualifies, by
 * the whole item.
 */
export interface Identity {
  field: string | null;
  of: (item: unknown) => string;
}

export function identityOf(itemsKey: string, items: unknown[]): Identity {
  const recs = items.filter((x): x is Record<string, unknown> => x !== null && typeof x === "object");
  const names = recs.length ? Object.keys(recs[0]).filter((k) => /^id$|Id$/.test(k)) : [];
  const stem = singular(itemsKey).toLowerCase();
  const naming = (k: string) => k === "id" || k.toLowerCase() === `${stem}id`;
  // A field that does not name the item (`jobId` on tool calls) may be shared by several items: it
  // tells items apart only when no two of them hold the same value (else the whole item does).
  const candidates = names.filter(
    (k) =>
      recs.every((r) => typeof r[k] === "string" && (r[k] as string).length > 0) &&
      (naming(k) || new Set(recs.map((r) => r[k])).size === recs.length),
  );
  let field = candidates.find((k) => k.toLowerCase() === `${stem}id`) ?? candidates.find((k) => k === "id") ?? null;
  if (!field && candidates.length) {
    const distinct = candidates
      .map((k) => [k, new Set(recs.map((r) => r[k])).size] as const)
      .sort((a, b) => b[1] - a[1]);
    if (distinct.length === 1 || distinct[0][1] > distinct[1][1]) field = distinct[0][0];
  }
  const f = field;
  return {
    field: f,
    of: (item) => (f ? String((item as Record<string, unknown>)[f]) : jsonText(item)),
  };
}

function singular(name: string): string {
  if (/ies$/.test(name)) return `${name.slice(0, -3)}y`;
  if (/s$/.test(name)) return name.slice(0, -1);
  return name;
}

/** Ids served more than once, each with the pages (1-based) it was served on. */
export function repeats(w: Walk, id: Identity): { id: string; pages: number[] }[] {
  const seen = new Map<string, number[]>();
  w.pages.forEach((p, i) => {
    for (const item of p.items) {
      const k = id.of(item);
      seen.set(k, [...(seen.get(k) ?? []), i + 1]);
    }
  });
  return [...seen].filter(([, ps]) => ps.length > 1).map(([k, ps]) => ({ id: k, pages: ps }));
}

/** A limit that spreads `size` items over about four pages (100 for lists too long to size). */
export function smallLimit(size: number): number {
  return size >= 100 ? 100 : Math.max(1, Math.ceil(size / 4));
}

/** The list as the walk saw it, for messages: "3 pages (2, 2, 1 items)". */
export function shape(w: Walk): string {
  return `${w.pages.length} page(s) of ${w.pages.map((p) => p.items.length).join(", ")} item(s) with limit ${w.limit}`;
}
