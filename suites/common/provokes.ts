/**
 * `Rule.provokes` in the families' words: the documented statuses a rule tries to bring about
 * (lib/coverage/). A rule lists only statuses its check sets out to produce and judges — a status it
 * merely tolerates on the way ("a 4XX with the envelope") is not one, or a run that never saw it
 * would blame the target for what the rule never asked of it.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { Provocation, Rule } from "../../lib/rules/types.ts";
import type { OperationId } from "../../contract/operation-ids.ts";

type Provokes = NonNullable<Rule["provokes"]>;

/** The operation's documented success status (an operation-scoped rule). */
export const provokesSuccess: Provokes = (op) => (op ? [{ operationId: op.operationId, status: op.status }] : []);

/** These statuses of the operation the rule is run for (an operation-scoped rule). */
export function provokesOwn(...statuses: number[]): Provokes {
  return (op: Operation | null) =>
    op ? statuses.map((status): Provocation => ({ operationId: op.operationId, status })) : [];
}

/** These (operation, status) pairs, whatever the rule is run for (a global rule names its operations). */
export function provokesOn(...pairs: readonly (readonly [OperationId, number])[]): Provokes {
  return () => pairs.map(([operationId, status]) => ({ operationId, status }));
}
