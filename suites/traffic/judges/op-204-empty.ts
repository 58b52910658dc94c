/** OP-204-EMPTY, passively: a 204 carries no body and announces none (doc 2 Endpoints, rows answering 204). */
import { describe, eachExchange, fail, pass } from "../judge.ts";

export const emptyNoContent = eachExchange("OP-204-EMPTY", "a 204 has no body and announces none", (x) => {
  const op = x.operation;
  if (!op || op.status !== 204 || x.status !== 204) return [];
  const length = x.responseHeaders["content-length"];
  const problem =
    length !== undefined && Number(length) !== 0 ? `announcing content-length ${length}`
      : x.responseHeaders["transfer-encoding"] ? `with transfer-encoding ${x.responseHeaders["transfer-encoding"]}`
        : x.responseBytes > 0 ? `with ${x.responseBytes} body byte(s)`
          : null;
  return problem ? [fail(x, `${describe(x)} ${problem}`, "a 204 with no body")] : [pass(x, "empty")];
});
