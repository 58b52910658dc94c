/**
 * The tasks slice of a workspace: the tasks (doc 1 Tasks) and the workspace's document store,
 * keyed by `documentKey(source, externalId)` (doc 2 Tasks: documents are identified by that pair
 * and survive detaching). The runs, evidence and other domains read tasks through these functions.
 */
import type { Workspace } from "../workspace.ts";
import { documentKey, type DocumentRecord, type TaskRecord } from "./types.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** The `taskType` of a task created without one: the reference's `feature` (doc 1 leaves the default unshown). */
    "tasks.defaultType": string;
  }
}

// The small API other domains code against, reachable from this one module (with ./dependencies.ts,
// which reads this one's records and so cannot be re-exported from it without an import circle).
export { taskProjection } from "./projection.ts";

export interface TasksState {
  tasks: Map<string, TaskRecord>;
  documents: Map<string, DocumentRecord>;
}

export function createTasksState(): TasksState {
  return { tasks: new Map(), documents: new Map() };
}

/** The task of this workspace, or undefined (another workspace's id is simply absent here). */
export function getTask(ws: Workspace, taskId: string): TaskRecord | undefined {
  return ws.tasks.tasks.get(taskId);
}

/** Every task of the workspace, oldest first. */
export function listTasks(ws: Workspace): TaskRecord[] {
  return [...ws.tasks.tasks.values()].sort((a, b) => a.seq - b.seq);
}

/** The tasks of a service's whole subtree (the reference server has no modules: all sit directly under it). */
export function tasksOfService(ws: Workspace, serviceId: string): TaskRecord[] {
  return listTasks(ws).filter((t) => t.serviceId === serviceId);
}

export function getDocument(ws: Workspace, source: string, externalId: string): DocumentRecord | undefined {
  return ws.tasks.documents.get(documentKey(source, externalId));
}

/** The documents a task holds, in agent reading order (attachment order). */
export function taskDocuments(ws: Workspace, task: TaskRecord): DocumentRecord[] {
  return task.documents.map((k) => ws.tasks.documents.get(k)).filter((d): d is DocumentRecord => d !== undefined);
}

export interface NewTask {
  serviceId: string;
  title: string;
  description?: string;
  taskType?: string;
  fields?: Record<string, unknown>;
  modelPresetId?: string | null;
  riskPolicyId?: string | null;
  pipelineId?: string | null;
  ticket?: { ref: string; source: string } | null;
  dependsOn?: string[];
  status?: TaskRecord["status"];
  progress?: number;
  taskId?: string;
}

/**
 * Inserts a task record (status `planned` unless a seed says otherwise, doc 1 Task "create" row).
 * Documents are attached separately (documents.ts), after the refusals have been checked.
 */
export function insertTask(ws: Workspace, input: NewTask): TaskRecord {
  const at = ws.now();
  const task: TaskRecord = {
    taskId: input.taskId ?? ws.newId("tsk"),
    seq: ws.nextSeq(),
    serviceId: input.serviceId,
    title: input.title,
    description: input.description ?? "",
    taskType: input.taskType ?? ws.server.behaviour("tasks.defaultType", "feature"),
    fields: { ...(input.fields ?? {}) },
    modelPresetId: input.modelPresetId ?? null,
    riskPolicyId: input.riskPolicyId ?? null,
    pipelineId: input.pipelineId ?? null,
    dependsOn: [...(input.dependsOn ?? [])],
    autoStartDependents: false,
    status: input.status ?? "planned",
    progress: input.progress ?? 0,
    pullRequestUrl: null,
    runId: null,
    ticket: input.ticket ? { ref: input.ticket.ref, source: input.ticket.source } : null,
    documents: [],
    createdAt: at,
    updatedAt: at,
  };
  ws.tasks.tasks.set(task.taskId, task);
  return task;
}

/** Ids of the two seeded `planned` tasks (not in seed-ids.ts, which this domain does not own). */
export function plannedSeedIds(ws: Workspace): { withSourceDoc: string; withUpload: string } {
  const w = ws.id.replace(/^ws_/, "");
  return { withSourceDoc: `tsk_planned_${w}`, withUpload: `tsk_planned_norepo_${w}` };
}

/**
 * Seeds: under the repo-backed service, the finished task and the failed task (the runs domain
 * seeds their runs afterwards and sets `runId`, `pullRequestUrl`, status and progress) and a
 * planned task depending on the finished one (so it is startable) with a ticket and a wiki page;
 * under the service without a repository, a planned task with a ticket and an uploaded note.
 */
export function seedTasks(ws: Workspace): void {
  const ids = plannedSeedIds(ws);
  insertTask(ws, {
    taskId: ws.ids.taskDone,
    serviceId: ws.ids.service,
    title: "Add CSV export to the board",
    description: "Users can export the visible board columns as CSV.",
    taskType: "feature",
    ticket: { source: "github", ref: "acme/app#12" },
    status: "done",
    progress: 100,
  });
  insertTask(ws, {
    taskId: ws.ids.taskFailed,
    serviceId: ws.ids.service,
    title: "Fix flaky login redirect",
    description: "The login page sometimes redirects twice.",
    taskType: "bug",
    ticket: { source: "github", ref: "acme/app#15" },
    // Placeholder: the runs domain sets the status its failed run implies.
    status: "in_progress",
  });
  const planned = insertTask(ws, {
    taskId: ids.withSourceDoc,
    serviceId: ws.ids.service,
    title: "Paginate the activity feed",
    description: "The activity feed loads every event at once; page it.",
    taskType: "feature",
    fields: { priority: "high" },
    ticket: { source: "jira", ref: "APP-101" },
    dependsOn: [ws.ids.taskDone],
  });
  seedDocument(ws, planned, {
    source: "confluence",
    externalId: "APP/Activity+feed+design",
    kind: "source",
    title: "APP/Activity+feed+design",
    content: null,
  });
  const noRepo = insertTask(ws, {
    taskId: ids.withUpload,
    serviceId: ws.ids.serviceNoRepo,
    title: "Write the onboarding guide outline",
    taskType: "document",
    ticket: { source: "linear", ref: "DOC-7" },
  });
  seedDocument(ws, noRepo, {
    source: "upload",
    externalId: `doc_seed_${ws.id.replace(/^ws_/, "")}`,
    kind: "upload",
    title: "Onboarding notes",
    content: "Audience: new workspace admins. Cover keys, services and the first task.",
  });
}

function seedDocument(ws: Workspace, task: TaskRecord, d: Omit<DocumentRecord, "key" | "heldByTaskId">): void {
  const key = documentKey(d.source, d.externalId);
  ws.tasks.documents.set(key, { ...d, key, heldByTaskId: task.taskId });
  task.documents.push(key);
}
