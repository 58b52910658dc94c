/**
 * The engine's door into the decisions domain: when a run reaches a step that parks on a decision
 * kind, the engine calls `openDecision`; the decision routes settle it and call back into the
 * engine (`resumeRun`, `failRun`, `rerunStep`).
 */
import type { Workspace } from "../../state/workspace.ts";
import type { RunRecord } from "../runs/types.ts";
import type { DecisionKind } from "./kinds.ts";

export function openDecision(_ws: Workspace, _run: RunRecord, _kind: DecisionKind, _stepIndex: number): void {
  throw new Error("openDecision is not implemented yet");
}
