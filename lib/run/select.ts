/** `--only` and `--exclude`: a rule id, a family name, or an id prefix ("PAGE-CURSOR"). */
import type { Rule } from "../rules/types.ts";

export function selected(rule: Rule, only: readonly string[], exclude: readonly string[]): boolean {
  const matches = (s: string) => s === rule.id || s === rule.family || rule.id.startsWith(`${s}-`);
  if (only.length && !only.some(matches)) return false;
  return !exclude.some(matches);
}
