/**
 * doc 2 Endpoints: each row of the group tables states a method, a path, the lowest scope and the
 * success status and shape. One clause per row, made from the contract (which is made from those
 * tables and tested against the project's copy of them, contract/fixtures/operation-table.json).
 * The notes column of a row is a clause of its own, in the group's file.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { OPERATION_IDS, type OperationId } from "../operation-ids.ts";
import type { Clause } from "./types.ts";

export type RowClauseId = `D2-ROW-${OperationId}`;

interface OpenApiOperation {
  operationId: string;
  tags?: string[];
  "x-scope"?: string;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

const doc = JSON.parse(readFileSync(fileURLToPath(new URL("../openapi.json", import.meta.url)), "utf8")) as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};

function rowOf(method: string, path: string, op: OpenApiOperation): Clause {
  const [status, res] = Object.entries(op.responses).find(([s]) => /^2\d\d$/.test(s)) ?? ["?", {}];
  const media = Object.entries(res.content ?? {})
    .map(([type, m]) => (m.schema?.$ref ? `${m.schema.$ref.split("/").pop()} (${type})` : type))
    .join(" or ");
  return {
    id: `D2-ROW-${op.operationId}`,
    doc: 2,
    section: `Endpoints › ${op.tags?.[0] ?? "?"}`,
    statement: `${method.toUpperCase()} ${path}: scope ${op["x-scope"]}; success ${status}${media ? ` ${media}` : " (no body)"}`,
    operationId: op.operationId as OperationId,
  };
}

const byId = new Map<string, Clause>();
for (const [path, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (op && typeof op === "object" && "operationId" in op) byId.set(op.operationId, rowOf(method, path, op));
  }
}

/** In the order of the operation ids (stable across contract edits that move paths). */
export const ROW_CLAUSES: readonly (Clause & { id: RowClauseId })[] = OPERATION_IDS.map((id) => {
  const c = byId.get(id);
  if (!c) throw new Error(`contract/openapi.json has no operation ${id}`);
  return c as Clause & { id: RowClauseId };
});

export function rowClause(operationId: OperationId): RowClauseId {
  return `D2-ROW-${operationId}`;
}
