/**
 * doc 2 Events, Streams: "A quiet stream is normal for a run parked on a human decision." The suite
 * starts a task of its own on a configured pipeline that parks (doc 1 Run `running` → a step needs
 * a human → `blocked`; starting it needs a `decide` key, doc 2 Authentication 7), waits until the
 * run is `blocked`, then reads its stream for a short window, which the suite itself cuts off (the
 * client deadline bounds a response but not an open stream, doc 2 Versioning). The stream must open
 * (200 `text/event-stream`, not an error status), carry no terminal or `error` event, and stay open:
 * a parked run has not terminated.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { cappedOnly, quietWindowMs, read, requireOpened, streamKind, summary, TERMINAL } from "./streams.ts";
import { parkedRun } from "./parked.ts";

export const quietParked: Rule = {
  id: "EVENTS-QUIET-PARKED",
  title: "A parked run's stream is quiet, open and not an error",
  level: "MUST",
  family: "EVENTS",
  clause:
    "doc 2 Events, Streams (a quiet stream is normal for a run parked on a human decision; Termination); doc 1 States and transitions (Run running → blocked); doc 2 Versioning (the client deadline bounds a response but not an open stream)",
  clauses: ["D2-EVENTS-QUIET-PARKED"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => streamKind(op) === "task",
  check: async (c) => {
    const { subject: s, kind } = await parkedRun(c, "quiet stream");
    const r = await read(c, s.path, { deadlineMs: quietWindowMs(c) });
    if (r.status === 0) {
      // Not even headers within the window: quiet, open and no error, which is all a parked run's
      // stream is asked to be (when a server sends its headers is not shown).
      c.pass(
        `${s.label}, parked on ${kind}: no response headers, no frame and no close within ${r.durationMs} ms (quiet and open)`,
      );
    }
    requireOpened(c, r, `${s.label}, parked`);
    if (cappedOnly(r)) c.notExercised(`the connection cap answered \`timeout\` for ${s.label}`);
    const unwanted = r.frames.findIndex((f) => TERMINAL.task.has(f.event) || f.event === "error");
    c.require(
      unwanted < 0,
      `the stream of ${s.label}, parked on ${kind}, carried \`${r.frames[unwanted]?.event}\`: ${summary(r)}`,
      "a quiet stream is normal for a parked run: no terminal event, no error (doc 2 Events, Streams)",
      r.exchange,
    );
    c.require(
      !r.ended,
      `the server closed the stream of ${s.label}, parked on ${kind}, without a terminal event: ${summary(r)}`,
      "a parked run's stream stays open and quiet; a stream ends with a terminal event (doc 2 Events, Streams)",
      r.exchange,
    );
    c.pass(
      `${s.label}, parked on ${kind}: ${r.frames.length} frame(s) replayed, then quiet and open for ${r.durationMs} ms`,
    );
  },
};
