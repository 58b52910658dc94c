/**
 * doc 2 Errors: every 4XX/5XX carries `{error: {code, message, details?, issues?}}`, `issues` an
 * array of object where given (doc 1 Error envelope); a stated token
 * may travel as `code` or as `details.reason` (contract/README.md): its token is read by
 * `errorToken` (generators/calls/refusals.ts).
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { holds, type Finding } from "./finding.ts";
import { jsonText } from "../../lib/json/safe.ts";

export function envelopeProblem(r: Reply): string | null {
  if (!r.jsonOk) return `a ${r.status} without a JSON body (content type ${r.headers["content-type"] ?? "none"})`;
  const err = (r.json as { error?: { code?: unknown; message?: unknown; issues?: unknown } } | undefined)?.error;
  if (!err || typeof err !== "object") return `a ${r.status} whose body has no \`error\` object`;
  if (typeof err.code !== "string") return `a ${r.status} whose error.code is not a string`;
  if (typeof err.message !== "string") return `a ${r.status} whose error.message is not a string`;
  // doc 1 Error envelope: `issues` is optional, but where given an array of object (one per problem).
  if (err.issues !== undefined && !(Array.isArray(err.issues) && err.issues.every(isObject)))
    return `a ${r.status} whose error.issues is not an array of objects (${(jsonText(err.issues) ?? String(err.issues)).slice(0, 120)})`;
  return null;
}

function isObject(v: unknown): boolean {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The envelope a refusal owes, as a judge's finding. */
export function refusalEnvelopeFinding(r: Reply): Finding | null {
  const problem = envelopeProblem(r);
  return problem === null
    ? null
    : {
        received: problem,
        documented:
          "the error envelope {error: {code, message, details?, issues?}}, issues an array of object (doc 2 Errors; doc 1 Error envelope)",
      };
}

export function expectEnvelope(c: CheckContext, r: Reply): void {
  holds(c, refusalEnvelopeFinding(r), r.exchange);
}
