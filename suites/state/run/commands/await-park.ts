import type fc from "fast-check";
import { IN_FLIGHT, readRun } from "../../kit/api.ts";
import { poll } from "../../kit/poll.ts";
import { inconclusive, must } from "../../kit/verdicts.ts";
import type { RunModel, RunReal } from "../model.ts";
import { readDecisions } from "./read.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

/** RUN-PARK: the run reaches the step that needs a human: `blocked`, `parked` true, decisions listed. */
export class AwaitParkCommand implements fc.AsyncCommand<RunModel, RunReal> {
  check(m: Readonly<RunModel>): boolean {
    return m.phase === "running";
  }
  async run(m: RunModel, real: RunReal): Promise<void> {
    const runId = m.runId!;
    const { value: list } = await poll(
      real.c,
      `park the run of the pipeline configured to park on ${real.kind}`,
      () => readDecisions(real, runId),
      (l) => l.status === "blocked" || !IN_FLIGHT.has(l.status),
      { inconclusiveOnTimeout: true },
    );
    // The configuration says a step of this pipeline needs a human (pipelines.park): a run that ends,
    // or leaves the run state set, without parking breaks the row on the pipeline that promises it.
    // Running out of reads while still in flight is not exercised unless the configuration is vouched
    // for (--vouch, the embedded server): a real run takes its time, and a promise may be wrong.
    must(
      list.status === "blocked",
      `the run on ${real.pipelineId}, configured to park on ${real.kind}, reads ${jsonText(list.status)} without having parked`,
      "`running` → a step needs a human → `blocked` (doc 1 Run; pipelines.park names the pipeline whose step needs one)",
    );
    must(list.parked === true, `parked ${list.parked} on a blocked run`, "`parked` true (doc 1 Run running → blocked)");
    must(
      list.decisions.length > 0 || list.unanswerable.length > 0,
      "an empty decision list on a parked run",
      "decisions listed (doc 1 Run running → blocked)",
    );
    const decision = list.decisions.find((d) => d.kind === real.kind);
    if (!decision)
      inconclusive(
        `the run parked on ${jsonText(list.decisions.map((d) => d.kind))}, not on the configured ${real.kind}`,
      );
    const run = await readRun(real.c, real.taskId);
    must(
      run.runId === runId && run.status === "blocked",
      `GET /tasks/{taskId}/run: ${run.runId} ${run.status}`,
      "the same run, `blocked` (doc 1 Run running → blocked)",
    );
    real.c.cover("RUN-PARK");
    m.phase = "parked";
    m.parkedStep = run.currentStep;
    m.decision = decision;
  }
  toString(): string {
    return "awaitPark(run)";
  }
}
