/** KEYS: minting, secrets, revocation (doc 2 Keys; Authentication 4, 8, 10; doc 1 Identity and keys). */
import type { Rule } from "../../lib/rules/types.ts";
import { adminNotMintable, defaultScope, mintedLineage } from "./mint.ts";
import { secretOnce } from "./secret.ts";
import { listLiveOnly, revokeBounded, revokedRefused, revokeIdempotent } from "./revoke.ts";

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
  // The cascade and self-revocation are not observable from the keys a run holds: see suites/README.md.
];
