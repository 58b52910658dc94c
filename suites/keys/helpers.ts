/**
 * Small reads the KEYS rules share: the live key list, `/me` with a given key, and the parts of a
 * minted credential that must never be readable again (doc 2 Authentication 1, 10).
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";

export interface ListedKey {
  id?: unknown;
  label?: unknown;
  scope?: unknown;
  workspaceId?: unknown;
  createdByKeyId?: unknown;
  [k: string]: unknown;
}

/** GET /keys (admin): 200 PublicApiKeyList; fails the check on anything else. */
export async function listKeys(c: CheckContext): Promise<{ reply: Reply; keys: ListedKey[] }> {
  const r = await c.call<{ keys?: unknown }>("GET", "/keys");
  c.require(r.status === 200 && Array.isArray(r.json?.keys), `${r.status} from GET /keys`, "200 PublicApiKeyList with a `keys` array (doc 2 Keys)");
  return { reply: r, keys: r.json!.keys as ListedKey[] };
}

export function listedIds(keys: ListedKey[]): Set<string> {
  return new Set(keys.map((k) => k.id).filter((id): id is string => typeof id === "string"));
}

/** GET /me with `key`. */
export function meWith(c: CheckContext, key: string): Promise<Reply<{ scope?: unknown; keyId?: unknown; workspaceId?: unknown }>> {
  return c.call("GET", "/me", { key });
}

/**
 * The strings of a credential that no read may return: the value given back as `secret` and, when
 * it has the documented "prefix, key id, dot, secret" form, the part after the dot (doc 2
 * Authentication 1). Parts shorter than 8 characters are left out: they could occur by chance.
 */
export function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret]);
  const dot = secret.lastIndexOf(".");
  if (dot >= 0 && secret.length - dot - 1 >= 8) forms.add(secret.slice(dot + 1));
  return [...forms].filter((s) => s.length >= 8);
}

/** Where (by name) a body text holds one of `forms`, or null. */
export function leakedIn(text: string, forms: string[]): string | null {
  for (const f of forms) if (text.includes(f)) return f === forms[0] ? "the secret as returned at creation" : "the secret part of the credential";
  return null;
}

/** A label no other key carries: the seeded run value plus a purpose. */
export function uniqueLabel(c: CheckContext, purpose: string): string {
  return `conformance ${purpose} ${c.seed(purpose).toString(36)}`;
}
