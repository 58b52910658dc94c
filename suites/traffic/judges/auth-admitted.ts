/**
 * AUTH-ADMITTED, passively: a key at or above an operation's rung is never refused 403
 * `insufficient_scope` there (doc 2 Authentication 4: the ladder is inclusive; 5). For a key whose
 * rung the traffic does not state, the ladder is judged against the key itself: refused
 * `insufficient_scope` on an operation where the same key was admitted (a 2XX) is inconsistent,
 * since a key's rung does not change. A 401 is not judged (a key revoked meanwhile), nor a refusal
 * where a stated condition may raise the rung (../raised-rungs.ts: a start on a pipeline that parks).
 */
import { SCOPE_LADDER } from "../../../lib/contract/types.ts";
import { errorToken } from "../../../generators/calls/refusals.ts";
import { is2xx, type TrafficExchange } from "../exchange.ts";
import { describe, fail, pass, type Judge } from "../judge.ts";
import { raisedRung } from "../raised-rungs.ts";

const refusedForScope = (x: TrafficExchange) => x.status === 403 && errorToken(x.json).includes("insufficient_scope");

export const atOrAboveRung: Judge = {
  rule: "AUTH-ADMITTED",
  judges: "a key at or above an operation's rung is never refused 403 insufficient_scope",
  start: (t) => {
    // Per key and operation, of keys whose rung is not stated: one admission and one refusal seen.
    const seen = new Map<string, { admitted?: TrafficExchange; refused?: TrafficExchange }>();
    return (x) => {
      const op = x.operation;
      if (!op || !x.token) return [];
      const rung = t.keys.rungOf(x.token);
      const raised = raisedRung(op.operationId);
      if (rung) {
        if (SCOPE_LADDER.indexOf(rung) < SCOPE_LADDER.indexOf(op.scope)) return [];
        if (!refusedForScope(x)) return x.status === 401 ? [] : [pass(x, `a ${rung} key answered ${x.status}`)];
        if (raised && SCOPE_LADDER.indexOf(rung) < SCOPE_LADDER.indexOf(raised)) return [];
        return [fail(x, `${describe(x)} insufficient_scope for a ${rung} key`, `a ${rung} key is admitted to ${op.operationId}, of rung ${op.scope} (doc 2 Authentication 4, 5)`)];
      }
      if (raised) return [];
      const k = `${op.operationId}\n${x.token}`;
      const s = seen.get(k) ?? {};
      seen.set(k, s);
      if (is2xx(x.status)) s.admitted ??= x;
      else if (refusedForScope(x)) s.refused ??= x;
      else return [];
      if (s.admitted && s.refused) {
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
      }
      return [];
    };
  },
};
