import type fc from "fast-check";
import { IN_FLIGHT, readRun } from "../../kit/api.ts";
import { poll } from "../../kit/poll.ts";
import { inconclusive } from "../../kit/verdicts.ts";
import type { LifecycleModel, LifecycleReal } from "../model.ts";

/** Waits for the failing pipeline's run to end (it is configured to fail). */
export class AwaitFailureCommand implements fc.AsyncCommand<LifecycleModel, LifecycleReal> {
  check(m: Readonly<LifecycleModel>): boolean {
    return m.phase === "in-flight" && m.role === "failing";
  }
  async run(m: LifecycleModel, r: LifecycleReal): Promise<void> {
    const { value: run } = await poll(
      r.c,
      "end the run of the failing pipeline",
      () => readRun(r.c, r.taskId),
      (v) => !IN_FLIGHT.has(v.status),
    );
    if (run.status !== "failed") inconclusive(`the pipeline configured as failing ended ${run.status}`);
    m.runId = run.runId;
    m.phase = "failed";
    m.terminal = run.status;
  }
  toString(): string {
    return "awaitFailure(task)";
  }
}
