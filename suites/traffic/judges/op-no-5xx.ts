/**
 * OP-NO-5XX, passively: a request that fails validation — its path or query parameters, or its JSON
 * body, against the contract's own validators — is a client error, never a 5XX (doc 2 Errors: client
 * errors, validation among them, are 4XX), except a 503 the documents state for the operation. A
 * 5XX to a valid request is a server error the documents admit, and not judged.
 */
import { formatIssues } from "../../op/body.ts";
import { describe, eachExchange, fail, pass } from "../judge.ts";
import type { TrafficExchange } from "../exchange.ts";
import type { TrafficContext } from "../judge.ts";

/** What makes the request invalid, in words, or null when it validates. */
function invalidity(x: TrafficExchange, t: TrafficContext): string | null {
  const op = x.operation!;
  const params = t.validators.params(op.operationId)({ path: x.params, query: x.query });
  if (!params.ok) return `parameters: ${formatIssues(params.issues, 3)}`;
  const body = t.validators.requestBody(op.operationId);
  if (!body) return null;
  if (x.requestBody === null || x.requestBody === "") return op.body?.required ? "no body, where one is required" : null;
  let value: unknown;
  try {
    value = JSON.parse(x.requestBody);
  } catch {
    return "a body that is not JSON";
  }
  const v = body(value);
  return v.ok ? null : `body: ${formatIssues(v.issues, 3)}`;
}

export const no5xx = eachExchange("OP-NO-5XX", "a request failing validation is never answered a 5XX (a documented 503 aside)", (x, t) => {
  const op = x.operation;
  if (!op) return [];
  const wrong = invalidity(x, t);
  if (wrong === null) return [];
  if (x.status < 500) return [pass(x, `${x.status} for an invalid request`)];
  if (x.status === 503 && op.errors.some((e) => e.status === 503)) return [pass(x, "a documented 503")];
  return [fail(x, `${describe(x)} for a request failing validation (${wrong})`, "a client error (4XX): validation failures are client errors (doc 2 Errors)")];
});
