/** The decisions slice of a workspace: the open and settled decisions of every run. */
import type { Workspace } from "../../state/workspace.ts";

export interface DecisionsState {}

export function createDecisionsState(): DecisionsState {
  return {};
}

export function seedDecisions(_ws: Workspace): void {}
