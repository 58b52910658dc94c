/** doc 1 PublicDecisionList: what a run is currently asking, each decision in its PublicDecision shape. */
import type { Workspace } from "../workspace.ts";
import { TERMINAL } from "../runs/engine.ts";
import type { RunRecord } from "../runs/types.ts";
import { taskIdOf } from "./access.ts";
import type { DecisionRecord } from "./records.ts";
import { moduleOf } from "./registry.ts";

/**
 * Which records the list shows:
 * - an overridden input gate always ("findings stay on the run as an overridden record");
 * - nothing else once the run is done or failed (it asks nothing any more);
 * - follow-ups while the run works ("answerable while the run is working");
 * - any other decision until it settles, including while its step re-runs after an answer (then
 *   it shows its transitional state: `changes_requested`, `bouncing`, `fixing`, `reviewing`,
 *   `challenging`…, and its routes refuse with 409 until the run parks on it again).
 */
function listed(rec: DecisionRecord, run: RunRecord): boolean {
  if (rec.kind === "input-gate" && rec.status === "overridden") return true;
  if (TERMINAL.has(run.status)) return false;
  if (rec.kind === "follow-ups") return true;
  return rec.life !== "settled";
}

export function decisionList(ws: Workspace, run: RunRecord) {
  const records = ws.decisions.byRun.get(run.runId) ?? [];
  return {
    decisions: records.filter((r) => listed(r, run)).map((r) => moduleOf(r.kind).project(r)),
    // doc 1 PublicDecisionList: "true only when the run has stopped, i.e. status `blocked`".
    parked: run.status === "blocked",
    runId: run.runId,
    status: run.status,
    taskId: taskIdOf(run),
    // Reference choice: every simulated wait is answerable through a route, so none is listed here.
    unanswerable: [],
  };
}
