/**
 * The one cursor walk (generators/calls/pages.ts): it follows the cursor the page names until the
 * last page, a cursor repeated, a page that is not a 200, the caller's word or the page bound, and
 * says which ended it; discovery's first page with items walks past empty pages only.
 */
import { describe, expect, it } from "vitest";
import { contractIndex } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { firstPageWithItems, walkPages } from "../calls/pages.ts";

const index = contractIndex();

/** A check context whose GET /kaizen/entries answers `pages` in turn, recording the cursors sent. */
function serving(pages: { status?: number; entries: unknown[]; nextCursor: string | null }[]) {
  const sent: (string | undefined)[] = [];
  const c = {
    t: { index, keys: { admin: "apk_admin.0123456789" } },
    call: async (_method: string, _path: string, opts: { query?: Record<string, unknown> }) => {
      sent.push(opts.query?.cursor as string | undefined);
      const page = pages[Math.min(sent.length - 1, pages.length - 1)];
      const json = { entries: page.entries, nextCursor: page.nextCursor };
      return { status: page.status ?? 200, json, jsonOk: true } as unknown as Reply;
    },
  } as unknown as CheckContext;
  return { c, sent };
}

const entry = (id: string) => ({ entryId: id });

describe("walkPages", () => {
  it("follows each cursor to the last page, handing every page over", async () => {
    const { c, sent } = serving([
      { entries: [entry("a")], nextCursor: "c1" },
      { entries: [], nextCursor: "c2" },
      { entries: [entry("b")], nextCursor: null },
    ]);
    const seen: unknown[] = [];
    const walk = await walkPages(c, "/kaizen/entries", { maxPages: 10 }, ({ items }) => {
      seen.push(...(items ?? []));
    });
    expect(walk).toEqual({ pages: 3, end: "last" });
    expect(sent).toEqual([undefined, "c1", "c2"]);
    expect(seen).toEqual([entry("a"), entry("b")]);
  });

  it("ends on a repeated cursor, a refused page, the caller's word or the bound", async () => {
    const loop = serving([
      { entries: [], nextCursor: "c1" },
      { entries: [], nextCursor: "c1" },
    ]);
    expect(await walkPages(loop.c, "/kaizen/entries", { maxPages: 10 }, () => undefined)).toEqual({
      pages: 2,
      end: "repeated",
    });
    const refused = serving([{ status: 400, entries: [], nextCursor: "c1" }]);
    expect(await walkPages(refused.c, "/kaizen/entries", { maxPages: 10 }, () => undefined)).toEqual({
      pages: 1,
      end: "refused",
    });
    const endless = serving(Array.from({ length: 9 }, (_, i) => ({ entries: [], nextCursor: `c${i + 1}` })));
    expect(await walkPages(endless.c, "/kaizen/entries", { maxPages: 4 }, () => undefined)).toEqual({
      pages: 4,
      end: "bound",
    });
    expect(await walkPages(endless.c, "/kaizen/entries", { maxPages: 4 }, ({ index: i }) => i === 1)).toEqual({
      pages: 2,
      end: "stopped",
    });
  });
});

describe("firstPageWithItems", () => {
  it("walks past empty pages to the first that holds items", async () => {
    const { c, sent } = serving([
      { entries: [], nextCursor: "c1" },
      { entries: [entry("a")], nextCursor: "c2" },
      { entries: [entry("b")], nextCursor: null },
    ]);
    const r = await firstPageWithItems(c, "/kaizen/entries");
    expect((r.json as { entries: unknown[] }).entries).toEqual([entry("a")]);
    expect(sent).toEqual([undefined, "c1"]);
  });
});
