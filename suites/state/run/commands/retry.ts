import type fc from "fast-check";
import { enc, IN_FLIGHT, mustStatus, readRun } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import type { RunModel, RunReal } from "../model.ts";

/** TASK-RETRY after a rejection: "retryable" — 202, the run restarts. */
export class RetryRejectedCommand implements fc.AsyncCommand<RunModel, RunReal> {
  check(m: Readonly<RunModel>): boolean {
    return m.phase === "failed";
  }
  async run(m: RunModel, real: RunReal): Promise<void> {
    const r = await real.c.call("POST", `/tasks/${enc(real.taskId)}/retry`, { key: real.decide });
    mustStatus(r, 202, "retrying the rejected run", "doc 1 Run reject: retryable; Task retry: 202");
    const run = await readRun(real.c, real.taskId);
    must(
      run.runId !== m.runId || IN_FLIGHT.has(run.status),
      `run ${run.runId} still ${run.status} after the retry`,
      "the run restarts (doc 1 Task retry)",
    );
    real.c.cover("TASK-RETRY");
    m.runId = run.runId;
    m.phase =
      run.status === "blocked"
        ? "running"
        : IN_FLIGHT.has(run.status)
          ? "running"
          : run.status === "failed"
            ? "failed"
            : "advanced";
    m.decision = null;
    m.parkedStep = null;
  }
  toString(): string {
    return "retry(task)";
  }
}
