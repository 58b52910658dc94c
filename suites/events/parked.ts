/**
 * A task run of the suite's own parked on a human decision (doc 1 Run `running` → a step needs a
 * human → `blocked`): its stream is quiet and open by design (doc 2 Events, Streams), so the rules
 * that need a stream held open read this one. Starting it needs a `decide` key (doc 2
 * Authentication 7) and a configured pipeline that parks (`pipelines.park`); without either, or
 * when the run does not park within the wait, the rule is not exercised.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { pollRun, type StreamSubject, startTask } from "./subjects.ts";

export interface ParkedRun {
  subject: StreamSubject;
  /** The `pipelines.park` kind it parks on. */
  kind: string;
}

export async function parkedRun(c: CheckContext, why: string): Promise<ParkedRun> {
  const decide = c.t.keys.decide;
  if (!decide)
    c.notExercised(
      `no decide key to start a pipeline that parks (doc 2 Authentication 7): ${jsonText(c.t.info.keyProblems)}`,
    );
  const parking = Object.entries(c.t.info.pipelines.park).filter(
    (e): e is [string, string] => typeof e[1] === "string",
  );
  if (!parking.length) c.notExercised("no pipeline configured that parks on a decision (pipelines.park)");
  const [kind, pipelineId] = parking[c.seed() % parking.length];
  const subject = await startTask(c, c.operation, pipelineId, decide!, `${why}, parks on ${kind}`);
  const parked = await pollRun(c, subject.id, (st) => st === "blocked");
  // Setup: whether and when the configured pipeline parks is the configuration's and the STATE
  // family's business (the documents bound no run's duration); without a parked run there is no
  // quiet stream to read.
  if (!parked.reached) {
    c.notExercised(
      `${subject.label} is ${parked.status || "(unread)"}, not blocked, after the wait: no parked run to read the stream of (pipelines.park.${kind})`,
      c.evidence.at(-1),
    );
  }
  return { subject, kind };
}
