/** KEYS: minting, secrets, revocation (doc 2 Keys; Authentication 4, 8, 10; doc 1 Identity and keys). */
import type { Rule } from "../../lib/rules/types.ts";
import { adminNotMintable, defaultScope, mintedLineage } from "./mint.ts";
import { secretOnce } from "./secret.ts";
import { listLiveOnly, revokeBounded, revokedRefused, revokeIdempotent } from "./revoke.ts";
import { revokeCascade, revokeSelf } from "./unexercisable.ts";

export const rules: Rule[] = [
  // minting
  defaultScope,
  adminNotMintable,
  mintedLineage,
  // the secret
  secretOnce,
  // revocation
  revokedRefused,
  revokeIdempotent,
  listLiveOnly,
  revokeBounded,
  // not observable through the API from the keys a run holds
  revokeCascade,
  revokeSelf,
];
