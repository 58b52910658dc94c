import type fc from "fast-check";
import { readRun, readTask } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import { phaseOf, type LifecycleModel, type LifecycleReal } from "../model.ts";

/**
 * Reads the task and its run: a task that never ran has no run; a stopped run stays in the cancelled
 * terminal state it recorded (doc 1 Task stop). A run that ended by itself (`done`, `failed`) is
 * taken as the target shows it: no row moves it, but "task and run moves other than those listed:
 * not shown" leaves it open whether one does.
 */
export class ObserveCommand implements fc.AsyncCommand<LifecycleModel, LifecycleReal> {
  check(): boolean {
    return true;
  }
  async run(m: LifecycleModel, r: LifecycleReal): Promise<void> {
    const task = await readTask(r.c, r.taskId);
    if (m.phase === "fresh") {
      must(
        task.runId === null,
        `runId ${task.runId} on a task never started`,
        "a run begins only on start (doc 1 Task start)",
      );
      return;
    }
    const run = await readRun(r.c, r.taskId);
    must(
      task.runId === run.runId,
      `task.runId ${task.runId} beside run ${run.runId}`,
      "the task names its run (doc 1 Tasks runId)",
    );
    if (m.phase === "stopped") {
      must(
        run.runId === m.runId && run.status === m.terminal,
        `run ${run.runId} ${run.status} (was ${m.runId} ${m.terminal})`,
        "the stopped run keeps the cancelled terminal state it recorded until retried (doc 1 Task stop: terminal, stays retryable)",
      );
      return;
    }
    m.runId = run.runId;
    const next = phaseOf(run.status);
    m.phase = next;
    m.terminal = next === "in-flight" ? null : run.status;
  }
  toString(): string {
    return "observe(task)";
  }
}
