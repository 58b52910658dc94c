/** Faults the KEYS family must catch (doc 2 Keys; Authentication 8, 10; doc 1 Identity and keys). */
import type { OpenApiDocument } from "../../lib/contract/types.ts";
import { ApiError } from "../http/errors.ts";
import { bearerToken } from "../http/authenticate.ts";
import type { FaultDef } from "./index.ts";

export const faults = {
  "keys-default-scope-read": {
    family: "KEYS",
    description: "a key minted without a scope gets `read` instead of the documented default `write`",
    rules: ["KEYS-DEFAULT-SCOPE"],
  },
  "keys-admin-mintable": {
    family: "KEYS",
    description: "POST /keys with scope admin mints an admin key (201)",
    rules: ["KEYS-NO-ADMIN-MINT"],
    install(layer) {
      layer.replace("contract.edits", (edits) => [...edits, admitAdminMint]);
    },
  },
  "keys-admin-created-then-refused": {
    family: "KEYS",
    description: "POST /keys with scope admin answers a 400 envelope, but the key was stored before the check and is live",
    rules: ["KEYS-NO-ADMIN-MINT"],
    install(layer) {
      layer.replace("contract.edits", (edits) => [...edits, admitAdminMint]);
    },
  },
  "keys-secret-in-list": {
    family: "KEYS",
    description: "GET /keys carries each minted key's secret part as a `secretHint` field",
    rules: ["KEYS-SECRET-ONCE"],
  },
  "keys-revoked-still-accepted": {
    family: "KEYS",
    description: "revocation stamps revokedAt and hides the key from GET /keys, but authentication never checks it",
    rules: ["KEYS-REVOKED-REFUSED"],
    install(layer) {
      layer.replace("http.authenticate", (authenticate) => (authorization, route) => {
        try {
          return authenticate(authorization, route);
        } catch (e) {
          // Revocation is never looked at: a revoked key whose secret matches is let in.
          const token = bearerToken(authorization);
          const revoked = token !== undefined && e instanceof ApiError && e.status === 401 ? layer.server.keys.holder(token) : null;
          if (!revoked) throw e;
          revoked.lastUsedAt = layer.server.clock.now();
          return revoked;
        }
      });
    },
  },
  "keys-revoke-twice-404": {
    family: "KEYS",
    description: "DELETE /keys/{keyId} of a key already revoked answers 404 instead of an idempotent 204",
    rules: ["KEYS-REVOKE-IDEMPOTENT"],
  },
  "keys-revoke-unknown-500": {
    family: "KEYS",
    description: "DELETE /keys/{keyId} of an id no key ever had answers 500 (a 4XX or 204 is allowed, a server error is not)",
    rules: ["KEYS-REVOKE-IDEMPOTENT"],
  },
  "keys-list-shows-revoked": {
    family: "KEYS",
    description: "GET /keys lists revoked keys too (with revokedAt set)",
    rules: ["KEYS-LIST-LIVE-ONLY"],
  },
  "keys-cascade-siblings": {
    family: "KEYS",
    description: "the cascade walks the wrong way: revoking a key also revokes every key minted by the same key",
    rules: ["KEYS-REVOKE-BOUNDED"],
  },
  "keys-created-by-self": {
    family: "KEYS",
    description: "a headlessly minted key names itself as createdByKeyId instead of the key that provisioned it",
    rules: ["KEYS-MINTED-LINEAGE"],
  },
} as const satisfies Record<string, FaultDef>;

/** `keys-admin-mintable`, `keys-admin-created-then-refused`: the body check lets scope admin through. */
export function admitAdminMint(doc: OpenApiDocument): void {
  const scope = (doc.components.schemas.CreateHeadlessPublicApiKey as { properties: { scope: { enum: string[] } } }).properties.scope;
  scope.enum = [...scope.enum, "admin"];
}
