/**
 * Keyset paging (doc 2 Endpoints conventions, Limits). Every paged list is ordered by an insertion
 * sequence number; a cursor records the list it belongs to, the workspace and the last sequence
 * number served, sealed with an HMAC so that a forged, garbled or foreign cursor is refused with a
 * 400 rather than misread. New inserts get higher sequence numbers, so a newest-first walk that
 * started before them neither repeats nor skips what it already saw.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { invalid } from "../http/errors.ts";
import type { FaultName } from "../faults/index.ts";
import type { VariantName } from "../variants/index.ts";

export interface Sequenced {
  seq: number;
}

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Why a cursor was refused (the PAGE faults misread some of these instead of refusing). */
type CursorProblem = "forged" | "malformed" | "foreign";

class CursorRefused extends Error {
  constructor(readonly problem: CursorProblem, readonly refusal: Error) {
    super(refusal.message);
  }
}

export class CursorCodec {
  /**
   * `fault` tells whether a PAGE fault of the fault catalogue is switched on, `variant` whether a
   * paging reading of the variant catalogue is (server/variants/paging.ts); both off by default.
   */
  constructor(
    private readonly key: Buffer,
    readonly fault: (name: FaultName) => boolean = () => false,
    readonly variant: (name: VariantName) => boolean = () => false,
  ) {}

  /**
   * The list (with its filters, which may be long) and the workspace travel as a short digest, so
   * a cursor stays well under the 200-character bound of doc 2 Limits whatever the filters are.
   * `nonce` (only the page-cursor-never-null fault sets it) makes an otherwise equal cursor differ.
   */
  encode(list: string, workspaceId: string, lastSeq: number, nonce?: number | "gap"): string {
    const fields: unknown[] = [this.scope(list, workspaceId), lastSeq];
    if (nonce !== undefined) fields.push(nonce);
    const payload = Buffer.from(JSON.stringify(fields)).toString("base64url");
    return `${payload}.${this.sign(payload)}`;
  }

  private scope(list: string, workspaceId: string): string {
    return createHmac("sha256", this.key).update(`${workspaceId}\u0000${list}`).digest("base64url").slice(0, 16);
  }

  /** The last sequence number a cursor carries; throws a 400 envelope for anything not ours. */
  decode(cursor: string, list: string, workspaceId: string): number {
    try {
      return this.read(cursor, list, workspaceId);
    } catch (e) {
      throw e instanceof CursorRefused ? e.refusal : e;
    }
  }

  /**
   * The position a cursor stands for, or undefined for "the first page" (only a PAGE fault ever
   * answers that for a cursor that was sent).
   */
  position(cursor: string, list: string, workspaceId: string): number | undefined {
    return this.at(cursor, list, workspaceId)?.seq;
  }

  /** The position a cursor stands for and whether it is a gap cursor (VARIANT page-empty-with-cursor). */
  at(cursor: string, list: string, workspaceId: string): { seq: number; gap: boolean } | undefined {
    // FAULT page-garbage-cursor-500: the payload is parsed before the seal is checked, unguarded.
    if (this.fault("page-garbage-cursor-500")) JSON.parse(Buffer.from(cursor.slice(0, cursor.lastIndexOf(".")), "base64url").toString("utf8"));
    try {
      return this.readAt(cursor, list, workspaceId);
    } catch (e) {
      if (!(e instanceof CursorRefused)) throw e;
      // VARIANT cursor-garbage-from-start: a cursor the server never issued reads as no cursor.
      if (e.problem !== "foreign" && this.variant("cursor-garbage-from-start")) return undefined;
      // VARIANT cursor-foreign-from-start: a cursor of another list reads as no cursor.
      if (e.problem === "foreign" && this.variant("cursor-foreign-from-start")) return undefined;
      throw e.refusal;
    }
  }

  private read(cursor: string, list: string, workspaceId: string): number {
    return this.readAt(cursor, list, workspaceId).seq;
  }

  private readAt(cursor: string, list: string, workspaceId: string): { seq: number; gap: boolean } {
    const dot = cursor.lastIndexOf(".");
    const payload = cursor.slice(0, dot);
    const sig = cursor.slice(dot + 1);
    const expected = this.sign(payload);
    if (dot < 1 || sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      throw new CursorRefused("forged", invalid("cursor is not one this server issued", [{ path: "/query/cursor", message: "unknown cursor" }]));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      throw new CursorRefused("malformed", invalid("cursor is malformed", [{ path: "/query/cursor", message: "malformed cursor" }]));
    }
    const [scope, seq, mark] = (Array.isArray(parsed) ? parsed : []) as [unknown, unknown, unknown];
    if (scope !== this.scope(list, workspaceId) || typeof seq !== "number" || !Number.isInteger(seq)) {
      throw new CursorRefused("foreign", invalid("cursor belongs to another list", [{ path: "/query/cursor", message: "cursor of another list" }]));
    }
    return { seq, gap: mark === "gap" };
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.key).update(payload).digest("base64url").slice(0, 22);
  }
}

/** Distinguishes the cursors of the page-cursor-never-null fault. */
let neverNullNonce = 0;

/**
 * One page of `all` (any order: it is sorted here). `newestFirst` walks descending sequence
 * numbers; otherwise ascending. `list` names the list (with its filters) so a cursor of one list is
 * refused by another.
 */
export function paginate<T extends Sequenced>(
  codec: CursorCodec,
  all: Iterable<T>,
  req: PageRequest,
  opts: { list: string; workspaceId: string; newestFirst: boolean; defaultLimit?: number },
): Page<T> {
  const fault = codec.fault;
  // VARIANT page-default-limit-5: a read without `limit` gets 5 items a page.
  const limit = req.limit ?? (codec.variant("page-default-limit-5") ? 5 : (opts.defaultLimit ?? 100));
  // FAULT page-empty-cursor-first-page: an empty cursor (admitted by the widened contract) is no cursor.
  const cursor = req.cursor === "" && fault("page-empty-cursor-first-page") ? undefined : req.cursor;
  const at = cursor !== undefined ? codec.at(cursor, opts.list, opts.workspaceId) : undefined;
  const after = at?.seq;
  // VARIANT page-empty-with-cursor: a page with items answers a gap cursor; the gap cursor's page
  // is empty and answers a plain cursor at the same position, or null when nothing follows.
  const gaps = codec.variant("page-empty-with-cursor");
  // FAULT page-newest-first-per-page: the walk runs oldest first; each page is reversed for display.
  const perPage = opts.newestFirst && fault("page-newest-first-per-page");
  const descending = opts.newestFirst && !perPage;
  const sorted = [...all].sort((a, b) => (descending ? b.seq - a.seq : a.seq - b.seq));
  const beyond = (x: T) => (descending ? x.seq < after! : x.seq > after!);
  // FAULT page-repeat-last-item: the keyset comparison includes the cursor's own item.
  const kept = fault("page-repeat-last-item") ? (x: T) => x.seq === after || beyond(x) : beyond;
  // VARIANT page-first-empty: a walk's first page is empty and answers a cursor before the first item.
  if (cursor === undefined && sorted.length && codec.variant("page-first-empty")) {
    return { items: [], nextCursor: codec.encode(opts.list, opts.workspaceId, descending ? sorted[0].seq + 1 : sorted[0].seq - 1) };
  }
  let remaining = after === undefined ? sorted : sorted.filter(kept);
  // FAULT page-cursor-skips-one: off by one past the cursor.
  if (after !== undefined && fault("page-cursor-skips-one")) remaining = remaining.slice(1);
  // FAULT page-limit-plus-one: a page reached through a cursor holds one item too many.
  const size = after !== undefined && fault("page-limit-plus-one") ? limit + 1 : limit;
  if (gaps && at?.gap) return { items: [], nextCursor: remaining.length ? codec.encode(opts.list, opts.workspaceId, at.seq) : null };
  const items = remaining.slice(0, size);
  const more = remaining.length > size;
  let nextCursor = more ? codec.encode(opts.list, opts.workspaceId, items[items.length - 1].seq) : null;
  if (gaps && items.length) nextCursor = codec.encode(opts.list, opts.workspaceId, items[items.length - 1].seq, "gap");
  // FAULT page-cursor-echoed: the last page answers the cursor it was sent.
  if (nextCursor === null && cursor !== undefined && fault("page-cursor-echoed")) nextCursor = cursor;
  // FAULT page-cursor-never-null: the last page (and every empty page after it) carries a fresh cursor.
  if (nextCursor === null && fault("page-cursor-never-null")) {
    nextCursor = codec.encode(opts.list, opts.workspaceId, items.at(-1)?.seq ?? after ?? 0, ++neverNullNonce);
  }
  return { items: perPage ? items.reverse() : items, nextCursor };
}

/**
 * FAULT page-offset-cursor: the list newest first behind a cursor that counts items served so far
 * (an offset), so an insert at the head shifts every later page.
 */
export function offsetPaginate<T extends Sequenced>(
  codec: CursorCodec,
  all: Iterable<T>,
  req: PageRequest,
  opts: { list: string; workspaceId: string },
): Page<T> {
  const limit = req.limit ?? 100;
  const offset = req.cursor !== undefined ? codec.decode(req.cursor, opts.list, opts.workspaceId) : 0;
  const sorted = [...all].sort((a, b) => b.seq - a.seq);
  const items = sorted.slice(offset, offset + limit);
  return { items, nextCursor: offset + limit < sorted.length ? codec.encode(opts.list, opts.workspaceId, offset + limit) : null };
}
