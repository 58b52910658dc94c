/**
 * Which requests a client may retry (doc 2 Versioning: "retry only idempotent requests"): those of
 * an idempotent HTTP method, and the operations whose endpoint row the contract states idempotent
 * (`POST /jobs/{id}/cancel`, `POST /repos/link`, `POST /tasks/{taskId}/dependencies`, …). A row that
 * says "not idempotent" (filing a follow-up item) is not.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import { IDEMPOTENT } from "../../lib/http/client.ts";

const STATED = /\bidempotent\b/i;
const DENIED = /\bnot idempotent\b/i;

export function isIdempotent(method: string, op: Operation | null): boolean {
  if (IDEMPOTENT.has(method.toUpperCase())) return true;
  const text = op?.raw.description ?? "";
  return STATED.test(text) && !DENIED.test(text);
}
