/**
 * `--list-coverage`: every documented (operation, status, content type) cell with the rules of the
 * suite that try to bring it about (`Rule.provokes`, on every operation each applies to), or why no
 * rule can (the suite's table). What a run's status coverage can reach, without running one.
 */
import type { OperationIndex } from "../contract/operations.ts";
import { applicableOperations, provokedBy, type Rule } from "../rules/types.ts";
import { documentedCells } from "./documented.ts";
import type { Unprovocable } from "./matrix.ts";

export interface CoverageListingRow {
  operationId: string;
  status: number;
  contentType: string | null;
  /** The rules that try to bring the status about. */
  rules: string[];
  /** Why no rule can bring this cell about (the suite's table), or null. */
  unprovocable: string | null;
}

export function listStatusCoverage(
  rules: readonly Rule[],
  index: OperationIndex,
  unprovocable: readonly Unprovocable[],
): CoverageListingRow[] {
  const by = new Map<string, string[]>();
  for (const rule of rules) {
    for (const op of applicableOperations(rule, index)) {
      for (const [operationId, status] of provokedBy(rule, op?.operationId ?? null, index)) {
        const key = `${operationId} ${status}`;
        const list = by.get(key) ?? [];
        if (!list.includes(rule.id)) by.set(key, [...list, rule.id]);
      }
    }
  }
  return documentedCells(index).map((cell) => ({
    ...cell,
    rules: by.get(`${cell.operationId} ${cell.status}`) ?? [],
    unprovocable:
      unprovocable.find(
        (u) =>
          u.operationId === cell.operationId &&
          u.status === cell.status &&
          (u.contentType === undefined || u.contentType === cell.contentType),
      )?.reason ?? null,
  }));
}

/** One tab-separated line per cell, then the counts. */
export function formatCoverageListing(rows: readonly CoverageListingRow[]): string[] {
  const lines = rows.map((r) =>
    [
      r.operationId,
      r.status,
      r.contentType ?? "(no body)",
      r.unprovocable !== null ? `not provocable: ${r.unprovocable}` : r.rules.length ? r.rules.join(", ") : "no rule",
    ].join("\t"),
  );
  const notProvocable = rows.filter((r) => r.unprovocable !== null).length;
  const orphans = rows.filter((r) => r.unprovocable === null && !r.rules.length).length;
  lines.push(
    `${rows.length} documented cells: ${rows.length - notProvocable - orphans} provocable by a rule, ${notProvocable} not provocable${orphans ? `, ${orphans} with no rule and no reason` : ""}`,
  );
  return lines;
}
