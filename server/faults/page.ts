/**
 * Faults the PAGE family must catch (doc 2 Endpoints conventions "Keyset paging", Limits "List
 * paging", Versioning "end paging on a null cursor and fail if the server returns the cursor just
 * sent"). Injected in `server/state/paging.ts` (every paged list), the task list handler (the
 * offset cursor) and `server/state/effective-contract.ts` (the parameter bounds the deployment
 * enforces).
 */
export const faults = {
  "page-limit-plus-one": {
    family: "PAGE",
    description: "a page reached through a cursor holds limit+1 items (the first page is right)",
    rules: ["PAGE-LIMIT-RESPECTED"],
  },
  "page-repeat-last-item": {
    family: "PAGE",
    description: "the keyset comparison includes the cursor's own item: every followed page starts with the last item of the previous one",
    rules: ["PAGE-ENDS-NULL", "PAGE-NO-REPEAT", "PAGE-CURSOR-NOT-ECHOED", "PAGE-UNION", "PAGE-STABLE-UNDER-INSERT"],
  },
  "page-cursor-skips-one": {
    family: "PAGE",
    description: "off by one past the cursor: the first item after the cursor is never served",
    rules: ["PAGE-UNION", "PAGE-STABLE-UNDER-INSERT"],
  },
  "page-cursor-echoed": {
    family: "PAGE",
    description: "the last page reached through a cursor answers the cursor it was sent instead of null",
    rules: ["PAGE-ENDS-NULL", "PAGE-CURSOR-NOT-ECHOED", "PAGE-UNION", "PAGE-STABLE-UNDER-INSERT"],
  },
  "page-cursor-never-null": {
    family: "PAGE",
    description: "the last page carries a fresh cursor, and so does every empty page after it: the walk never ends",
    rules: ["PAGE-ENDS-NULL", "PAGE-UNION", "PAGE-STABLE-UNDER-INSERT"],
  },
  "page-newest-first-per-page": {
    family: "PAGE",
    description: "newest-first lists are newest first within each page only: the pages themselves run oldest to newest",
    rules: ["PAGE-NEWEST-FIRST"],
  },
  "page-limit-off-by-one": {
    family: "PAGE",
    description: "the limit bound is enforced as 1-101 (limit 101 is accepted and served)",
    rules: ["PAGE-LIMIT-BOUNDS"],
  },
  "page-empty-cursor-first-page": {
    family: "PAGE",
    description: "an empty cursor is read as no cursor: 200 with the first page",
    rules: ["PAGE-CURSOR-BOUNDS"],
  },
  "page-garbage-cursor-500": {
    family: "PAGE",
    description: "the cursor is parsed before its seal is checked: an unreadable cursor crashes the handler (500)",
    rules: ["PAGE-CURSOR-GARBAGE"],
  },
  "page-offset-cursor": {
    family: "PAGE",
    description: "the task list runs newest first behind an offset cursor: a task created during a walk shifts the later pages (an item is served twice)",
    rules: ["PAGE-STABLE-UNDER-INSERT"],
  },
} as const;
