/**
 * The secrets a recorded traffic carries, taught to the run's Redactor before anything is written
 * (doc 2 Authentication 10: secrets are write-only; the project's rule: no secret in a report, a log
 * line or a reproduction). The credential of every Authorization header, the secret of every minted
 * key (createKey answers it once), and every string under a key named like a secret in a request or
 * answer body — a webhook signing secret, an environment connection's secret bundle — at any depth.
 */
import type { Redactor } from "../../lib/http/redact.ts";
import type { CapturedExchange } from "./exchange.ts";

/** Values shorter than this are not redacted (they would blank ordinary text); the Redactor refuses them too. */
const SHORTEST = 6;
/**
 * Names whose values are secrets: the contract's (`secret`, a connection's `secrets`) and the usual
 * ones of other traffic in a HAR (a password, an access token); `inputTokens` and its kin are counts.
 */
const SECRET_NAME =
  /secret|password|passphrase|credential|api_?key|(^|[_-])token$|^(access|refresh|id|auth|bearer)_?token$/i;

/** Where the secrets found go: the run's Redactor, or a collector of them (the proxy's HAR, app/traffic/har-redact.ts). */
type Learner = Pick<Redactor, "add">;

function add(redactor: Learner, value: string): void {
  if (value.length >= SHORTEST) redactor.add(value);
}

/** Every string under a secret-named key, however deep (a bundle's values sit under `secrets`). */
function walk(redactor: Learner, v: unknown, under: boolean): void {
  if (typeof v === "string") {
    if (under) add(redactor, v);
  } else if (Array.isArray(v)) v.forEach((x) => walk(redactor, x, under));
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) walk(redactor, x, under || SECRET_NAME.test(k));
}

function fromBody(redactor: Learner, text: string | null): void {
  if (!text || !/secret|pass|cred|key|token/i.test(text)) return;
  try {
    walk(redactor, JSON.parse(text), false);
  } catch {
    // Not JSON: nothing named to learn from.
  }
}

export function learnSecrets(redactor: Learner, x: CapturedExchange): void {
  try {
    for (const [name, value] of new URL(x.url).searchParams) if (SECRET_NAME.test(name)) add(redactor, value);
  } catch {
    // Not a URL: nothing to learn from it.
  }
  for (const [name, value] of Object.entries(x.requestHeaders)) {
    if (name !== "authorization" && name !== "proxy-authorization" && name !== "x-api-key") continue;
    // The credentials after the scheme (Bearer, Basic, …), or the whole value when there is no scheme.
    const m = /^\S+\s+(.+)$/.exec(value.trim());
    add(redactor, (m ? m[1] : value).trim());
  }
  fromBody(redactor, x.requestBody);
  fromBody(redactor, x.responseBody);
}
