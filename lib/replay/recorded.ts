/**
 * A recorded exchange of a report made sendable again (`replay`, issue 27 point 5): the report keeps
 * each request redacted — its key named by the variable a reproduction uses (`$READ_KEY`), any
 * other secret `[REDACTED]`, a body over 4,000 characters cut short — so a request is rebuilt with
 * fresh keys in place of the variables, or is said not to be re-sendable, and why.
 */
import { BODY_LIMIT, type Exchange } from "../http/exchange.ts";
import { REDACTED } from "../http/redact.ts";
import { KEY_VARIABLES } from "../http/key-variables.ts";
import type { LadderKeys } from "../run/config.ts";

/** A request ready to go: its path under the API prefix (query included, as recorded), headers and body. */
export interface Resendable {
  method: string;
  /** Under `/api/v1`, with the recorded query: `/runs/r1/approve?x=1`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** How the request reads in the output: method, path and the key it was sent with (`$READ_KEY`, a literal, none). */
export interface Shown {
  method: string;
  path: string;
  /** The recorded Authorization credential as the report shows it, or null when none was sent. */
  credential: string | null;
}

export type Rebuilt = { ok: true; request: Resendable; shown: Shown } | { ok: false; why: string; shown: Shown };

/** `… (5123 chars)`: the mark exchange.ts leaves on a body it cut. */
const CUT = /… \((\d+) chars\)$/;

/** The variables a report names the run's keys with, to the field of the ladder holding each. */
const BY_VARIABLE = new Map<string, keyof LadderKeys>(KEY_VARIABLES.map(([rung, variable]) => [variable, rung]));

/**
 * `exchange` rebuilt for `keys`: `apiPrefix` is the recorded target's path to the API
 * (`/api/v1`, or `/base/api/v1` under a base path), stripped so the request goes under the new one.
 */
export function rebuild(exchange: Exchange, apiPrefix: string, keys: LadderKeys): Rebuilt {
  const url = new URL(exchange.url);
  const inApi = url.pathname.startsWith(apiPrefix);
  const path = `${inApi ? url.pathname.slice(apiPrefix.length) : url.pathname}${url.search}`;
  const authorization = Object.entries(exchange.requestHeaders).find(([k]) => k.toLowerCase() === "authorization");
  const shown: Shown = { method: exchange.method, path, credential: authorization ? authorization[1] : null };
  const refuse = (why: string): Rebuilt => ({ ok: false, why, shown });
  if (!inApi) return refuse(`it addressed ${url.pathname}, outside the API at ${apiPrefix}`);
  if (path.includes(REDACTED)) return refuse("its URL held a secret, redacted in the report");
  const body = exchange.requestBody;
  const cut = body === undefined ? null : CUT.exec(body);
  if (body !== undefined && cut && body.length > BODY_LIMIT)
    return refuse(
      `its body (${Number(cut[1]).toLocaleString("en-US")} characters) was cut to ${BODY_LIMIT.toLocaleString("en-US")} in the report: it cannot be re-sent verbatim`,
    );
  if (body?.includes(REDACTED)) return refuse("its body held a secret, redacted in the report");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(exchange.requestHeaders)) {
    if (name.toLowerCase() === "authorization") continue;
    if (value.includes(REDACTED)) return refuse(`its ${name} header held a secret, redacted in the report`);
    headers[name] = value;
  }
  if (/^text\/event-stream/i.test(headers.accept ?? ""))
    return refuse("an event stream: read as it comes by its rule, which the re-run judges");
  if (authorization) {
    const credential = withKeys(authorization[1], keys);
    if (!credential.ok) return refuse(credential.why);
    headers[authorization[0]] = credential.value;
  }
  return { ok: true, request: { method: exchange.method, path, headers, body }, shown };
}

/** A recorded Authorization value with each `$VARIABLE` replaced by the fresh key it names. */
function withKeys(recorded: string, keys: LadderKeys): { ok: true; value: string } | { ok: false; why: string } {
  if (recorded.includes(REDACTED))
    return { ok: false, why: "its key was one the check minted for itself and revoked: no fresh key stands for it" };
  let missing: string | null = null;
  const value = recorded.replace(/\$\{?([A-Z_]+_KEY)\}?/g, (_all, variable: string) => {
    const rung = BY_VARIABLE.get(variable);
    const key = rung ? keys[rung] : null;
    if (!key) {
      missing ??= variable;
      return "";
    }
    return key;
  });
  if (missing === "API_KEY")
    return { ok: false, why: "its key was one the check minted for itself and revoked: no fresh key stands for it" };
  if (missing) return { ok: false, why: `it needs $${missing}, which this replay has no key for` };
  return { ok: true, value };
}
