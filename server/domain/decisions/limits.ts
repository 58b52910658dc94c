/**
 * The caps each simulated decision reports (doc 2 Limits, "Iteration caps: reviews, brainstorms,
 * approval companions and follow-up loops report `maxIterations`, `maxRounds`, `maxBounces`,
 * `maxAttempts`, `maxLoops` in their decisions"). Their values are not shown: reference choices,
 * listed in server/README.md. They are content of the decisions (the client reads them from the
 * decision itself), so no rule may depend on a particular value.
 */
export const CAPS = {
  /** Review passes of a requirements review, clarity review or brainstorm session. */
  reviewIterations: 3,
  /** Interviewer rounds. */
  interviewRounds: 3,
  /** Request-changes rounds of an approval gate's quality companion before the gate is `exceeded`. */
  approvalRounds: 2,
  /** Approvals a gate needs. */
  requiredApprovals: 1,
  /** Judge bounces of the producing step. */
  judgeBounces: 2,
  /** Human-test environment builds (the first one included). */
  humanTestAttempts: 3,
  /** Visual-confirmation fixer dispatches. */
  visualAttempts: 3,
  /** Coder loops for sent-back follow-ups. */
  followUpLoops: 2,
  /** Lifetime of a human-test environment, in the server's timestamp unit (ms). */
  environmentTtlMs: 3_600_000,
} as const;
