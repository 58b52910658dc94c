/**
 * The one door from the run engine to the decisions (server/domain/decisions/): a parked step opens
 * (or continues) its decision, and observing a blocked run lets its decisions' own work move on.
 * Decisions call the engine directly (to resume, fail or re-run a step); the engine reaches them only
 * through this port, which startServer wires once to decisions/open.ts, so the two folders form no
 * import circle.
 */
import type { Workspace } from "../workspace.ts";
import type { DecisionKind } from "../decisions/kinds.ts";
import type { RunRecord } from "./types.ts";

export interface DecisionPort {
  /** Opens the decision of `kind` the run's step `stepIndex` waits on, or continues the one it left. */
  open(ws: Workspace, run: RunRecord, kind: DecisionKind, stepIndex: number): void;
  /** A blocked run was observed: its decisions' asynchronous work (an incorporation) moves on. */
  observe(ws: Workspace, run: RunRecord): void;
}

let wired: DecisionPort | null = null;

/** Wires the port (startServer, at every start: the same functions each time). */
export function answerDecisionsWith(port: DecisionPort): void {
  wired = port;
}

/** The decisions, as the engine reaches them. */
export function decisions(): DecisionPort {
  if (!wired) throw new Error("the run engine's decision port is not wired: start the server with startServer");
  return wired;
}
