/**
 * The verdicts a decision model run throws through fast-check are the state kit's (Mismatch,
 * Inconclusive, must: suites/state/kit/verdicts.ts), so every machine reports a wrong move the
 * same way; `runMachine` turns them into the check's verdict afterwards.
 */
export { Inconclusive, Mismatch, must } from "../../kit/verdicts.ts";

export function brief(v: unknown, max = 240): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
