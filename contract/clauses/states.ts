/**
 * doc 1 States and transitions: each row of the transition table (contract/clauses/transitions.ts)
 * is a clause `D1-STATE-<row id>`; STATE rules name the rows they drive (`transitions`), so they
 * cite these clauses without repeating them.
 */
import { TRANSITIONS, type TransitionId } from "./transitions.ts";
import type { Clause } from "./types.ts";

export type StateClauseId = `D1-STATE-${TransitionId}`;

export const STATE_CLAUSES: readonly (Clause & { id: StateClauseId })[] = TRANSITIONS.map((r) => ({
  id: `D1-STATE-${r.id}` as StateClauseId,
  doc: 1 as const,
  section: "States and transitions",
  statement: `${r.machine}: ${r.from} → ${r.trigger}${r.condition ? ` (${r.condition})` : ""} → ${r.next}${r.effects ? `; ${r.effects}` : ""}`,
}));

export function stateClause(row: TransitionId): StateClauseId {
  return `D1-STATE-${row}`;
}
