/**
 * doc 2 Versioning: "retry only idempotent requests". A request that is not idempotent and failed —
 * a 5XX, or no answer because the client timed out or the connection dropped — may have taken
 * effect; sending it again can do it twice (a second invocation, a second job).
 */
import type { Duty, RecordedExchange, Violation } from "../types.ts";
import { after, answerWords, failed, laterThan, requestLine, sameRequest } from "./exchanges.ts";

/** A retry comes within seconds (undici's RetryAgent backs off to 30 s at most); a person re-sending later is not one. */
const WINDOW_MS = 30_000;

export const RETRY_NON_IDEMPOTENT: Duty = {
  id: "CLIENT-RETRY-NON-IDEMPOTENT",
  title: "a request that is not idempotent is not retried",
  level: "MUST",
  clause: "doc 2 Versioning (conduct expected of clients: retry only idempotent requests)",
  clauses: ["D2-VERSION-CLIENT-RETRY-IDEMPOTENT"],
  detects:
    "a request whose method is not idempotent (POST, PATCH) on an operation the contract does not state idempotent, answered 5XX or left unanswered (timeout, dropped connection), sent again with the same path, query and body within 30 s",
  windowMs: WINDOW_MS,
  detect(mine) {
    const violations: Violation[] = [];
    const retries = new Set<number>();
    let occasions = 0;
    for (const first of mine) {
      if (first.idempotent || first.stream || !failed(first) || retries.has(first.seq)) continue;
      occasions += 1;
      // Follow the chain: each attempt that failed again may be retried again.
      const chain: RecordedExchange[] = [first];
      for (let last = first; failed(last); ) {
        const end = last.endedAt ?? last.startedAt;
        const next = laterThan(last, mine).find(
          (y) => sameRequest(y, first) && y.startedAt >= end && y.startedAt - end <= WINDOW_MS,
        );
        if (!next) break;
        chain.push(next);
        retries.add(next.seq);
        last = next;
      }
      if (chain.length === 1) continue;
      violations.push({
        message: `${requestLine(first)} ${answerWords(first)}; the same request was sent again ${chain.length - 1} time(s), the first ${after(first.endedAt ?? first.startedAt, chain[1].startedAt)} later`,
        exchanges: chain,
      });
    }
    return { occasions, violations };
  },
};
