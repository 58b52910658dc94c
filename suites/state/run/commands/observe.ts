import type fc from "fast-check";
import { must } from "../../kit/verdicts.ts";
import type { RunModel, RunReal } from "../model.ts";
import { readDecisions } from "./read.ts";

/** Reads the decision list (`parked` true only when `blocked`); a rejected run stays failed (a terminal rejected failure, doc 1 Run). */
export class ObserveRunCommand implements fc.AsyncCommand<RunModel, RunReal> {
  check(m: Readonly<RunModel>): boolean {
    return m.phase !== "fresh";
  }
  async run(m: RunModel, real: RunReal): Promise<void> {
    const list = await readDecisions(real, m.runId!);
    if (m.phase === "failed")
      must(
        list.status === "failed",
        `status ${list.status} of the rejected run`,
        "the run stopped entirely (doc 1 Run reject); only a retry restarts it",
      );
  }
  toString(): string {
    return "observe(run decisions)";
  }
}
