/**
 * The bearer credential of a key the suite mints. doc 2 Authentication 1: a key is "a fixed prefix,
 * a key id, a dot and a secret"; doc 1 CreatedPublicApiKey: `secret` is "the raw secret". Whether
 * `secret` holds the whole credential or only the part after the dot is not stated (the clause
 * register's D2-AUTH-1-CREDENTIAL), and the prefix is not shown. The suite's reading: a `secret`
 * that contains `<key id>.` is the whole credential; otherwise it is the part after the dot, and the
 * credential is the prefix of the admin key the suite was given (the part before its own key id, as
 * GET /me reports it), the minted key's id, a dot and that secret.
 */
export const CREDENTIAL_READING =
  "a `secret` containing `<key id>.` is the whole credential; otherwise the credential is the admin key's prefix, the key id, a dot and `secret` (doc 2 Authentication 1)";

/** The admin key's fixed prefix: what precedes its key id and dot, or null when it cannot be told. */
export function keyPrefixOf(adminKey: string, adminKeyId: string): string | null {
  if (!adminKeyId) return null;
  const at = adminKey.indexOf(`${adminKeyId}.`);
  return at >= 0 ? adminKey.slice(0, at) : null;
}

/** The credential to send as a bearer token for a key minted with `keyId` and answered `secret`. */
export function credentialOf(
  prefix: string | null | undefined,
  keyId: string | null | undefined,
  secret: string,
): string {
  if (!keyId || prefix === null || prefix === undefined || secret.includes(`${keyId}.`)) return secret;
  return `${prefix}${keyId}.${secret}`;
}

/** For messages: the reading taken when the credential was composed (credentialOf), else "". */
export function credentialNote(
  prefix: string | null | undefined,
  keyId: string | null | undefined,
  secret: string,
): string {
  return credentialOf(prefix, keyId, secret) === secret
    ? ""
    : ` (reading: \`secret\` is the part after the dot; the credential is the admin key's prefix, the key id, a dot and \`secret\`)`;
}
