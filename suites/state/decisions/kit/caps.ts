/**
 * doc 2 Limits, Iteration caps: decisions "report `maxIterations`, `maxRounds`, `maxBounces`,
 * `maxAttempts`, `maxLoops` in their decisions; exceeding them yields the exceeded state resolved by
 * `resolve-exceeded`". A count is held to the cap the same decision reports beside it: above it only
 * in the exceeded state (status `exceeded`, or `exceeded` true), the one outcome of exceeding a cap
 * the documents state. So an interview's `round`, a judge's `bounces`, a human test's or visual
 * confirmation's `attempts` and the follow-ups' `loops` never pass their caps, and a review's
 * `iteration` passes its cap only when the session reads `exceeded`.
 */
import type { Decision } from "./list.ts";

/** Each count a PublicDecision carries (doc 1 Decisions), beside the cap it is held to. */
const COUNTS: readonly (readonly [count: string, cap: string])[] = [
  ["iteration", "maxIterations"],
  ["round", "maxRounds"],
  ["bounces", "maxBounces"],
  ["attempts", "maxAttempts"],
  ["loops", "maxLoops"],
];

/** The counts a decision reports past their caps, outside the exceeded state, as `round 4 of maxRounds 3`; empty when none. */
export function pastCaps(d: Decision): string[] {
  if (d.status === "exceeded" || d.exceeded === true) return [];
  return COUNTS.filter(([count, cap]) => typeof d[count] === "number" && typeof d[cap] === "number")
    .filter(([count, cap]) => (d[count] as number) > (d[cap] as number))
    .map(([count, cap]) => `${count} ${d[count]} of ${cap} ${d[cap]}`);
}
