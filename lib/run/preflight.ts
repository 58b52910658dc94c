/**
 * Before any test: the target answers, `/me` accepts the admin key and reports `admin`. Anything
 * else is a usage or target error (exit 2) told in one sentence, never a stack trace.
 */
import { ApiClient, TransportError, type ClientOptions } from "../http/client.ts";
import type { Redactor } from "../http/redact.ts";

export class TargetError extends Error {}

export interface Identity {
  keyId: string;
  scope: string;
  workspaceId: string;
}

function parsed(text: string): Partial<Identity> | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" ? (v as Partial<Identity>) : undefined;
  } catch {
    return undefined;
  }
}

export async function whoAmI(client: ApiClient, key: string, what: string): Promise<Identity> {
  let r;
  try {
    r = await client.call<Identity>("GET", "/me", { key });
  } catch (e) {
    if (e instanceof TransportError) {
      const m = e.message;
      if (/certificate|TLS|SSL|self.signed/i.test(m))
        throw new TargetError(`TLS error talking to ${client.origin}: ${m}`);
      throw new TargetError(`the target at ${client.origin} is unreachable (${m})`);
    }
    throw e;
  }
  if (r.status === 401 || r.status === 403)
    throw new TargetError(`the target refused the ${what} (GET /me answered ${r.status})`);
  // Lenient here, strict in the rules: an identity readable at all (a wrong content type, extra
  // fields, another 2XX) lets the run go on, and the rules judging /me fail what is wrong with it.
  const identity = r.jsonOk ? r.json : parsed(r.text);
  if (
    r.status < 200 ||
    r.status > 299 ||
    typeof identity?.scope !== "string" ||
    typeof identity.workspaceId !== "string"
  ) {
    throw new TargetError(
      `GET /me did not answer a PublicIdentity (status ${r.status}): is ${client.origin}${client.prefix} the API?`,
    );
  }
  return {
    keyId: typeof identity.keyId === "string" ? identity.keyId : "",
    scope: identity.scope,
    workspaceId: identity.workspaceId,
  };
}

export async function preflight(
  baseUrl: string,
  adminKey: string,
  redactor: Redactor,
  limits: Pick<ClientOptions, "deadlineMs" | "rate" | "maxResponseBytes" | "connect" | "onAnswer"> = {},
): Promise<{ client: ApiClient; me: Identity }> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TargetError(`--base-url ${JSON.stringify(baseUrl)} is not a URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new TargetError(`--base-url must be http: or https:, got ${url.protocol}`);
  if (!adminKey) throw new TargetError("an admin key is required (--admin-key or CONFORMANCE_ADMIN_KEY)");
  redactor.add(adminKey.length >= 6 ? adminKey : undefined);
  const client = new ApiClient({ baseUrl, redactor, ...limits });
  try {
    const me = await whoAmI(client, adminKey, "admin key");
    if (me.scope !== "admin") throw new TargetError(`the key given as admin key has scope ${me.scope}, not admin`);
    return { client, me };
  } catch (e) {
    await client.close();
    throw e;
  }
}
