/**
 * Services (doc 2 Endpoints "Services"; doc 1 Services): the board frames of the workspace. The
 * request bodies are `object*` with only `repoId` and `provisioning` named; the contract checks
 * nothing else, so the authored fields are read defensively and unknown fields are ignored.
 */
import type { HandlerTable, RequestContext } from "../../state/context.ts";
import { created, noContent, ok } from "../../state/reply.ts";
import { invalid, notFound, stated } from "../../state/errors.ts";
import { isUnfinished, removeTask } from "../tasks/lifecycle.ts";
import { tasksOfService } from "../tasks/state.ts";
import { serviceProjection } from "./projection.ts";
import { addService, getService, listServices, removeService, serviceBackedBy } from "./state.ts";
import { isServiceType, type ServiceRecord } from "./types.ts";
import { getLinkedRepo, isMonorepo } from "../platform/repos.ts";
import type { Workspace } from "../workspace.ts";

type Body = Record<string, unknown>;

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Services: the live service a whole-repo repository already backs (create mounts it, not a duplicate). */
    "services.mountedOn": (ws: Workspace, repoId: string) => ServiceRecord | undefined;
  }
}

/** Reference choices: the title of a service created without one, and its default type. */
const DEFAULT_TITLE = "Untitled service";
const DEFAULT_TYPE = "service";

function nonEmptyString(v: unknown): v is string {
  return typeof v === "string" && v.length > 0;
}

/**
 * doc 1 Services: a provisioning of `type` `infraless` provisions nothing and "reads back as no
 * provisioning at all", so it is stored as no pin. Any other shape is kept as given (doc 2
 * Environments: "a pin is not checked against this list on the way in").
 */
function provisioningPin(p: Record<string, unknown>): Record<string, unknown> | undefined {
  return p.type === "infraless" ? undefined : structuredClone(p);
}

function pathService(ctx: RequestContext): ServiceRecord {
  // doc 2 Services: "archived service not addressable"; a deleted or foreign one is unknown here.
  const s = getService(ctx.ws, ctx.params.serviceId);
  if (!s) throw notFound(`service ${ctx.params.serviceId}`);
  return s;
}

export const handlers: HandlerTable = {
  /** doc 2 Services: archived services absent. Unpaged; oldest first (reference choice). */
  listServices: ({ ws }) => ok({ services: listServices(ws).map((s) => serviceProjection(ws, s)) }),

  /**
   * doc 2 Services: 201 PublicService; optional `repoId` (the platform domain owns repositories:
   * any non-empty string is stored); "a whole-repo repository already backing a service in the
   * account is mounted, not duplicated" (the existing service is answered, 201, unchanged); "no
   * board coordinates are accepted" (such fields are ignored like any unknown field); "a monorepo
   * service must name its subdirectory" (the field is not shown: `subdirectory` here, refused 400
   * without it, before the repository is mounted).
   */
  createService: ({ server, ws, body }) => {
    const b = (body ?? {}) as Body;
    // A `repoId` that is given must name a repository; the empty string names none. Reference
    // choice: the stated 404 `repo_not_linked` ("repository not adopted by the workspace").
    if (b.repoId === "") throw stated(404, "repo_not_linked", "repoId names no repository linked to the workspace");
    const repoId = nonEmptyString(b.repoId) ? b.repoId : null;
    if (repoId !== null && !getLinkedRepo(ws, repoId)) {
      throw stated(404, "repo_not_linked", "repoId names no repository linked to the workspace");
    }
    // Only a whole repository is mounted: a monorepo backs one service per subdirectory.
    const monorepo = repoId !== null && isMonorepo(ws, repoId);
    const subdirectory = monorepo && nonEmptyString(b.subdirectory) ? b.subdirectory : undefined;
    if (monorepo && subdirectory === undefined)
      throw invalid("a service of a monorepo must name its subdirectory", [
        { path: "/subdirectory", message: "required when repoId names a monorepo" },
      ]);
    if (repoId !== null && !monorepo) {
      const mounted = server.behaviour("services.mountedOn", serviceBackedBy)(ws, repoId);
      if (mounted) return created(serviceProjection(ws, mounted));
    }
    const provisioning =
      b.provisioning !== null && typeof b.provisioning === "object" && !Array.isArray(b.provisioning)
        ? provisioningPin(b.provisioning as Body)
        : undefined;
    const rec = addService(ws, {
      title: nonEmptyString(b.title) ? b.title : DEFAULT_TITLE,
      description: typeof b.description === "string" ? b.description : "",
      type: isServiceType(b.type) ? b.type : DEFAULT_TYPE,
      repoId,
      provisioning,
      subdirectory,
    });
    return created(serviceProjection(ws, rec));
  },

  /**
   * doc 2 Services: authored fields (`title`, `description`, `type` when valid) and `provisioning`.
   * Omitted fields keep their value; omitted `provisioning` keeps the stored pin; `{type:
   * infraless}` takes the pin back (reads back with no `provisioning` key).
   */
  updateService: (ctx) => {
    const s = pathService(ctx);
    const b = ctx.body as Body;
    if (nonEmptyString(b.title)) s.title = b.title;
    if (typeof b.description === "string") s.description = b.description;
    if (isServiceType(b.type)) s.type = b.type;
    if (b.provisioning !== undefined && b.provisioning !== null && typeof b.provisioning === "object") {
      const pin = provisioningPin(b.provisioning as Body);
      if (pin) s.provisioning = pin;
      else delete s.provisioning;
    }
    return ok(serviceProjection(ctx.ws, s));
  },

  /**
   * doc 2 Services: 204; deletes the service's tasks and their run history; a service holding
   * unfinished tasks is refused 422 `service_has_unfinished_tasks` (unfinished: see lifecycle.ts).
   * Since every task with a run in flight is unfinished, "running runs are stopped first" never
   * has anything to stop here. The reference server has no modules.
   */
  deleteService: (ctx) => {
    const s = pathService(ctx);
    const tasks = tasksOfService(ctx.ws, s.serviceId);
    const unfinished = tasks.filter(isUnfinished);
    if (unfinished.length > 0) {
      throw stated(
        422,
        "service_has_unfinished_tasks",
        `service ${s.serviceId} holds ${unfinished.length} unfinished task(s)`,
        {
          taskIds: unfinished.map((t) => t.taskId),
        },
      );
    }
    for (const t of tasks) removeTask(ctx.ws, t);
    removeService(ctx.ws, s.serviceId);
    return noContent();
  },
};
