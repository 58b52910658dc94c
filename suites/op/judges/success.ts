/**
 * OP-SUCCESS's judge (doc 2 Endpoints, each table's success column): an answer to a request that
 * should succeed carries the operation's documented success status. The live rule (../success.ts)
 * sends such a request; in recorded traffic only a 2XX or 3XX says the request was meant to
 * succeed ("every operation may also answer a 4XX or 5XX": OP-ERROR-ENVELOPE judges those), and a
 * 304 to a conditional request (If-None-Match, If-Modified-Since) is HTTP's answer to the client's
 * condition, not the operation's.
 */
import type { Operation } from "../../../lib/contract/operations.ts";
import type { Finding } from "../../common/finding.ts";
import { eachExchange, found, pass } from "../../traffic/judge.ts";

export function successStatusFinding(op: Operation, status: number, what = ""): Finding | null {
  return status === op.status
    ? null
    : { received: `${status}${what}`, documented: `${op.status} for ${op.method} ${op.path}` };
}

export const successStatusJudge = eachExchange(
  "OP-SUCCESS",
  "a 2XX/3XX is the operation's documented success status",
  (x) => {
    const op = x.operation;
    if (!op || x.status >= 400 || x.status < 200) return [];
    if (
      x.status === 304 &&
      (x.requestHeaders["if-none-match"] !== undefined || x.requestHeaders["if-modified-since"] !== undefined)
    )
      return [];
    const f = successStatusFinding(op, x.status);
    return f ? [found(x, f)] : [pass(x, `${x.status}`)];
  },
);
