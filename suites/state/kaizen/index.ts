/** STATE, Kaizen acknowledgement and the backlog filters (doc 2 Kaizen; doc 1 Kaizen entries). */
import type { Rule } from "../../../lib/rules/types.ts";
import { kaizenAcknowledge } from "./acknowledge.ts";
import { kaizenFilters } from "./filters.ts";
import { kaizenTaskDeleted } from "./task-deleted.ts";
import { kaizenEntryConsistent } from "./entry-consistent.ts";

export const kaizenRules: Rule[] = [
  // reads: any target
  kaizenFilters,
  kaizenTaskDeleted,
  kaizenEntryConsistent,
  // writes: only gradings the suite may touch
  kaizenAcknowledge,
];
