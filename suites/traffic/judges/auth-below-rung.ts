/**
 * AUTH-403-BELOW, passively: a key whose rung the traffic states (a minting, the key list, /me) and
 * that is below an operation's rung is refused 403 `insufficient_scope` there (doc 2 Authentication
 * 4, 5; Errors). A 401 is not judged here (a key revoked meanwhile, or unknown: the AUTH-401 rules'
 * matter), nor a 429 (throttling may come first); anything else — admitted, or refused otherwise —
 * is what the live rule fails too.
 */
import { SCOPE_LADDER } from "../../../lib/contract/types.ts";
import { errorToken } from "../../../generators/calls/refusals.ts";
import { describe, fail, pass, type Judge } from "../judge.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export const belowRung: Judge = {
  rule: "AUTH-403-BELOW",
  judges: "a key below an operation's rung is refused 403 insufficient_scope",
  start: (t) => (x) => {
    const op = x.operation;
    const rung = t.keys.rungOf(x.token);
    if (!op || !rung || SCOPE_LADDER.indexOf(rung) >= SCOPE_LADDER.indexOf(op.scope)) return [];
    if (x.status === 401 || x.status === 429) return [];
    const token = x.status === 403 ? errorToken(x.json) : [];
    if (token.includes("insufficient_scope")) return [pass(x, `a ${rung} key refused 403 insufficient_scope`)];
    return [
      fail(
        x,
        `${describe(x)}${x.status === 403 ? ` ${jsonText(token)}` : ""} for a ${rung} key`,
        `403 \`insufficient_scope\` for a key below ${op.scope}, the rung of ${op.operationId} (doc 2 Authentication 5)`,
      ),
    ];
  },
};
