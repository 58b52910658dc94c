/**
 * OP-ERROR-ENVELOPE — doc 2 Errors and Endpoints conventions ("Every operation may also answer a 4XX
 * or 5XX with the error envelope"): every error the suite provokes carries
 * `{error: {code, message, details?, issues?}}`. Per operation: no key (always refused), a probe id
 * where the path has one, an unacceptable body where the operation takes one, a broken query
 * parameter where it has some. Nothing provoked here can act: each request is refused before it
 * reaches data, or addresses an id no server holds.
 */
import { minimalQuery, minimalValue, queryViolations } from "../../generators/index.ts";
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { OpCall } from "../../lib/rules/check.ts";
import { probeCouldAlterForeignData, probeParams, putCreatesById, UNACCEPTABLE_BODY } from "../../lib/rules/probes.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { holds } from "../common/finding.ts";
import { envelopeFinding } from "./judges/errors.ts";

function provocations(
  op: Operation,
  components: Record<string, Record<string, unknown>>,
): { label: string; call: OpCall }[] {
  const params = probeParams(op);
  const out: { label: string; call: OpCall }[] = [
    { label: "no key", call: { params, key: null, rawBody: op.body ? UNACCEPTABLE_BODY : undefined } },
  ];
  if (op.pathParams.length && !putCreatesById(op)) {
    const body = op.body ? minimalValue(describeSchema(op.body.schema, components)) : undefined;
    out.push({ label: "a probe id no server holds", call: { params, body, query: minimalQuery(op) } });
  }
  if (op.body && !probeCouldAlterForeignData(op))
    out.push({
      label: "a body no operation accepts (a JSON array)",
      call: { params, rawBody: UNACCEPTABLE_BODY, query: minimalQuery(op) },
    });
  const [qv] = queryViolations(op);
  if (qv) {
    const body = op.body ? minimalValue(describeSchema(op.body.schema, components)) : undefined;
    if (!op.body || !putCreatesById(op))
      out.push({
        label: `a broken query parameter (${qv.label})`,
        call: { params, body, query: { ...minimalQuery(op), [qv.param]: qv.value } },
      });
  }
  return out;
}

export const errorEnvelope: Rule = {
  id: "OP-ERROR-ENVELOPE",
  title: "Every error provoked carries the error envelope",
  level: "MUST",
  family: "OP",
  clause:
    "doc 2 Errors (envelope); doc 2 Endpoints conventions (4XX/5XX with the error envelope); doc 1 Error envelope",
  clauses: ["D2-CONV-ERROR-ENVELOPE", "D2-ERR-ENVELOPE", "D1-ERROR-ENVELOPE"],
  profile: "safe",
  scope: "operation",
  check: async (c) => {
    const op = c.operation;
    const components = c.t.index.document.components.schemas as Record<string, Record<string, unknown>>;
    const seen: string[] = [];
    for (const p of provocations(op, components)) {
      const r = await c.callOp(op, { ...p.call, deadlineMs: 5_000 });
      if (r.status < 400) continue;
      holds(c, envelopeFinding(r, ` for ${p.label}`), r.exchange);
      seen.push(`${r.status} for ${p.label}`);
    }
    if (!seen.length)
      c.fail(
        "Received: no error for any provocation (not even without a key) / Documented: an absent key is refused 401 with the envelope",
      );
    c.pass(seen.join("; "));
  },
};
