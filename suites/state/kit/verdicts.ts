/**
 * Verdicts that can travel through fast-check: a command of a model run cannot end the check
 * itself (fast-check catches what it throws and reports the sequence), so it throws one of these,
 * and `guarded` / `runModel` turn them into the check's verdict afterwards.
 *
 * - `Mismatch`: the target did not move as the documents state ("Received: … / Documented: …").
 * - `Inconclusive`: the target cannot show the row (a capability it lacks, a pipeline that did not
 *   behave as configured, slots busy): not-exercised, never a pass.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";

export class Mismatch extends Error {
  override name = "Mismatch";
}

export class Inconclusive extends Error {
  override name = "Inconclusive";
}

/** Throws a Mismatch unless `cond`. */
export function must(cond: unknown, received: string, documented: string): asserts cond {
  if (!cond) throw new Mismatch(`Received: ${received} / Documented: ${documented}`);
}

export function inconclusive(reason: string): never {
  throw new Inconclusive(reason);
}

/** Runs `body`, turning a Mismatch into a failure and an Inconclusive into not-exercised. */
export async function guarded(c: CheckContext, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (e) {
    if (e instanceof Mismatch) c.fail(e.message);
    if (e instanceof Inconclusive) c.notExercised(e.message);
    throw e;
  }
}
