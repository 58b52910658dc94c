/**
 * OP-NO-5XX — doc 2 Errors ("Client errors (validation, …) are 4XX; server errors are 5XX"): no
 * input that fails validation — one-violation variants of the query and body, a missing required
 * query parameter, no body where one is required, a required body that is not JSON or is sent without
 * Content-Type — gets a 5XX, except a 503 the documents state for the operation. Valid inputs are
 * not sent: "Every operation may also answer a 4XX or 5XX" (doc 2 Endpoints conventions), so a 5XX
 * to a valid request is a server error the documents admit, and only a validation failure is a
 * client error whose class is stated. Inputs go only where they cannot touch data the suite did not
 * create: reads anywhere; writes to probe ids, to resources of the suite's own, or (operations
 * addressed by no id) bodies that are refused by construction (generated-plans.ts).
 */
import fc from "fast-check";
import {
  applyViolation,
  minimalQuery,
  minimalValue,
  missingQueryParams,
  queryViolations,
  sample,
  violations,
} from "../../generators/index.ts";
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { planFor } from "./generated-plans.ts";
import { UNACCEPTABLE_BODY } from "../../lib/rules/probes.ts";
import { no5xxDocumented, serverErrorToInvalid } from "./judges/errors.ts";

// The one-violation cases are capped.
const MAX_VIOLATIONS = 8;

interface Case {
  label: string;
  query: Record<string, string>;
  body?: unknown;
  /** Bytes sent as they are, instead of `body`. */
  rawBody?: string;
  /** The body goes without a Content-Type header. */
  undeclared?: boolean;
}

/**
 * A required body that is not JSON, and one sent without declaring a media type: each is refused
 * whatever the server makes of it (the text does not parse; `[]` is no object any operation takes),
 * so a server that reads it as no body at all is the only one it could act on, and an operation
 * whose body is required cannot act without one.
 */
function unreadableBodies(op: Operation, query: Record<string, string>): Case[] {
  if (!op.body?.required) return [];
  return [
    { label: "a body that is not JSON (`{`)", query, rawBody: "{" },
    { label: "a body sent without Content-Type (`[]`)", query, rawBody: UNACCEPTABLE_BODY, undeclared: true },
  ];
}

/** The inputs that fail validation: each one violation of a valid minimal request. */
function cases(c: CheckContext, op: Operation): Case[] {
  const out: Case[] = [];
  const baseQuery = minimalQuery(op);
  const components = c.t.index.document.components.schemas;
  const node = op.body ? describeSchema(op.body.schema, components) : null;
  const baseBody = node && op.body?.required ? minimalValue(node) : undefined;
  if (op.queryParams.length) {
    for (const v of queryViolations(op))
      out.push({ label: v.label, query: { ...baseQuery, [v.param]: v.value }, body: baseBody });
    for (const m of missingQueryParams(op)) {
      const q = { ...baseQuery };
      delete q[m.param];
      out.push({ label: m.label, query: q, body: baseBody });
    }
  }
  if (node) {
    const all = violations(node);
    const picked =
      all.length <= MAX_VIOLATIONS
        ? all
        : sample(
            fc.shuffledSubarray(all, { minLength: MAX_VIOLATIONS, maxLength: MAX_VIOLATIONS }),
            c.seed("violations"),
            1,
          )[0];
    const base = minimalValue(node);
    for (const v of picked) out.push({ label: `body ${v.label}`, query: baseQuery, body: applyViolation(base, v) });
    // No body at all where the operation requires one: every required field of it is missing.
    if (op.body?.required) out.push({ label: "no body, where one is required", query: baseQuery, body: undefined });
  }
  out.push(...unreadableBodies(op, baseQuery));
  return out;
}

export const no5xx: Rule = {
  id: "OP-NO-5XX",
  title: "No input that fails validation is answered a 5XX (other than a documented 503)",
  level: "MUST",
  family: "OP",
  clause:
    "doc 2 Errors (client errors (validation, …) are 4XX; the documented 503s); doc 2 Endpoints conventions (any operation may answer a 4XX or 5XX: a valid request's 5XX is not judged)",
  clauses: ["D2-ERR-CLASSES", "D2-CONV-ERROR-ENVELOPE", "D2-CONV-JSON"],
  profile: "safe",
  scope: "operation",
  // Operations with something to break: a body, or a query parameter with a stated constraint.
  appliesTo: (op) => op.body !== null || queryViolations(op).length > 0 || missingQueryParams(op).length > 0,
  check: async (c) => {
    const op = c.operation;
    const plan = await planFor(c, op);
    const list = cases(c, op);
    if (!list.length)
      c.notExercised("no input that fails validation to generate (the operation states no constraint to break)");
    const bad: { label: string; r: Reply }[] = [];
    for (const k of list) {
      const r = await c.callOp(op, {
        params: plan.params,
        query: k.query,
        body: k.body,
        rawBody: k.rawBody,
        undeclared: k.undeclared,
        deadlineMs: 10_000,
      });
      if ((k.body !== undefined || k.rawBody !== undefined) && plan.undo) await plan.undo(c, r);
      if (serverErrorToInvalid(op, r.status)) bad.push({ label: k.label, r });
    }
    if (bad.length) {
      const first = bad[0];
      c.fail(
        `Received: ${bad
          .map((b) => `${b.r.status} for ${b.label}`)
          .slice(0, 5)
          .join("; ")}${bad.length > 5 ? `; … ${bad.length - 5} more` : ""} / Documented: ${no5xxDocumented(op)}`,
        first.r.exchange,
      );
    }
    c.pass(`${list.length} requests failing validation, no undocumented 5XX`);
  },
};
