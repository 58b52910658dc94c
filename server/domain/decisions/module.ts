/** What each decision kind provides to `openDecision` and to the list projection. */
import type { Workspace } from "../workspace.ts";
import type { RunRecord } from "../runs/types.ts";
import type { DecisionRecord } from "./records.ts";

export interface OpenArgs {
  ws: Workspace;
  run: RunRecord;
  stepIndex: number;
  /** The pipeline step's name (a brainstorm step naming `architecture` opens that stage). */
  stepName: string;
}

/** The fields every record starts with. */
export function base(a: OpenArgs, stepKind: string) {
  return { runId: a.run.runId, stepIndex: a.stepIndex, stepKind, life: "open" as const, openedAt: a.ws.now() };
}

export interface KindModule<R extends DecisionRecord> {
  /** A fresh decision for a step reached for the first time. */
  open(a: OpenArgs): R;
  /** The step was re-run by an answer (`rerunStep`) and reached again: next round, counters kept. */
  reopen(ws: Workspace, run: RunRecord, rec: R): void;
  /** The record as its doc 1 PublicDecision shape (only the fields the contract shows). */
  project(rec: R): Record<string, unknown>;
}
