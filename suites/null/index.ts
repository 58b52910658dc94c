/**
 * NULL: absent versus null (doc 1 Notation; doc 2 Versioning "Absent and null are distinct
 * everywhere"): required nullable keys present, optional keys absent rather than null, omitted
 * request fields keep stored values, null accepted where allowed and refused where not, the empty
 * tracker patch a no-op. `write-fields.ts` accounts for every optional field of every write body:
 * which of these rules (or another family's) checks what leaving it out does, or why nothing is
 * stated. See DESIGN.md "Rule families".
 */
import type { Rule } from "../../lib/rules/types.ts";
import { omitKeeps } from "./omit-keeps.ts";
import { nullAllowed, nullRefused } from "./null-value.ts";
import { optionalNotNull, requiredNullablePresent } from "./presence.ts";
import { emptyWriteback } from "./writeback.ts";
// services (infraless) and tracker writeback defaults
import { serviceInfralessAbsent } from "./infraless.ts";
import { writebackDefaultOn } from "./writeback-default.ts";
// prose resources: what a connection and the manifest types show
import { manifestTypesSource, vcsConnectionShown } from "./prose-shown.ts";
// writes on a disposable target: one action patched alone, a Kaizen note omitted or null
import { writebackOneAction } from "./writeback-merged.ts";
import { kaizenNote } from "./kaizen-note.ts";

export const rules: Rule[] = [
  // responses
  requiredNullablePresent,
  optionalNotNull,
  // requests: absent keeps, null is a value
  omitKeeps,
  nullAllowed,
  nullRefused,
  emptyWriteback,
  // services (infraless) and tracker writeback defaults
  serviceInfralessAbsent,
  writebackDefaultOn,
  vcsConnectionShown,
  manifestTypesSource,
  // after the two above, which read the settings before any action is patched
  writebackOneAction,
  kaizenNote,
];
