/**
 * Which (rule, operation) pairs a run plans: `--only` / `--exclude` (a rule id, a family name, or an
 * id prefix such as "PAGE-CURSOR"), `--operation`, and `--shard i/n`. The vitest bridge and the
 * report both ask here, so a planned pair without a result is noticed.
 */
import type { Rule } from "../rules/types.ts";
import { seedFor } from "../../generators/seed.ts";
import type { Shard } from "./config.ts";

export function selected(rule: Rule, only: readonly string[], exclude: readonly string[]): boolean {
  const matches = (s: string) => s === rule.id || s === rule.family || rule.id.startsWith(`${s}-`);
  if (only.length && !only.some(matches)) return false;
  return !exclude.some(matches);
}

/**
 * The slice a pair belongs to: a hash of its key, so that each pair lands in exactly one slice
 * whatever else is selected, and the slices stay the same from one run to the next.
 */
export function shardOf(ruleId: string, operationId: string | null, total: number): number {
  return (seedFor(0, "shard", ruleId, operationId ?? "(api)") % total) + 1;
}

export interface Plan {
  only: readonly string[];
  exclude: readonly string[];
  operations: readonly string[];
  shard: Shard | null;
}

/** Whether the run plans this rule for this operation (null: a global rule). */
export function planned(rule: Rule, operationId: string | null, plan: Plan): boolean {
  if (!selected(rule, plan.only, plan.exclude)) return false;
  if (operationId && plan.operations.length && !plan.operations.includes(operationId)) return false;
  return !plan.shard || shardOf(rule.id, operationId, plan.shard.total) === plan.shard.index;
}
