/**
 * Which (rule, operation) pairs a run plans: `--only` / `--exclude` (a rule id, a family name, or an
 * id prefix such as "PAGE-CURSOR"), `--operation`, and `--shard i/n`. The vitest bridge and the
 * report both ask here, so a planned pair without a result is noticed.
 */
import type { OperationIndex } from "../contract/operations.ts";
import type { Rule } from "../rules/types.ts";
import { seedFor } from "../../generators/seed.ts";
import type { Shard } from "./config.ts";
import { inCleanup } from "./fixtures.ts";
import { noteOperation } from "./readings.ts";

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

/**
 * A request the run kept from being sent: the check that needed it ends not exercised with this
 * message, never failed (lib/rules/check.ts).
 */
export class Withheld extends Error {}

/** A request to an operation outside the run's `--operation` selection. */
export class OutsideSelection extends Withheld {
  override name = "OutsideSelection";
  constructor(readonly operationId: string) {
    super(`needs ${operationId}, outside the --operation selection`);
  }
}

/** Any request once the run is stopping at once (a second Ctrl-C): the run's own process cleans up. */
export class RunStopping extends Withheld {
  override name = "RunStopping";
  constructor() {
    super("the run was stopped at once before this check finished: no further request was sent");
  }
}

/**
 * The request guard of a run (lib/http/client.ts `guard`): with `--operation`, a request whose
 * operation (the contract's path matcher, as results' `observed` reads it) is not selected throws
 * OutsideSelection before anything is sent. Let through: requests no operation matches (probes of
 * unknown routes), and the removal of what the suite created (fixtures.ts `inCleanup`), so a narrow
 * selection leaves nothing behind. The preflight and the key ladder use a client of their own.
 */
export function selectionGuard(index: OperationIndex, operations: readonly string[]): (method: string, path: string) => void {
  const chosen = new Set(operations);
  return (method, path) => {
    if (inCleanup()) return;
    const operationId = index.match(method, path.split("?")[0])?.operation.operationId;
    if (!operationId) return;
    if (chosen.size && !chosen.has(operationId)) throw new OutsideSelection(operationId);
    // What the running check (and the shared discovery being made) addressed: readings.ts.
    noteOperation(operationId);
  };
}
