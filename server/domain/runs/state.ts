/** The runs slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface RunsState {}

export function createRunsState(): RunsState {
  return {};
}

export function seedRuns(_ws: Workspace): void {}
