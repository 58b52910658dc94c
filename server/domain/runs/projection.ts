/** PublicRun (doc 1 Run): the run as the API shows it. */
import type { RunRecord } from "./types.ts";

export function runProjection(run: RunRecord) {
  return {
    createdAt: run.createdAt,
    currentStep: run.currentStep,
    error: run.error ? { ...run.error } : null,
    externalIdentity: run.externalIdentity,
    externalIdentityWithheld: run.externalIdentityWithheld,
    pullRequest: run.pullRequest ? { ...run.pullRequest } : null,
    runId: run.runId,
    status: run.status,
    steps: run.steps.map((s) => ({ name: s.name, status: s.status, progress: s.progress, subtasks: [] })),
    taskId: run.taskId ?? "",
  };
}
