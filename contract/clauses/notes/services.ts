/** doc 2 Endpoints › Services. */
import { clause } from "../types.ts";

const S = "Endpoints › Services";

export const SERVICES = [
  clause("D2-SERVICES-LIST-NO-ARCHIVED", 2, S, "GET /services: archived services are absent", {
    operationId: "listServices",
    fact: { key: "archivedService", why: "no operation archives a service: the configuration names one" },
  }),
  clause(
    "D2-SERVICES-CREATE-MOUNT",
    2,
    S,
    "POST /services with a whole-repo repository already backing a service of the account mounts it, not a duplicate",
    { operationId: "createService" },
  ),
  clause(
    "D2-SERVICES-CREATE-REPO-LINKED",
    2,
    S,
    "POST /services: `repoId` names a repository the workspace has linked (doc 1: services are optionally backed by a linked source repository; Errors: 404 `repo_not_linked`); one it has not linked is refused and creates nothing",
    { operationId: "createService" },
  ),
  clause("D2-SERVICES-CREATE-MONOREPO", 2, S, "a monorepo service must name its subdirectory", {
    operationId: "createService",
    fact: {
      key: "monorepo",
      why: "which linked repository is a monorepo is not shown: the configuration names one, and a body naming only a title and its repoId names no subdirectory, whatever the field is called",
    },
  }),
  clause("D2-SERVICES-CREATE-NO-COORDINATES", 2, S, "no board coordinates are accepted", {
    operationId: "createService",
    uncheckable: "the coordinate fields are not named, so none can be sent",
  }),
  clause("D2-SERVICES-NO-REPO-CANNOT-START", 2, S, "a service with no repository holds tasks but cannot start them", {
    operationId: "createService",
  }),
  clause(
    "D2-SERVICES-PATCH-AUTHORED",
    2,
    S,
    "PATCH /services/{serviceId} takes the authored fields and `provisioning`: a field it names is stored, and reads back as written",
    { operationId: "updateService" },
  ),
  clause(
    "D2-SERVICES-PATCH-KEEPS-PROVISIONING",
    2,
    S,
    "PATCH /services/{serviceId}: an omitted `provisioning` keeps the stored one",
    { operationId: "updateService" },
  ),
  clause(
    "D2-SERVICES-PATCH-INFRALESS",
    2,
    S,
    "PATCH `{provisioning: {type: infraless}}` takes the pin back: it reads back as no provisioning at all (doc 1 Services)",
    { operationId: "updateService" },
  ),
  clause(
    "D2-SERVICES-DELETE-CASCADE",
    2,
    S,
    "DELETE /services/{serviceId}: 204; deletes modules, tasks and run history",
    { operationId: "deleteService" },
  ),
  clause("D2-SERVICES-DELETE-STOPS-RUNS", 2, S, "deleting a service stops its running runs first", {
    operationId: "deleteService",
    uncheckable:
      "the same row refuses a service with unfinished tasks (422), and which task states count as unfinished is not shown, so no state with a running run is known to be deletable",
  }),
  clause(
    "D2-SERVICES-DELETE-UNFINISHED-422",
    2,
    S,
    "deleting a service holding unfinished tasks: 422 `service_has_unfinished_tasks` (also Errors); a task whose run is parked on a human decision (run `blocked`, not `running`, so nothing is stopped first) is unfinished under any reading",
    { operationId: "deleteService" },
  ),
  clause("D2-SERVICES-ARCHIVED-NOT-ADDRESSABLE", 2, S, "an archived service is not addressable", {
    operationId: "deleteService",
    fact: { key: "archivedService", why: "no operation archives a service: the configuration names one" },
  }),
] as const;
