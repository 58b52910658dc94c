/**
 * Walking a keyset-paged list by its cursor (doc 2 Endpoints conventions, "Keyset paging": the cursor
 * a page names is sent back as `cursor` until it is null; "a page may be empty while a cursor is still
 * set"), for what reads a list whole or looks for something in it: discovery, the setup of a rule, a
 * rule that judges the items. The walks that judge paging itself (the PAGE family's, the CONC race of
 * suites/conc/paging.ts) keep their own requests in view and do not use it. The cursor field is read
 * as `cursorKey` reads it (its name is not shown for most lists); every walk has a page bound.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { cursorKey, itemsOf } from "./list-shapes.ts";

export type Query = Record<string, string | number | boolean | undefined>;

/** One page of a walk, as the caller's `onPage` sees it. */
export interface Page<T> {
  reply: Reply<T>;
  /** The page's items as `itemsOf` reads them; null when no item array can be told apart. */
  items: unknown[] | null;
  /** 0 for the first page. */
  index: number;
}

/**
 * How a walk ended: the last page (no cursor), a cursor repeated (the one just sent: following it
 * would loop), a page that was not a 200, the caller's `onPage` asking to stop, or the page bound.
 */
export type WalkEnd = "last" | "repeated" | "refused" | "stopped" | "bound";

export interface WalkOptions {
  /** Sent on every page, beside the cursor (a `limit`, filters). */
  query?: Query;
  /** The key; the admin key when not given. */
  key?: string;
  /** Pages read at the most. */
  maxPages: number;
}

/**
 * GETs `path`, then each page the cursor names, handing every page to `onPage` (which may judge it,
 * collect its items, and stops the walk there by returning true, or a promise of true); at most
 * `maxPages` pages.
 */
export async function walkPages<T = Record<string, unknown>>(
  c: CheckContext,
  path: string,
  opts: WalkOptions,
  onPage: (page: Page<T>) => unknown,
): Promise<{ pages: number; end: WalkEnd }> {
  const op = c.t.index.match("GET", path.split("?")[0])?.operation ?? null;
  let cursor: string | undefined;
  for (let index = 0; index < opts.maxPages; index++) {
    const reply = await c.call<T>("GET", path, {
      key: opts.key ?? c.t.keys.admin,
      query: { ...opts.query, ...(cursor !== undefined ? { cursor } : {}) },
    });
    const pages = index + 1;
    if ((await onPage({ reply, items: itemsOf(op, reply.json), index })) === true) return { pages, end: "stopped" };
    if (reply.status !== 200) return { pages, end: "refused" };
    const key = op ? cursorKey(op, reply.json) : null;
    const next = key ? (reply.json as Record<string, unknown> | undefined)?.[key] : undefined;
    if (typeof next !== "string" || next.length === 0) return { pages, end: "last" };
    if (next === cursor) return { pages, end: "repeated" };
    cursor = next;
  }
  return { pages: opts.maxPages, end: "bound" };
}

/** Empty pages a discovery follows the cursor past before it takes a list as empty. */
export const EMPTY_PAGES = 5;

/**
 * A read of a list for discovery: on a keyset-paged list, the first page that holds items. "A page
 * may be empty while a cursor is still set" (doc 2 Endpoints conventions), so an empty page with a
 * cursor is followed, at most EMPTY_PAGES times, before the list counts as empty. Other reads, and
 * any answer but a 200 JSON page, come back as they are.
 */
export async function firstPageWithItems(
  c: CheckContext,
  path: string,
  opts: { query?: Query; key?: string } = {},
): Promise<Reply> {
  const paged = c.t.index.match("GET", path)?.operation.paging ?? null;
  const read: Reply[] = [];
  await walkPages(c, path, { ...opts, maxPages: paged ? EMPTY_PAGES + 1 : 1 }, ({ reply, items }) => {
    read.push(reply);
    return !reply.jsonOk || (items ?? []).length > 0;
  });
  return read[read.length - 1];
}
