/**
 * Merge records and their rollups (doc 1 "Resources described only by prose": merge record, merge
 * rollup; doc 2 Merge records). Field names are reference choices (doc 1: not shown):
 * record `{recordId, runId, taskId, pullRequestUrl, changeClass, changedFiles, mergerScore,
 * threshold {presetName, minScore}, outcome, effort, effortTaggedAt, createdAt, updatedAt}`;
 * rollup row `{changeClass, records, landed {total, autoMerged, mergedInApp, mergedOnProvider},
 * rejected, awaitingReview, effort {none, minor, major, untagged}}`. Reference choices: a run has
 * a merge record exactly when it has a pull request (the simulated pipelines have no separate
 * merger step); a composed record's change class is `unknown` (no changed-file list is available)
 * and its outcome `awaiting_review`.
 */
import type { Workspace } from "../workspace.ts";
import { getRun, listRuns } from "../runs/engine.ts";
import type { RunRecord } from "../runs/types.ts";

export const CHANGE_CLASSES = [
  "frontend",
  "backend",
  "docs",
  "tests",
  "config",
  "dependencies",
  "infra",
  "unknown",
] as const;
export type ChangeClass = (typeof CHANGE_CLASSES)[number];
export type MergeOutcome = "auto_merged" | "merged_in_app" | "merged_on_provider" | "rejected" | "awaiting_review";
export type EffortTag = "none" | "minor" | "major";
export const EFFORT_TAGS: readonly EffortTag[] = ["none", "minor", "major"];

export interface MergeRecord {
  recordId: string;
  seq: number;
  runId: string;
  taskId: string | null;
  pullRequestUrl: string;
  changeClass: ChangeClass;
  changedFiles: number | null;
  mergerScore: number | null;
  threshold: { presetName: string; minScore: number };
  outcome: MergeOutcome;
  effort: EffortTag | null;
  effortTaggedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

const STANDARD_THRESHOLD = { presetName: "Standard", minScore: 0.8 };

function add(ws: Workspace, run: RunRecord, rec: Partial<MergeRecord> = {}): MergeRecord {
  const at = ws.now();
  const r: MergeRecord = {
    recordId: rec.recordId ?? ws.newId("mrg"),
    seq: ws.nextSeq(),
    runId: run.runId,
    taskId: run.taskId,
    pullRequestUrl: run.pullRequest!.url,
    changeClass: "unknown",
    changedFiles: null,
    mergerScore: null,
    threshold: { ...STANDARD_THRESHOLD },
    outcome: "awaiting_review",
    effort: null,
    effortTaggedAt: null,
    createdAt: at,
    updatedAt: at,
    ...rec,
  };
  ws.evidence.mergeRecords.set(r.recordId, r);
  ws.evidence.mergeByRun.set(run.runId, r.recordId);
  return r;
}

/** Seed: the merge record of `ws.ids.runDone`, merged through the app, untagged. */
export function seedMergeRecords(ws: Workspace): void {
  const run = getRun(ws, ws.ids.runDone);
  if (!run?.pullRequest) return;
  add(ws, run, {
    recordId: ws.ids.mergeRecord,
    changeClass: "frontend",
    changedFiles: 3,
    mergerScore: 0.86,
    outcome: "merged_in_app",
  });
}

/**
 * Brings the records in line with the engine: a run that gained a pull request gets its record; a
 * record whose run the engine no longer knows (task deleted: "run history removed") goes.
 */
export function syncMergeRecords(ws: Workspace): void {
  for (const [recordId, r] of ws.evidence.mergeRecords) {
    if (!getRun(ws, r.runId)) {
      ws.evidence.mergeRecords.delete(recordId);
      ws.evidence.mergeByRun.delete(r.runId);
    }
  }
  const runs = listRuns(ws)
    .filter((r) => r.pullRequest && !ws.evidence.mergeByRun.has(r.runId))
    .sort((a, b) => a.seq - b.seq);
  for (const run of runs) add(ws, run);
}

export function mergeRecordOfRun(ws: Workspace, run: RunRecord): MergeRecord | undefined {
  syncMergeRecords(ws);
  const id = ws.evidence.mergeByRun.get(run.runId);
  return id ? ws.evidence.mergeRecords.get(id) : undefined;
}

export function getMergeRecord(ws: Workspace, recordId: string): MergeRecord | undefined {
  syncMergeRecords(ws);
  return ws.evidence.mergeRecords.get(recordId);
}

/** For the notifications domain: record how a pull request landed (acting on a merge card). */
export function markMerged(
  ws: Workspace,
  runId: string,
  outcome: MergeOutcome = "merged_in_app",
): MergeRecord | undefined {
  syncMergeRecords(ws);
  const id = ws.evidence.mergeByRun.get(runId);
  const r = id ? ws.evidence.mergeRecords.get(id) : undefined;
  if (r && r.outcome !== outcome) {
    r.outcome = outcome;
    r.updatedAt = ws.now();
  }
  return r;
}

/** Idempotent: tagging with the stored tag changes nothing (not even `updatedAt`). */
export function setEffort(ws: Workspace, r: MergeRecord, effort: EffortTag | null): MergeRecord {
  if (r.effort === effort) return r;
  const at = ws.now();
  r.effort = effort;
  r.effortTaggedAt = effort === null ? null : at;
  r.updatedAt = at;
  return r;
}

export function publicMergeRecord(r: MergeRecord) {
  return {
    recordId: r.recordId,
    runId: r.runId,
    taskId: r.taskId,
    pullRequestUrl: r.pullRequestUrl,
    changeClass: r.changeClass,
    changedFiles: r.changedFiles,
    mergerScore: r.mergerScore,
    threshold: { ...r.threshold },
    outcome: r.outcome,
    effort: r.effort,
    effortTaggedAt: r.effortTaggedAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** doc 1 merge rollup: every change class appears, a class with no records as zeros. */
export function rollups(ws: Workspace) {
  syncMergeRecords(ws);
  const records = [...ws.evidence.mergeRecords.values()];
  const rows = CHANGE_CLASSES.map((changeClass) => {
    const rs = records.filter((r) => r.changeClass === changeClass);
    const count = (o: MergeOutcome) => rs.filter((r) => r.outcome === o).length;
    const autoMerged = count("auto_merged");
    const mergedInApp = count("merged_in_app");
    const mergedOnProvider = count("merged_on_provider");
    return {
      changeClass,
      records: rs.length,
      landed: { total: autoMerged + mergedInApp + mergedOnProvider, autoMerged, mergedInApp, mergedOnProvider },
      rejected: count("rejected"),
      awaitingReview: count("awaiting_review"),
      effort: {
        none: rs.filter((r) => r.effort === "none").length,
        minor: rs.filter((r) => r.effort === "minor").length,
        major: rs.filter((r) => r.effort === "major").length,
        untagged: rs.filter((r) => r.effort === null).length,
      },
    };
  });
  return { rollups: rows, totalRecords: records.length };
}
