/**
 * Key format (doc 2 Authentication 1): a fixed prefix, a key id, a dot and a secret. The reference
 * server's prefix is `apk_` (a reference choice).
 */
export const KEY_PREFIX = "apk_";
const KEY_RE = /^apk_([a-z0-9]{1,40})\.([A-Za-z0-9_-]{8,200})$/;

export function parseKey(raw: string): { keyId: string; secret: string } | null {
  const m = KEY_RE.exec(raw);
  return m ? { keyId: m[1], secret: m[2] } : null;
}

export function formatKey(keyId: string, secret: string): string {
  return `${KEY_PREFIX}${keyId}.${secret}`;
}
