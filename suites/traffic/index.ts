/**
 * Every passive judge, listed explicitly (nothing registers itself by being imported). Each lives
 * with its rule (suites/<family>/judges/) and calls the judge function the live check calls, so a
 * traffic result carries the rule's id, title, level and clauses, and a recorded exchange and a
 * live run are judged in the same words.
 */
import type { Judge } from "./judge.ts";
import { successStatusJudge } from "../op/judges/success.ts";
import { driftJudge, schemaJudge } from "../op/judges/body.ts";
import { contentTypeJudge, emptyJudge } from "../op/judges/media.ts";
import { envelopeJudge, no5xxJudge } from "../op/judges/errors.ts";
import { optionalNotNullJudge, requiredNullableJudge } from "../null/judges/presence.ts";
import { echoJudge, endsNullJudge, limitJudge, noRepeatJudge } from "../page/judges/walk.ts";
import { admittedJudge, belowRungJudge } from "../auth/judges/ladder.ts";
import { absentKeyJudge, meScopeJudge, schemeJudge } from "../auth/judges/refused.ts";
import { newestFirstJudge } from "../page/judges/order.ts";
import { secretOnceJudge } from "../keys/judges/secret.ts";
import { nosniffJudge } from "../sec/judges/artifact.ts";
import { framesParseJudge, terminalEndsJudge } from "../events/judges/frames.ts";
import { keyRevoke } from "../state/judges/key-revoke.ts";
import { statedTransitions } from "../state/judges/stated-transition.ts";
import { lostUpdateJudge } from "../conc/judges/lost-update.ts";

export const JUDGES: readonly Judge[] = [
  // one exchange: status, shape, content type, envelope (OP)
  successStatusJudge,
  schemaJudge,
  driftJudge,
  contentTypeJudge,
  emptyJudge,
  envelopeJudge,
  no5xxJudge,
  // absent versus null (NULL)
  requiredNullableJudge,
  optionalNotNullJudge,
  // consecutive pages of one list (PAGE)
  limitJudge,
  noRepeatJudge,
  echoJudge,
  endsNullJudge,
  newestFirstJudge,
  // the scope ladder across the keys seen (AUTH)
  belowRungJudge,
  admittedJudge,
  // who is let in at all, and what /me says of a key (AUTH)
  absentKeyJudge,
  schemeJudge,
  meScopeJudge,
  // secrets and bytes (KEYS, SEC)
  secretOnceJudge,
  nosniffJudge,
  // the frames of an event stream (EVENTS)
  framesParseJudge,
  terminalEndsJudge,
  // consecutive reads of one resource (STATE)
  keyRevoke,
  ...statedTransitions,
  // reads and writes of one resource that overlap in time (CONC)
  lostUpdateJudge,
];
