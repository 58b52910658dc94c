/**
 * doc 2 Events, Streams, "Termination": a terminal event ends a stream (job: `done`, `error`,
 * `stopped` or `timeout`; task run: `done` or `error`, or `timeout` at the connection cap).
 *
 * Per stream: the suite reads its subject live until a terminal event (bounded: the documents bound
 * no run or job duration, so a subject still running at the deadline is "not exercised"; a stream
 * the server closes without a terminal event is a failure), then reads the finished stream once
 * more, which replays from the start (doc 2 Events): it must carry its terminal event, nothing after
 * it, and be closed by the server within the client deadline (the replay of a finished stream is a
 * bounded response, and "the client deadline bounds a response", doc 2 Versioning). For the
 * job stream the suite also reads the finished stream of a listed job of each end status (`succeeded`,
 * `failed`), since its own subject ends one way only, and cancels a job of its own and reads its
 * stream: a cancelled job's stream ends with a terminal event too (which one is not shown beyond the four).
 * For the task run stream it reads the finished streams of listed tasks whose run is `done` or
 * `failed` (a few of each), for the same reason: the suite's own run ends one way only.
 *
 * Coverage: JOB-START when the job was accepted 202 with status `running` (doc 1 Job "start job"),
 * TASK-START when the start answered 202 and the run's stream then carried its frames ("run
 * begins; 202").
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { profileIncludes } from "../../lib/rules/types.ts";
import { isTerminal, liveDeadlineMs, read, requireOpened, summary, TERMINAL } from "./streams.ts";
import {
  JOB_ENDS,
  listedFinishedTasks,
  listedJob,
  requireStreamOpened,
  startJob,
  statusOf,
  subjectFor,
  type StreamSubject,
} from "./subjects.ts";
import { streamNotes } from "../common/clauses.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { holds } from "../common/finding.ts";
import { terminationFinding, TERMINATION } from "./judges/frames.ts";

/** Returns the terminal event the subject's stream ended with (or fails / is not exercised). */
async function expectTerminates(c: CheckContext, s: StreamSubject): Promise<{ event: string; frames: number }> {
  const terminals = [...TERMINAL[s.kind]].join(", ");
  const live = await read(c, s.path, { stopOn: (f) => isTerminal(s.kind, f) });
  await requireStreamOpened(c, live, s);
  if (!live.frames.some((f) => isTerminal(s.kind, f))) {
    holds(c, terminationFinding(live.frames, s.kind, s.label, live.ended), live.exchange, `: ${summary(live)}`);
    const st = await statusOf(c, s);
    if (!st.finished)
      c.notExercised(
        `${s.label} is still ${st.status} after ${liveDeadlineMs(c)} ms: an open stream of live work is not an error (${summary(live)})`,
      );
    // Finished by now, perhaps just after the read was cut off: how soon the terminal event follows
    // the end of the work is not shown, so the replay below (from the start) is what is judged.
  } else if (live.frames.find((f) => isTerminal(s.kind, f))!.event === "timeout") {
    // `timeout` at the connection cap ends this connection, not the work: a replay of unfinished
    // work would be a live stream again.
    const st = await statusOf(c, s);
    if (!st.finished)
      c.notExercised(
        `${s.label}'s stream answered \`timeout\` (the connection cap) while it is still ${st.status}: no finished stream to replay`,
        live.exchange,
      );
  }
  // The finished stream, replayed: it ends with its terminal event, and the server closes it. Its
  // replay is a bounded response, so the client deadline (the read's own) bounds the wait for the close.
  const again = await read(c, s.path);
  requireOpened(c, again, `${s.label} (finished)`);
  const at = again.frames.findIndex((f) => isTerminal(s.kind, f));
  c.require(
    at >= 0,
    `the finished stream of ${s.label}, read again, carried no terminal event: ${summary(again)}`,
    `${TERMINATION}: ${terminals}`,
    again.exchange,
  );
  holds(c, terminationFinding(again.frames, s.kind, s.label, again.ended), again.exchange, `: ${summary(again)}`);
  c.require(
    again.ended,
    `${s.label}'s stream stayed open ${again.durationMs} ms after its terminal \`${again.frames[at].event}\` (the suite cut it off)`,
    `${TERMINATION}: the server ends the stream`,
    again.exchange,
  );
  return { event: again.frames[at].event, frames: again.frames.length };
}

export const terminalEnds: Rule = {
  id: "EVENTS-TERMINAL-ENDS",
  title: "A terminal event ends every stream that terminates, and nothing follows it",
  level: "MUST",
  family: "EVENTS",
  clause:
    "doc 2 Events, Streams (Termination: job done/error/stopped/timeout; task run done/error, or timeout at the connection cap); doc 1 States and transitions (Job start, cancel; Task start)",
  clauses: [],
  clausesFor: streamNotes,
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind === "event-stream",
  transitions: ["JOB-START", "TASK-START"],
  check: async (c) => {
    const op = c.operation;
    const s = await subjectFor(c, op);
    const ended = await expectTerminates(c, s);
    const notes = [`${s.label}: ${ended.frames} frame(s) ending with \`${ended.event}\`, then closed`];
    if (s.own && s.kind === "job" && s.started?.status === 202 && s.started.body?.status === "running")
      c.cover("JOB-START");
    if (s.own && s.kind === "task" && s.started?.status === 202 && ended.frames > 0) c.cover("TASK-START");
    if (s.kind === "job") {
      // Each way a job ends by itself carries its terminal event: the subject ended one way only, so a
      // listed job of each end status is read too (its finished stream, replayed from its start).
      for (const status of JOB_ENDS) {
        const other = await listedJob(c, op, status, s.id);
        if (!other) {
          notes.push(`GET /jobs lists no other ${status} job to read`);
          continue;
        }
        notes.push(`${other.label}: ended with \`${(await expectTerminates(c, other)).event}\``);
      }
    }
    if (s.kind === "task") {
      const others = await listedFinishedTasks(c, op, s.id);
      if (!others.length) notes.push("no service lists another task whose run has finished");
      for (const other of others)
        notes.push(`${other.label}: ended with \`${(await expectTerminates(c, other)).event}\``);
    }
    if (s.kind === "job" && profileIncludes(c.t.profile, "standard")) {
      // doc 1 Job `running` → cancel: the cancelled job's stream still ends with a terminal event.
      const job = await startJob(c, op, "conformance events: cancelled", true);
      if (!job) {
        notes.push("no job could be started to cancel (POST /jobs answered 429: the job slots are busy)");
        return c.pass(notes.join("; "));
      }
      const cancel = await c.call("POST", `/jobs/${encodeURIComponent(job.id)}/cancel`, {
        key: c.t.keys.write ?? c.t.keys.admin,
      });
      // Setup of the cancelled stream, not what this rule judges (OP-SUCCESS judges cancel).
      if (cancel.status !== 200) setupRefused(c, `cancelling ${job.label}`, cancel);
      const cancelled = await expectTerminates(c, { ...job, label: `${job.label}, cancelled` });
      notes.push(`the cancelled job ${job.id}: ended with \`${cancelled.event}\``);
    }
    c.pass(notes.join("; "));
  },
};
