/**
 * PAGE-LIMIT-RESPECTED, passively: no page of a keyset-paged list holds more items than the `limit`
 * it was asked with, first pages and pages reached through a cursor alike (doc 2 Endpoints
 * conventions, Keyset paging; Limits). A page asked without `limit` is not judged: the default is
 * not shown.
 */
import { describe, fail, pass, type Judge } from "../judge.ts";

export const limitRespected: Judge = {
  rule: "PAGE-LIMIT-RESPECTED",
  judges: "no page holds more items than its limit",
  start: (t) => (x) => {
    const page = t.pages.pageOf(x);
    if (!page || page.limit === null) return [];
    if (page.items.length <= page.limit) return [pass(x, `${page.items.length} item(s) with limit ${page.limit}`)];
    return [
      fail(
        x,
        `${page.items.length} items on page ${page.number} of a walk with limit ${page.limit}${page.sent === null ? "" : " (a page reached through a cursor)"} (${describe(x)})`,
        "at most `limit` items on a page (doc 2 Endpoints conventions, Keyset paging)",
      ),
    ];
  },
};
