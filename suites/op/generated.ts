/**
 * OP-GENERATED-ANSWERED — doc 2 Endpoints conventions ("Every operation may also answer a 4XX or
 * 5XX with the error envelope (see Errors); only success answers are listed") and doc 2 Errors (the
 * envelope): a generated VALID request — valid samples of the query and of the body, `--examples`
 * of each, drawn from the run seed — is answered either as the operation's row lists its success
 * (the documented status, a body of the documented shape, a JSON content type where the body is
 * JSON, nothing for a 204) or with a 4XX/5XX carrying the error envelope. Which error, and whether a
 * valid request may fail at all, is not judged: the documents admit any 4XX or 5XX. An undocumented
 * 2XX, a 3XX, an off-shape success or an error without the envelope fails.
 *
 * Valid bodies go only where generated-plans.ts admits them: reads anywhere; writes to probe ids no
 * server holds, to resources of the suite's own (a fresh webhook id included), or to the unaddressed
 * writes whose plan says `bodies: "valid"` (and the documented no-op of `extraValid`); what an
 * admitted write made is undone. The other writes (NO_VALID_INPUT: a valid body would start a job,
 * make a connection or a repository, or set the workspace's default webhook) are left out of the
 * rule: no generated valid input may go there, so there is nothing to judge (OP-NO-5XX still sends
 * them inputs refused by construction). A plan that admits none anyway ends not exercised.
 */
import { minimalQuery, minimalValue, sample, validQuery, validValue } from "../../generators/index.ts";
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { mediaClauses, rowAndResponseShape } from "../common/clauses.ts";
import { envelopeProblem } from "../common/envelope.ts";
import { formatIssues } from "./judges/body.ts";
import { NO_VALID_INPUT, planFor, type Plan } from "./generated-plans.ts";
import { JSON_SUFFIX, mediaType } from "./judges/media.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** Offending cases named in a failure's message. */
const SHOWN = 3;

interface Case {
  label: string;
  query: Record<string, string>;
  body?: unknown;
}

function short(value: unknown, max = 80): string {
  const text = jsonText(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The generated valid inputs of `op` that `plan` lets go out, or the reason none may. */
function cases(c: CheckContext, op: Operation, plan: Plan): Case[] | string {
  const out: Case[] = [];
  const baseQuery = minimalQuery(op);
  const components = c.t.index.document.components.schemas;
  const node = op.body ? describeSchema(op.body.schema, components) : null;
  const valid = plan.bodies === "valid";
  // A query sample travels with the minimal valid body of an operation that requires one: a valid
  // body, so only where valid bodies may go.
  if (op.queryParams.length && (valid || !(node && op.body?.required))) {
    const baseBody = node && op.body?.required ? minimalValue(node) : undefined;
    for (const q of sample(validQuery(op), c.seed("query"), c.t.info.examples))
      out.push({ label: `query ${short(q)}`, query: q, body: baseBody });
  }
  if (node) {
    const samples = valid
      ? sample(validValue(node), c.seed("body"), c.t.info.examples).map((b) => (plan.scrub ? plan.scrub(b) : b))
      : [];
    for (const b of [...samples, ...(plan.extraValid ?? [])])
      out.push({ label: `body ${short(b)}`, query: baseQuery, body: b });
  }
  if (out.length) return out;
  return `a valid body would act on data the suite did not create (${op.method} ${op.path} is addressed by no id, and nothing it makes is the suite's own to send generated bodies to): only inputs refused by construction go there (OP-NO-5XX)`;
}

/** Why `r` is neither a listed success of `op` nor an error with the envelope; null when it is one. */
function problemOf(c: CheckContext, op: Operation, r: Reply): string | null {
  if (r.status >= 400 && r.status <= 599) return envelopeProblem(r);
  if (r.status !== op.status) return `${r.status}, neither the documented ${op.status} nor a 4XX/5XX`;
  const type = mediaType(r.headers["content-type"]);
  switch (op.successKind) {
    case "none":
      return r.bytes.length ? `a ${r.status} with ${r.bytes.length} body byte(s)` : null;
    case "json": {
      const stated = op.successContentTypes.map((t) => t.toLowerCase());
      if (!stated.includes(type) && !JSON_SUFFIX.test(type))
        return `a ${r.status} with content type ${jsonText(r.headers["content-type"] ?? null)}, not JSON`;
      if (!r.jsonOk) return `a ${r.status} whose body is not JSON`;
      const v = c.t.validators.response(op.operationId, op.status)!(r.json);
      return v.ok ? null : `a ${r.status} off its shape: ${formatIssues(v.issues, 3)}`;
    }
    default: {
      const stated = op.successContentTypes.map((t) => t.toLowerCase());
      return stated.includes(type)
        ? null
        : `a ${r.status} with content type ${jsonText(r.headers["content-type"] ?? null)}`;
    }
  }
}

export const generatedAnswered: Rule = {
  id: "OP-GENERATED-ANSWERED",
  title: "Every generated valid request is answered a documented success or an error with the envelope",
  level: "MUST",
  family: "OP",
  clause:
    "doc 2 Endpoints conventions (only success answers are listed; every operation may also answer a 4XX or 5XX with the error envelope); doc 2 Errors (envelope); doc 2 Endpoints (the row's success status, shape and JSON bodies)",
  clauses: ["D2-CONV-ERROR-ENVELOPE", "D2-ERR-ENVELOPE"],
  clausesFor: (op) => [...rowAndResponseShape(op), ...mediaClauses(op)],
  profile: "safe",
  scope: "operation",
  // Operations with something to generate (a query or a body), where a valid input may go.
  appliesTo: (op) => (op.body !== null || op.queryParams.length > 0) && !NO_VALID_INPUT.has(op.operationId),
  check: async (c) => {
    const op = c.operation;
    const plan = await planFor(c, op);
    const list = cases(c, op, plan);
    if (typeof list === "string") return c.notExercised(list);
    const bad: { label: string; problem: string; r: Reply }[] = [];
    const statuses = new Map<number, number>();
    for (const k of list) {
      const r = await c.callOp(op, { params: plan.params, query: k.query, body: k.body, deadlineMs: 10_000 });
      if (k.body !== undefined && plan.undo) await plan.undo(c, r);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      const problem = problemOf(c, op, r);
      if (problem !== null) bad.push({ label: k.label, problem, r });
    }
    if (bad.length) {
      const shown = bad
        .slice(0, SHOWN)
        .map((b) => `${b.problem} for ${b.label}`)
        .join("; ");
      const more = bad.length > SHOWN ? `; … ${bad.length - SHOWN} more` : "";
      c.fail(
        `Received: ${shown}${more} (${bad.length} of ${list.length} generated valid requests) / Documented: the listed success (${op.status}${op.successKind === "json" ? " with a JSON body of its shape" : op.successKind === "none" ? " with no body" : ""}) or a 4XX/5XX with the error envelope {error: {code, message}} (doc 2 Endpoints conventions, Errors)`,
        bad[0].r.exchange,
      );
    }
    const tally = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s} ×${n}`)
      .join(", ");
    c.pass(
      `${list.length} generated valid request${list.length === 1 ? "" : "s"} judged (${tally}): each the listed success or an error with the envelope`,
    );
  },
};
