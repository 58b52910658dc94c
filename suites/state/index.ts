/** STATE: see DESIGN.md "Rule families". */
import type { Rule } from "../../lib/rules/types.ts";

export const rules: Rule[] = [];
