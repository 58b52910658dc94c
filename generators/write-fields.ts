/**
 * Every field a write may leave out, from the contract: for each operation with a request body
 * (POST, PUT, PATCH), each optional key of the body, nested ones included (a key inside an optional
 * object or an array item), with whether null is among its values. A body whose fields are not
 * shown (`object*`) gives one row, `*`, beside the keys it does name: what it leaves out cannot be
 * listed. This is the list the NULL family's triage (suites/null/write-fields.ts) must account for,
 * one entry per row, so a field added to the contract is never silently unexamined.
 */
import { describeSchema, type ConstraintNode } from "../lib/contract/constraints.ts";
import type { OperationIndex } from "../lib/contract/operations.ts";
import { places } from "./walk.ts";

export interface WriteField {
  operationId: string;
  method: string;
  /** JSON pointer of the key inside the body (`/ticket`, `/documents/0/title`), or `*` for the unshown fields of an `object*`. */
  path: string;
  nullable: boolean;
  /** The shape the body is (PutNotificationWebhook …), when it is a named one. */
  shape?: string;
}

/** The row's key in a triage table: `operationId path`. */
export function writeFieldKey(f: Pick<WriteField, "operationId" | "path">): string {
  return `${f.operationId} ${f.path}`;
}

/** The optional keys of one body (stated keys and the `*` of an untyped object). */
export function optionalKeys(node: ConstraintNode): { path: string; nullable: boolean }[] {
  const out: { path: string; nullable: boolean }[] = [];
  if (node.kind === "object" && node.untyped) out.push({ path: "*", nullable: false });
  for (const p of places(node)) {
    if (!p.key || p.key.required || p.key.mapEntry) continue;
    out.push({ path: p.path, nullable: p.node.nullable });
  }
  return out;
}

/** Every optional field of every write body of the contract, in contract order. */
export function writeFields(index: OperationIndex): WriteField[] {
  const schemas = index.document.components.schemas;
  return index.all
    .filter((op) => op.body !== null && op.method !== "GET")
    .flatMap((op) => {
      const node = describeSchema(op.body!.schema, schemas);
      return optionalKeys(node).map((k) => ({
        operationId: op.operationId,
        method: op.method,
        ...k,
        ...(node.shape ? { shape: node.shape } : {}),
      }));
    });
}
