/**
 * PAGE: keyset paging (doc 2 Endpoints conventions "Keyset paging"; doc 2 Limits "List paging";
 * doc 2 Versioning "end paging on a null cursor and fail if the server returns the cursor just
 * sent"; the "newest first" notes of debug runs, jobs and Kaizen entries). Every rule applies to the
 * keyset-paged lists of the contract (`x-paging`); the walker (walk.ts) follows empty pages that
 * still carry a cursor, as the documents allow.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { limitBounds, limitRespected } from "./limits.ts";
import { limitMaxFilled, limitMaxHonoured } from "./limit-max.ts";
import { cursorNotEchoed, endsNull, noRepeat } from "./walks.ts";
import { cursorBounds, cursorGarbage } from "./cursors.ts";
import { newestFirst } from "./order.ts";
import { union } from "./union.ts";
import { stableUnderInsert } from "./insert.ts";
// list filters and stated orders (tasks, debug, Kaizen, notifications, webhooks, spend)
import { listFilterRules } from "./filters/index.ts";

export const rules: Rule[] = [
  // pages and limits
  limitRespected,
  limitBounds,
  limitMaxHonoured,
  limitMaxFilled,
  // following the cursors
  endsNull,
  noRepeat,
  cursorNotEchoed,
  // cursors the list did not just answer
  cursorBounds,
  cursorGarbage,
  // the whole list
  union,
  // order
  newestFirst,
  // on the suite's own data (standard)
  stableUnderInsert,
  // list filters and stated orders (tasks, debug, Kaizen, notifications, webhooks, spend)
  ...listFilterRules,
];
