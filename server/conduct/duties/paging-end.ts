/**
 * doc 2 Versioning: "end paging on a null cursor" (doc 2 Endpoints, Conventions: the page is
 * followed until the cursor is null). After the last page a client has no cursor left to send:
 * one that pages on sends a cursor the server never issued (`null`, `undefined`, a made-up one) or
 * asks for the last page again.
 */
import type { Duty, RecordedExchange, Violation } from "../types.ts";
import { cursorWords, requestLine, succeeded } from "./exchanges.ts";

export const PAGING_ENDS_ON_NULL: Duty = {
  id: "CLIENT-PAGING-ENDS-ON-NULL",
  title: "paging ends on a null cursor",
  level: "MUST",
  clause: "doc 2 Versioning (conduct expected of clients: end paging on a null cursor); doc 2 Endpoints, Conventions",
  clauses: ["D2-VERSION-CLIENT-PAGING", "D2-CONV-PAGING-FOLLOW"],
  detects:
    "a paged request whose cursor no answer of the server had carried before, or that asks again with a cursor whose page was already answered as the last (a null cursor)",
  detect(mine, all) {
    const violations: Violation[] = [];
    const lastPage = (x: RecordedExchange) => x.paged && succeeded(x) && x.cursorAnswered === null;
    for (const y of mine) {
      if (!y.paged || y.cursorSent === null) continue;
      const issued = all.some((x) => x.seq < y.seq && x.cursorAnswered === y.cursorSent);
      if (!issued) {
        violations.push({
          message: `${requestLine(y)} sent the cursor ${cursorWords(y.cursorSent)}, which no answer of the server had carried`,
          exchanges: [y],
        });
        continue;
      }
      const end = mine.find((x) => x.seq < y.seq && x.path === y.path && x.cursorSent === y.cursorSent && lastPage(x));
      if (end)
        violations.push({
          message: `${requestLine(y)} asked again for a page already answered as the last one (null cursor)`,
          exchanges: [end, y],
        });
    }
    return { occasions: mine.filter(lastPage).length, violations };
  },
};
