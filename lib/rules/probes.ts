/**
 * Requests that address an operation without touching real data: path parameters are placeholder
 * ids no server holds (or the first value of a closed set), so a conforming server answers 404 or
 * refuses before it acts. Used by rules that care about how a request is refused or admitted, not
 * about what the operation does.
 */
import type { Operation } from "../contract/operations.ts";

export const PLACEHOLDER_ID = "conformance-probe-0";

export function probeParams(op: Operation): Record<string, string> {
  const params: Record<string, string> = {};
  for (const p of op.pathParams) {
    const values = p.schema.enum as string[] | undefined;
    params[p.name] = values?.[0] ?? PLACEHOLDER_ID;
  }
  return params;
}

/**
 * A body no operation accepts (the contract types every JSON body as an object), so an admitted
 * request is refused by validation and creates nothing, even on operations without path ids.
 */
export const UNACCEPTABLE_BODY = "[]";

/** A PUT addressed by an id the caller chooses creates what it names: a probe id would be created. */
export function putCreatesById(op: Operation): boolean {
  return op.method === "PUT" && op.pathParams.length > 0;
}

/** Operations whose request could alter data the suite did not create even when addressed by probes. */
export function probeCouldAlterForeignData(op: Operation): boolean {
  // DELETE without a path id removes the workspace's default webhook (doc 2 Webhooks): it is the
  // one operation a probe cannot make harmless.
  return op.method === "DELETE" && op.pathParams.length === 0;
}
