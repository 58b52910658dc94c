/**
 * doc 2 Endpoints, "Services": the 4 rows of that table, in its order. The request bodies are `object*`;
 * their hints name `repoId` (optional) and `provisioning`, which are stated as properties.
 */
import { ref, str, untyped } from "../dsl.ts";
import type { OperationGroup } from "./group.ts";

export const group: OperationGroup = {
  tag: "Services",
  heading: "Services",
  operations: [
    {
      operationId: "listServices",
      method: "get",
      path: "/services",
      scope: "read",
      status: 200,
      summary: "List the services (board frames) of the workspace",
      notes: "archived services absent",
      success: { kind: "json", schema: ref("PublicServiceList") },
    },
    {
      operationId: "createService",
      method: "post",
      path: "/services",
      scope: "admin",
      status: 201,
      summary: "Create a service, optionally backed by a linked repository",
      notes:
        "A whole-repo repository already backing a service in the account is mounted, not duplicated. No board coordinates are accepted. A service with no repository holds tasks but cannot start them. A monorepo service must name its subdirectory (field name not shown).",
      body: {
        schema: untyped("optional `repoId`; a monorepo service must name its subdirectory", {
          properties: { repoId: str() },
        }),
        required: true,
      },
      success: { kind: "json", schema: ref("PublicService") },
    },
    {
      operationId: "updateService",
      method: "patch",
      path: "/services/{serviceId}",
      scope: "admin",
      status: 200,
      summary: "Edit a service's authored fields and provisioning",
      notes: "Omitted `provisioning` keeps the stored one; `{type: infraless}` takes the pin back",
      body: {
        schema: untyped("authored fields and `provisioning`", {
          properties: {
            provisioning: untyped(
              "one of three object shapes (doc 1 Services); omitted keeps the stored one; `{type: infraless}` takes the pin back",
            ),
          },
        }),
        required: true,
      },
      success: { kind: "json", schema: ref("PublicService") },
    },
    {
      operationId: "deleteService",
      method: "delete",
      path: "/services/{serviceId}",
      scope: "admin",
      status: 204,
      summary: "Delete a service with its modules, tasks and run history",
      notes:
        "Deletes modules, tasks and run history; running runs are stopped first; unfinished tasks: 422 `service_has_unfinished_tasks`; archived service not addressable",
      success: { kind: "none" },
      errors: [
        {
          status: 422,
          token: "service_has_unfinished_tasks",
          condition: "deleting a service that holds unfinished tasks",
        },
      ],
    },
  ],
};
