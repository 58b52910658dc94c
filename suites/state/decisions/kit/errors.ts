/**
 * Verdicts that travel through fast-check. A command of a model run cannot end the check itself
 * (fast-check catches what it throws and reports the sequence), so it throws one of these and
 * `runMachine` turns it into the check's verdict afterwards.
 *
 * - `Mismatch`: the target did not move as the documents state ("Received: … / Documented: …").
 * - `Inconclusive`: the target cannot show the row (a capability it lacks): not-exercised.
 */
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

export function brief(v: unknown, max = 240): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
