/**
 * Keyset paging (doc 2 Endpoints conventions, Limits). Every paged list is ordered by an insertion
 * sequence number; a cursor records the list it belongs to, the workspace and the last sequence
 * number served, sealed with an HMAC so that a forged, garbled or foreign cursor is refused with a
 * 400 rather than misread. New inserts get higher sequence numbers, so a newest-first walk that
 * started before them neither repeats nor skips what it already saw.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { invalid } from "../http/errors.ts";

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

export class CursorCodec {
  constructor(private readonly key: Buffer) {}

  /**
   * The list (with its filters, which may be long) and the workspace travel as a short digest, so
   * a cursor stays well under the 200-character bound of doc 2 Limits whatever the filters are.
   */
  encode(list: string, workspaceId: string, lastSeq: number): string {
    const payload = Buffer.from(JSON.stringify([this.scope(list, workspaceId), lastSeq])).toString("base64url");
    return `${payload}.${this.sign(payload)}`;
  }

  private scope(list: string, workspaceId: string): string {
    return createHmac("sha256", this.key).update(`${workspaceId}\u0000${list}`).digest("base64url").slice(0, 16);
  }

  /** The last sequence number a cursor carries; throws a 400 envelope for anything not ours. */
  decode(cursor: string, list: string, workspaceId: string): number {
    const dot = cursor.lastIndexOf(".");
    const payload = cursor.slice(0, dot);
    const sig = cursor.slice(dot + 1);
    const expected = this.sign(payload);
    if (dot < 1 || sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      throw invalid("cursor is not one this server issued", [{ path: "/query/cursor", message: "unknown cursor" }]);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      throw invalid("cursor is malformed", [{ path: "/query/cursor", message: "malformed cursor" }]);
    }
    const [scope, seq] = (Array.isArray(parsed) ? parsed : []) as [unknown, unknown];
    if (scope !== this.scope(list, workspaceId) || typeof seq !== "number" || !Number.isInteger(seq)) {
      throw invalid("cursor belongs to another list", [{ path: "/query/cursor", message: "cursor of another list" }]);
    }
    return seq;
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.key).update(payload).digest("base64url").slice(0, 22);
  }
}

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
  const limit = req.limit ?? opts.defaultLimit ?? 100;
  const after = req.cursor !== undefined ? codec.decode(req.cursor, opts.list, opts.workspaceId) : undefined;
  const sorted = [...all].sort((a, b) => (opts.newestFirst ? b.seq - a.seq : a.seq - b.seq));
  const remaining = after === undefined ? sorted : sorted.filter((x) => (opts.newestFirst ? x.seq < after : x.seq > after));
  const items = remaining.slice(0, limit);
  const more = remaining.length > limit;
  return { items, nextCursor: more ? codec.encode(opts.list, opts.workspaceId, items[items.length - 1].seq) : null };
}
