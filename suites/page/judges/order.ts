/**
 * PAGE-NEWEST-FIRST's judge (doc 2 Debug /debug/runs, Jobs, Kaizen: "newest first", carried by the
 * contract as `x-order: newest-first`): across the pages of a walk, no item is newer than the one
 * served before it. "Newer" is read on `createdAt`; items without a numeric one are not judged. The
 * live rule (../order.ts) walks a list itself; passively, each recorded page is compared with the
 * last item its walk served before it and with itself.
 */
import type { Finding } from "../../common/finding.ts";
import { eachPage, found, pass } from "../../traffic/judge.ts";
import type { Page } from "../../traffic/memory/pages.ts";

export const STAMP = "createdAt";

/** An item as served: its stamp, its page and its 1-based place in the walk. */
export interface Served {
  at: number;
  page: number;
  index: number;
}

/** The stamp of an item, or null when it carries no numeric `createdAt`. */
export function stampOf(item: unknown): number | null {
  const v = (item as Record<string, unknown> | null)?.[STAMP];
  return typeof v === "number" ? v : null;
}

/** The first item served newer than the one before it (`at`: that item). */
export function newerFinding(served: readonly Served[]): (Finding & { at: Served }) | null {
  for (let i = 1; i < served.length; i++) {
    const [a, b] = [served[i - 1], served[i]];
    if (b.at <= a.at) continue;
    return {
      at: b,
      received: `item ${b.index} (page ${b.page}) has ${STAMP} ${b.at}, newer than item ${a.index} (page ${a.page}) at ${a.at}`,
      documented: "newest first across the whole list, so createdAt never increases from one item to the next",
    };
  }
  return null;
}

/** A page's items as served, after the last item an earlier page of its walk served; null when one has no stamp. */
function servedUpTo(page: Page): Served[] | null {
  let before = 0;
  let last: Served | null = null;
  for (let p = page.prev; p; p = p.prev) {
    if (!last && p.items.length) {
      const at = stampOf(p.items.at(-1));
      if (at === null) return null;
      last = { at, page: p.number, index: 0 };
    }
    before += p.items.length;
  }
  if (last) last.index = before;
  const out: Served[] = last ? [last] : [];
  for (const [i, item] of page.items.entries()) {
    const at = stampOf(item);
    if (at === null) return null;
    out.push({ at, page: page.number, index: before + i + 1 });
  }
  return out;
}

export const newestFirstJudge = eachPage(
  "PAGE-NEWEST-FIRST",
  "a list stated newest first serves non-increasing createdAt across its pages",
  (page, x) => {
    const served = page.items.length ? servedUpTo(page) : null;
    if (!served || served.length < 2) return [];
    const f = newerFinding(served);
    return f ? [found(x, f)] : [pass(x, `page ${page.number}: ${page.items.length} item(s) newest first`)];
  },
);
