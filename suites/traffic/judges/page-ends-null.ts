/**
 * PAGE-ENDS-NULL, passively: following the cursors of a list ends on a null or absent cursor (doc 2
 * Endpoints conventions: "the page is followed until it is null"; Versioning: "end paging on a null
 * cursor"). A walk seen to end on null passes. It fails when a page answers the cursor it was sent
 * (following it never ends), or when the walk goes on answering cursors while STALLED pages in a row
 * bring no new item — the live rule's reading of a walk that does not end (suites/page/walks.ts: its
 * last ten pages bring nothing new). Empty pages with a cursor are legal ("A page may be empty while
 * a cursor is still set"): a shorter run of them is not judged.
 */
import { describe, fail, pass, type Judge } from "../judge.ts";

/** Pages in a row bringing no new item, still answering a cursor, that make a walk one that does not end. */
export const STALLED = 10;

export const endsNull: Judge = {
  rule: "PAGE-ENDS-NULL",
  judges: "following the cursors of a list ends on a null cursor",
  start: (t) => (x) => {
    const page = t.pages.pageOf(x);
    if (!page) return [];
    if (page.sent !== null && page.next === page.sent) {
      return [fail(x, `page ${page.number} answered the cursor it was sent, so following it never ends (${describe(x)})`, "paging ends on a null cursor (doc 2 Versioning)")];
    }
    if (page.next !== null && page.stalled === STALLED) {
      return [
        fail(
          x,
          `${STALLED} pages in a row bringing no new item, the last still answering a cursor (page ${page.number} of the walk, ${describe(x)})`,
          "the page is followed until the cursor is null (doc 2 Endpoints conventions)",
        ),
      ];
    }
    if (page.next === null && page.fromStart && !page.oddCursor) return [pass(x, `a walk of ${page.number} page(s) ended on a null cursor`)];
    return [];
  },
};
