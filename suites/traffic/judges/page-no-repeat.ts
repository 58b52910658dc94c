/**
 * PAGE-NO-REPEAT, passively: across the consecutive pages of one walk (each asked with the cursor
 * the one before answered), no item is served twice (doc 2 Endpoints conventions, Keyset paging).
 * Items are told apart by their id field, as the live rule does; a list whose items carry none is
 * not judged (an item served twice cannot be told from two equal items).
 */
import { describe, fail, pass, type Judge } from "../judge.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export const noRepeat: Judge = {
  rule: "PAGE-NO-REPEAT",
  judges: "no item is served twice across the pages of one walk",
  start: (t) => (x) => {
    const page = t.pages.pageOf(x);
    if (!page || page.identity.field === null || (page.prev === null && page.items.length === 0)) return [];
    if (!page.repeated.length) return [pass(x, `page ${page.number}: ${page.items.length} item(s), none served before`)];
    const first = page.repeated[0];
    const evidence = [];
    for (let p = page.prev; p; p = p.prev) if (p.number === first.firstPage) evidence.push(p.x);
    return [
      fail(
        x,
        `${page.repeated.length} item(s) served again on page ${page.number}, e.g. ${page.identity.field} ${jsonText(first.id).slice(0, 120)} first served on page ${first.firstPage} (${describe(x)})`,
        "keyset paging serves each item once (doc 2 Endpoints conventions)",
        { evidence: [...evidence, x] },
      ),
    ];
  },
};
