/**
 * doc 2 Events, Streams: the streams are `text/event-stream` (every line an SSE field, a comment or
 * a blank line); the task run stream's progress frames carry the run projection, i.e. a JSON value
 * (doc 2 Endpoints: bodies are JSON). The job stream's payload shapes are not shown: only its
 * framing is judged. Terminal frames' payloads are not shown for either stream: only their framing.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { isTerminal, LIVE_DEADLINE_MS, read, requireOpened, summary } from "./streams.ts";
import { subjectFor } from "./subjects.ts";

export const framesParse: Rule = {
  id: "EVENTS-FRAMES-PARSE",
  title: "Every frame of an event stream parses; the task run stream's progress frames carry JSON",
  level: "MUST",
  family: "EVENTS",
  clause: "doc 2 Events, Streams (text/event-stream; task run: progress frames carrying the run projection; job: payload shapes not shown)",
  clauses: ["D2-EVENTS-STREAM-TYPE"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind === "event-stream",
  check: async (c) => {
    const s = await subjectFor(c, c.operation);
    const r = await read(c, s.path, { deadlineMs: LIVE_DEADLINE_MS, stopOn: (f) => isTerminal(s.kind, f) });
    requireOpened(c, r, s.label);
    c.require(
      r.malformed.length === 0,
      `${r.malformed.length} line(s) of ${s.label}'s stream are not SSE fields: ${r.malformed.slice(0, 3).join("; ")}`,
      "text/event-stream framing: every line a field (`event:`, `data:`, `id:`, `retry:`), a comment or a blank line (doc 2 Events, Streams)",
      r.exchange,
    );
    if (!r.frames.length) c.notExercised(`${s.label}'s stream carried no frame to parse (${summary(r)})`);
    if (s.kind === "task") {
      r.frames.forEach((f, i) => {
        if (isTerminal(s.kind, f)) return;
        c.require(
          f.json !== undefined,
          `frame #${i + 1} (event ${f.event}) of ${s.label} has data that is not JSON: ${JSON.stringify(f.data.slice(0, 200))}`,
          "progress frames carrying the run projection, as JSON (doc 2 Events, Streams; doc 2 Endpoints: bodies are JSON)",
          r.exchange,
        );
      });
    }
    c.pass(`${s.label}: ${summary(r)}`);
  },
};
