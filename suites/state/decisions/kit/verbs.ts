/**
 * The STATE family's names for the decision routes: their coverage ids. The routes themselves, and
 * the kind each answers, are read from the contract in generators/calls/decision-routes.ts.
 */
import { verbsOf, type DecisionKind } from "../../../../generators/calls/decision-routes.ts";

/** The coverage ids of the routes answering `kind` (`verb:<operationId>`, suites/state/transitions.ts). */
export function verbIds(kind: DecisionKind): string[] {
  return verbsOf(kind).map((id) => `verb:${id}`);
}
