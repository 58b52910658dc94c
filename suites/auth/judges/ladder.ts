/**
 * The judges of the scope ladder (doc 2 Authentication 4: `read` < `write` < `decide` < `admin`,
 * inclusive; 5: below the rung, 403 `insufficient_scope`): AUTH-403-BELOW, a key below an
 * operation's rung is refused 403 `insufficient_scope`; AUTH-ADMITTED, a key at or above it is
 * neither refused 401 nor 403 `insufficient_scope`. The live rules (../ladder.ts) send with keys of
 * each rung; passively, a key's rung is what the traffic states (a minting, the key list, /me:
 * suites/traffic/memory/keys.ts). A recorded 401 is not judged (a key revoked meanwhile, or
 * unknown: the AUTH-401 rules' matter), nor a 429 below the rung (throttling may come first), nor a
 * refusal where a stated condition may raise the rung (raised-rungs.ts: a start on a pipeline that
 * parks).
 */
import { SCOPE_LADDER, type Scope } from "../../../lib/contract/types.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import { errorToken } from "../../../generators/calls/refusals.ts";
import type { Finding } from "../../common/finding.ts";
import { is2xx, type TrafficExchange } from "../../traffic/exchange.ts";
import { describe, fail, found, pass, type Judge } from "../../traffic/judge.ts";
import { raisedRung } from "./raised-rungs.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const scopeRefusal = (status: number, json: unknown) =>
  status === 403 && errorToken(json).includes("insufficient_scope");
const below = (rung: Scope, than: Scope) => SCOPE_LADDER.indexOf(rung) < SCOPE_LADDER.indexOf(than);

/** AUTH-403-BELOW: the answer to a key of `rung`, below the operation's. */
export function belowRungFinding(op: Operation, rung: Scope, status: number, json: unknown): Finding | null {
  if (scopeRefusal(status, json)) return null;
  return {
    received: `${status}${status === 403 ? ` ${jsonText(errorToken(json))}` : ""} for a ${rung} key`,
    documented: `403 \`insufficient_scope\` for a key below ${op.scope}, the rung of ${op.operationId} (doc 2 Authentication 5)`,
  };
}

/** AUTH-ADMITTED: the answer to a key of `rung`, at or above the operation's. */
export function admittedFinding(op: Operation, rung: Scope, status: number, json: unknown): Finding | null {
  const refused = scopeRefusal(status, json);
  if (status !== 401 && !refused) return null;
  return {
    received: `${status}${refused ? " insufficient_scope" : ""} for a ${rung} key`,
    documented: `a ${rung} key is admitted to an operation of rung ${op.scope}: neither 401 (absent or unknown key) nor 403 \`insufficient_scope\``,
  };
}

export const belowRungJudge: Judge = {
  rule: "AUTH-403-BELOW",
  judges: "a key below an operation's rung is refused 403 insufficient_scope",
  start: (t) => (x) => {
    const op = x.operation;
    const rung = t.keys.rungOf(x.token);
    if (!op || !rung || !below(rung, op.scope) || x.status === 401 || x.status === 429) return [];
    const f = belowRungFinding(op, rung, x.status, x.json);
    return f ? [found(x, f)] : [pass(x, `a ${rung} key refused 403 insufficient_scope`)];
  },
};

export const admittedJudge: Judge = {
  rule: "AUTH-ADMITTED",
  judges: "a key at or above an operation's rung is never refused 403 insufficient_scope",
  start: (t) => {
    // Per key and operation, of keys whose rung is not stated: one admission and one refusal seen.
    const seen = new Map<string, { admitted?: TrafficExchange; refused?: TrafficExchange }>();
    return (x) => {
      const op = x.operation;
      if (!op || !x.token || x.status === 401) return [];
      const rung = t.keys.rungOf(x.token);
      const raised = raisedRung(op.operationId);
      if (rung) {
        if (below(rung, op.scope)) return [];
        const f = admittedFinding(op, rung, x.status, x.json);
        if (!f) return [pass(x, `a ${rung} key answered ${x.status}`)];
        return raised && below(rung, raised) ? [] : [found(x, f)];
      }
      if (raised) return [];
      // A key whose rung the traffic does not state is judged against itself: a key's rung does not
      // change, so admitted (a 2XX) and refused insufficient_scope on one operation is inconsistent.
      const k = `${op.operationId}\n${x.token}`;
      const s = seen.get(k) ?? {};
      seen.set(k, s);
      if (is2xx(x.status)) s.admitted ??= x;
      else if (scopeRefusal(x.status, x.json)) s.refused ??= x;
      else return [];
      if (!s.admitted || !s.refused) return [];
      const [first, last] = s.admitted.seq < s.refused.seq ? [s.admitted, s.refused] : [s.refused, s.admitted];
      if (x !== last) return [];
      return [
        fail(
          x,
          `one key (rung not stated in the traffic) admitted to ${op.operationId} (${describe(s.admitted)}) and refused insufficient_scope there (${describe(s.refused)})`,
          "a key's rung admits an operation or not, the same every time (doc 2 Authentication 4, 5)",
          { evidence: [first, last] },
        ),
      ];
    };
  },
};
