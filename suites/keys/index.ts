/** KEYS: minting, secrets, revocation (doc 2 Keys; Authentication 4, 8, 10; doc 1 Identity and keys). */
import type { Rule } from "../../lib/rules/types.ts";
import { adminNotMintable, defaultScope, mintedLineage } from "./mint.ts";
import { secretOnce } from "./secret.ts";
import { listLiveOnly, revokeBounded, revokedRefused, revokeIdempotent } from "./revoke.ts";
import { revokeCascade } from "./cascade.ts";

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
  // The cascade and self-revocation: on a disposable target only, and the last use of the second
  // workspace's admin key (the family runs after every other that reads that workspace: its phase in ../registry.ts).
  revokeCascade,
];
