/** What a report is built from: every result of the run, and the errors outside any rule. */
import type { RuleResult } from "../rules/types.ts";

export interface Collected {
  results: RuleResult[];
  /** Errors outside any rule (a family's teardown that could not remove something, a crash). */
  errors: string[];
}
