/**
 * Every rule of the suite, from the explicit lists of the family indexes (nothing registers itself
 * by being imported). The CLI lists it (`--list-rules`), the reports count against it, and a test
 * checks that ids are unique and every rule cites a clause.
 */
import type { Rule } from "../lib/rules/types.ts";
import { rules as auth } from "./auth/index.ts";

export const FAMILY_RULES: Record<string, readonly Rule[]> = {
  AUTH: auth,
};

export const ALL_RULES: readonly Rule[] = Object.values(FAMILY_RULES).flat();
