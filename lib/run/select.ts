/**
 * Which (rule, operation) pairs a run plans: `--only` / `--exclude` (a rule id, a family name, or an
 * id prefix such as "PAGE-CURSOR"), `--operation`, and `--shard i/n`. The run's plan
 * (lib/engine/plan.ts) asks here; the report and the vitest bridge take that plan, so a planned pair
 * without a result is noticed.
 */
import type { OperationIndex } from "../contract/operations.ts";
import type { Rule } from "../rules/types.ts";
import { seedFor } from "../rules/seed.ts";
import type { Shard } from "./config.ts";
import { inCleanup } from "./fixtures.ts";
import { noteOperation } from "./readings.ts";
import { Withheld } from "./withheld.ts";
import { API_WIDE } from "../report/result-key.ts";

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
  return (seedFor(0, "shard", ruleId, operationId ?? API_WIDE) % total) + 1;
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

/** A request to an operation outside the run's `--operation` selection. */
export class OutsideSelection extends Withheld {
  override name = "OutsideSelection";
  constructor(readonly operationId: string) {
    super(`needs ${operationId}, outside the --operation selection`);
  }
}

/**
 * The request guard of a run (lib/http/client.ts `guard`): with `--operation`, a request whose
 * operation (the contract's path matcher, as results' `observed` reads it) is not selected throws
 * OutsideSelection before anything is sent. Let through: requests no operation matches (probes of
 * unknown routes), and the removal of what the suite created (fixtures.ts `inCleanup`), so a narrow
 * selection leaves nothing behind. The preflight and the key ladder use a client of their own.
 */
export function selectionGuard(
  index: OperationIndex,
  operations: readonly string[],
): (method: string, path: string) => void {
  const chosen = new Set(operations);
  return (method, path) => {
    if (inCleanup()) return;
    const operationId = index.match(method, path.split("?")[0])?.operation.operationId;
    if (!operationId) return;
    if (chosen.size && !chosen.has(operationId)) throw new OutsideSelection(operationId);
    // What the running check (and the shared discovery being made) addressed: readings.ts (an implicit context: context.ts).
    noteOperation(operationId);
  };
}

/** Edit distance, for "did you mean" (names are short: the plain table is fast enough). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

/** Up to three known names nearest to `name`, nearest first. */
export function nearest(name: string, known: Iterable<string>): string[] {
  const n = name.toUpperCase();
  return [...new Set(known)]
    .map((k) => ({ k, d: distance(n, k.toUpperCase()) }))
    .filter(
      ({ k, d }) =>
        d <= Math.max(2, Math.floor(k.length / 3)) || k.toUpperCase().includes(n) || n.includes(k.toUpperCase()),
    )
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, 3)
    .map(({ k }) => k);
}

/**
 * What is wrong with a selection, in one sentence, or null: a name that is no rule, family, id
 * prefix or operation (with the nearest known ones), or a selection that leaves nothing to run. A
 * typo must not pass the gate with nothing checked.
 */
export function selectionProblem(
  plan: Plan,
  rules: readonly Rule[],
  index: OperationIndex,
  applicable: (rule: Rule) => readonly (string | null)[],
): string | null {
  const ruleNames = new Set<string>();
  for (const r of rules) {
    ruleNames.add(r.id).add(r.family);
    const parts = r.id.split("-");
    for (let i = 1; i < parts.length; i++) ruleNames.add(parts.slice(0, i).join("-"));
  }
  const hint = (name: string, known: Iterable<string>) => {
    const near = nearest(name, known);
    return near.length ? ` (nearest: ${near.join(", ")})` : "";
  };
  for (const [flag, names] of [
    ["--only", plan.only],
    ["--exclude", plan.exclude],
  ] as const) {
    for (const name of names)
      if (!ruleNames.has(name))
        return `${flag} ${name}: no rule, family or rule id prefix has this name${hint(name, ruleNames)}; --list-rules prints them all`;
  }
  const operationIds = index.all.map((o) => o.operationId);
  for (const name of plan.operations)
    if (!operationIds.includes(name))
      return `--operation ${name}: no operation of the contract has this id${hint(name, operationIds)}`;
  const any = rules.some((rule) => applicable(rule).some((op) => planned(rule, op, plan)));
  return any
    ? null
    : "the selection leaves nothing to run (--only, --exclude, --operation and --shard together select no check)";
}
