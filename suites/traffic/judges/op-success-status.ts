/**
 * OP-SUCCESS, passively: a success answer carries the operation's documented success status (doc 2
 * Endpoints, each table's success column). An error status is not this rule's ("every operation may
 * also answer a 4XX or 5XX", Endpoints conventions: OP-ERROR-ENVELOPE judges those); a 2XX or 3XX
 * other than the documented one is. A 304 to a conditional request (If-None-Match, If-Modified-Since:
 * a browser revalidating its cache) is HTTP's answer to the client's condition, not the operation's.
 */
import { describe, eachExchange, fail, pass } from "../judge.ts";

export const successStatus = eachExchange("OP-SUCCESS", "a 2XX/3XX is the operation's documented success status", (x) => {
  const op = x.operation;
  if (!op || x.status >= 400 || x.status < 200) return [];
  if (x.status === op.status) return [pass(x, `${x.status}`)];
  if (x.status === 304 && (x.requestHeaders["if-none-match"] !== undefined || x.requestHeaders["if-modified-since"] !== undefined)) return [];
  return [fail(x, `${describe(x)}`, `${op.status} for ${op.method} ${op.path} (doc 2 Endpoints)`)];
});
