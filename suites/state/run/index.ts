/** STATE, the run machine (doc 1 States and transitions, Run rows). */
import type { Rule } from "../../../lib/rules/types.ts";
import { runBudgetPause } from "./budget.ts";
import { runMachine } from "./machine.ts";

export const runRules: Rule[] = [
  // park, advance, reject (with retry)
  runMachine,
  // budget (only with a configured budget pipeline)
  runBudgetPause,
];
