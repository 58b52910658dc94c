/**
 * The evidence slice of a workspace: captured artifacts and their bytes, the recorded facts of
 * seeded runs (verdicts, concerns, environments, checks), merge records, and the tool-call body
 * retention flag of the debug surface. Everything else about a run is composed on read.
 */
import type { Workspace } from "../workspace.ts";
import { seedArtifacts, type ArtifactRecord } from "./artifacts.ts";
import { seedFacts, type SeededFacts } from "./facts.ts";
import { seedMergeRecords, type MergeRecord } from "./merge-records.ts";

export interface EvidenceState {
  artifacts: Map<string, ArtifactRecord>;
  /** Bytes by artifact id; an artifact without an entry has lost its bytes (404 on blob read). */
  blobs: Map<string, Buffer>;
  facts: Map<string, SeededFacts>;
  mergeRecords: Map<string, MergeRecord>;
  mergeByRun: Map<string, string>;
  /** doc 2 Debug tool-calls: bodies retained unless the workspace opted out. */
  toolBodiesRetained: boolean;
}

export function createEvidenceState(): EvidenceState {
  return {
    artifacts: new Map(),
    blobs: new Map(),
    facts: new Map(),
    mergeRecords: new Map(),
    mergeByRun: new Map(),
    toolBodiesRetained: true,
  };
}

/** Seeds the evidence of `ws.ids.runDone`; reference choice: the second workspace opted out of tool-call bodies. */
export function seedEvidence(ws: Workspace): void {
  seedArtifacts(ws);
  seedFacts(ws);
  seedMergeRecords(ws);
  ws.evidence.toolBodiesRetained = ws.id === "ws_a";
}

export { storeArtifact } from "./artifacts.ts";
export { markMerged } from "./merge-records.ts";
