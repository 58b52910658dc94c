/** The usage slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface UsageState {}

export function createUsageState(): UsageState {
  return {};
}

export function seedUsage(_ws: Workspace): void {}
