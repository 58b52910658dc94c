/**
 * The cursor of a paged answer. Tasks and Kaizen entries state `nextCursor`; the other lists leave
 * the name unshown (doc 2 Endpoints, Conventions): the reference answers `nextCursor`, and `next`
 * under the variant cursor-field-next.
 */
import type { Operation } from "../../lib/contract/operations.ts";

export function cursorField(op: Operation, body: unknown): string | null {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const names = op.paging?.cursor ? [op.paging.cursor] : ["nextCursor", "next"];
  return names.find((n) => Object.hasOwn(body, n)) ?? null;
}

/** The answered cursor: a string, null on the last page, undefined when the answer has no cursor field. */
export function answeredCursor(op: Operation, body: unknown): string | null | undefined {
  const field = cursorField(op, body);
  if (field === null) return undefined;
  const v = (body as Record<string, unknown>)[field];
  return typeof v === "string" ? v : v === null ? null : undefined;
}
