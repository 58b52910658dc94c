/** The platform slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface PlatformState {}

export function createPlatformState(): PlatformState {
  return {};
}

export function seedPlatform(_ws: Workspace): void {}
