/**
 * Tasks (doc 2 Endpoints "Tasks", the rows this domain owns; doc 1 Tasks; doc 1 States and
 * transitions, Task rows "create", "add dependency", "delete"). Start, stop, retry, the run read
 * and the event stream belong to the runs domain.
 */
import type { HandlerTable, RequestContext } from "../../state/context.ts";
import { created, noContent, ok } from "../../state/reply.ts";
import { ApiError, notFound, refused } from "../../state/errors.ts";
import { paginate, type CursorCodec, type Page, type PageOptions, type PageRequest } from "../../state/paging.ts";
import { observeTask } from "../runs/engine.ts";
import { getService } from "../services/state.ts";
import { closesCycle } from "./dependencies.ts";
import { assertAttachable, attachDocument, detachDocument, type DocumentInput } from "./documents.ts";
import { removeTask } from "./lifecycle.ts";
import { documentProjection, taskProjection } from "./projection.ts";
import { getTask, insertTask, taskDocuments, tasksOfService } from "./state.ts";
import type { TaskRecord, TaskStatus } from "./types.ts";
import { validateTaskFields, type FieldIssue } from "../catalog/state.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Tasks: the task list is keyset paged, as every list. */
    "tasks.listPage": (
      codec: CursorCodec,
      all: Iterable<TaskRecord>,
      req: PageRequest,
      opts: PageOptions,
    ) => Page<TaskRecord>;
  }
}

type FieldValue = string | string[] | boolean | number;

interface CreateBody {
  title: string;
  description?: string;
  documents?: DocumentInput[];
  fields?: Record<string, FieldValue>;
  modelPresetId?: string;
  pipelineId?: string;
  riskPolicyId?: string;
  taskType?: string;
  ticket?: { ref: string; source: string };
}

interface UpdateBody {
  autoStartDependents?: boolean;
  description?: string;
  fields?: Record<string, FieldValue>;
  modelPresetId?: string;
  riskPolicyId?: string;
  title?: string;
}

/** The task the path names, in the caller's workspace; another workspace's id is a 404, never data. */
function pathTask(ctx: RequestContext): TaskRecord {
  const task = getTask(ctx.ws, ctx.params.taskId);
  if (!task) throw notFound(`task ${ctx.params.taskId}`);
  return task;
}

function liveService(ctx: RequestContext) {
  const service = getService(ctx.ws, ctx.params.serviceId);
  if (!service) throw notFound(`service ${ctx.params.serviceId}`);
  return service;
}

/** Descriptor problems are a rule of an otherwise valid request: 422, every problem named at once. */
function assertFields(issues: FieldIssue[]): void {
  if (issues.length) {
    throw new ApiError(
      422,
      "task_fields_invalid",
      "fields do not match the task type's descriptors",
      undefined,
      issues,
    );
  }
}

export const handlers: HandlerTable = {
  /** doc 2 Tasks: "whole subtree of the service", keyset paged, `status` filter; oldest first (reference choice). */
  listServiceTasks: (ctx) => {
    const service = liveService(ctx);
    const status = ctx.query.status as TaskStatus | undefined;
    const all = tasksOfService(ctx.ws, service.serviceId).filter((t) => status === undefined || t.status === status);
    const page = ctx.server.behaviour("tasks.listPage", paginate)(
      ctx.server.cursors,
      all,
      { limit: ctx.query.limit as number | undefined, cursor: ctx.query.cursor as string | undefined },
      // The list name carries the filters: a cursor of one service or status is refused by another.
      // Reference choice: oldest first (the order is not stated).
      { list: `tasks:${service.serviceId}:${status ?? "*"}`, workspaceId: ctx.ws.id, newestFirst: false },
    );
    return ok({ tasks: page.items.map(taskProjection), nextCursor: page.nextCursor });
  },

  /** doc 1 Task "create" row: under a service frame owned by the workspace; `planned`; ticket and documents attached. */
  createServiceTask: (ctx) => {
    const service = liveService(ctx);
    const body = ctx.body as CreateBody;
    const docs = body.documents ?? [];
    // Refuse before anything is created, so a refused request leaves no half-made task behind.
    assertAttachable(ctx.ws, null, docs);
    // doc 1 CreatePublicTask: `fields` are "validated against the task-type descriptors".
    assertFields(validateTaskFields(ctx.ws, body.taskType ?? "feature", body.fields ?? {}));
    const task = insertTask(ctx.ws, {
      serviceId: service.serviceId,
      title: body.title,
      description: body.description,
      taskType: body.taskType,
      fields: body.fields,
      modelPresetId: body.modelPresetId,
      riskPolicyId: body.riskPolicyId,
      // doc 1 Task "start" row: the pinned pipeline is used when the start request names none.
      pipelineId: body.pipelineId,
      ticket: body.ticket,
    });
    for (const d of docs) attachDocument(ctx.ws, task, d);
    return created(taskProjection(task));
  },

  getTask: (ctx) => {
    const task = pathTask(ctx);
    // The run engine advances on reads (its logical clock): observe before projecting.
    observeTask(ctx.ws, task);
    return ok(taskProjection(task));
  },

  /** doc 1 UpdatePublicTask: every field optional, an omitted one keeps its value; `fields` MERGED over the stored map. */
  updateTask: (ctx) => {
    const task = pathTask(ctx);
    const body = ctx.body as UpdateBody;
    if (body.fields !== undefined)
      assertFields(validateTaskFields(ctx.ws, task.taskType, body.fields, { partial: true }));
    if (body.title !== undefined) task.title = body.title;
    if (body.description !== undefined) task.description = body.description;
    if (body.autoStartDependents !== undefined) task.autoStartDependents = body.autoStartDependents;
    if (body.modelPresetId !== undefined) task.modelPresetId = body.modelPresetId;
    if (body.riskPolicyId !== undefined) task.riskPolicyId = body.riskPolicyId;
    // A key present replaces its value; keys absent from the patch stay (doc 2 Tasks: "`fields` merged").
    if (body.fields !== undefined) task.fields = { ...task.fields, ...body.fields };
    task.updatedAt = ctx.ws.now();
    return ok(taskProjection(task));
  },

  /** doc 1 Task "delete" row: admin key; removed; run history removed. Unknown id: 404. */
  deleteTask: (ctx) => {
    removeTask(ctx.ws, pathTask(ctx));
    return noContent();
  },

  /** doc 1 Task "add dependency" row; doc 2 Tasks: 200 PublicTask, idempotent, cycle refused. */
  addTaskDependency: (ctx) => {
    const task = pathTask(ctx);
    const depId = (ctx.body as { dependsOnTaskId: string }).dependsOnTaskId;
    // doc 2 Errors, unspecified refusal "dependency or task outside the workspace": reference
    // choice 404, as for any id of another workspace (the named task is simply not found here).
    const dep = getTask(ctx.ws, depId);
    if (!dep)
      throw new ApiError(404, "not_found", `task ${depId} (dependsOnTaskId) not found`, { field: "dependsOnTaskId" });
    if (task.dependsOn.includes(dep.taskId)) return ok(taskProjection(task)); // idempotent: nothing changes
    // A task cannot depend on itself: a rule violation of an otherwise valid request, whatever the
    // state, so 422 (doc 2 Errors leaves the status unspecified).
    if (dep.taskId === task.taskId) throw refused(422, "dependency_on_itself", "a task cannot depend on itself");
    // doc 1: "cycle refused". Unspecified status (doc 2 Errors); it conflicts with the current graph: 409.
    if (closesCycle(ctx.ws, task.taskId, dep.taskId)) {
      throw refused(
        409,
        "dependency_cycle",
        `task ${dep.taskId} already depends on ${task.taskId}: the edge would close a cycle`,
      );
    }
    task.dependsOn.push(dep.taskId);
    task.updatedAt = ctx.ws.now();
    return ok(taskProjection(task));
  },

  /** doc 2 Tasks: idempotent; removing an edge that is not there (or names no task) is a 200 that changes nothing. */
  removeTaskDependency: (ctx) => {
    const task = pathTask(ctx);
    const depId = (ctx.body as { dependsOnTaskId: string }).dependsOnTaskId;
    if (task.dependsOn.includes(depId)) {
      task.dependsOn = task.dependsOn.filter((id) => id !== depId);
      task.updatedAt = ctx.ws.now();
    }
    return ok(taskProjection(task));
  },

  /** doc 2 Tasks: attached documents in agent reading order (attachment order), each with (`source`, `externalId`). */
  listTaskDocuments: (ctx) => {
    const task = pathTask(ctx);
    return ok({ documents: taskDocuments(ctx.ws, task).map(documentProjection) });
  },

  /** doc 2 Tasks: 201; held by a different live task → refused (409), not moved; already held here → 201, unchanged. */
  attachTaskDocument: (ctx) => {
    const task = pathTask(ctx);
    const doc = ctx.body as DocumentInput;
    assertAttachable(ctx.ws, task.taskId, [doc]);
    const before = task.documents.length;
    const rec = attachDocument(ctx.ws, task, doc);
    if (task.documents.length !== before) task.updatedAt = ctx.ws.now();
    return created(documentProjection(rec));
  },

  /** doc 2 Tasks: 204; idempotent; the document survives in the workspace (held by nobody). */
  detachTaskDocument: (ctx) => {
    const task = pathTask(ctx);
    const { source, externalId } = ctx.body as { source: string; externalId: string };
    const detached = detachDocument(ctx.ws, task, source, externalId);
    if (detached) task.updatedAt = ctx.ws.now();
    return noContent();
  },
};
