/** Public shapes of the tasks domain: PublicTask (doc 1 Tasks) and the attached-document rows (doc 2 Tasks). */
import type { DocumentRecord, TaskRecord } from "./types.ts";

/** PublicTask: every field is required; nullable ones are null when empty (doc 1 Tasks). */
export function taskProjection(t: TaskRecord) {
  return {
    autoStartDependents: t.autoStartDependents,
    dependsOn: [...t.dependsOn],
    description: t.description,
    modelPresetId: t.modelPresetId,
    progress: t.progress,
    pullRequestUrl: t.pullRequestUrl,
    riskPolicyId: t.riskPolicyId,
    runId: t.runId,
    serviceId: t.serviceId,
    status: t.status,
    taskId: t.taskId,
    taskType: t.taskType,
    title: t.title,
  };
}

/**
 * One attached document (doc 2 Tasks: `object*`, "each identified by (`source`, `externalId`)").
 * Reference choice: the row is `{source, externalId, kind, title}`; an upload's `title` is the one
 * it was given, a source page's `title` is its `ref` (the only name known without reaching the
 * source). Upload content is not echoed.
 */
export function documentProjection(d: DocumentRecord) {
  return { source: d.source, externalId: d.externalId, kind: d.kind, title: d.title ?? d.externalId };
}
