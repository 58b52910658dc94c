/** The runs slice: the workspace's pipelines and runs, and the listeners of live task streams. */
import type { Workspace } from "../workspace.ts";
import { seededPipelines } from "./pipelines.ts";
import type { PipelineDef, RunRecord } from "./types.ts";
import { seedRuns as seed } from "./seed.ts";

export interface RunsState {
  pipelines: PipelineDef[];
  runs: Map<string, RunRecord>;
  /** runId → callbacks woken when the run records a new event (open task streams). */
  listeners: Map<string, Set<() => void>>;
}

export function createRunsState(): RunsState {
  return { pipelines: seededPipelines(), runs: new Map(), listeners: new Map() };
}

export function seedRuns(ws: Workspace): void {
  seed(ws);
}
