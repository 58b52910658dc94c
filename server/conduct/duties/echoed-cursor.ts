/**
 * doc 2 Versioning: clients "fail if the server returns the cursor just sent" — following it would
 * loop on one page for ever. The server can be made to do it once per client (--echo-cursor-once).
 */
import type { Duty, Violation } from "../types.ts";
import { cursorWords, laterThan, requestLine, succeeded } from "./exchanges.ts";

export const STOP_ON_ECHOED_CURSOR: Duty = {
  id: "CLIENT-STOP-ON-ECHOED-CURSOR",
  title: "paging stops when the server returns the cursor just sent",
  level: "MUST",
  clause: "doc 2 Versioning (conduct expected of clients: fail if the server returns the cursor just sent)",
  clauses: ["D2-VERSION-CLIENT-PAGING"],
  detects:
    "after a page answered with the very cursor its request sent, the client's next request to the same list sends that cursor again",
  detect(mine) {
    const violations: Violation[] = [];
    const echoes = mine.filter(
      (x) => x.paged && succeeded(x) && x.cursorSent !== null && x.cursorAnswered === x.cursorSent,
    );
    for (const echo of echoes) {
      const next = laterThan(echo, mine).find((y) => y.paged && y.path === echo.path);
      if (next && next.cursorSent === echo.cursorSent) {
        violations.push({
          message: `the answer to ${requestLine(echo)} carried the cursor it sent (${cursorWords(echo.cursorSent!)}); the client sent it again`,
          exchanges: [echo, next],
        });
      }
    }
    return { occasions: echoes.length, violations };
  },
};
