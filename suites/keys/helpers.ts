/**
 * Small reads the KEYS rules share: the live key list, `/me` with a given key, and the parts of a
 * minted credential that must never be readable again (doc 2 Authentication 1, 10).
 */
import type { Reply } from "../../lib/http/client.ts";
import { asVerdict, type CheckContext } from "../../lib/rules/check.ts";
import { ownKey, setupRefused } from "../../generators/calls/resources.ts";

export interface ListedKey {
  id?: unknown;
  label?: unknown;
  scope?: unknown;
  workspaceId?: unknown;
  createdByKeyId?: unknown;
  [k: string]: unknown;
}

/**
 * GET /keys (admin): 200 PublicApiKeyList. Where the list is what the rule judges, anything else
 * fails the check; with `setup` (what the rule reads it for) the list is only an observation the
 * rule needs, and a refusal ends the check not exercised with the refused exchange (issue 17).
 */
export async function listKeys(c: CheckContext, setup?: string): Promise<{ reply: Reply; keys: ListedKey[] }> {
  const r = await c.call<{ keys?: unknown }>("GET", "/keys");
  const ok = r.status === 200 && Array.isArray(r.json?.keys);
  if (!ok && setup && r.status !== 200) setupRefused(c, setup, r);
  c.require(ok, `${r.status} from GET /keys`, "200 PublicApiKeyList with a `keys` array (doc 2 Keys)", r.exchange);
  return { reply: r, keys: r.json!.keys as ListedKey[] };
}

/**
 * A key of the suite's own, minted as the setup of a rule that judges something else (the secret,
 * a revocation): a refused mint (any answer but 201) is not exercised (generators/calls/resources.ts
 * `ownKey`), but a 201 without a string `secret` and `key.id` is a CreatedPublicApiKey that breaks
 * doc 1 ("`key` PublicApiKey req; `secret` string req, the raw secret, returned exactly once").
 */
export async function mintForSetup(
  c: CheckContext,
  body: Record<string, unknown>,
): Promise<Awaited<ReturnType<typeof ownKey>>> {
  try {
    return await ownKey(c, body);
  } catch (e) {
    const last = c.evidence.at(-1);
    if (
      asVerdict(e)?.outcome === "not-exercised" &&
      last?.method === "POST" &&
      last.status === 201 &&
      /\/keys$/.test(new URL(last.url).pathname)
    ) {
      c.fail(
        "Received: a 201 whose body lacks a string `secret` or `key.id` / Documented: CreatedPublicApiKey: `key` PublicApiKey and `secret` string, both required (doc 1)",
        last,
      );
    }
    throw e;
  }
}

export function listedIds(keys: ListedKey[]): Set<string> {
  return new Set(keys.map((k) => k.id).filter((id): id is string => typeof id === "string"));
}

/** GET /me with `key`. */
export function meWith(
  c: CheckContext,
  key: string,
): Promise<Reply<{ scope?: unknown; keyId?: unknown; workspaceId?: unknown }>> {
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
  for (const f of forms)
    if (text.includes(f))
      return f === forms[0] ? "the secret as returned at creation" : "the secret part of the credential";
  return null;
}

/** A label no other key carries: the seeded run value plus a purpose. */
export function uniqueLabel(c: CheckContext, purpose: string): string {
  return `conformance ${purpose} ${c.seed(purpose).toString(36)}`;
}
