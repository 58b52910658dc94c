import type fc from "fast-check";
import { startForSetup } from "../../kit/api.ts";
import type { RunModel, RunReal } from "../model.ts";

/** Starts the task on the parking pipeline with a `decide` key (doc 2 Authentication 7). */
export class StartParkingCommand implements fc.AsyncCommand<RunModel, RunReal> {
  check(m: Readonly<RunModel>): boolean {
    return m.phase === "fresh";
  }
  async run(m: RunModel, real: RunReal): Promise<void> {
    // Setup of the run rows (the start itself is the task rules'): a refused start is not exercised.
    const run = await startForSetup(
      real.c,
      real.taskId,
      real.pipelineId,
      real.decide,
      `starting a task on the pipeline configured to park on ${real.kind}`,
    );
    m.runId = run.runId;
    m.phase = "running";
  }
  toString(): string {
    return "start(task, {pipelineId: park}) with a decide key";
  }
}
