/**
 * The judges of who is let in at all (doc 2 Authentication 2, 5; Errors; Identity): AUTH-401-ABSENT
 * and AUTH-401-SCHEME, a request without a key, or with one sent in another scheme than bearer, is
 * refused 401 with the error envelope; AUTH-ME-SCOPE, /me reports the calling key's real scope. The
 * live rules (../refused-401.ts, ../me.ts) send such requests with keys they hold; passively, a
 * request's Authorization header says which case it is, and a key's rung is what a minting or the
 * key list stated (suites/traffic/memory/keys.ts; /me's own answer cannot vouch for itself).
 * AUTH-401-UNKNOWN and AUTH-401-WRAPPED are not judged passively: whether a credential was ever
 * issued is not in the traffic.
 */
import type { Reply } from "../../../lib/http/client.ts";
import { refusalEnvelopeFinding } from "../../common/envelope.ts";
import type { Finding } from "../../common/finding.ts";
import { asReply } from "../../traffic/reply.ts";
import { eachExchange, found, pass, type Judge } from "../../traffic/judge.ts";
import type { TrafficExchange } from "../../traffic/exchange.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** The answer to a request sent without a usable key (`what`: how it was sent). */
export function refused401Finding(r: Reply, what: string): Finding | null {
  if (r.status !== 401) return { received: `${r.status} for ${what}`, documented: "401 for an absent or unknown key" };
  return refusalEnvelopeFinding(r);
}

/** /me's answer for a key of `rung`. */
export function meScopeFinding(rung: string, json: unknown): Finding | null {
  const scope = (json as { scope?: unknown } | undefined)?.scope;
  return scope === rung
    ? null
    : { received: `scope ${jsonText(scope)} for the ${rung} key`, documented: `scope ${rung}` };
}

function refusedJudge(rule: string, judges: string, sentAs: (x: TrafficExchange) => string | null): Judge {
  return eachExchange(rule, judges, (x) => {
    const what = x.operation ? sentAs(x) : null;
    if (what === null) return [];
    const f = refused401Finding(asReply(x), what);
    return f ? [found(x, f)] : [pass(x, `401 for ${what}`)];
  });
}

export const absentKeyJudge = refusedJudge("AUTH-401-ABSENT", "a request without a key is refused 401", (x) =>
  x.requestHeaders.authorization === undefined ? "a request without Authorization" : null,
);

export const schemeJudge = refusedJudge(
  "AUTH-401-SCHEME",
  "a key sent in another scheme than bearer is refused 401",
  (x) => {
    const scheme = /^\s*(\S+)/.exec(x.requestHeaders.authorization ?? "")?.[1];
    return scheme && scheme.toLowerCase() !== "bearer" ? `a key sent with the ${scheme} scheme` : null;
  },
);

export const meScopeJudge: Judge = {
  rule: "AUTH-ME-SCOPE",
  judges: "/me reports the scope a minting or the key list stated for the calling key",
  start: (t) => (x) => {
    if (x.operation?.operationId !== "getMe" || x.status !== 200 || !x.jsonOk) return [];
    const rung = t.keys.statedRungOf(x.token);
    if (!rung) return [];
    const f = meScopeFinding(rung, x.json);
    return f ? [found(x, f)] : [pass(x, `scope ${rung}`)];
  },
};
