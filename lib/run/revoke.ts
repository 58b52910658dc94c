/**
 * Revoking a key the suite minted, as the last thing between the run and a key left live on the
 * user's target. Only the documented answer counts (204, doc 2 Keys: DELETE /keys/{keyId}; 404:
 * already gone): a 200 with a broken body, a 5XX or a lost connection is asked again, since
 * revocation is idempotent (doc 2 Keys), and only then reported as not revoked.
 */
import type { ApiClient } from "../http/client.ts";

const ATTEMPTS = 3;

/**
 * Null once the key is revoked; otherwise why it may still be live. Another 2XX is asked again (a
 * target answering one request in four itself, with a broken 200, revoked nothing); a target that
 * answers every request so (a 200 where 204 is documented, which OP-SUCCESS judges) is taken at its word.
 */
export async function revokeKey(client: ApiClient, id: string, withKey: string): Promise<string | null> {
  const path = `/keys/${encodeURIComponent(id)}`;
  let why = "";
  let successes = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const r = await client.call("DELETE", path, { key: withKey });
      if (r.status === 204 || r.status === 404) return null;
      if (r.status >= 200 && r.status < 300) successes += 1;
      why = `DELETE ${path} answered ${r.status}`;
    } catch (e) {
      why = `DELETE ${path} failed: ${(e as Error).message}`;
    }
  }
  return successes === ATTEMPTS ? null : `${why} (asked ${ATTEMPTS} times)`;
}
