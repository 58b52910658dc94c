/** The public face of a Kaizen entry (doc 1 Kaizen entries, PublicKaizenEntry: every field required). */
import type { Workspace } from "../workspace.ts";
import { comboKey, type KaizenEntryRecord } from "./state.ts";
import { kaizenTaskView } from "./task-view.ts";

export function publicKaizenEntry(ws: Workspace, e: KaizenEntryRecord) {
  return {
    acknowledged: e.acknowledged,
    acknowledgedAt: e.acknowledgedAt,
    acknowledgedBy: e.acknowledgedBy,
    acknowledgementNote: e.acknowledgementNote,
    agentKind: e.agentKind,
    combo: e.combo ? { ...e.combo } : null,
    comboKey: comboKey(e),
    createdAt: e.createdAt,
    entryId: e.entryId,
    error: e.error,
    grade: e.grade,
    graderModel: e.graderModel,
    model: e.model,
    promptVersion: e.promptVersion,
    recommendations: [...e.recommendations],
    runId: e.runId,
    status: e.status,
    stepIndex: e.stepIndex,
    summary: e.summary,
    task: kaizenTaskView(ws, e.taskId),
    taskId: e.taskId,
    updatedAt: e.updatedAt,
  };
}
