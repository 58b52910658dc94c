/** The services slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface ServicesState {}

export function createServicesState(): ServicesState {
  return {};
}

export function seedServices(_ws: Workspace): void {}
