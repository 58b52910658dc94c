/**
 * doc 2 Events, Streams: the task run stream's progress frames carry the run projection, i.e. a
 * JSON value (doc 1 Run: PublicRun is a JSON shape; doc 2 Endpoints: bodies are JSON).
 *
 * What is not asserted, and why: the `text/event-stream` format admits any line as a field and
 * ignores the ones it does not know (an unknown field name, a `retry:` that is not digits), so a line
 * the parser reports as unknown is no breach of the stated media type; and the job stream's frame
 * payload shapes are not shown ("Frame payload shapes of the job stream: not shown"), so nothing of
 * its frames is stated beyond its media type (EVENTS-CONTENT-TYPE) and its terminal events
 * (EVENTS-TERMINAL-ENDS). Terminal frames' payloads are not shown for either stream.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { isTerminal, read, streamKind, summary } from "./streams.ts";
import { requireStreamOpened, subjectFor } from "./subjects.ts";
import { holds } from "../common/finding.ts";
import { progressJsonFinding } from "./judges/frames.ts";

export const framesParse: Rule = {
  id: "EVENTS-FRAMES-PARSE",
  title: "The task run stream's progress frames carry JSON",
  level: "MUST",
  family: "EVENTS",
  clause:
    "doc 2 Events, Streams (text/event-stream; task run: progress frames carrying the run projection; job: payload shapes not shown)",
  clauses: ["D2-EVENTS-STREAM-TYPE", "D2-EVENTS-TASK-PROJECTION"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => streamKind(op) === "task",
  check: async (c) => {
    const s = await subjectFor(c, c.operation);
    const r = await read(c, s.path, { stopOn: (f) => isTerminal(s.kind, f) });
    await requireStreamOpened(c, r, s);
    const progress = r.frames.filter((f) => !isTerminal(s.kind, f));
    if (!progress.length) c.notExercised(`${s.label}'s stream carried no progress frame to parse (${summary(r)})`);
    holds(c, progressJsonFinding(r.frames, s.kind, s.label), r.exchange);
    c.pass(`${progress.length} progress frame(s) of ${s.label} carry JSON: ${summary(r)}`);
  },
};
