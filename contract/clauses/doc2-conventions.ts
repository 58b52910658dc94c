/** doc 2 Endpoints › Conventions. */
import { clause } from "./types.ts";

const S = "Endpoints › Conventions";

export const CONVENTIONS = [
  clause("D2-CONV-JSON", 2, S, "paths are relative to `{base_url}/api/v1`; bodies are JSON"),
  clause("D2-CONV-ERROR-ENVELOPE", 2, S, "every operation may also answer a 4XX or 5XX with the error envelope"),
  clause("D2-CONV-INTEGER-STRINGS", 2, S, "integer query parameters are sent as decimal digit strings"),
  clause(
    "D2-CONV-PAGING-BOUNDS",
    2,
    S,
    "list operations take `limit` (integer 1-100) and `cursor` (string 1-200 chars)",
  ),
  clause("D2-CONV-PAGING-FOLLOW", 2, S, "where a `nextCursor` is stated the page is followed until it is null"),
  clause(
    "D2-CONV-PAGING-FILLED",
    2,
    S,
    "list operations take `limit` (integer 1-100); a page may be empty while a cursor is still set",
    {
      fact: {
        key: "pagesFilled",
        why: "the documents let a page be short, even empty, while a cursor is set, so how full a page is belongs to the deployment: only where the config's facts say its pages hold the `limit` asked for while more remain must a page at the maximum hold that many",
      },
    },
  ),
  clause(
    "D2-CONV-PAGING-KEYSET",
    2,
    S,
    "list operations are keyset-paged: a walk serves each item once, and what a page answers is the position to continue from",
  ),
  clause("D2-CONV-PAGING-EMPTY-PAGE", 2, S, "a page may be empty while a cursor is still set", {
    uncheckable: "a permission, not a duty: the suite walks on past an empty page, and no answer breaks it",
  }),
  clause("D2-CONV-SCOPE-COLUMN", 2, S, "the scope column is the lowest scope that admits the operation"),
] as const;
