/** doc 2 Endpoints › Keys (scope admin). */
import { clause } from "../types.ts";

const S = "Endpoints › Keys";

/**
 * Why the cascade needs a throwaway target: only admin keys mint and minted keys are never admin, so
 * the only keys that have minted others are the admin keys the user lent the suite. On a disposable
 * target the second workspace's is revoked, last, once nothing else needs it (KEYS-REVOKE-CASCADE).
 */
export const LENT_ADMIN =
  "only admin keys mint and minted keys are never admin, so revoking a key that minted others means revoking an admin key the user lent the suite: the second workspace's (--peer-admin-key), for good, at the end of the run";

export const KEYS = [
  clause("D2-KEYS-LIST-LIVE-METADATA", 2, S, "GET /keys lists live keys only, metadata only", {
    operationId: "listKeys",
  }),
  clause("D2-KEYS-CREATE-OWN-WORKSPACE", 2, S, "POST /keys: the key is for the caller's own workspace", {
    operationId: "createKey",
  }),
  clause("D2-KEYS-CREATE-SECRET-ONCE", 2, S, "POST /keys: the secret is returned once", { operationId: "createKey" }),
  clause("D2-KEYS-CREATE-DEFAULT-WRITE", 2, S, "POST /keys: an omitted scope mints `write`", {
    operationId: "createKey",
  }),
  clause("D2-KEYS-REVOKE", 2, S, "DELETE /keys/{keyId} revokes the key", { operationId: "deleteKey" }),
  clause("D2-KEYS-REVOKE-CASCADE", 2, S, "DELETE /keys/{keyId} also revokes every key it minted", {
    operationId: "deleteKey",
    disposable: LENT_ADMIN,
  }),
  clause("D2-KEYS-REVOKE-IDEMPOTENT", 2, S, "DELETE /keys/{keyId} is idempotent", { operationId: "deleteKey" }),
  clause("D2-KEYS-REVOKE-SELF", 2, S, "DELETE /keys/{keyId} may name the calling key", {
    operationId: "deleteKey",
    disposable:
      "it needs an admin key naming itself: the second workspace's (--peer-admin-key), revoked for good once nothing else needs it",
  }),
] as const;
