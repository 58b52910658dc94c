/**
 * The clause register: every normative statement of the two API documents, as data with a stable
 * id, gathered here from explicit lists (one file per part of the documents). Rules cite these ids;
 * `lib/rules/clauses.ts` joins rules to clauses and the report judges each clause.
 */
import { NOTATION } from "./doc1-notation.ts";
import { SHAPES } from "./doc1-shapes.ts";
import { PROSE } from "./doc1-prose.ts";
import { STATE_CLAUSES } from "./states.ts";
import { STATE_SETS } from "./doc1-state-sets.ts";
import { CONVENTIONS } from "./doc2-conventions.ts";
import { ROW_CLAUSES } from "./rows.ts";
import { NOTES } from "./notes/index.ts";
import { AUTHENTICATION } from "./doc2-authentication.ts";
import { EVENTS } from "./doc2-events.ts";
import { ERRORS } from "./doc2-errors.ts";
import { LIMITS } from "./doc2-limits.ts";
import { VERSIONING } from "./doc2-versioning.ts";
import type { Clause } from "./types.ts";

export type { Clause } from "./types.ts";

export const CLAUSES = [
  // doc 1: concept, resources and states
  ...NOTATION,
  ...SHAPES,
  ...PROSE,
  ...STATE_CLAUSES,
  ...STATE_SETS,
  // doc 2: endpoints, authentication, events, errors, limits, versioning
  ...CONVENTIONS,
  ...ROW_CLAUSES,
  ...NOTES,
  ...AUTHENTICATION,
  ...EVENTS,
  ...ERRORS,
  ...LIMITS,
  ...VERSIONING,
] as const;

export type ClauseId = (typeof CLAUSES)[number]["id"];

export const CLAUSE_BY_ID: ReadonlyMap<string, Clause> = new Map(CLAUSES.map((c) => [c.id, c]));

export function isClauseId(id: string): id is ClauseId {
  return CLAUSE_BY_ID.has(id);
}

export { rowClause } from "./rows.ts";
export { stateClause } from "./states.ts";
