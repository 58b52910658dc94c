/** The 13 decision kinds, from the contract's common value sets (doc 1 Decisions). */
import { DECISION_KINDS } from "../../../contract/src/common.ts";

export type DecisionKind = (typeof DECISION_KINDS)[number];
export { DECISION_KINDS };
