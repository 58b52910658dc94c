/** The kaizen slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface KaizenState {}

export function createKaizenState(): KaizenState {
  return {};
}

export function seedKaizen(_ws: Workspace): void {}
