/** The catalog slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface CatalogState {}

export function createCatalogState(): CatalogState {
  return {};
}

export function seedCatalog(_ws: Workspace): void {}
