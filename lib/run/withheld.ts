/**
 * Requests the run keeps from being sent: the check that needed one ends not exercised with the
 * error's message, never failed (lib/rules/check.ts). Nothing was sent, so nothing was judged.
 *
 * Every Withheld made while a check runs is witnessed (`witnessing`), wherever it is caught: a rule
 * or a kit that catches one and reports it as a mismatch ("Received: needs listJobs, outside the
 * --operation selection…") cannot turn the run's own limit into a failure, because the check's
 * runner finds the witnessed request behind the failure (`withheldBehind`) and records the check
 * as not exercised instead (issue 24). The witnesses are an implicit context (context.ts).
 */
import { withheldWitnesses as witnesses } from "./context.ts";

export class Withheld extends Error {
  constructor(message: string) {
    super(message);
    for (const seen of witnesses.getStore() ?? []) seen.push(this);
  }
}

/** Runs `fn` with every Withheld made in its async context added to `seen` (the outer lists get it too). */
export function witnessing<T>(seen: Withheld[], fn: () => Promise<T>): Promise<T> {
  return witnesses.run([...(witnesses.getStore() ?? []), seen], fn);
}

/**
 * The withheld request a failure rests on, or null: `thrown` itself or an error of its `cause`
 * chain, or a Withheld of `seen` whose message the failure's message quotes. A failure that quotes
 * none is the check's own finding and stays one, even when something else was withheld on the way.
 */
export function withheldBehind(message: string, seen: readonly Withheld[], thrown?: unknown): Withheld | null {
  for (let e = thrown, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++)
    if (e instanceof Withheld) return e;
  return seen.find((w) => message.includes(w.message)) ?? null;
}

/** Any request once the run is stopping at once (a second Ctrl-C): the run's own process cleans up. */
export class RunStopping extends Withheld {
  override name = "RunStopping";
  constructor() {
    super("the run was stopped at once before this check finished: no further request was sent");
  }
}

/** A request past the run's budget (`--max-requests`). */
export class BudgetSpent extends Withheld {
  override name = "BudgetSpent";
  constructor(budget: number) {
    super(`the run's budget of ${budget} requests (--max-requests) was spent before this check finished`);
  }
}
