import type fc from "fast-check";
import { enc, IN_FLIGHT, mustStatus, readRun } from "../../kit/api.ts";
import { inconclusive, must } from "../../kit/verdicts.ts";
import type { LifecycleModel, LifecycleReal } from "../model.ts";

/** TASK-STOP: a run in flight is stopped; it records a cancelled terminal state and stays retryable. */
export class StopCommand implements fc.AsyncCommand<LifecycleModel, LifecycleReal> {
  check(m: Readonly<LifecycleModel>): boolean {
    // Only the slow pipeline's runs: they are still in flight when the stop arrives.
    return m.phase === "in-flight" && m.role === "slow";
  }
  async run(m: LifecycleModel, r: LifecycleReal): Promise<void> {
    const res = await r.c.call("POST", `/tasks/${enc(r.taskId)}/stop`, { key: r.write });
    if (res.status >= 400) {
      const now = await readRun(r.c, r.taskId);
      if (!IN_FLIGHT.has(now.status))
        inconclusive(`the run configured as slow ended (${now.status}) before the stop arrived`);
    }
    mustStatus(res, 200, "stopping a run in flight", "doc 2 Tasks: POST /tasks/{taskId}/stop 200 PublicTask");
    const run = await readRun(r.c, r.taskId);
    must(
      run.runId === m.runId,
      `run ${run.runId} after the stop (was ${m.runId})`,
      "the stopped run itself records the cancelled terminal state (doc 1 Task stop)",
    );
    must(
      !IN_FLIGHT.has(run.status),
      `run status ${run.status} after the stop`,
      "a cancelled terminal state: the run is no longer in flight (doc 1 Task stop)",
    );
    r.c.cover("TASK-STOP");
    m.phase = "stopped";
    m.terminal = run.status;
  }
  toString(): string {
    return "stop(task)";
  }
}
