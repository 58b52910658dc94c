/**
 * The identity of a result across reports: `${rule} ${operationId}`, with "(api)" for a rule that
 * checks the API as a whole. Baselines, merges and comparisons all match results by this string, so
 * it is built here and nowhere else.
 */
export const API_WIDE = "(api)";

export function resultKey(r: { rule: string; operationId: string | null }): string {
  return `${r.rule} ${r.operationId ?? API_WIDE}`;
}
