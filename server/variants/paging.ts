/**
 * Paging readings (doc 2 Endpoints conventions, Limits): the documents state `limit` 1-100 and
 * `cursor` 1-200 characters, that a walk follows the cursor until null, and that a page may be
 * empty while a cursor is still set. They do not state the default page size, what a cursor the
 * server never issued (or one of another list) means, nor the order of a service's tasks.
 */
export const variants = {
  "cursor-garbage-from-start": {
    description:
      "a cursor the server never issued (forged or unreadable) is read as no cursor: the list's first page, instead of a 400",
    clause: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING"],
  },
  "cursor-foreign-from-start": {
    description:
      "a cursor of another list (another filter, service or workspace) is read as no cursor: this list's first page, instead of a 400",
    clause: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING"],
  },
  "page-default-limit-5": {
    description: "a keyset-paged list read without `limit` answers at most 5 items a page (the reference: 100)",
    clause: ["D2-CONV-PAGING-BOUNDS", "D2-LIMITS-PAGING"],
  },
  "page-empty-with-cursor": {
    description:
      "every page with items is followed by an empty page that still carries a cursor; the last page's cursor leads to an empty page with a null cursor",
    clause: ["D2-CONV-PAGING-EMPTY-PAGE", "D2-CONV-PAGING-FOLLOW"],
  },
  "page-first-empty": {
    description:
      "the first page of a non-empty keyset-paged list is empty and carries a cursor; the items start on the second page",
    clause: ["D2-CONV-PAGING-EMPTY-PAGE", "D2-CONV-PAGING-FOLLOW"],
  },
  "cursor-field-next": {
    description:
      "the lists whose cursor field name is not shown (jobs and the six debug lists) answer it as `next` (the reference: `nextCursor`)",
    clause: ["D2-CONV-PAGING-FOLLOW", "D2-CONV-PAGING-BOUNDS"],
  },
  "tasks-newest-first": {
    description: "GET /services/{serviceId}/tasks lists the newest task first (the reference: oldest first)",
    clause: ["D2-TASKS-LIST-SUBTREE", "D2-CONV-PAGING-KEYSET"],
  },
  "since-exclusive": {
    description:
      "`since` (jobs, Kaizen entries, debug runs) keeps only items created strictly after it (the reference: at or after)",
    clause: ["D2-JOBS-LIST-FILTERS", "D2-KAIZEN-FILTERS", "D2-DEBUG-RUNS-SINCE-FILTER"],
  },
} as const;
