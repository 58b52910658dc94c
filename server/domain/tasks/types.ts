/** The task and document records (doc 1 Tasks), shared by the tasks, runs and evidence domains. */
export type TaskStatus = "planned" | "ready" | "in_progress" | "blocked" | "pr_ready" | "done";

export interface TaskRecord {
  taskId: string;
  seq: number;
  serviceId: string;
  title: string;
  description: string;
  taskType: string;
  /** Custom fields; PATCH merges over these (doc 1 UpdatePublicTask). */
  fields: Record<string, unknown>;
  modelPresetId: string | null;
  riskPolicyId: string | null;
  /** Pinned pipeline (`pipelineId` at creation): used by start when the request names none. */
  pipelineId: string | null;
  dependsOn: string[];
  autoStartDependents: boolean;
  status: TaskStatus;
  progress: number;
  pullRequestUrl: string | null;
  runId: string | null;
  ticket: { ref: string; source: string } | null;
  /** Attached documents as keys into the workspace's document store, in agent reading order. */
  documents: string[];
  createdAt: number;
  updatedAt: number;
}

/** A document of the workspace, identified by (`source`, `externalId`) (doc 2 Tasks). */
export interface DocumentRecord {
  key: string;
  source: string;
  externalId: string;
  kind: "source" | "upload";
  title: string | null;
  content: string | null;
  /** The live task holding it, or null once detached (the document survives, doc 2 Tasks). */
  heldByTaskId: string | null;
}

/** The store key of (`source`, `externalId`); injective for any two strings (a separator could be forged). */
export function documentKey(source: string, externalId: string): string {
  return JSON.stringify([source, externalId]);
}
