/**
 * Rules that run only on a disposable target (`--disposable`; the embedded reference server always
 * is): their check does what a shared target cannot bear (revoke an admin key the user lent the
 * suite, spend the model budget pass after pass). Elsewhere they are not exercised, naming
 * `--disposable`. The clauses only they can check say so in the register (`disposable`,
 * contract/clauses/types.ts), and app/tests/clause-register.test.ts holds the two together through
 * `disposableReason`.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { sameGate } from "./fact-gated.ts";

const REASONS = new WeakMap<Rule, string>();

/** The not-exercised message of a disposable-only check on a shared target. */
export function notDisposableMessage(why: string): string {
  return `${why}: only on a disposable target (pass --disposable when the target is a throwaway instance; the embedded server always is)`;
}

/**
 * `rule`, whose check first ends not exercised unless the target is disposable. `why`: what its
 * check does that a shared target cannot bear, in the words its message gives.
 */
export function disposableOnly(rule: Rule, why: string): Rule {
  const gated: Rule = {
    ...rule,
    check: async (c: CheckContext) => {
      if (!c.t.disposable) c.notExercised(notDisposableMessage(why));
      await rule.check(c);
    },
  };
  REASONS.set(gated, why);
  // A fact-gated rule stays so behind this gate: its message names --disposable first.
  sameGate(rule, gated);
  return gated;
}

/** Why `rule` runs only on a disposable target, or undefined when it runs on any. */
export function disposableReason(rule: Rule): string | undefined {
  return REASONS.get(rule);
}
