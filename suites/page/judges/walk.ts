/**
 * The judges of a keyset-paged list's pages (doc 2 Endpoints conventions "Keyset paging"; Limits;
 * Versioning: "end paging on a null cursor and fail if the server returns the cursor just sent").
 * The live rules (../limits.ts, ../walks.ts) walk a list themselves; the passive ones string the
 * recorded pages into walks (suites/traffic/memory/pages.ts: a page asked with a cursor follows the
 * page that answered it) and judge each page as it comes. `list` names the list in messages.
 */
import type { Finding } from "../../common/finding.ts";
import { eachPage, found, pass } from "../../traffic/judge.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** A page as the judges read it: its place in the walk, the cursor it was asked with and the one it answered. */
export interface PageSeen {
  /** 1-based. */
  number: number;
  sent: string | null;
  next: string | null;
}

/** Pages in a row bringing no new item, the last still answering a cursor, that make a walk one that does not end. */
export const STALLED = 10;

/** PAGE-LIMIT-RESPECTED: a page asked with `limit` holds `count` items. */
export function limitFinding(p: PageSeen, count: number, limit: number, list: string): Finding | null {
  if (count <= limit) return null;
  return {
    received: `${count} items on page ${p.number} of ${list} with limit ${limit}${p.sent === null ? "" : " (a page reached through a cursor)"}`,
    documented: "at most `limit` items on a page (doc 2 Endpoints conventions, Keyset paging)",
  };
}

/** PAGE-CURSOR-NOT-ECHOED: the page answered the very cursor it was asked with. */
export function echoFinding(p: PageSeen, list: string): Finding | null {
  if (p.sent === null || p.next !== p.sent) return null;
  return {
    received: `page ${p.number} of ${list} answered the very cursor it was asked with`,
    documented: "a client fails when the server returns the cursor just sent (doc 2 Versioning)",
  };
}

/**
 * PAGE-ENDS-NULL on the last page seen, `stalled` pages in a row (up to it) having brought no new
 * item: following the cursors never ends when a page answers the cursor it was sent, or when the
 * walk goes on answering cursors while STALLED pages in a row bring nothing new (empty pages with a
 * cursor are legal, "a page may be empty while a cursor is still set": a shorter run is not judged).
 */
export function endlessFinding(p: PageSeen, stalled: number, list: string): Finding | null {
  if (p.sent !== null && p.next === p.sent) {
    return {
      received: `page ${p.number} of ${list} answered the cursor it was sent, so following it never ends`,
      documented: "paging ends on a null cursor (doc 2 Versioning)",
    };
  }
  if (p.next === null || stalled < STALLED) return null;
  return {
    received: `no null cursor after ${p.number} pages of ${list}, the last ${STALLED} bringing no new item`,
    documented: "the page is followed until the cursor is null (doc 2 Endpoints conventions)",
  };
}

/** PAGE-NO-REPEAT: `count` items served twice, `first` of them (by `field`) on the pages `pages`. */
export function repeatFinding(
  count: number,
  field: string | null,
  first: { id: string; pages: number[] },
  list: string,
): Finding | null {
  if (!count) return null;
  return {
    received: `${count} item(s) served twice in ${list}, e.g. ${field ?? "item"} ${jsonText(first.id).slice(0, 120)} on pages ${first.pages.join(" and ")}`,
    documented: "keyset paging serves each item once (doc 2 Endpoints conventions)",
  };
}

/** How a recorded walk is named: the live rules name the list they chose. */
const WALK = "a walk";

export const limitJudge = eachPage("PAGE-LIMIT-RESPECTED", "no page holds more items than its limit", (page, x) => {
  if (page.limit === null) return [];
  const f = limitFinding(page, page.items.length, page.limit, WALK);
  return f ? [found(x, f)] : [pass(x, `${page.items.length} item(s) with limit ${page.limit}`)];
});

// Items are told apart by their id field, as the live rule does; a list whose items carry none is
// not judged (an item served twice cannot be told from two equal items).
export const noRepeatJudge = eachPage(
  "PAGE-NO-REPEAT",
  "no item is served twice across the pages of one walk",
  (page, x) => {
    if (page.identity.field === null || (page.prev === null && page.items.length === 0)) return [];
    const first = page.repeated[0];
    const f = first
      ? repeatFinding(
          page.repeated.length,
          page.identity.field,
          { id: first.id, pages: [first.firstPage, page.number] },
          WALK,
        )
      : null;
    if (!f) return [pass(x, `page ${page.number}: ${page.items.length} item(s), none served before`)];
    const evidence = [];
    for (let p = page.prev; p; p = p.prev) if (p.number === first.firstPage) evidence.push(p.x);
    return [found(x, f, { evidence: [...evidence, x] })];
  },
);

export const echoJudge = eachPage(
  "PAGE-CURSOR-NOT-ECHOED",
  "a page never answers the cursor it was asked with",
  (page, x) => {
    if (page.sent === null) return [];
    const f = echoFinding(page, WALK);
    return f ? [found(x, f)] : [pass(x, "a new cursor or none")];
  },
);

export const endsNullJudge = eachPage(
  "PAGE-ENDS-NULL",
  "following the cursors of a list ends on a null cursor",
  (page, x) => {
    const f = endlessFinding(page, page.stalled, WALK);
    // A stalled walk is failed once, at the page that shows it; every echoed cursor is.
    if (f && (page.stalled <= STALLED || page.next === page.sent)) return [found(x, f)];
    if (page.next === null && page.fromStart && !page.oddCursor)
      return [pass(x, `a walk of ${page.number} page(s) ended on a null cursor`)];
    return [];
  },
);
