/** doc 2 Endpoints › Keys (scope admin). */
import { clause } from "../types.ts";

const S = "Endpoints › Keys";

export const KEYS = [
  clause("D2-KEYS-LIST-LIVE-METADATA", 2, S, "GET /keys lists live keys only, metadata only", { operationId: "listKeys" }),
  clause("D2-KEYS-CREATE-OWN-WORKSPACE", 2, S, "POST /keys: the key is for the caller's own workspace", { operationId: "createKey" }),
  clause("D2-KEYS-CREATE-SECRET-ONCE", 2, S, "POST /keys: the secret is returned once", { operationId: "createKey" }),
  clause("D2-KEYS-CREATE-DEFAULT-WRITE", 2, S, "POST /keys: an omitted scope mints `write`", { operationId: "createKey" }),
  clause("D2-KEYS-REVOKE", 2, S, "DELETE /keys/{keyId} revokes the key", { operationId: "deleteKey" }),
  clause("D2-KEYS-REVOKE-CASCADE", 2, S, "DELETE /keys/{keyId} also revokes every key it minted", { operationId: "deleteKey", uncheckable: "only admin keys mint and minted keys are never admin, so the only key with minted keys is the admin key the user lent the suite, which it must not revoke" }),
  clause("D2-KEYS-REVOKE-IDEMPOTENT", 2, S, "DELETE /keys/{keyId} is idempotent", { operationId: "deleteKey" }),
  clause("D2-KEYS-REVOKE-SELF", 2, S, "DELETE /keys/{keyId} may name the calling key", { operationId: "deleteKey", uncheckable: "it needs an admin key naming itself, the user's own key, which would end the run" }),
] as const;
