/**
 * doc 2 Events, Streams, "Termination" read live on a fresh run: the task run stream ends with a
 * terminal `done` or `error`. EVENTS-TERMINAL-ENDS reads a stream the suite shares between rules,
 * often after another read has already driven its run to the end, so what it judges is a replay; a
 * stream that stops forwarding frames once open, or that carries `error` and stays open, passed it.
 *
 * Here the suite starts a task of its own on each configured pipeline that ends by itself
 * (`pipelines.straight`, configured to run to done, and `pipelines.failing`, configured to fail),
 * opens its stream before anything else reads the run, waits for its first frame, then reads the
 * run (GET /tasks/{taskId}/run) until it has ended. The stream, open all along, must then carry a
 * terminal event and be closed by the server within the client deadline: the work is over, so
 * nothing is left to wait for. A run that ends otherwise than its role promised (straight `failed`,
 * failing `done`) fails too: it ended, so no slowness explains it. Still in flight at the deadline
 * is not exercised (the documents bound no run's duration). And on a run parked, then answered,
 * with two readers open (live-ends-answered.ts): each must end.
 */
import type { Rule } from "../../lib/rules/types.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { isTerminal, liveDeadlineMs, readToClose, summary } from "./streams.ts";
import { pollRun, requireStreamOpened, startTask } from "./subjects.ts";
import { readersOfAnAnsweredPark } from "./live-ends-answered.ts";

/** The roles of pipelines that end by themselves, and the run status each is configured to end in. */
const ROLES = [
  { role: "straight", ends: "done" },
  { role: "failing", ends: "failed" },
] as const;

async function readsLiveToItsEnd(c: CheckContext, pipelineId: string, role: (typeof ROLES)[number]): Promise<string> {
  const s = await startTask(c, c.operation, pipelineId, c.t.keys.write ?? c.t.keys.admin, `live ${role.role} run`);
  const { firstFrame, done: live } = readToClose(c, s.path);
  // Nothing reads the run until its stream is open and has said so with a frame.
  await Promise.race([firstFrame, live]);
  const end = await pollRun(c, s.id, (status) => status === "done" || status === "failed");
  const r = await live;
  await requireStreamOpened(c, r, s);
  if (!end.reached && end.status !== "done" && end.status !== "failed")
    c.notExercised(`${s.label} is still ${end.status} after ${liveDeadlineMs(c)} ms: nothing to end its stream yet`);
  c.require(
    end.status === role.ends,
    `${s.label} ended ${end.status}`,
    `\`${role.ends}\`: pipelines.${role.role} is configured to ${role.ends === "done" ? "run to done" : "fail"}`,
    r.exchange,
  );
  const at = r.frames.findIndex((f) => isTerminal("task", f));
  c.require(
    at >= 0,
    `${s.label} ended ${end.status}, and its stream, open since before the run was read, carried no terminal event: ${summary(r)}`,
    "the task run stream ends with `done` or `error` (doc 2 Events, Streams, Termination)",
    r.exchange,
  );
  c.require(
    r.ended && at === r.frames.length - 1,
    `${s.label}'s stream after its terminal \`${r.frames[at].event}\`: ${summary(r)}`,
    "the terminal event ends the stream: nothing follows it and the server closes it (doc 2 Events, Streams, Termination)",
    r.exchange,
  );
  return `${s.label}: ${r.frames.length} frame(s) live, ending with \`${r.frames[at].event}\`, then closed`;
}

export const liveEnds: Rule = {
  id: "EVENTS-TASK-LIVE-ENDS",
  title: "A task run stream open while its run ends carries its terminal event and closes",
  level: "MUST",
  family: "EVENTS",
  clause:
    "doc 2 Events, Streams (task run: terminal `done` or `error`); the configured roles pipelines.straight (runs to done) and pipelines.failing (fails); doc 1 Run blocked → a proceed/approve verb → advances (pipelines.park)",
  clauses: ["D2-EVENTS-TASK-TERMINAL", "D1-STATE-TASK-START", "D1-STATE-RUN-ADVANCE"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => op.successKind === "event-stream" && op.path.startsWith("/tasks/"),
  check: async (c) => {
    const notes: string[] = [];
    for (const role of ROLES) {
      const pipelineId = c.t.info.pipelines[role.role];
      if (pipelineId) notes.push(await readsLiveToItsEnd(c, pipelineId, role));
    }
    const answered = await readersOfAnAnsweredPark(c);
    if (answered) notes.push(answered);
    if (!notes.length)
      c.notExercised(
        "no pipeline configured that ends by itself (pipelines.straight and pipelines.failing are null) or parks on a decision a proceed/approve verb settles (pipelines.park)",
      );
    c.pass(notes.join("; "));
  },
};
