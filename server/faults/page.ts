/**
 * Faults the PAGE family must catch (doc 2 Endpoints conventions "Keyset paging", Limits "List
 * paging", Versioning "end paging on a null cursor and fail if the server returns the cursor just
 * sent"). Most wrap the paging of every list (`paging.page`, server/state/paging.ts) around the
 * documented one; two widen the parameter bounds the deployment enforces (`contract.edits`).
 */
import type { JsonSchema, OpenApiDocument } from "../../lib/contract/types.ts";
import type { CursorCodec, Page, PageRequest, Sequenced } from "../state/paging.ts";
import type { FaultDef } from "./index.ts";

/** The page size a request asks for (the documented default when it names none). */
function limitOf(req: PageRequest, opts: { defaultLimit?: number }): number {
  return req.limit ?? opts.defaultLimit ?? 100;
}

export const faults = {
  "page-limit-plus-one": {
    family: "PAGE",
    description: "a page reached through a cursor holds limit+1 items (the first page is right)",
    rules: ["PAGE-LIMIT-RESPECTED"],
    install(layer) {
      layer.replace(
        "paging.page",
        (page) => (codec, all, req, opts) =>
          req.cursor === undefined
            ? page(codec, all, req, opts)
            : page(codec, all, { ...req, limit: limitOf(req, opts) + 1 }, opts),
      );
    },
  },
  "page-repeat-last-item": {
    family: "PAGE",
    description:
      "the keyset comparison includes the cursor's own item: every followed page starts with the last item of the previous one",
    rules: ["PAGE-ENDS-NULL", "PAGE-NO-REPEAT", "PAGE-CURSOR-NOT-ECHOED", "PAGE-UNION", "PAGE-STABLE-UNDER-INSERT"],
    install(layer) {
      // Reading from one position earlier (sequence numbers are integers) takes the cursor's own item in.
      layer.replace("paging.page", (page) => (codec, all, req, opts) => {
        const at = req.cursor === undefined ? undefined : codec.position(req.cursor, opts.list, opts.workspaceId);
        if (at === undefined) return page(codec, all, req, opts);
        const earlier = codec.encode(opts.list, opts.workspaceId, opts.newestFirst ? at + 1 : at - 1);
        return page(codec, all, { ...req, cursor: earlier }, opts);
      });
    },
  },
  "page-cursor-skips-one": {
    family: "PAGE",
    description: "off by one past the cursor: the first item after the cursor is never served",
    rules: ["PAGE-UNION", "PAGE-STABLE-UNDER-INSERT"],
    install(layer) {
      // One item more is read past the cursor and the first of them dropped.
      layer.replace("paging.page", (page) => (codec, all, req, opts) => {
        if (req.cursor === undefined) return page(codec, all, req, opts);
        const read = page(codec, all, { ...req, limit: limitOf(req, opts) + 1 }, opts);
        return { items: read.items.slice(1), nextCursor: read.nextCursor };
      });
    },
  },
  "page-cursor-echoed": {
    family: "PAGE",
    description: "the last page reached through a cursor answers the cursor it was sent instead of null",
    rules: ["PAGE-ENDS-NULL", "PAGE-CURSOR-NOT-ECHOED", "PAGE-UNION", "PAGE-STABLE-UNDER-INSERT"],
    install(layer) {
      layer.replace("paging.page", (page) => (codec, all, req, opts) => {
        const served = page(codec, all, req, opts);
        return served.nextCursor === null && req.cursor !== undefined ? { ...served, nextCursor: req.cursor } : served;
      });
    },
  },
  "page-cursor-never-null": {
    family: "PAGE",
    description: "the last page carries a fresh cursor, and so does every empty page after it: the walk never ends",
    rules: ["PAGE-ENDS-NULL", "PAGE-UNION", "PAGE-STABLE-UNDER-INSERT"],
    install(layer) {
      // Distinguishes this server's fresh cursors, so no two are equal.
      let nonce = 0;
      layer.replace("paging.page", (page) => (codec, all, req, opts) => {
        const served = page(codec, all, req, opts);
        if (served.nextCursor !== null) return served;
        const after = req.cursor === undefined ? undefined : codec.position(req.cursor, opts.list, opts.workspaceId);
        return {
          ...served,
          nextCursor: codec.encode(opts.list, opts.workspaceId, served.items.at(-1)?.seq ?? after ?? 0, ++nonce),
        };
      });
    },
  },
  "page-newest-first-per-page": {
    family: "PAGE",
    description: "newest-first lists are newest first within each page only: the pages themselves run oldest to newest",
    rules: ["PAGE-NEWEST-FIRST"],
    install(layer) {
      // The walk runs oldest first; each page is reversed for display.
      layer.replace("paging.page", (page) => (codec, all, req, opts) => {
        if (!opts.newestFirst) return page(codec, all, req, opts);
        const served = page(codec, all, req, { ...opts, newestFirst: false });
        return { ...served, items: [...served.items].reverse() };
      });
    },
  },
  "page-limit-off-by-one": {
    family: "PAGE",
    description: "the limit bound is enforced as 1-101 (limit 101 is accepted and served)",
    rules: ["PAGE-LIMIT-BOUNDS"],
    install(layer) {
      layer.replace("contract.edits", (edits) => [...edits, (doc) => widenPaging(doc, "limit", { maximum: 101 })]);
    },
  },
  "page-empty-cursor-first-page": {
    family: "PAGE",
    description: "an empty cursor is read as no cursor: 200 with the first page",
    rules: ["PAGE-CURSOR-BOUNDS"],
    install(layer) {
      layer.replace("contract.edits", (edits) => [...edits, (doc) => widenPaging(doc, "cursor", { minLength: 0 })]);
      layer.replace(
        "paging.page",
        (page) => (codec, all, req, opts) =>
          page(codec, all, req.cursor === "" ? { ...req, cursor: undefined } : req, opts),
      );
    },
  },
  "page-garbage-cursor-500": {
    family: "PAGE",
    description: "the cursor is parsed before its seal is checked: an unreadable cursor crashes the handler (500)",
    rules: ["PAGE-CURSOR-GARBAGE"],
    install(layer) {
      layer.replace("paging.page", (page) => (codec, all, req, opts) => {
        // The payload is parsed before the seal is checked, unguarded: garbage throws.
        if (req.cursor !== undefined)
          JSON.parse(Buffer.from(req.cursor.slice(0, req.cursor.lastIndexOf(".")), "base64url").toString("utf8"));
        return page(codec, all, req, opts);
      });
    },
  },
  "page-query-undecoded": {
    family: "PAGE",
    description:
      "query values reach the handlers still percent-encoded: `contains=%5Bplan%5D` searches for the text `%5Bplan%5D`, not `[plan]`",
    rules: ["PAGE-FILTER-DEBUG-LLM-CALLS"],
    install(layer) {
      // The documented parse decoded them; encoding again every character a client must encode undoes it.
      layer.replace("http.checkParameters", (check) => (op, raw) => {
        const query: typeof raw.query = Object.create(null);
        for (const [name, v] of Object.entries(raw.query)) query[name] = Array.isArray(v) ? v.map(encoded) : encoded(v);
        return check(op, { ...raw, query });
      });
    },
  },
  "page-offset-cursor": {
    family: "PAGE",
    description:
      "the task list runs newest first behind an offset cursor: a task created during a walk shifts the later pages (an item is served twice)",
    rules: ["PAGE-STABLE-UNDER-INSERT"],
    install(layer) {
      layer.replace("tasks.listPage", () => offsetPaginate);
    },
  },
} as const satisfies Record<string, FaultDef>;

/** `page-limit-off-by-one`, `page-empty-cursor-first-page`: a paging parameter of every keyset-paged list, widened. */
function widenPaging(doc: OpenApiDocument, name: "limit" | "cursor", widened: JsonSchema): void {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as {
      "x-paging"?: unknown;
      parameters?: { name: string; in: string; schema?: JsonSchema }[];
    }[]) {
      if (!op || typeof op !== "object" || !op["x-paging"]) continue;
      for (const p of op.parameters ?? [])
        if (p.in === "query" && p.schema && p.name === name) p.schema = { ...p.schema, ...widened };
    }
  }
}

/**
 * `page-offset-cursor`: the list newest first behind a cursor that counts items served so far (an
 * offset), so an insert at the head shifts every later page; `race-task-page-offset` (races.ts) keeps
 * the server's own order (`newestFirst` false), where a deletion before the cursor shifts them back.
 */
export function offsetPaginate<T extends Sequenced>(
  codec: CursorCodec,
  all: Iterable<T>,
  req: PageRequest,
  opts: { list: string; workspaceId: string; newestFirst?: boolean },
  newestFirst = true,
): Page<T> {
  const limit = req.limit ?? 100;
  const offset = req.cursor !== undefined ? codec.decode(req.cursor, opts.list, opts.workspaceId) : 0;
  const sorted = [...all].sort((a, b) => (newestFirst ? b.seq - a.seq : a.seq - b.seq));
  const items = sorted.slice(offset, offset + limit);
  return {
    items,
    nextCursor: offset + limit < sorted.length ? codec.encode(opts.list, opts.workspaceId, offset + limit) : null,
  };
}

/** `page-query-undecoded`: a value as it went over the wire, every character but `A-Za-z0-9*-._` and the space percent-encoded. */
function encoded(v: string): string {
  return v.replace(/[^A-Za-z0-9*\-._ ]/gu, (ch) => encodeURIComponent(ch));
}
