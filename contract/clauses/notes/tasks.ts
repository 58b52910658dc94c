/** doc 2 Endpoints › Tasks. */
import { clause } from "../types.ts";

const S = "Endpoints › Tasks";

export const TASKS = [
  clause("D2-TASKS-LIST-SUBTREE", 2, S, "GET /services/{serviceId}/tasks: the whole subtree of the service", {
    operationId: "listServiceTasks",
  }),
  clause("D2-TASKS-LIST-STATUS-FILTER", 2, S, "GET /services/{serviceId}/tasks `status`: only tasks of that status", {
    operationId: "listServiceTasks",
  }),
  clause("D2-TASKS-CREATE-PLANNED", 2, S, "POST /services/{serviceId}/tasks: 201 PublicTask, status `planned`", {
    operationId: "createServiceTask",
  }),
  clause(
    "D2-TASKS-PATCH-FIELDS-MERGED",
    2,
    S,
    "PATCH /tasks/{taskId}: `fields` merged over stored values (also doc 1 UpdatePublicTask)",
    {
      operationId: "updateTask",
      fact: {
        key: "taskFields",
        why: "no response shows `fields`: a merge shows only where the config's facts name a task type with a required field, whose PATCH naming other fields passes the descriptors only merged",
      },
    },
  ),
  clause(
    "D2-TASKS-DEPENDENCY-IDEMPOTENT",
    2,
    S,
    "adding and removing a dependency are idempotent; a cycle is refused",
    { operationId: "addTaskDependency" },
  ),
  clause(
    "D2-TASKS-DOCUMENTS-IDENTIFIED",
    2,
    S,
    "GET /tasks/{taskId}/documents: the attached documents in agent reading order, each identified by (`source`, `externalId`)",
    { operationId: "listTaskDocuments" },
  ),
  clause(
    "D2-TASKS-DOCUMENT-HELD-REFUSED",
    2,
    S,
    "attaching a document held by a different live task is refused, not moved",
    { operationId: "attachTaskDocument" },
  ),
  clause("D2-TASKS-DETACH-IDEMPOTENT", 2, S, "detach: 204; idempotent", { operationId: "detachTaskDocument" }),
  clause("D2-TASKS-DETACH-SURVIVES", 2, S, "a detached document survives in the workspace", {
    operationId: "detachTaskDocument",
    uncheckable: "no operation reads the workspace's documents apart from a task's",
  }),
] as const;
