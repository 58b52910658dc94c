/**
 * Keyset paging (doc 2 Endpoints conventions, Limits). Every paged list is ordered by an insertion
 * sequence number; a cursor records the list it belongs to, the workspace and the last sequence
 * number served, sealed with an HMAC so that a forged, garbled or foreign cursor is refused with a
 * 400 rather than misread. New inserts get higher sequence numbers, so a newest-first walk that
 * started before them neither repeats nor skips what it already saw.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { invalid } from "./errors.ts";
import type { BehaviourLookup } from "./behaviours.ts";

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

/** Which list is paged: `list` names it with its filters, so a cursor of one list is refused by another. */
export interface PageOptions {
  list: string;
  workspaceId: string;
  /** Walks descending sequence numbers; otherwise ascending. */
  newestFirst: boolean;
  defaultLimit?: number;
}

declare module "./behaviours.ts" {
  interface Behaviours {
    /** doc 2 Endpoints conventions "Keyset paging", Limits "List paging": one page of a list. */
    "paging.page": <T extends Sequenced>(
      codec: CursorCodec,
      all: Iterable<T>,
      req: PageRequest,
      opts: PageOptions,
    ) => Page<T>;
    /** How many items a page holds when the request names no `limit` (given the list's own default). */
    "paging.defaultLimit": number;
    /** doc 2 Endpoints conventions: a cursor the server cannot read is refused 400 (not read as the first page). */
    "paging.unreadCursor": (problem: CursorProblem) => "refused" | "first page";
  }
}

/** Why a cursor was refused. */
export type CursorProblem = "forged" | "malformed" | "foreign";

class CursorRefused extends Error {
  constructor(
    readonly problem: CursorProblem,
    readonly refusal: Error,
  ) {
    super(refusal.message);
  }
}

export class CursorCodec {
  /**
   * `behaviour` is the server's lookup of the paging behaviours in force (server/http/layer.ts);
   * the documented paging by default.
   */
  constructor(
    private readonly key: Buffer,
    readonly behaviour: BehaviourLookup = (_name, documented) => documented,
  ) {}

  /**
   * The list (with its filters, which may be long) and the workspace travel as a short digest, so
   * a cursor stays well under the 200-character bound of doc 2 Limits whatever the filters are.
   * `nonce` makes an otherwise equal cursor differ ("gap": VARIANT page-empty-with-cursor).
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
   * The position a cursor stands for, or undefined for "the first page" (only a replaced
   * "paging.unreadCursor" answers that for a cursor that was sent).
   */
  position(cursor: string, list: string, workspaceId: string): number | undefined {
    return this.at(cursor, list, workspaceId)?.seq;
  }

  /** The position a cursor stands for and whether it is a gap cursor (encoded with the "gap" nonce). */
  at(cursor: string, list: string, workspaceId: string): { seq: number; gap: boolean } | undefined {
    try {
      return this.readAt(cursor, list, workspaceId);
    } catch (e) {
      if (!(e instanceof CursorRefused)) throw e;
      if (this.behaviour("paging.unreadCursor", () => "refused")(e.problem) === "first page") return undefined;
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
      throw new CursorRefused(
        "forged",
        invalid("cursor is not one this server issued", [{ path: "/query/cursor", message: "unknown cursor" }]),
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      throw new CursorRefused(
        "malformed",
        invalid("cursor is malformed", [{ path: "/query/cursor", message: "malformed cursor" }]),
      );
    }
    const [scope, seq, mark] = (Array.isArray(parsed) ? parsed : []) as [unknown, unknown, unknown];
    if (scope !== this.scope(list, workspaceId) || typeof seq !== "number" || !Number.isInteger(seq)) {
      throw new CursorRefused(
        "foreign",
        invalid("cursor belongs to another list", [{ path: "/query/cursor", message: "cursor of another list" }]),
      );
    }
    return { seq, gap: mark === "gap" };
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.key).update(payload).digest("base64url").slice(0, 22);
  }
}

/**
 * One page of `all` (any order: it is sorted here), as the paging behaviour in force pages it:
 * every keyset-paged list of the server goes through here.
 */
export function paginate<T extends Sequenced>(
  codec: CursorCodec,
  all: Iterable<T>,
  req: PageRequest,
  opts: PageOptions,
): Page<T> {
  return codec.behaviour("paging.page", keysetPage)(codec, all, req, opts);
}

/** The documented paging: items strictly beyond the cursor's position, at most `limit`; null cursor on the last page. */
export function keysetPage<T extends Sequenced>(
  codec: CursorCodec,
  all: Iterable<T>,
  req: PageRequest,
  opts: PageOptions,
): Page<T> {
  const limit = req.limit ?? codec.behaviour("paging.defaultLimit", opts.defaultLimit ?? 100);
  const cursor = req.cursor;
  const after = cursor !== undefined ? codec.at(cursor, opts.list, opts.workspaceId)?.seq : undefined;
  const descending = opts.newestFirst;
  const sorted = [...all].sort((a, b) => (descending ? b.seq - a.seq : a.seq - b.seq));
  const beyond = (x: T) => (descending ? x.seq < after! : x.seq > after!);
  const remaining = after === undefined ? sorted : sorted.filter(beyond);
  const items = remaining.slice(0, limit);
  const more = remaining.length > limit;
  const nextCursor = more ? codec.encode(opts.list, opts.workspaceId, items[items.length - 1].seq) : null;
  return { items, nextCursor };
}
