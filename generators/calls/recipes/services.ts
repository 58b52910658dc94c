/**
 * Services and spec (doc 2 Endpoints "Services", "Spec"). Writes go to services the suite creates
 * (POST /services with no repository: "holds tasks but cannot start them").
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import {
  configuredServiceBody,
  createService,
  ownService,
  serviceBodies,
  setupRefused,
  trackService,
  trackTask,
} from "../resources.ts";
import { need, serviceIds } from "../discover.ts";
import { own, read, refusedAny4xx, refusedWith, type Attempt, type Recipes } from "../recipe.ts";

/** Tracks a service the suite created (unless the target mounted one it already had). */
function trackCreated(c: CheckContext, r: { status: number; json: unknown }, before: string[]): void {
  const id = (r.json as { serviceId?: unknown } | undefined)?.serviceId;
  if (r.status < 200 || r.status >= 300 || typeof id !== "string" || before.includes(id)) return;
  trackService(c, id);
}

/**
 * The candidates of POST /services: the configured body (`bodies.createService`) alone where one is,
 * whose refusal is the target's (it was told that body is accepted); else the body the documents
 * show (`{}`), then one with a `title` (resources.ts `serviceBodies` says why). A 4XX to a guess is a
 * refusal of a body whose fields the documents do not show, so the next is tried; both refused is
 * not exercised, never a failure.
 */
export async function createServiceAttempts(c: CheckContext): Promise<Attempt[]> {
  const before = await serviceIds(c);
  const configured = configuredServiceBody(c);
  if (configured)
    return [
      {
        body: configured,
        label: "a service with no repository, with bodies.createService",
        configured: true,
        after: async (cc, r) => trackCreated(cc, r, before),
      },
    ];
  const [bare, titled] = serviceBodies();
  return [
    {
      body: bare,
      label: "a service with no repository (the body the documents show)",
      after: async (cc, r) => trackCreated(cc, r, before),
    },
    {
      body: titled,
      label: "a service with no repository, with a title",
      after: async (cc, r) => trackCreated(cc, r, before),
    },
  ];
}

export const services = {
  listServices: read(),
  createService: own(
    createServiceAttempts,
    refusedAny4xx("the fields of the body are not shown (object*): the target may want one the suite does not send"),
  ),
  /** Authored fields are not named for PATCH (object*): a title, else an empty patch. */
  updateService: own(async (c) => {
    const serviceId = await ownService(c);
    return [
      { params: { serviceId }, body: { title: "conformance service (edited)" }, label: "a new title" },
      { params: { serviceId }, body: {}, label: "an empty patch" },
    ];
  }, refusedAny4xx("the authored fields of a service patch are not shown (object*)")),
  deleteService: own(async (c) => {
    const before = await serviceIds(c);
    const r = await createService(c);
    if (r.status !== 201 || typeof r.json?.serviceId !== "string")
      setupRefused(c, "creating a service of the suite's own to delete", r);
    const id = r.json!.serviceId as string;
    if (before.includes(id))
      c.notExercised(`POST /services answered a service the workspace already had (${id}): not the suite's to delete`);
    trackCreated(c, r, before);
    return [
      {
        params: { serviceId: id },
        label: `the suite's own empty service ${id}`,
        after: async (cc, d) => {
          if (d.status >= 200 && d.status < 300) cc.t.fixtures.forget("service", id);
        },
      },
    ];
  }),
  listServiceTasks: read(async (c) => {
    const [serviceId] = need(c, await serviceIds(c), "GET /services lists no service");
    return [{ params: { serviceId } }];
  }),
  /** Spec reads refuse with 503 `spec_read_failed` / `vcs_not_configured` (documented): the next service is tried. */
  getServiceSpec: read(
    async (c) => {
      return need(c, await serviceIds(c), "GET /services lists no service")
        .slice(0, 5)
        .map((serviceId) => ({ params: { serviceId }, label: `service ${serviceId}` }));
    },
    refusedWith(503, ["spec_read_failed", "vcs_not_configured"]),
  ),
  createServiceTask: own(async (c) => {
    const serviceId = await ownService(c);
    return [
      {
        params: { serviceId },
        key: c.t.keys.write ?? c.t.keys.admin,
        body: { title: "conformance task" },
        label: `a task under the suite's own service ${serviceId}`,
        after: async (cc, r) => {
          const id = (r.json as { taskId?: unknown } | undefined)?.taskId;
          if (r.status >= 200 && r.status < 300 && typeof id === "string") trackTask(cc, id);
        },
      },
    ];
  }),
} satisfies Recipes;
