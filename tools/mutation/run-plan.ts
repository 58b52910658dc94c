/**
 * How one area's run treats its kept results: whether every mutant runs again, whether the new
 * fingerprint is written after, and what the user is told. Kept verdicts were reached by the suite
 * of then; a changed suite starts the area over, unless --changed asks to test only new or edited
 * code, in which case the verdicts end mixed and the old fingerprint stays (so the area still reads
 * as measured with another suite, and its next full run starts over).
 */
export interface RunPlan {
  /** Run every mutant, the kept results notwithstanding. */
  force: boolean;
  /** Write the current fingerprint beside the results once the run ends. */
  writeFingerprint: boolean;
  /** Drop the kept timeouts first, so they are tested again. */
  retryTimeouts: boolean;
  /** What to say before the run, if anything. */
  notice?: string;
}

export function planRun(
  kept: { results: boolean; fingerprint: string | null },
  current: string,
  args: { force: boolean; changed: boolean },
): RunPlan {
  const suiteChanged = kept.results && kept.fingerprint !== current;
  if (args.force) return { force: true, writeFingerprint: true, retryTimeouts: false };
  if (suiteChanged && args.changed)
    return {
      force: false,
      writeFingerprint: false,
      retryTimeouts: true,
      notice: "--changed: only mutants of new or edited code run; the other verdicts are the kept suite's",
    };
  if (suiteChanged)
    return {
      force: true,
      writeFingerprint: true,
      retryTimeouts: false,
      notice: "the suite or the rest of the project changed since the kept results: every mutant runs again",
    };
  return { force: false, writeFingerprint: true, retryTimeouts: true };
}
