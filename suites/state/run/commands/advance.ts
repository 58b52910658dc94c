import type fc from "fast-check";
import { mustStatus, readRun } from "../../kit/api.ts";
import { poll } from "../../kit/poll.ts";
import type { RunModel, RunReal } from "../model.ts";

/** RUN-ADVANCE: a proceed/approve verb on the parked run: 200, and the run advances past the step. */
export class AdvanceCommand implements fc.AsyncCommand<RunModel, RunReal> {
  check(m: Readonly<RunModel>): boolean {
    return m.phase === "parked";
  }
  async run(m: RunModel, real: RunReal): Promise<void> {
    const verb = real.verb;
    const path = verb?.path(m.runId!, m.decision!) ?? null;
    if (!verb || !path) return; // no synchronous advance verb for this kind or state: nothing to drive
    const r = await real.c.call("POST", path, { key: real.decide, body: verb.body });
    mustStatus(
      r,
      200,
      `${verb.operationId} on the parked run`,
      `${verb.clause}; doc 2 Decisions: 200 PublicDecisionList`,
    );
    const parkedStep = m.parkedStep!;
    await poll(
      real.c,
      `advance the run past step ${parkedStep} after ${verb.operationId}`,
      () => readRun(real.c, real.taskId),
      (run) => run.status !== "blocked" || run.currentStep > parkedStep,
    );
    real.c.cover("RUN-ADVANCE", `verb:${verb.operationId}`);
    m.phase = "advanced";
  }
  toString(): string {
    return "advance(run) with the kind's proceed/approve verb";
  }
}
