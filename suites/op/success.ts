/**
 * OP-SUCCESS — doc 2 Endpoints (each table's success column): a request that should succeed is
 * answered the documented success status. The request comes from the operation's recipe
 * (generators/calls/recipes/), built from what the target lists or from resources the suite creates.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { successOf } from "./run.ts";
import { rowOf } from "../common/clauses.ts";
import { provokesSuccess } from "../common/provokes.ts";
import { recipeFor } from "../../generators/calls/recipes/index.ts";
import { holds } from "../common/finding.ts";
import { successStatusFinding } from "./judges/success.ts";

export const successStatus: Rule = {
  id: "OP-SUCCESS",
  title: "A request that should succeed is answered the documented success status",
  level: "MUST",
  family: "OP",
  clause: "doc 2 Endpoints (success column of each table); doc 1 States and transitions",
  clauses: ["D2-CONV-JSON", "D1-CONCEPT-PREFIX", "D2-VERSION-PREFIX"],
  clausesFor: rowOf,
  profile: "safe",
  scope: "operation",
  // Not where the suite has no way to bring the success about (a recipe that is `never`): suites/coverage/ says why.
  provokes: (op, index) => (op && !recipeFor(op.operationId)?.unexercisable ? provokesSuccess(op, index) : []),
  check: async (c) => {
    const op = c.operation;
    const s = await successOf(c);
    if (!s.ok) {
      if (s.outcome === "not-exercised") c.notExercised(s.message);
      c.fail(s.message);
    }
    const { reply, attempt } = s as Extract<typeof s, { ok: true }>;
    const what = attempt.label ? ` (${attempt.label})` : "";
    holds(c, successStatusFinding(op, reply.status, what), reply.exchange);
    c.pass(`${reply.status}${what}`);
  },
};
