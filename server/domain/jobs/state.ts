/** The jobs slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface JobsState {}

export function createJobsState(): JobsState {
  return {};
}

export function seedJobs(_ws: Workspace): void {}
