/**
 * Rules that run only where a config fact says what the documents leave to the deployment (doc 2
 * Events: a webhook endpoint "must be publicly routable unless the deployment widened its
 * allow-list", and the allow-list is not readable). Where the fact is not given, they are not
 * exercised, naming `facts.<key>`; the embedded reference server has its own facts
 * (lib/run/config.ts REFERENCE_FACTS). The clauses only they check say so in the register (`fact`,
 * contract/clauses/types.ts), and app/tests/clause-register.test.ts holds the two together through
 * `gatingFact`.
 */
import type { TargetFacts } from "../../lib/run/config.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";

const FACTS = new WeakMap<Rule, keyof TargetFacts>();

/**
 * `rule`, whose check first ends not exercised unless `facts.<key>` is given (not null); `what`
 * says what the fact states, in the words its message gives.
 */
export function factGated(rule: Rule, key: keyof TargetFacts, what: string): Rule {
  const gated: Rule = {
    ...rule,
    check: async (c: CheckContext) => {
      const value = c.t.info.facts?.[key];
      if (value === undefined || value === null) {
        c.notExercised(
          `the documents leave it to the deployment and no request can read it: set facts.${key} in the config file (${what}); the embedded server has it`,
        );
      }
      await rule.check(c);
    },
  };
  FACTS.set(gated, key);
  return gated;
}

/** The fact `rule` runs only with, or undefined when it runs without one. */
export function gatingFact(rule: Rule): keyof TargetFacts | undefined {
  return FACTS.get(rule);
}

/** `to`, a wrapper of `from` (disposableOnly), runs only with the fact `from` runs with. */
export function sameGate(from: Rule, to: Rule): void {
  const key = FACTS.get(from);
  if (key !== undefined) FACTS.set(to, key);
}
