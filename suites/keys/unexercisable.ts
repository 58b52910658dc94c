/**
 * Statements of doc 2 Keys that no target can be made to show through the API from the keys a run
 * is given. They stay in the registry so the report lists them, and always end not-exercised with
 * the reason: they never pass.
 */
import type { Rule } from "../../lib/rules/types.ts";

export const revokeCascade: Rule = {
  id: "KEYS-REVOKE-CASCADE",
  title: "Revoking a key revokes every key it minted",
  level: "MUST",
  family: "KEYS",
  clause: "doc 2 Keys (DELETE revokes the key and every key it minted); doc 2 Authentication 8; doc 1 States (API key row)",
  profile: "safe",
  scope: "global",
  check: async (c) => {
    c.notExercised(
      "only an admin key can mint (POST /keys is admin) and provisioned keys are never admin (doc 2 Authentication 8), " +
        "so the only key that has minted anything is an admin key the suite was given; revoking it is not the suite's to do " +
        "(KEYS-REVOKE-BOUNDED checks the part that is observable: the revocation stays within the revoked key's own lineage)",
    );
  },
};

export const revokeSelf: Rule = {
  id: "KEYS-REVOKE-SELF",
  title: "DELETE /keys/{keyId} may name the calling key",
  level: "MUST",
  family: "KEYS",
  clause: "doc 2 Keys (DELETE /keys/{keyId}: may name the calling key)",
  profile: "safe",
  scope: "global",
  check: async (c) => {
    c.notExercised(
      "the call needs an admin key naming itself, and the only admin keys a run holds were given to it (admin keys cannot be minted, " +
        "doc 2 Authentication 8): revoking one would end the run and is not the suite's to do",
    );
  },
};
