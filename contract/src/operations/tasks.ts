/**
 * doc 2 Endpoints, "Tasks": the 15 rows of that table, in its order; doc 1 States and transitions (Task
 * rows); doc 2 Authentication 7 and 9; doc 2 Events, Streams (Task run stream); doc 2 Errors "Other refusals
 * whose codes are unspecified" (written in `notes` only: no status is stated for them).
 */
import { ref, str, untyped } from "../dsl.ts";
import { cursorParam, limitParam, taskStatus } from "../common.ts";
import type { OperationGroup } from "./group.ts";

const INDIVIDUAL_USAGE =
  "Tasks on an individual-usage model cannot be started or retried through the API (no headless unlock; doc 2 Authentication 9); refusal status and code unspecified.";

const DEPENDENCY_BODY = () =>
  untyped("names `dependsOnTaskId`", { properties: { dependsOnTaskId: str() }, required: ["dependsOnTaskId"] });

export const group: OperationGroup = {
  tag: "Tasks",
  heading: "Tasks",
  operations: [
    {
      operationId: "listServiceTasks",
      method: "get",
      path: "/services/{serviceId}/tasks",
      scope: "read",
      status: 200,
      summary: "List the tasks of a service's whole subtree",
      notes: "whole subtree of the service; follow `nextCursor` until it is null",
      query: { limit: limitParam(), cursor: cursorParam(), status: taskStatus() },
      success: { kind: "json", schema: ref("PublicTaskList") },
      paging: { items: "tasks", cursor: "nextCursor" },
    },
    {
      operationId: "createServiceTask",
      method: "post",
      path: "/services/{serviceId}/tasks",
      scope: "write",
      status: 201,
      summary: "Create a task under a service",
      notes:
        "status `planned`. The service frame must be owned by the workspace; ticket and documents are attached if given (doc 1 States and transitions).",
      body: { schema: ref("CreatePublicTask"), required: true },
      success: { kind: "json", schema: ref("PublicTask") },
    },
    {
      operationId: "getTask",
      method: "get",
      path: "/tasks/{taskId}",
      scope: "read",
      status: 200,
      summary: "Read a task",
      success: { kind: "json", schema: ref("PublicTask") },
    },
    {
      operationId: "updateTask",
      method: "patch",
      path: "/tasks/{taskId}",
      scope: "write",
      status: 200,
      summary: "Edit a task",
      notes: "`fields` merged over stored values; an omitted field keeps the stored value",
      body: { schema: ref("UpdatePublicTask"), required: true },
      success: { kind: "json", schema: ref("PublicTask") },
    },
    {
      operationId: "deleteTask",
      method: "delete",
      path: "/tasks/{taskId}",
      scope: "admin",
      status: 204,
      summary: "Delete a task and its run history",
      notes: "the task is removed together with its run history (doc 1 States and transitions)",
      success: { kind: "none" },
    },
    {
      operationId: "addTaskDependency",
      method: "post",
      path: "/tasks/{taskId}/dependencies",
      scope: "write",
      status: 200,
      summary: "Make a task depend on another task",
      notes:
        "idempotent; cycle refused. Both tasks must be in the workspace. The task cannot start until the dependency is `done`; with `autoStartDependents` on the blocker, the chain runs itself. Refusals (dependency edge closing a cycle; dependency or task outside the workspace): status and code unspecified.",
      body: { schema: DEPENDENCY_BODY(), required: true },
      success: { kind: "json", schema: ref("PublicTask") },
    },
    {
      operationId: "removeTaskDependency",
      method: "post",
      path: "/tasks/{taskId}/dependencies/remove",
      scope: "write",
      status: 200,
      summary: "Remove a dependency of a task",
      notes: "idempotent",
      body: { schema: DEPENDENCY_BODY(), required: true },
      success: { kind: "json", schema: ref("PublicTask") },
    },
    {
      operationId: "listTaskDocuments",
      method: "get",
      path: "/tasks/{taskId}/documents",
      scope: "read",
      status: 200,
      summary: "List the documents attached to a task",
      notes: "attached documents in agent reading order, each identified by (`source`, `externalId`)",
      success: {
        kind: "json",
        schema: untyped("attached documents in agent reading order, each identified by (`source`, `externalId`)"),
      },
    },
    {
      operationId: "attachTaskDocument",
      method: "post",
      path: "/tasks/{taskId}/documents",
      scope: "write",
      status: 201,
      summary: "Attach a document to a task",
      notes:
        "Body: either a named source page or inline text, as in task creation; typed as PublicTaskDocument (the shape task creation uses for `documents`: kind `source` or `upload`). A document held by a different live task is refused, not moved (refusal status and code unspecified).",
      body: { schema: ref("PublicTaskDocument"), required: true },
      success: { kind: "json", schema: untyped("the attached document") },
    },
    {
      operationId: "detachTaskDocument",
      method: "post",
      path: "/tasks/{taskId}/documents/detach",
      scope: "write",
      status: 204,
      summary: "Detach a document from a task",
      notes: "idempotent; the document survives in the workspace",
      body: {
        schema: untyped("`source`, `externalId`", {
          properties: { source: str(), externalId: str() },
          required: ["source", "externalId"],
        }),
        required: true,
      },
      success: { kind: "none" },
    },
    {
      operationId: "streamTaskEvents",
      method: "get",
      path: "/tasks/{taskId}/events",
      scope: "read",
      status: 200,
      summary: "Stream the progress of a task's run (server-sent events)",
      notes:
        "progress frames carrying the rich run projection; terminal `done` or `error`, or `timeout` when the connection cap is reached. A quiet stream is normal for a run parked on a human decision. A reconnect replays the stream from its start, so consumers track what they have already handled. Authenticated by the same key header.",
      success: { kind: "event-stream" },
    },
    {
      operationId: "retryTask",
      method: "post",
      path: "/tasks/{taskId}/retry",
      scope: "write",
      status: 202,
      summary: "Retry a task whose run failed",
      notes: `From run failed: the run restarts. ${INDIVIDUAL_USAGE}`,
      success: { kind: "json", schema: ref("PublicTask") },
    },
    {
      operationId: "getTaskRun",
      method: "get",
      path: "/tasks/{taskId}/run",
      scope: "read",
      status: 200,
      summary: "Read the run of a task",
      success: { kind: "json", schema: ref("PublicRun") },
    },
    {
      operationId: "startTask",
      method: "post",
      path: "/tasks/{taskId}/start",
      scope: "write",
      status: 202,
      summary: "Start a task with a pipeline",
      notes: `The pipeline is the request \`pipelineId\`, else the pinned pipeline; the run begins. Starting a task whose pipeline can park on a human decision requires a \`decide\` key (doc 2 Authentication 7; the refusal's status is not stated for this case). A task cannot start until its dependencies are \`done\`. A service with no repository holds tasks but cannot start them (doc 2 Services). ${INDIVIDUAL_USAGE}`,
      body: { schema: ref("StartPublicTask"), required: true },
      success: { kind: "json", schema: ref("PublicTask") },
    },
    {
      operationId: "stopTask",
      method: "post",
      path: "/tasks/{taskId}/stop",
      scope: "write",
      status: 200,
      summary: "Stop the run in flight",
      notes: "the run records a cancelled terminal state and stays retryable",
      success: { kind: "json", schema: ref("PublicTask") },
    },
  ],
};
