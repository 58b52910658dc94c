/**
 * The families' run order, derived from what each family declares about its phase, never from the
 * order of a list: some rules change the workspace for good (spend its budget, revoke a key), so every
 * family that still needs what they take must run first. The planner orders the families by these
 * constraints (ties by name, so one seed replays the same requests), refuses constraints that cannot all
 * hold, and `phaseViolations` names each constraint an order breaks.
 */
import type { Family } from "../rules/types.ts";

/** Where a family runs relative to the others, and why (the rule whose effect the order protects). */
export interface FamilyPhase {
  /** After every family that is neither `last` itself nor `afterRun`. */
  last?: boolean;
  /** After each of these families (one the suite does not hold constrains nothing). */
  after?: readonly Family[];
  why: string;
}

/** What the order reads of a family (plan.ts FamilySpec). */
export interface Phased {
  family: Family;
  phase?: FamilyPhase;
  /** Judges the whole run: after every family that does not (plan.ts FamilySpec `afterRun`). */
  afterRun?: boolean;
}

interface Constraint {
  family: Family;
  after: Family;
  why: string;
}

/** Every "F runs after G" the families' declarations imply, among the families given. */
export function phaseConstraints(families: readonly Phased[]): Constraint[] {
  const held = new Set(families.map((f) => f.family));
  const out: Constraint[] = [];
  for (const f of families) {
    for (const g of families) {
      if (g === f) continue;
      if (f.afterRun === true && g.afterRun !== true)
        out.push({ family: f.family, after: g.family, why: "it judges the whole run's answers (afterRun)" });
      else if (f.phase?.last === true && g.phase?.last !== true && g.afterRun !== true)
        out.push({ family: f.family, after: g.family, why: `it runs last: ${f.phase.why}` });
    }
    for (const after of f.phase?.after ?? [])
      if (held.has(after)) out.push({ family: f.family, after, why: f.phase?.why ?? "" });
  }
  return out;
}

/**
 * The families in run order: each as soon as every family it runs after has run, ties by name. Throws
 * when the constraints cannot all hold (a circle), naming the families caught in it.
 */
export function orderFamilies<T extends Phased>(families: readonly T[]): T[] {
  const constraints = phaseConstraints(families);
  const left = [...families].sort((a, b) => a.family.localeCompare(b.family));
  const done = new Set<Family>();
  const order: T[] = [];
  while (left.length > 0) {
    const i = left.findIndex((f) => constraints.every((c) => c.family !== f.family || done.has(c.after)));
    if (i < 0) {
      const stuck = constraints
        .filter((c) => !done.has(c.after) && left.some((f) => f.family === c.family))
        .map((c) => `${c.family} after ${c.after}`);
      throw new Error(`the families' phases cannot all hold (${[...new Set(stuck)].join("; ")})`);
    }
    const [next] = left.splice(i, 1);
    done.add(next.family);
    order.push(next);
  }
  return order;
}

/** Each constraint the order breaks, as a sentence (none for an order the planner may run). */
export function phaseViolations(order: readonly Family[], families: readonly Phased[]): string[] {
  const at = (f: Family) => order.indexOf(f);
  return phaseConstraints(families)
    .filter((c) => at(c.family) >= 0 && at(c.after) >= 0 && at(c.family) < at(c.after))
    .map((c) => `${c.family} runs before ${c.after} but must run after it: ${c.why}`);
}
