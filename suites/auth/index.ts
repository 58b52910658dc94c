/** AUTH: authentication and the scope ladder (doc 2 Authentication). */
import type { Rule } from "../../lib/rules/types.ts";
import { absentKey, malformedScheme, unknownKey } from "./refused-401.ts";
import { atOrAboveRung, belowRung } from "./ladder.ts";
import { meReportsScope } from "./me.ts";
import { wrappedKey } from "./wrapped-key.ts";

export const rules: Rule[] = [
  // refused
  absentKey,
  unknownKey,
  malformedScheme,
  wrappedKey,
  // the ladder
  belowRung,
  atOrAboveRung,
  meReportsScope,
];
