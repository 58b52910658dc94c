/**
 * 404 with the stated token for an id the key cannot read, on every operation whose contract entry
 * states it (doc 2 Errors: 404 `run_not_found` "run the key cannot read", 404
 * `kaizen_entry_not_found` "unknown Kaizen entry"; doc 2 Kaizen).
 */
import { PLACEHOLDER_ID, probeParams } from "../../lib/rules/probes.ts";
import type { Rule } from "../../lib/rules/types.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { judgeOutcomeField } from "../state/decisions/kit/fields.ts";
import { probeBody, requireStated, type ProbeBody } from "./stated.ts";
import type { ClauseId } from "../../contract/clauses/index.ts";
import { provokesOwn } from "../common/provokes.ts";

/**
 * A body the configuration makes valid where the documents leave its fields unshown: the judge's
 * outcome field (`decisionFields.judgeOutcome`, as the STATE judge machine sends it), so the body
 * is valid and the unknown run is what the answer is about. Without it the rule is not exercised.
 */
function configuredBody(c: CheckContext, op: Operation): ProbeBody | undefined {
  if (op.operationId !== "resolveJudge") return undefined;
  const judge = judgeOutcomeField(c);
  if (!judge.field) c.notExercised(judge.why);
  return { body: { [judge.field!]: "proceed" }, typed: true };
}

function unknownIdRule(
  id: string,
  token: string,
  param: string,
  what: string,
  clause: string,
  clauses: readonly ClauseId[],
): Rule {
  return {
    id,
    title: `An unknown ${what} is refused 404 \`${token}\``,
    level: "MUST",
    family: "ERRORS",
    clause,
    clauses,
    profile: "safe",
    scope: "operation",
    // Every operation whose stated errors carry the token and whose path names the id.
    appliesTo: (op) =>
      op.errors.some((e) => e.status === 404 && e.token === token) && op.pathParams.some((p) => p.name === param),
    provokes: provokesOwn(404),
    check: async (c) => {
      const op = c.operation;
      if (op.method !== "GET" && c.t.profile === "safe") c.notExercised("the safe profile sends no writes");
      const params = { ...probeParams(op), [param]: `${PLACEHOLDER_ID}-${c.seed(param).toString(36)}` };
      const body = configuredBody(c, op) ?? probeBody(c, op);
      const r = await c.callOp(op, { params, body: body?.body });
      if (r.status !== 404 && body && !body.typed && r.status >= 400 && r.status < 500) {
        c.notExercised(
          `the request body's fields are not shown (object*), and the server refused the probe body (${r.status}) before looking the ${what} up`,
        );
      }
      requireStated(c, r, 404, token, `an unknown ${what}`);
      c.pass();
    },
  };
}

export const runNotFound = unknownIdRule(
  "ERRORS-RUN-NOT-FOUND",
  "run_not_found",
  "runId",
  "run",
  "doc 2 Errors (404 `run_not_found`: run the key cannot read); doc 2 Merge records",
  ["D2-ERR-404-RUN-NOT-FOUND", "D2-ERR-REASON-IN-DETAILS"],
);

export const kaizenNotFound = unknownIdRule(
  "ERRORS-KAIZEN-NOT-FOUND",
  "kaizen_entry_not_found",
  "entryId",
  "Kaizen entry",
  "doc 2 Errors (404 `kaizen_entry_not_found`); doc 2 Kaizen (unknown id: 404 reason `kaizen_entry_not_found`)",
  ["D2-ERR-404-KAIZEN", "D2-KAIZEN-UNKNOWN-404", "D2-ERR-REASON-IN-DETAILS"],
);
