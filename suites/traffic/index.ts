/**
 * Every passive judge, listed explicitly (nothing registers itself by being imported). Each speaks
 * for one live rule of the registry: a traffic result carries that rule's id, title, level and
 * clauses, so a recorded exchange and a live run are judged in the same words.
 */
import type { Judge } from "./judge.ts";
import { successStatus } from "./judges/op-success-status.ts";
import { schemaValid } from "./judges/op-schema.ts";
import { driftFree } from "./judges/op-drift.ts";
import { contentType } from "./judges/op-content-type.ts";
import { emptyNoContent } from "./judges/op-204-empty.ts";
import { errorEnvelope } from "./judges/op-error-envelope.ts";
import { no5xx } from "./judges/op-no-5xx.ts";
import { optionalNotNull, requiredNullablePresent } from "./judges/null-presence.ts";
import { limitRespected } from "./judges/page-limit-respected.ts";
import { noRepeat } from "./judges/page-no-repeat.ts";
import { cursorNotEchoed } from "./judges/page-cursor-not-echoed.ts";
import { endsNull } from "./judges/page-ends-null.ts";
import { belowRung } from "./judges/auth-below-rung.ts";
import { atOrAboveRung } from "./judges/auth-admitted.ts";
import { keyRevoke } from "./judges/state-key-revoke.ts";
import { statedTransitions } from "./judges/stated-transition.ts";

export const JUDGES: readonly Judge[] = [
  // one exchange: status, shape, content type, envelope (OP)
  successStatus,
  schemaValid,
  driftFree,
  contentType,
  emptyNoContent,
  errorEnvelope,
  no5xx,
  // absent versus null (NULL)
  requiredNullablePresent,
  optionalNotNull,
  // consecutive pages of one list (PAGE)
  limitRespected,
  noRepeat,
  cursorNotEchoed,
  endsNull,
  // the scope ladder across the keys seen (AUTH)
  belowRung,
  atOrAboveRung,
  // consecutive reads of one resource (STATE)
  keyRevoke,
  ...statedTransitions,
];
