import type fc from "fast-check";
import { enc, IN_FLIGHT, mustStatus, readRun } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import { phaseOf, type LifecycleModel, type LifecycleReal } from "../model.ts";

/** TASK-RETRY: a failed run — a stopped one included ("stays retryable") — is retried: 202, the run restarts. */
export class RetryCommand implements fc.AsyncCommand<LifecycleModel, LifecycleReal> {
  check(m: Readonly<LifecycleModel>): boolean {
    return m.phase === "failed" || m.phase === "stopped";
  }
  async run(m: LifecycleModel, r: LifecycleReal): Promise<void> {
    const was = m.phase;
    const res = await r.c.call("POST", `/tasks/${enc(r.taskId)}/retry`, { key: r.write });
    mustStatus(
      res,
      202,
      `retrying a ${was === "stopped" ? "stopped" : "failed"} run`,
      `doc 1 Task retry: 202${was === "stopped" ? "; Task stop: the run stays retryable" : ""}`,
    );
    const run = await readRun(r.c, r.taskId);
    must(
      run.runId !== m.runId || IN_FLIGHT.has(run.status),
      `run ${run.runId} still ${run.status} after the retry`,
      "the run restarts (doc 1 Task retry)",
    );
    r.c.cover("TASK-RETRY");
    m.runId = run.runId;
    m.phase = phaseOf(run.status);
    m.terminal = IN_FLIGHT.has(run.status) ? null : run.status;
  }
  toString(): string {
    return "retry(task)";
  }
}
