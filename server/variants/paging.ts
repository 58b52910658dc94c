/**
 * Paging readings (doc 2 Endpoints conventions, Limits): the documents state `limit` 1-100 and
 * `cursor` 1-200 characters, that a walk follows the cursor until null, and that a page may be
 * empty while a cursor is still set. They do not state the default page size, what a cursor the
 * server never issued (or one of another list) means, nor the order of a service's tasks.
 */
import type { ServerLayer } from "../http/layer.ts";
import type { Sequenced } from "../state/paging.ts";

/** Whether an item lies beyond a position in the walk's direction. */
const beyond = (x: Sequenced, seq: number, newestFirst: boolean) => (newestFirst ? x.seq < seq : x.seq > seq);
export const variants = {
  "cursor-garbage-from-start": {
    description:
      "a cursor the server never issued (forged or unreadable) is read as no cursor: the list's first page, instead of a 400",
    clause: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING"],
    install: (layer: ServerLayer) =>
      layer.replace(
        "paging.unreadCursor",
        (before) => (problem) => (problem !== "foreign" ? "first page" : before(problem)),
      ),
  },
  "cursor-foreign-from-start": {
    description:
      "a cursor of another list (another filter, service or workspace) is read as no cursor: this list's first page, instead of a 400",
    clause: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING"],
    install: (layer: ServerLayer) =>
      layer.replace(
        "paging.unreadCursor",
        (before) => (problem) => (problem === "foreign" ? "first page" : before(problem)),
      ),
  },
  "page-default-limit-5": {
    description: "a keyset-paged list read without `limit` answers at most 5 items a page (the reference: 100)",
    clause: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING"],
    install: (layer: ServerLayer) => layer.replace("paging.defaultLimit", () => 5),
  },
  "page-empty-with-cursor": {
    description:
      "every page with items is followed by an empty page that still carries a cursor; the last page's cursor leads to an empty page with a null cursor",
    clause: ["D2-CONV-PAGING-EMPTY-PAGE", "D2-CONV-PAGING-FOLLOW"],
    // A page with items answers a gap cursor (the cursor encoded with the "gap" nonce); the gap
    // cursor's page is empty and answers a plain cursor at the same position, or null when nothing follows.
    install: (layer: ServerLayer) =>
      layer.replace("paging.page", (before) => (codec, all, req, opts) => {
        const at = req.cursor !== undefined ? codec.at(req.cursor, opts.list, opts.workspaceId) : undefined;
        if (at?.gap) {
          const follows = [...all].some((x) => beyond(x, at.seq, opts.newestFirst));
          return { items: [], nextCursor: follows ? codec.encode(opts.list, opts.workspaceId, at.seq) : null };
        }
        const page = before(codec, all, req, opts);
        const last = page.items[page.items.length - 1];
        return last ? { ...page, nextCursor: codec.encode(opts.list, opts.workspaceId, last.seq, "gap") } : page;
      }),
  },
  "page-first-empty": {
    description:
      "the first page of a non-empty keyset-paged list is empty and carries a cursor; the items start on the second page",
    clause: ["D2-CONV-PAGING-EMPTY-PAGE", "D2-CONV-PAGING-FOLLOW"],
    // The first page answers a cursor just before the walk's first item.
    install: (layer: ServerLayer) =>
      layer.replace("paging.page", (before) => (codec, all, req, opts) => {
        const items = [...all];
        if (req.cursor !== undefined || !items.length) return before(codec, items, req, opts);
        const seqs = items.map((x) => x.seq);
        const first = opts.newestFirst ? Math.max(...seqs) + 1 : Math.min(...seqs) - 1;
        return { items: [], nextCursor: codec.encode(opts.list, opts.workspaceId, first) };
      }),
  },
  "cursor-field-next": {
    description:
      "the lists whose cursor field name is not shown (jobs and the six debug lists) answer it as `next` (the reference: `nextCursor`)",
    clause: ["D2-CONV-PAGING-FOLLOW", "D2-CONV-PAGING-BOUNDS"],
    install: (layer: ServerLayer) =>
      layer.around("*", async (ctx, next) => {
        const reply = await next();
        if (!ctx.op.paging || ctx.op.paging.cursor || reply.kind !== "json") return reply;
        const { nextCursor, ...rest } = reply.body as Record<string, unknown>;
        return nextCursor === undefined ? reply : { ...reply, body: { ...rest, next: nextCursor } };
      }),
  },
  "tasks-newest-first": {
    description: "GET /services/{serviceId}/tasks lists the newest task first (the reference: oldest first)",
    clause: ["D2-TASKS-LIST-SUBTREE", "D2-CONV-PAGING-KEYSET"],
    install: (layer: ServerLayer) =>
      layer.replace(
        "tasks.listPage",
        (before) => (codec, all, req, opts) => before(codec, all, req, { ...opts, newestFirst: true }),
      ),
  },
  "since-exclusive": {
    description:
      "`since` (jobs, Kaizen entries, debug runs) keeps only items created strictly after it (the reference: at or after)",
    clause: ["D2-JOBS-LIST-FILTERS", "D2-KAIZEN-FILTERS", "D2-DEBUG-RUNS-SINCE-FILTER"],
    install: (layer: ServerLayer) => layer.replace("wire.sinceKeeps", () => "after"),
  },
} as const;
