/**
 * Bodies addressed to resources of the suite's own (index.ts `own`): its keys, services, tasks,
 * webhooks and a job it starts under the full profile. A body accepted by mistake can change or
 * create only the suite's things, and what it created is tracked for teardown.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Operation } from "../../../lib/contract/operations.ts";
import { cancelJob } from "../../../generators/calls/recipes/jobs.ts";
import { ownDefaultWebhook, sharedWebhook } from "../targets.ts";
import {
  enc,
  getBody,
  ids,
  needStandard,
  nothing,
  ownAddress,
  type AddressRecipe,
  type AddressRecipes,
} from "./recipe.ts";

/** The task edits: the suite's own task, pictured with its documents where the edit touches them. */
const ownTaskEdit: AddressRecipe = async (c: CheckContext, op: Operation) => {
  needStandard(c);
  const t = await ownAddress(c, op, { describe: "the suite's own task" });
  const taskId = t.params.taskId;
  return {
    ...t,
    snapshot: async (cc) => ({
      task: await getBody(cc, `/tasks/${enc(taskId)}`),
      documents: op.operationId.endsWith("Document") ? await getBody(cc, `/tasks/${enc(taskId)}/documents`) : null,
    }),
  };
};

export const ownAddresses = {
  // The safe profile mints and revokes its own keys (DESIGN "Running against real servers").
  createKey: (c, op) =>
    ownAddress(c, op, {
      creates: true,
      snapshot: (cc) => ids(cc, "/keys", "keys", "id"),
      describe: "POST /keys (keys of the suite's own)",
    }),
  createServiceTask: async (c, op) => {
    needStandard(c);
    const t = await ownAddress(c, op, { creates: true, describe: "the suite's own service" });
    const serviceId = t.params.serviceId;
    return { ...t, snapshot: (cc) => ids(cc, `/services/${enc(serviceId)}/tasks`, "tasks", "taskId") };
  },
  updateService: async (c, op) => {
    needStandard(c);
    const t = await ownAddress(c, op, { describe: "the suite's own service" });
    const serviceId = t.params.serviceId;
    return {
      ...t,
      snapshot: async (cc) => {
        const r = await cc.call<{ services?: { serviceId?: string }[] }>("GET", "/services");
        return (r.json?.services ?? []).find((s) => s?.serviceId === serviceId) ?? null;
      },
    };
  },
  // doc 2 Services: the body is `object*` with one stated field, `repoId`, optional, so `{}` is
  // the body the documents show; a server may ask for a field they do not show, so the recipe's
  // next body carries a `title` (resources.ts `serviceBodies`). Neither refusal is a verdict of
  // this family. An accepted body's service is tracked unless the workspace had it before.
  createService: async (c, op) => {
    needStandard(c);
    return ownAddress(c, op, {
      creates: true,
      snapshot: (cc) => ids(cc, "/services", "services", "serviceId"),
      describe: "POST /services (services of the suite's own)",
    });
  },
  updateTask: ownTaskEdit,
  attachTaskDocument: ownTaskEdit,
  detachTaskDocument: ownTaskEdit,
  addTaskDependency: ownTaskEdit,
  removeTaskDependency: ownTaskEdit,
  // The webhook PUTs go to an endpoint the suite registered first: their rules judge an edit as well as a registration.
  putNotificationWebhookById: async (c) => {
    needStandard(c);
    const webhookId = await sharedWebhook(c);
    return {
      kind: "own",
      params: { webhookId },
      base: {},
      creates: false,
      accepted: nothing,
      snapshot: (cc) => getBody(cc, `/notification-webhooks/${enc(webhookId)}`),
      describe: "the suite's own webhook",
    };
  },
  putNotificationWebhook: async (c) => {
    needStandard(c);
    await ownDefaultWebhook(c);
    return {
      kind: "own",
      params: {},
      base: {},
      creates: false,
      accepted: nothing,
      snapshot: (cc) => getBody(cc, "/notification-webhook"),
      describe: "the default webhook the suite registered",
    };
  },
  createJob: async (c, op) => {
    if (c.t.profile !== "full") c.notExercised("a job is a headless run: only the full profile starts runs");
    const t = await ownAddress(c, op, { creates: true, describe: "a job of the suite's own on a public pipeline" });
    return {
      ...t,
      accepted: async (cc, r) => {
        await t.accepted(cc, r);
        // Cancelled at once as well (slot freed, doc 1 Job "cancel" row): the recipe's undo cancels it again at teardown.
        const id = (r.json as { jobId?: unknown } | undefined)?.jobId;
        if (typeof id === "string") await cancelJob(cc, id);
      },
    };
  },
} satisfies AddressRecipes;
