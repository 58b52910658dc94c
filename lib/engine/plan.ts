/**
 * What a run will do, decided before the first check: the families in run order, each with the
 * (rule, operation) pairs its profile and selection plan. The suite itself (the rule registry, the
 * transition table) is handed in by the entry layer: lib/ knows rules only as data.
 */
import type { Operation, OperationIndex } from "../contract/operations.ts";
import { applicableOperations, type Family, type Rule } from "../rules/types.ts";
import type { TargetInfo } from "../run/config.ts";
import { planned, type Plan } from "../run/select.ts";
import type { Unprovocable } from "../coverage/matrix.ts";

export interface FamilySpec {
  family: Family;
  rules: readonly Rule[];
  /**
   * Its rules judge the whole run (the documented statuses it observed, COVERAGE): it runs after
   * every other family, and its checks read the results emitted before them (check.ts `RunSoFar`).
   */
  afterRun?: boolean;
}

/** A row of the transition table (doc 1's state tables) the coverage section accounts for. */
export interface TransitionRow {
  id: string;
  machine: string;
  trigger: string;
}

/** Everything the engine needs to know about the suite it runs. */
export interface SuiteDefinition {
  families: readonly FamilySpec[];
  transitions: readonly TransitionRow[];
  /** The documented statuses no rule of the suite can bring about, each with why (the report's status coverage). */
  unprovocable: readonly Unprovocable[];
}

export interface PlannedCheck {
  rule: Rule;
  op: Operation | null;
}

export interface PlannedFamily {
  family: Family;
  /** Run after every other family, on the run's results so far (FamilySpec `afterRun`). */
  afterRun: boolean;
  checks: PlannedCheck[];
}

/**
 * The families that run last, in this order. STATE's last rule spends the workspace's budget for
 * good (STATE-RUN-BUDGET-PAUSE), so every family that starts or parks runs goes before it. KEYS
 * starts none, and on a disposable target revokes the second workspace's admin key for good
 * (KEYS-REVOKE-CASCADE), so every family that reads that workspace (SEC, ERRORS, STATE) goes before it.
 */
const LAST: readonly Family[] = ["STATE", "KEYS"];

/** Orders family names: by name, then STATE, then KEYS (one order, so one seed replays the same requests). */
export function byRunOrder(a: string, b: string): number {
  const last = (x: string) => LAST.indexOf(x.toUpperCase() as Family) + 1;
  return last(a) - last(b) || a.localeCompare(b);
}

export function allRules(suite: SuiteDefinition): Rule[] {
  return suite.families.flatMap((f) => f.rules);
}

export function planRun(suite: SuiteDefinition, info: Plan, index: OperationIndex): PlannedFamily[] {
  return [...suite.families]
    // The families judging the whole run go after all the others, whatever their names.
    .sort((a, b) => Number(a.afterRun === true) - Number(b.afterRun === true) || byRunOrder(a.family, b.family))
    .map((f) => ({
      family: f.family,
      afterRun: f.afterRun === true,
      checks: f.rules.flatMap((rule) => applicableOperations(rule, index).filter((op) => planned(rule, op?.operationId ?? null, info)).map((op) => ({ rule, op }))),
    }))
    .filter((f) => f.checks.length > 0);
}

export type { TargetInfo };
