/**
 * doc 2 Authentication 4 and 5: the scope ladder is inclusive (`read` < `write` < `decide` <
 * `admin`); a key below an operation's rung is refused 403 `insufficient_scope`; a key at or
 * above it is admitted.
 */
import { SCOPE_LADDER, type Scope } from "../../lib/contract/types.ts";
import { probeCouldAlterForeignData, probeParams, UNACCEPTABLE_BODY } from "../../lib/rules/probes.ts";
import type { Rule } from "../../lib/rules/types.ts";
import type { LadderKeys } from "../../lib/run/config.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { rowOf, scopeNotes } from "../common/clauses.ts";
import { holds } from "../common/finding.ts";
import { admittedFinding, belowRungFinding } from "./judges/ladder.ts";
import { provokesOwn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

function keyFor(keys: LadderKeys, rung: Scope): string | null {
  return keys[rung] ?? null;
}

export const belowRung: Rule = {
  id: "AUTH-403-BELOW",
  title: "Every rung below the operation's is refused 403 insufficient_scope",
  level: "MUST",
  family: "AUTH",
  clause: "doc 2 Authentication 4, 5; Errors (403 insufficient_scope)",
  clauses: ["D2-AUTH-5-403", "D2-ERR-403", "D2-AUTH-6-SCOPE-USES", "D2-CONV-SCOPE-COLUMN"],
  clausesFor: (op) => [...rowOf(op), ...scopeNotes(op)],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.scope !== "read",
  provokes: provokesOwn(403),
  check: async (c) => {
    const op = c.operation;
    const below = SCOPE_LADDER.slice(0, SCOPE_LADDER.indexOf(op.scope)).filter((r) => r !== "admin");
    const usable = below.filter((r) => keyFor(c.t.keys, r));
    if (!usable.length) c.notExercised(`no key below ${op.scope} could be minted: ${jsonText(c.t.info.keyProblems)}`);
    for (const rung of usable) {
      const r = await c.callOp(op, {
        params: probeParams(op),
        key: keyFor(c.t.keys, rung),
        body: op.body ? {} : undefined,
      });
      holds(c, belowRungFinding(op, rung, r.status, r.json));
      expectEnvelope(c, r);
    }
    c.pass(`refused ${usable.join(", ")}`);
  },
};

export const atOrAboveRung: Rule = {
  id: "AUTH-ADMITTED",
  title: "The operation's own rung and every rung above it are admitted (never 401, never 403 insufficient_scope)",
  level: "MUST",
  family: "AUTH",
  clause:
    "doc 2 Authentication 4, 5; Errors (401: key absent or unknown; 403 `insufficient_scope`); Endpoints conventions (any operation may also answer a 4XX)",
  clauses: ["D2-AUTH-4-LADDER", "D2-AUTH-6-SCOPE-USES", "D2-CONV-SCOPE-COLUMN"],
  clausesFor: rowOf,
  profile: "safe",
  scope: "operation",
  check: async (c) => {
    const op = c.operation;
    if (op.method !== "GET" && c.t.profile === "safe") c.notExercised("the safe profile sends no writes");
    if (probeCouldAlterForeignData(op)) {
      const current = await c.call<{ webhook: unknown }>("GET", "/notification-webhook");
      if (current.status !== 200 || current.json?.webhook !== null) {
        c.notExercised(
          "the workspace has a default webhook the suite did not create: deleting it is not the suite's to do",
        );
      }
    }
    const rungs = SCOPE_LADDER.slice(SCOPE_LADDER.indexOf(op.scope)).filter((r) => keyFor(c.t.keys, r));
    for (const rung of rungs) {
      // The run's own deadline (--timeout): the documents state no response time.
      const r = await c.callOp(op, {
        params: probeParams(op),
        key: keyFor(c.t.keys, rung),
        rawBody: op.body ? UNACCEPTABLE_BODY : undefined,
      });
      // 401 is stated for an absent or unknown key only, and the scope refusal is 403
      // `insufficient_scope` (Authentication 5; Errors). A 403 carrying another code is some other
      // refusal, which "every operation may also answer" (Endpoints conventions): not a scope refusal.
      holds(c, admittedFinding(op, rung, r.status, r.json));
    }
    c.pass(`admitted ${rungs.join(", ")}`);
  },
};
