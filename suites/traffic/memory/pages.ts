/**
 * The pages of keyset-paged lists (doc 2 Endpoints conventions, "Keyset paging"), strung into walks:
 * a page asked without a cursor starts a walk; a page asked with a cursor continues the walk whose
 * page answered that cursor (the latest such page, so a client that re-reads a page branches).
 * One list is one operation with the same path parameters, the same query apart from `limit` and
 * `cursor`, and the same key. Item arrays, cursor fields and item identities are read as the live
 * PAGE rules read them (suites/common/discover.ts, suites/page/walk.ts).
 */
import { cursorKey, itemsKey, itemsOf } from "../../../generators/calls/list-shapes.ts";
import { identityOf, type Identity } from "../../page/walk.ts";
import { queryValue, type TrafficExchange } from "../exchange.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export interface Page {
  x: TrafficExchange;
  /** The cursor the page was asked with (null: the first page). */
  sent: string | null;
  /** The cursor it answered (null when null or absent). */
  next: string | null;
  /** The cursor field as answered, when it is neither a string nor null (the schema rules judge it). */
  oddCursor: boolean;
  items: unknown[];
  itemsKey: string;
  /** `limit` as asked, when it was a decimal integer. */
  limit: number | null;
  /** The page before it in its walk; null for a first page and for a page whose cursor no recorded page answered. */
  prev: Page | null;
  /** 1-based place in the walk (as far as the traffic shows it). */
  number: number;
  /** Whether the walk began with a page asked without a cursor. */
  fromStart: boolean;
  identity: Identity;
  /** Items already served by an earlier page of the walk (or twice on this one), each with the page it was first served on. */
  repeated: { id: string; firstPage: number }[];
  /** Items no earlier page of the walk served. */
  fresh: number;
  /** Pages in a row, up to this one, that brought no new item. */
  stalled: number;
}

/** Cursors remembered per traffic stream: enough for any walk a client makes, bounded for a long-running proxy. */
const REMEMBERED = 2_000;
/** Pages looked back along a walk for items served before. */
const LOOKBACK = 500;

export class PageChains {
  private readonly answered = new Map<string, Page>();
  private readonly byExchange = new WeakMap<TrafficExchange, Page>();

  /** Strings the page into its walk; returns it, or null when the exchange is not a readable page of a paged list. */
  add(x: TrafficExchange): Page | null {
    const op = x.operation;
    if (
      !op?.paging ||
      x.status !== op.status ||
      !x.jsonOk ||
      !x.json ||
      typeof x.json !== "object" ||
      Array.isArray(x.json)
    )
      return null;
    const items = itemsOf(op, x.json);
    const key = itemsKey(op, x.json);
    if (!items || !key) return null;
    const list = listOf(x);
    const sent = queryValue(x, "cursor") ?? null;
    const prev = sent === null ? null : (this.answered.get(`${list}\n${sent}`) ?? null);
    const field = cursorKey(op, x.json);
    const raw = field === null ? null : (x.json as Record<string, unknown>)[field];
    const next = typeof raw === "string" ? raw : null;
    const limitText = queryValue(x, "limit");
    const identity = prev && prev.identity.field !== null ? prev.identity : identityOf(key, items);
    const before = new Map<string, number>();
    let p = prev;
    for (let n = 0; p && n < LOOKBACK; p = p.prev, n++)
      for (const item of p.items) before.set(identity.of(item), p.number);
    const number = (prev?.number ?? 0) + 1;
    const repeated: Page["repeated"] = [];
    let fresh = 0;
    for (const item of items) {
      const id = identity.of(item);
      const first = before.get(id);
      if (first !== undefined) repeated.push({ id, firstPage: first });
      else {
        fresh += 1;
        before.set(id, number);
      }
    }
    const page: Page = {
      x,
      sent,
      next,
      oddCursor: raw !== undefined && raw !== null && typeof raw !== "string",
      items,
      itemsKey: key,
      limit: limitText !== undefined && /^\d+$/.test(limitText) ? Number(limitText) : null,
      prev,
      number,
      fromStart: prev ? prev.fromStart : sent === null,
      identity,
      repeated,
      fresh,
      stalled: fresh === 0 ? (prev?.stalled ?? 0) + 1 : 0,
    };
    if (next !== null) {
      const k = `${list}\n${next}`;
      this.answered.delete(k);
      this.answered.set(k, page);
      if (this.answered.size > REMEMBERED) this.answered.delete(this.answered.keys().next().value!);
    }
    this.byExchange.set(x, page);
    return page;
  }

  /** The page an exchange was, once added. */
  pageOf(x: TrafficExchange): Page | null {
    return this.byExchange.get(x) ?? null;
  }
}

/** One list: the operation, its path parameters, the query but `limit` and `cursor`, the key. */
function listOf(x: TrafficExchange): string {
  const query = Object.entries(x.query)
    .filter(([k]) => k !== "limit" && k !== "cursor")
    .sort(([a], [b]) => a.localeCompare(b));
  return jsonText([x.operation!.operationId, x.params, query, x.token]);
}
