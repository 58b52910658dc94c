/**
 * Verdicts that can travel through fast-check: a command of a model run cannot end the check
 * itself (fast-check catches what it throws and reports the sequence), so it throws one of these,
 * and `settle` turns them into the check's verdict afterwards, for `guarded` and `runModel` alike.
 *
 * - `Mismatch`: the target did not move as the documents state ("Received: … / Documented: …").
 * - `Inconclusive`: the target cannot show the row (a capability it lacks, a pipeline that did not
 *   behave as configured, slots busy): not-exercised, never a pass.
 */
import { asVerdict, type CheckContext } from "../../../lib/rules/check.ts";
import { jsonText } from "../../../lib/json/safe.ts";

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

/** A value as it goes into a verdict's message: its JSON, cut at `max` characters. */
export function brief(v: unknown, max = 240): string {
  const s = jsonText(v) ?? String(v);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/**
 * The one place a state check's error becomes its verdict: a Mismatch fails, an Inconclusive is not
 * exercised, a verdict of the check context (c.fail, c.notExercised… called by a shared fixture)
 * keeps its outcome. `counterexample` (a model run's failing sequence) is appended to a failure;
 * with one, anything else thrown is a crash of the model run and fails with it too (fast-check has
 * caught it, so the runner would never see the sequence). Without one it goes on as it came.
 */
export function settle(c: CheckContext, e: unknown, counterexample?: string): never {
  const tail = counterexample ? `\n${counterexample}` : "";
  if (e instanceof Inconclusive) c.notExercised(e.message);
  if (e instanceof Mismatch) c.fail(`${e.message}${tail}`);
  const verdict = asVerdict(e);
  // As it came (with the exchange it carries) when nothing needs adding to it.
  if (verdict && (verdict.outcome === "not-exercised" || !counterexample)) throw e;
  if (verdict?.outcome === "warn") c.warn(`${verdict.message}${tail}`);
  // A pass thrown from inside a sequence cut it short: that is no pass of the machine.
  if (verdict) c.fail(`${verdict.message}${tail}`);
  if (counterexample) c.fail(`the model run crashed: ${e instanceof Error ? e.message : String(e)}${tail}`);
  throw e;
}

/** Runs `body`, turning what it throws into the check's verdict (`settle`). */
export async function guarded(c: CheckContext, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (e) {
    settle(c, e);
  }
}
