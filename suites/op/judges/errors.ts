/**
 * The judges of error answers (doc 2 Errors; Endpoints conventions): OP-ERROR-ENVELOPE, every 4XX or
 * 5XX carries `{error: {code, message, details?, issues?}}`; OP-NO-5XX, a request that fails
 * validation is a client error, never a 5XX, but for a 503 the documents state for the operation. The
 * live rules (../error-envelope.ts, ../no-5xx.ts) provoke such answers; passively, a request fails
 * validation when the contract's own validators refuse its parameters or body (a 5XX to a valid
 * request is a server error the documents admit, and not judged).
 */
import type { Operation } from "../../../lib/contract/operations.ts";
import type { Reply } from "../../../lib/http/client.ts";
import { envelopeProblem } from "../../common/envelope.ts";
import type { Finding } from "../../common/finding.ts";
import { eachExchange, found, pass, type TrafficContext } from "../../traffic/judge.ts";
import type { TrafficExchange } from "../../traffic/exchange.ts";
import { asReply } from "../../traffic/reply.ts";
import { formatIssues } from "./body.ts";

/** OP-ERROR-ENVELOPE on one 4XX/5XX (`what`: what provoked it). */
export function envelopeFinding(r: Reply, what: string): Finding | null {
  const problem = envelopeProblem(r);
  return problem === null
    ? null
    : {
        received: `${problem}${what}`,
        documented: "the error envelope {error: {code, message, details?, issues?}} on every 4XX/5XX",
      };
}

/** A 503 the documents state for the operation (use-case model outages, spec read refusals). */
export function documented503(op: Operation): boolean {
  return op.errors.some((e) => e.status === 503);
}

/** OP-NO-5XX: whether an answer to a request failing validation breaks the rule. */
export function serverErrorToInvalid(op: Operation, status: number): boolean {
  return status >= 500 && !(status === 503 && documented503(op));
}

export function no5xxDocumented(op: Operation): string {
  return `client errors (validation) are 4XX (doc 2 Errors)${documented503(op) ? "; only the stated 503s are admitted" : ""}`;
}

export const envelopeJudge = eachExchange("OP-ERROR-ENVELOPE", "every 4XX/5XX carries the error envelope", (x) => {
  if (!x.operation || x.status < 400 || x.truncated) return [];
  const f = envelopeFinding(asReply(x), "");
  return f ? [found(x, f)] : [pass(x, `${x.status} with the envelope`)];
});

/** What makes a recorded request invalid, in words, or null when it validates. */
function invalidity(x: TrafficExchange, t: TrafficContext): string | null {
  const op = x.operation!;
  const params = t.validators.params(op.operationId)({ path: x.params, query: x.query });
  if (!params.ok) return `parameters: ${formatIssues(params.issues, 3)}`;
  const body = t.validators.requestBody(op.operationId);
  if (!body) return null;
  if (x.requestBody === null || x.requestBody === "")
    return op.body?.required ? "no body, where one is required" : null;
  let value: unknown;
  try {
    value = JSON.parse(x.requestBody);
  } catch {
    return "a body that is not JSON";
  }
  const v = body(value);
  return v.ok ? null : `body: ${formatIssues(v.issues, 3)}`;
}

export const no5xxJudge = eachExchange(
  "OP-NO-5XX",
  "a request failing validation is never answered a 5XX (a documented 503 aside)",
  (x, t) => {
    const op = x.operation;
    if (!op) return [];
    const wrong = invalidity(x, t);
    if (wrong === null) return [];
    if (serverErrorToInvalid(op, x.status))
      return [
        found(x, {
          received: `${x.status} for a request failing validation (${wrong})`,
          documented: no5xxDocumented(op),
        }),
      ];
    return [pass(x, x.status < 500 ? `${x.status} for an invalid request` : "a documented 503")];
  },
);
