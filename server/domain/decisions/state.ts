/**
 * The decisions slice of a workspace: the decisions every run's steps opened (open and settled),
 * the tracker connection that filing follow-ups needs, and the issue counter of filed follow-ups.
 */
import type { Workspace } from "../workspace.ts";
import type { DecisionKind } from "./kinds.ts";
import type { DecisionRecord, RecordOf } from "./records.ts";

export interface DecisionsState {
  /** runId → one record per step that parked on a decision, in step order. */
  byRun: Map<string, DecisionRecord[]>;
  /**
   * doc 1 "Follow-up item | file | tracker connected". Reference choice: the seeded workspace has a
   * tracker connected; the flag exists so that "filing without a tracker" is a reachable refusal.
   */
  trackerConnected: boolean;
  /** Issues filed so far: every file creates a new one (doc 2: "not idempotent"). */
  ticketSeq: number;
}

export function createDecisionsState(): DecisionsState {
  return { byRun: new Map(), trackerConnected: true, ticketSeq: 0 };
}

/**
 * Nothing to seed: the seeded runs are finished (done or failed) and hold no open decision, so
 * their decision lists are real and empty. Decisions appear when a parking pipeline is started.
 */
export function seedDecisions(_ws: Workspace): void {}

export function recordsOf(ws: Workspace, runId: string): DecisionRecord[] {
  let list = ws.decisions.byRun.get(runId);
  if (!list) {
    list = [];
    ws.decisions.byRun.set(runId, list);
  }
  return list;
}

/** The record a step opened, if any. */
export function recordAt(ws: Workspace, runId: string, stepIndex: number): DecisionRecord | undefined {
  return ws.decisions.byRun.get(runId)?.find((r) => r.stepIndex === stepIndex);
}

export function recordsOfKind<K extends DecisionKind>(ws: Workspace, runId: string, kind: K): RecordOf<K>[] {
  return (ws.decisions.byRun.get(runId) ?? []).filter((r) => r.kind === kind) as RecordOf<K>[];
}

/** Replaces the record of a step (a fresh open after the step settled) or adds it. */
export function putRecord(ws: Workspace, rec: DecisionRecord): void {
  const list = recordsOf(ws, rec.runId);
  const i = list.findIndex((r) => r.stepIndex === rec.stepIndex);
  if (i === -1) {
    list.push(rec);
    list.sort((a, b) => a.stepIndex - b.stepIndex);
  } else list[i] = rec;
}
