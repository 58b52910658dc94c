/**
 * doc 2 Errors: "Client errors (validation, unauthorized, not found, conflict, rate limit) are 4XX;
 * server errors are 5XX". An id in the path that no server holds is a "not found", so no operation
 * may answer it with a server error. Sent to every operation whose path names an id, with the probe
 * ids of lib/rules/probes.ts (nothing they address exists, so nothing can be altered) and the smallest
 * body the contract describes; a PUT that creates what its path names is left out (it would create
 * the probe). Only the class is asserted: where a 2XX is stated (an unknown webhook read is 200 with
 * `webhook` null) or an idempotent write admits one, the documents allow it, and where a refusal's
 * status is stated the rules of that condition judge it (ERRORS-RUN-NOT-FOUND and the rest). A 503
 * the documents state for the operation (spec reads) is admitted, as OP-NO-5XX admits it.
 */
import { minimalQuery, minimalValue } from "../../generators/index.ts";
import { describeSchema } from "../../lib/contract/constraints.ts";
import { probeParams, putCreatesById } from "../../lib/rules/probes.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { documented503, serverErrorToInvalid } from "../op/judges/errors.ts";

export const unknownPathIdNo5xx: Rule = {
  id: "ERRORS-UNKNOWN-ID-NO-5XX",
  title: "An id no server holds, in the path of any operation, is never answered a server error (5XX)",
  level: "MUST",
  family: "ERRORS",
  clause: "doc 2 Errors (client errors, not found among them, are 4XX; server errors are 5XX; the stated 503s aside)",
  clauses: ["D2-ERR-CLASSES"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.pathParams.some((p) => !p.schema.enum) && !putCreatesById(op),
  check: async (c) => {
    const op = c.operation;
    const node = op.body ? describeSchema(op.body.schema, c.t.index.document.components.schemas) : null;
    const params = probeParams(op);
    const r = await c.callOp(op, {
      params,
      body: node ? minimalValue(node) : undefined,
      query: minimalQuery(op),
      deadlineMs: 5_000,
    });
    const ids = Object.entries(params)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    c.require(
      !serverErrorToInvalid(op, r.status),
      `${r.status} for ${op.method} ${op.path} with ${ids}, which no server holds`,
      `a client error: not found is a 4XX (doc 2 Errors)${documented503(op) ? "; only the stated 503s are admitted" : ""}`,
      r.exchange,
    );
    c.pass(`${r.status} for ${ids}`);
  },
};
