/**
 * doc 2 Versioning: "never auto-reconnect streams" (and doc 2 Events: a reconnect replays the stream
 * from its start). When the server ends a stream — a terminal event, or its side of the connection
 * closing — a client opens it again only when its user asks, not on its own a moment later.
 */
import type { Duty, RecordedExchange, Violation } from "../types.ts";
import { after, laterThan, requestLine } from "./exchanges.ts";

/** EventSource reconnects after 3 s by default; a stream reopened within 10 s was not a person's choice. */
const WINDOW_MS = 10_000;

export const STREAM_NO_RECONNECT: Duty = {
  id: "CLIENT-STREAM-NO-RECONNECT",
  title: "an event stream the server ended is not reopened automatically",
  level: "MUST",
  clause: "doc 2 Versioning (conduct expected of clients: never auto-reconnect streams); doc 2 Events, Streams",
  clauses: ["D2-VERSION-CLIENT-NO-RECONNECT"],
  detects:
    "an event stream (200) that the server ended, with a terminal event or by closing it, requested again on the same path within 10 s",
  windowMs: WINDOW_MS,
  detect(mine) {
    const violations: Violation[] = [];
    const reopened = new Set<number>();
    let occasions = 0;
    const endedByServer = (x: RecordedExchange) =>
      x.stream && x.status === 200 && x.closedBy === "server" && x.endedAt !== null;
    for (const first of mine) {
      if (!endedByServer(first) || reopened.has(first.seq)) continue;
      occasions += 1;
      const chain: RecordedExchange[] = [first];
      for (let last = first; endedByServer(last); ) {
        const end = last.endedAt!;
        const next = laterThan(last, mine).find(
          (y) =>
            y.stream &&
            y.method === first.method &&
            y.path === first.path &&
            y.startedAt >= end &&
            y.startedAt - end <= WINDOW_MS,
        );
        if (!next) break;
        chain.push(next);
        reopened.add(next.seq);
        last = next;
      }
      if (chain.length === 1) continue;
      const how = first.terminal ? `with the terminal event \`${first.terminal}\`` : "by closing it";
      violations.push({
        message: `the server ended ${requestLine(first)} ${how}; the client opened it again ${chain.length - 1} time(s), the first ${after(first.endedAt!, chain[1].startedAt)} later`,
        exchanges: chain,
      });
    }
    return { occasions, violations };
  },
};
