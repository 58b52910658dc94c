/**
 * Drawing values under a per-property seed (lib/rules/seed.ts `seedFor`, re-exported here for the
 * generators' users): the same seed gives the same values.
 */
import fc from "fast-check";

export { seedFor } from "../lib/rules/seed.ts";

/** `n` values of `arb` drawn from `seed`: the same seed gives the same values. */
export function sample<T>(arb: fc.Arbitrary<T>, seed: number, n: number): T[] {
  return fc.sample(arb, { seed, numRuns: n });
}
