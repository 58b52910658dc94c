/**
 * OP-ERROR-ENVELOPE, passively: every 4XX or 5XX of an operation carries the error envelope
 * `{error: {code, message, details?, issues?}}` (doc 2 Errors; Endpoints conventions), read by the
 * live rule's own helper.
 */
import { envelopeProblem } from "../../common/envelope.ts";
import { describe, eachExchange, fail, pass } from "../judge.ts";
import { asReply } from "../reply.ts";

export const errorEnvelope = eachExchange("OP-ERROR-ENVELOPE", "every 4XX/5XX carries the error envelope", (x) => {
  if (!x.operation || x.status < 400 || x.truncated) return [];
  const problem = envelopeProblem(asReply(x));
  if (problem === null) return [pass(x, `${x.status} with the envelope`)];
  return [fail(x, `${problem} (${describe(x)})`, "the error envelope {error: {code, message, details?, issues?}} on every 4XX/5XX")];
});
