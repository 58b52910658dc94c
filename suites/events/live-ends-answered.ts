/**
 * EVENTS-TASK-LIVE-ENDS on a run that parks and is answered while two readers hold its stream: doc 2
 * Events, Streams, Termination says the task run stream ends with `done` or `error`, for every reader
 * of it, not only the last one to connect. The suite parks a run of its own on a decision kind whose
 * proceed/approve verb advances it at once (doc 1 Run `blocked` → a proceed/approve verb → the run
 * advances), opens its stream twice, answers the decision, and reads the run until it has ended:
 * each stream, open all along, must then carry a terminal event and be closed by the server. A run
 * that parks again, or is still in flight at the deadline, leaves nothing to end the streams yet:
 * not exercised.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { ADVANCE_VERBS } from "../../generators/calls/advance-verbs.ts";
import type { DecisionKind } from "../../generators/calls/decision-routes.ts";
import { parkedOn } from "../../generators/calls/parked.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { isTerminal, liveDeadlineMs, quietWindowMs, readToClose, summary } from "./streams.ts";
import { pathFor, pollRun, requireStreamOpened, type StreamSubject } from "./subjects.ts";

const READERS = 2;

/** Null when no pipeline is configured to park on a kind with a synchronous proceed/approve verb. */
export async function readersOfAnAnsweredPark(c: CheckContext): Promise<string | null> {
  const verbs = ADVANCE_VERBS.filter((v) => typeof c.t.info.pipelines.park[v.kind] === "string");
  if (!verbs.length) return null;
  const verb = verbs[c.seed() % verbs.length];
  const parked = await parkedOn(c, verb.kind as DecisionKind);
  const answerPath = verb.path(parked.runId, parked.decision);
  if (!answerPath)
    c.notExercised(`the ${verb.kind} decision run ${parked.runId} parked on is not settled by one ${verb.operationId}`);
  const subject: StreamSubject = {
    kind: "task",
    path: pathFor(c.operation, parked.taskId),
    id: parked.taskId,
    runId: parked.runId,
    own: true,
    label: `the suite's task ${parked.taskId} (run ${parked.runId}, parked on ${verb.kind})`,
  };
  const readers = Array.from({ length: READERS }, () => readToClose(c, subject.path));
  // A parked run's stream may be quiet from the start (doc 2: normal), so its readers are waited for
  // until each has its first frame or for the quiet window, whichever comes first.
  await Promise.race([
    Promise.all(readers.map((r) => r.firstFrame)),
    new Promise((resolve) => setTimeout(resolve, quietWindowMs(c))),
  ]);
  const answered = await c.call("POST", answerPath, { key: c.t.keys.decide!, body: verb.body });
  // Whether the verb is accepted is the STATE family's to judge: here it only sets the run going.
  if (answered.status < 200 || answered.status > 299)
    setupRefused(c, `${verb.operationId} on run ${parked.runId}, parked with its streams open`, answered);
  const end = await pollRun(c, parked.taskId, (status) => status === "done" || status === "failed");
  const reads = await Promise.all(readers.map((r) => r.done));
  if (!end.reached)
    c.notExercised(
      `${subject.label} is ${end.status} after ${verb.operationId} and ${liveDeadlineMs(c)} ms: nothing to end its streams yet`,
    );
  for (const [i, r] of reads.entries()) {
    const who = `reader ${i + 1} of ${READERS} of ${subject.label}`;
    await requireStreamOpened(c, r, subject, who);
    const at = r.frames.findIndex((f) => isTerminal("task", f));
    c.require(
      at >= 0,
      `the run ended ${end.status} after ${verb.operationId}, and ${who}, open since the run was parked, carried no terminal event: ${summary(r)}`,
      "the task run stream ends with `done` or `error`, for each of its readers (doc 2 Events, Streams, Termination)",
      r.exchange,
    );
    c.require(
      r.ended && at === r.frames.length - 1,
      `${who} after its terminal \`${r.frames[at].event}\`: ${summary(r)}`,
      "the terminal event ends the stream: nothing follows it and the server closes it (doc 2 Events, Streams, Termination)",
      r.exchange,
    );
  }
  return `${subject.label}: ${READERS} readers open while it was answered with ${verb.operationId}, each ending with its terminal event, then closed`;
}
