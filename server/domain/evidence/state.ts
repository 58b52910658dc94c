/** The evidence slice of a workspace. */
import type { Workspace } from "../../state/workspace.ts";

export interface EvidenceState {}

export function createEvidenceState(): EvidenceState {
  return {};
}

export function seedEvidence(_ws: Workspace): void {}
