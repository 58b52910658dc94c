/**
 * COVERAGE: judged after every other family, on the run's answers (lib/engine/plan.ts `afterRun`):
 * the documented statuses the rules tried to bring about, and whether the target ever gave them.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { documentedObserved } from "./observed.ts";

export const rules: Rule[] = [documentedObserved];
