/**
 * doc 2 Events, Streams (`text/event-stream`, scope read); doc 2 Jobs and Tasks (GET …/events:
 * 200 `text/event-stream`): a stream answers 200 with the event-stream media type.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { read, summary } from "./streams.ts";
import { requireStreamOpened, subjectFor } from "./subjects.ts";
import { provokesSuccess } from "../common/provokes.ts";

export const contentType: Rule = {
  id: "EVENTS-CONTENT-TYPE",
  title: "An event stream answers 200 text/event-stream",
  level: "MUST",
  family: "EVENTS",
  clause:
    "doc 2 Events, Streams (text/event-stream, scope read); doc 2 Jobs, Tasks (GET …/events: 200 text/event-stream)",
  clauses: ["D2-EVENTS-STREAM-TYPE"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind === "event-stream",
  provokes: provokesSuccess,
  check: async (c) => {
    const s = await subjectFor(c, c.operation);
    // One frame is enough to judge the answer's status and media type.
    const r = await read(c, s.path, { maxFrames: 1 });
    await requireStreamOpened(c, r, s);
    c.pass(`${s.label}: ${summary(r)}`);
  },
};
