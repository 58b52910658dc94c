/**
 * What one check claims of the shared workspace state (locks.ts), from its rule's data and the
 * contract: an exclusive rule the whole workspace; any other a share of it, its rule's own names,
 * and the singleton resource its operation writes (a PUT, PATCH or DELETE on a path without ids,
 * such as the unnamed default webhook: two checks changing it at once would each see the other's
 * change).
 */
import type { Operation, OperationIndex } from "../contract/operations.ts";
import type { Rule } from "../rules/types.ts";
import { WHOLE_WORKSPACE, type Claim } from "./locks.ts";

const WRITES = new Set(["PUT", "PATCH", "DELETE"]);

/** The paths of the contract's singleton resources: no path parameter, and a write on them. */
export function singletonPaths(index: OperationIndex): Set<string> {
  return new Set(index.all.filter((op) => !op.path.includes("{") && WRITES.has(op.method)).map((op) => op.path));
}

export function claimOf(rule: Rule, op: Operation | null, singletons: ReadonlySet<string>): Claim {
  if (rule.exclusive) return { reads: [], writes: [WHOLE_WORKSPACE] };
  const own = rule.shares?.(op) ?? {};
  const writes = new Set(own.writes ?? []);
  if (op && WRITES.has(op.method) && singletons.has(op.path)) writes.add(op.path);
  const reads = new Set([WHOLE_WORKSPACE, ...(own.reads ?? [])].filter((n) => !writes.has(n)));
  return { reads: [...reads], writes: [...writes] };
}
