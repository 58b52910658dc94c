/**
 * Requests the run keeps from being sent: the check that needed one ends not exercised with the
 * error's message, never failed (lib/rules/check.ts). Nothing was sent, so nothing was judged.
 */
export class Withheld extends Error {}

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
