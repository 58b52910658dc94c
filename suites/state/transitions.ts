/** The transition table lives in the clause register (contract/clauses/transitions.ts); re-exported for the STATE family. */
export {
  TRANSITIONS,
  TRANSITION_IDS,
  type TransitionRow,
  type TransitionId,
} from "../../contract/clauses/transitions.ts";
