/**
 * Operations whose rung a condition stated outside the contract's scope column raises: doc 2
 * Authentication 7, "Starting a task whose pipeline can park on a human decision requires a
 * `decide` key". Which pipeline a start uses, and whether it can park, is not in the exchange, so a
 * key below the raised rung refused `insufficient_scope` there is not judged: it may be that case.
 * A retry starts the run again, so it is read the same way (as the reference server reads it).
 */
import type { OperationId } from "../../../contract/operation-ids.ts";
import type { Scope } from "../../../lib/contract/types.ts";

export const RAISED_RUNG: Partial<Record<OperationId, Scope>> = {
  startTask: "decide",
  retryTask: "decide",
};

export function raisedRung(operationId: string): Scope | null {
  return Object.hasOwn(RAISED_RUNG, operationId) ? RAISED_RUNG[operationId as OperationId]! : null;
}
