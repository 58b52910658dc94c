/**
 * The documented answers of every operation, as (status, content type) cells: each status its
 * responses name (the success and the stated errors), plus the two the documents state for every
 * operation and the contract carries elsewhere (contract/README.md "Errors"): 401 for an absent or
 * unknown key (doc 2 Authentication 5, on every operation: all are `bearer`), and 403
 * `insufficient_scope` below the operation's rung (`x-scope`; no key is below `read`, so none on a
 * read operation). Their content type is the error envelope's (the `default` response's). The
 * `default` response itself ("any 4XX or 5XX with the envelope") is a class of statuses, not one:
 * any refusal would observe it, so it is no cell.
 */
import type { Operation, OperationIndex } from "../contract/operations.ts";

export interface DocumentedCell {
  operationId: string;
  status: number;
  /** The documented media type; null for an answer documented without a body (a 204). */
  contentType: string | null;
}

function envelopeTypes(op: Operation): (string | null)[] {
  const types = Object.keys(op.raw.responses.default?.content ?? {});
  return types.length ? types : ["application/json"];
}

/** The documented cells of one operation, by status then in the document's order of types. */
export function documentedCellsOf(op: Operation): DocumentedCell[] {
  const byStatus = new Map<number, (string | null)[]>();
  for (const [code, response] of Object.entries(op.raw.responses)) {
    if (!/^\d{3}$/.test(code)) continue;
    const types = Object.keys(response.content ?? {});
    byStatus.set(Number(code), types.length ? types : [null]);
  }
  if (op.raw.security?.length && !byStatus.has(401)) byStatus.set(401, envelopeTypes(op));
  if (op.scope !== "read" && !byStatus.has(403)) byStatus.set(403, envelopeTypes(op));
  return [...byStatus.entries()]
    .sort((a, b) => a[0] - b[0])
    .flatMap(([status, types]) =>
      types.map((contentType) => ({
        operationId: op.operationId,
        status,
        contentType: contentType?.toLowerCase() ?? null,
      })),
    );
}

/** Every documented cell of the contract, in contract order. */
export function documentedCells(index: OperationIndex): DocumentedCell[] {
  return index.all.flatMap(documentedCellsOf);
}

/** A structured-syntax `+json` media type (RFC 6839). */
const JSON_SUFFIX = /^application\/[a-z0-9!#$&^_.-]+\+json$/;

/**
 * Whether an answer of media type `observed` is the documented `documented`. "Bodies are JSON"
 * (doc 2 Endpoints) states a format, not one media type name, so `application/json` is answered by
 * any JSON media type (as OP-CONTENT-TYPE reads it); an answer documented without a body is
 * answered by its status alone; every other type by itself.
 */
export function answersAs(documented: string | null, observed: string | null): boolean {
  if (documented === null) return true;
  if (observed === null) return false;
  if (documented === "application/json") return observed === documented || JSON_SUFFIX.test(observed);
  return observed === documented;
}
