/**
 * doc 2 Events, Streams: "A reconnect replays the stream from its start, so consumers track what
 * they have already handled." The suite reads a stream (to its terminal event, bounded), then opens
 * it again (a reconnect, never an automatic one: doc 2 Versioning): the second read must begin with
 * the frames of the first, in order, each with the same event and data. SSE `id` fields are not
 * mentioned by the documents (a server may number each connection's frames afresh): not compared.
 */
import type { StreamFrame } from "../../lib/sse/reader.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { cappedOnly, isTerminal, liveDeadlineMs, read, summary } from "./streams.ts";
import { requireStreamOpened, subjectFor } from "./subjects.ts";

const show = (f: StreamFrame | undefined) =>
  f ? `{event: ${f.event}, id: ${f.id ?? "(none)"}, data: ${f.data.slice(0, 160)}}` : "(no frame)";
/** The same frame: its event and its data. SSE `id`s are not mentioned by the documents: not compared. */
const same = (a: StreamFrame, b: StreamFrame) => a.event === b.event && a.data === b.data;

export const replay: Rule = {
  id: "EVENTS-REPLAY",
  title: "A reconnect replays the stream from its start",
  level: "MUST",
  family: "EVENTS",
  clause:
    "doc 2 Events, Streams (a reconnect replays the stream from its start); doc 2 Versioning (never auto-reconnect streams)",
  clauses: ["D2-EVENTS-REPLAY"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind === "event-stream",
  check: async (c) => {
    const s = await subjectFor(c, c.operation);
    const first = await read(c, s.path, { stopOn: (f) => isTerminal(s.kind, f) });
    await requireStreamOpened(c, first, s);
    if (cappedOnly(first)) c.notExercised(`the connection cap answered \`timeout\` for ${s.label}: nothing to replay`);
    if (!first.frames.length) {
      // A finished stream replayed from its start carries at least its terminal event.
      if (first.ended)
        c.fail(
          `Received: ${s.label}'s stream closed without a single frame (${summary(first)}) / Documented: a reconnect replays the stream from its start, which ends with a terminal event (doc 2 Events, Streams)`,
          first.exchange,
        );
      c.notExercised(`${s.label}'s stream carried no frame (${summary(first)}): nothing to replay`);
    }
    const n = first.frames.length;
    const second = await read(c, s.path, { stopOn: (f, seen) => seen.length >= n || isTerminal(s.kind, f) });
    await requireStreamOpened(c, second, s, `${s.label} (reconnect)`);
    if (cappedOnly(second) && first.frames[0].event !== "timeout")
      c.notExercised(`the connection cap answered \`timeout\` to the reconnect of ${s.label}`);
    // How fast a replay is delivered is not shown: a reconnect the suite cut off at its deadline is
    // judged on the frames it delivered; one the server closed, or that reached a terminal event,
    // must hold all of the first read's frames.
    const cutShort = second.frames.length < n && !second.ended && !second.frames.some((f) => isTerminal(s.kind, f));
    if (cutShort && !second.frames.length)
      c.notExercised(
        `the reconnect to ${s.label} delivered no frame within ${liveDeadlineMs(c)} ms (${summary(second)})`,
        second.exchange,
      );
    const compared = cutShort ? second.frames.length : n;
    for (let i = 0; i < compared; i++) {
      const a = first.frames[i];
      const b = second.frames[i];
      c.require(
        b !== undefined && same(a, b),
        `frame #${i + 1} of the reconnect to ${s.label} is ${show(b)}; the first read's frame #${i + 1} was ${show(a)} (first read: ${summary(first)}; reconnect: ${summary(second)})`,
        "a reconnect replays the stream from its start: the same frames in the same order (doc 2 Events, Streams)",
        second.exchange,
      );
    }
    c.pass(
      compared === n
        ? `the reconnect to ${s.label} replayed all ${n} frame(s) of the first read (same events and data), from its start`
        : `the reconnect to ${s.label} replayed the first ${compared} of the first read's ${n} frame(s) (same events and data) before the suite's deadline`,
    );
  },
};
