/** Reading a run for the evidence and debug routes (doc 2 Errors: 404 `run_not_found`, "run the key cannot read"). */
import { stated } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";
import { getRun } from "../runs/engine.ts";
import type { RunRecord } from "../runs/types.ts";

export function readableRun(ws: Workspace, runId: string): RunRecord;
export function readableRun(ws: Workspace, runId: string, orThrow: false): RunRecord | undefined;
export function readableRun(ws: Workspace, runId: string, orThrow = true): RunRecord | undefined {
  // getRun reads only this workspace: another workspace's run id is simply unknown here.
  const run = getRun(ws, runId);
  if (!run && orThrow) throw stated(404, "run_not_found", `run ${runId} not found`);
  return run;
}
