/**
 * doc 2 Versioning: "consumers must accept unknown enum values and unknown fields". With
 * --add-unknown the mock puts both into successful JSON answers (doctor/unknown.ts); a client that
 * refuses them shows it in one of three ways the checker can see:
 *  - it reports a failure (the CLIENT_ERROR_HEADER on its next request) right after such an answer
 *    — unless that answer also echoed the cursor just sent, where failing is its duty;
 *  - it sends a request that is not idempotent again, unchanged, right after such an answer to it:
 *    it took a success for a failure (a read sent again cannot be told from polling, so only these);
 *  - it abandons a list walk: a page it asked for with a cursor (so it was following the list)
 *    answered with such content and a next cursor, which it never asks for.
 */
import type { Duty, RecordedExchange, Violation } from "../types.ts";
import { after, laterThan, requestLine, sameRequest, succeeded } from "./exchanges.ts";

/** As for retries of failed requests (retry-non-idempotent.ts). */
const WINDOW_MS = 30_000;

function withUnknowns(x: RecordedExchange): boolean {
  return succeeded(x) && x.doctored !== null && (x.doctored.unknownFields > 0 || x.doctored.unknownValues.length > 0);
}

function what(x: RecordedExchange): string {
  const values = x.doctored!.unknownValues;
  return values.length
    ? `unknown fields and unknown enum values (${values.slice(0, 3).join(", ")}${values.length > 3 ? ", …" : ""})`
    : "unknown fields";
}

/** The exchange whose answer the client had last when it sent `y`. */
function lastAnswerBefore(y: RecordedExchange, mine: readonly RecordedExchange[]): RecordedExchange | undefined {
  let last: RecordedExchange | undefined;
  for (const x of mine)
    if (x.seq < y.seq && x.endedAt !== null && x.endedAt <= y.startedAt && (!last || x.endedAt >= last.endedAt!))
      last = x;
  return last;
}

export const ACCEPT_UNKNOWN: Duty = {
  id: "CLIENT-ACCEPT-UNKNOWN",
  title: "unknown fields and enum values in an answer are accepted",
  level: "MUST",
  clause: "doc 2 Versioning (consumers must accept unknown enum values and unknown fields)",
  clauses: ["D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN", "D2-VERSION-ADDITIVE"],
  detects:
    "after a successful answer carrying unknown fields or enum values (--add-unknown): the client reports a failure with the x-conduct-client-error header on its next request, sends the same non-idempotent request again within 30 s, or never follows the next cursor of a list page it asked for with a cursor",
  windowMs: WINDOW_MS,
  detect(mine) {
    const found = new Map<number, Violation>();
    for (const y of mine) {
      if (y.clientError === null) continue;
      const d = lastAnswerBefore(y, mine);
      if (!d || !withUnknowns(d) || d.doctored!.echoedCursor) continue;
      found.set(d.seq, {
        message: `after ${requestLine(d)} answered ${d.status} with ${what(d)}, the client reported a failure: ${JSON.stringify(y.clientError)}`,
        exchanges: [d, y],
      });
    }
    for (const d of mine) {
      if (found.has(d.seq) || !withUnknowns(d)) continue;
      const again =
        !d.idempotent &&
        laterThan(d, mine).find(
          (y) => sameRequest(y, d) && y.startedAt >= d.endedAt! && y.startedAt - d.endedAt! <= WINDOW_MS,
        );
      if (again) {
        found.set(d.seq, {
          message: `${requestLine(d)} answered ${d.status} with ${what(d)}; the client sent it again ${after(d.endedAt!, again.startedAt)} later`,
          exchanges: [d, again],
        });
        continue;
      }
      const walking =
        d.paged && d.cursorSent !== null && typeof d.cursorAnswered === "string" && d.cursorAnswered !== d.cursorSent;
      if (walking && !laterThan(d, mine).some((y) => y.path === d.path && y.cursorSent === d.cursorAnswered)) {
        found.set(d.seq, {
          message: `the client was walking ${d.path} and stopped at a page with ${what(d)}: its next cursor was never asked for`,
          exchanges: [d],
        });
      }
    }
    return {
      occasions: mine.filter(withUnknowns).length,
      violations: [...found.values()].sort((a, b) => a.exchanges[0].seq - b.exchanges[0].seq),
    };
  },
};
