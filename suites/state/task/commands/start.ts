import type fc from "fast-check";
import { IN_FLIGHT, readTask, startAccepted } from "../../kit/api.ts";
import { must } from "../../kit/verdicts.ts";
import { phaseOf, type LifecycleModel, type LifecycleReal, type Role } from "../model.ts";

/** TASK-START: a task that never ran starts on the pipeline the request names; 202, the run begins. */
export class StartCommand implements fc.AsyncCommand<LifecycleModel, LifecycleReal> {
  constructor(readonly role: Role) {}
  check(m: Readonly<LifecycleModel>): boolean {
    return m.phase === "fresh";
  }
  async run(m: LifecycleModel, r: LifecycleReal): Promise<void> {
    const pipelineId = r.pipelines[this.role];
    if (!pipelineId) return; // not configured: nothing to drive (the rule reports the gap)
    const run = await startAccepted(r.c, r.taskId, pipelineId, r.write);
    const task = await readTask(r.c, r.taskId);
    must(
      task.runId === run.runId,
      `task.runId ${task.runId} beside run ${run.runId}`,
      "the task names the run that began (doc 1 Task start: run begins)",
    );
    r.c.cover("TASK-START");
    m.role = this.role;
    m.runId = run.runId;
    m.phase = phaseOf(run.status);
    m.terminal = IN_FLIGHT.has(run.status) ? null : run.status;
  }
  toString(): string {
    return `start(task, {pipelineId: ${this.role}})`;
  }
}
