/** Faults the KEYS family must catch (doc 2 Keys; Authentication 8, 10; doc 1 Identity and keys). */
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
  },
  "keys-admin-created-then-refused": {
    family: "KEYS",
    description: "POST /keys with scope admin answers a 400 envelope, but the key was stored before the check and is live",
    rules: ["KEYS-NO-ADMIN-MINT"],
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
} as const;
