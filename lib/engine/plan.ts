/**
 * What a run will do, decided before the first check: the families in run order (derived from their
 * declared phases: phases.ts), each with the
 * (rule, operation) pairs its profile and selection plan. The suite itself (the rule registry, the
 * transition table) is handed in by the entry layer: lib/ knows rules only as data.
 */
import type { Operation, OperationIndex } from "../contract/operations.ts";
import { applicableOperations, type Family, type Rule } from "../rules/types.ts";
import type { TargetInfo } from "../run/config.ts";
import { planned, type Plan } from "../run/select.ts";
import type { Unprovocable } from "../coverage/matrix.ts";
import { orderFamilies, type FamilyPhase } from "./phases.ts";

export interface FamilySpec {
  family: Family;
  rules: readonly Rule[];
  /**
   * Its rules judge the whole run (the documented statuses it observed, COVERAGE): it runs after
   * every other family, and its checks read the results emitted before them (check.ts `RunSoFar`).
   */
  afterRun?: boolean;
  /** Where it runs relative to the others, and why (phases.ts); none: wherever its name puts it. */
  phase?: FamilyPhase;
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

export function allRules(suite: SuiteDefinition): Rule[] {
  return suite.families.flatMap((f) => f.rules);
}

export function planRun(suite: SuiteDefinition, info: Plan, index: OperationIndex): PlannedFamily[] {
  // Throws when the families' phases cannot all hold: no order of the suite is then right.
  return orderFamilies(suite.families)
    .map((f) => ({
      family: f.family,
      afterRun: f.afterRun === true,
      checks: f.rules.flatMap((rule) =>
        applicableOperations(rule, index)
          .filter((op) => planned(rule, op?.operationId ?? null, info))
          .map((op) => ({ rule, op })),
      ),
    }))
    .filter((f) => f.checks.length > 0);
}

export type { TargetInfo };
