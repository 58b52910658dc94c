/**
 * Services (doc 2 Endpoints "Services"; doc 1 Services): list, create, patch, delete, each answered
 * with its documented status and a body valid against the contract, plus one test per rule.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, PEER, testServer, type TestServer, valid } from "./harness.ts";
import type { Workspace } from "../domain/workspace.ts";
import { archivedSeedId } from "../domain/services/state.ts";

let t: TestServer;
let ws: Workspace;
let peerWs: Workspace;

async function newService(body: Record<string, unknown> = {}): Promise<any> {
  const r = await t.call("POST", "/services", { body: { title: "svc", ...body } });
  valid("createService", r, 201);
  return r.body;
}

async function newTask(serviceId: string, title = "task"): Promise<any> {
  const r = await t.call("POST", `/services/${serviceId}/tasks`, { body: { title } });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

beforeAll(async () => {
  t = await testServer();
  ws = t.server.state.workspaces.get("ws_a")!;
  peerWs = t.server.state.workspaces.get("ws_b")!;
});
afterAll(() => t.close());

describe("GET /services", () => {
  it("answers 200 PublicServiceList with the seeded services", async () => {
    const r = await t.call("GET", "/services");
    valid("listServices", r, 200);
    const ids = r.body.services.map((s: any) => s.serviceId);
    expect(ids).toContain(ws.ids.service);
    expect(ids).toContain(ws.ids.serviceNoRepo);
  });

  it("leaves archived services out (doc 2 Services)", async () => {
    const r = await t.call("GET", "/services");
    expect(r.body.services.map((s: any) => s.serviceId)).not.toContain(archivedSeedId(ws));
    expect(ws.services.services.get(archivedSeedId(ws))?.archived).toBe(true);
  });

  it("shows only the caller's workspace", async () => {
    const r = await t.call("GET", "/services", { key: PEER });
    const ids = r.body.services.map((s: any) => s.serviceId);
    expect(ids).toContain(peerWs.ids.service);
    expect(ids).not.toContain(ws.ids.service);
  });

  it("is readable with a read key", async () => {
    const read = await t.mint("read");
    expect((await t.call("GET", "/services", { key: read })).status).toBe(200);
  });
});

/** Links a repository the workspace can reach and returns its repoId (services name linked repos). */
async function link(name: string, key = ADMIN): Promise<string> {
  const r = await t.call("POST", "/repos/link", { key, body: { owner: "acme", name } });
  expect(r.status, r.text).toBe(200);
  return r.body.repoId as string;
}

describe("POST /services", () => {
  it("answers 201 PublicService and the service is listed", async () => {
    const s = await newService({
      title: "Payments",
      description: "money",
      type: "api",
      repoId: await link("sandbox-a"),
    });
    expect(s).toMatchObject({ title: "Payments", description: "money", type: "api", status: "planned" });
    expect(s).not.toHaveProperty("provisioning");
    const list = await t.call("GET", "/services");
    expect(list.body.services.map((x: any) => x.serviceId)).toContain(s.serviceId);
  });

  it("needs an admin key", async () => {
    const write = await t.mint("write");
    expect((await t.call("POST", "/services", { key: write, body: { title: "x" } })).status).toBe(403);
  });

  it("mounts a whole-repo repository already backing a service instead of duplicating it", async () => {
    const before = (await t.call("GET", "/services")).body.services.length;
    const r = await t.call("POST", "/services", { body: { title: "Duplicate", repoId: ws.ids.repo } });
    valid("createService", r, 201);
    expect(r.body.serviceId).toBe(ws.ids.service);
    expect(r.body.title).toBe("Board app");
    expect((await t.call("GET", "/services")).body.services.length).toBe(before);
  });

  it("mounts a repository backed by a service created through the API", async () => {
    const repoId = await link("docs-site");
    const a = await newService({ repoId });
    const b = await newService({ repoId });
    expect(b.serviceId).toBe(a.serviceId);
  });

  it("does not mount another workspace's service: its repository is not linked there", async () => {
    const r = await t.call("POST", "/services", { key: PEER, body: { title: "peer", repoId: ws.ids.repo } });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("repo_not_linked");
  });

  it("refuses a repoId that names no linked repository", async () => {
    const r = await t.call("POST", "/services", { body: { title: "ghost", repoId: "repo_nowhere" } });
    expect(r.status).toBe(404);
    expect(r.body.error.details.reason).toBe("repo_not_linked");
  });

  it("accepts no board coordinates: they are ignored, not stored", async () => {
    const s = await newService({ x: 10, y: 20, position: { x: 1, y: 2 } });
    expect(s).not.toHaveProperty("x");
    expect(s).not.toHaveProperty("position");
    expect(Object.keys(ws.services.services.get(s.serviceId)!)).not.toContain("x");
  });

  it("applies defaults to an empty body and ignores an unknown type", async () => {
    const r = await t.call("POST", "/services", { body: {} });
    valid("createService", r, 201);
    expect(r.body).toMatchObject({ title: "Untitled service", description: "", type: "service" });
    const s = await newService({ type: "spaceship" });
    expect(s.type).toBe("service");
  });

  it("reads an infraless provisioning back as no provisioning; keeps a pin", async () => {
    const a = await newService({ provisioning: { type: "infraless" } });
    expect(a).not.toHaveProperty("provisioning");
    const b = await newService({ provisioning: { type: "custom", manifestTypeId: "helm" } });
    expect(b.provisioning).toEqual({ type: "custom", manifestTypeId: "helm" });
  });

  it("refuses an empty repoId (it names no repository)", async () => {
    const r = await t.call("POST", "/services", { body: { repoId: "" } });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("repo_not_linked");
  });
});

describe("PATCH /services/{serviceId}", () => {
  it("answers 200 PublicService with authored fields changed", async () => {
    const s = await newService({ title: "before", type: "library" });
    const r = await t.call("PATCH", `/services/${s.serviceId}`, {
      body: { title: "after", description: "d", type: "queue" },
    });
    valid("updateService", r, 200);
    expect(r.body).toMatchObject({ title: "after", description: "d", type: "queue" });
  });

  it("keeps every omitted field, including provisioning", async () => {
    const s = await newService({
      title: "keep",
      description: "kept",
      type: "frontend",
      provisioning: { type: "custom", manifestTypeId: "k8s" },
    });
    const r = await t.call("PATCH", `/services/${s.serviceId}`, { body: {} });
    valid("updateService", r, 200);
    expect(r.body).toEqual(s);
    const r2 = await t.call("PATCH", `/services/${s.serviceId}`, { body: { title: "renamed" } });
    expect(r2.body.provisioning).toEqual({ type: "custom", manifestTypeId: "k8s" });
    expect(r2.body.description).toBe("kept");
  });

  it("replaces a pin, and `{type: infraless}` takes it back (no provisioning key)", async () => {
    const s = await newService({ provisioning: { type: "custom", manifestTypeId: "a" } });
    const r1 = await t.call("PATCH", `/services/${s.serviceId}`, {
      body: { provisioning: { type: "custom", manifestTypeId: "b" } },
    });
    expect(r1.body.provisioning).toEqual({ type: "custom", manifestTypeId: "b" });
    const r2 = await t.call("PATCH", `/services/${s.serviceId}`, { body: { provisioning: { type: "infraless" } } });
    valid("updateService", r2, 200);
    expect(r2.body).not.toHaveProperty("provisioning");
    const list = await t.call("GET", "/services");
    expect(list.body.services.find((x: any) => x.serviceId === s.serviceId)).not.toHaveProperty("provisioning");
  });

  it("ignores an invalid type and unknown fields", async () => {
    const s = await newService({ type: "database" });
    const r = await t.call("PATCH", `/services/${s.serviceId}`, { body: { type: "nope", colour: "red" } });
    valid("updateService", r, 200);
    expect(r.body.type).toBe("database");
    expect(r.body).not.toHaveProperty("colour");
  });

  it("answers 404 for unknown, archived and other-workspace services", async () => {
    for (const id of ["svc_nope", archivedSeedId(ws), peerWs.ids.service]) {
      const r = await t.call("PATCH", `/services/${id}`, { body: { title: "x" } });
      expect(r.status, id).toBe(404);
    }
    expect(peerWs.services.services.get(peerWs.ids.service)!.title).toBe("Board app");
  });
});

describe("PublicService.status (reference choice: derived from the tasks)", () => {
  it("is planned when empty, the most pressing task status otherwise, done when all are done", async () => {
    const s = await newService();
    const status = async () =>
      (await t.call("GET", "/services")).body.services.find((x: any) => x.serviceId === s.serviceId).status;
    expect(await status()).toBe("planned");
    const a = await newTask(s.serviceId, "a");
    const b = await newTask(s.serviceId, "b");
    ws.tasks.tasks.get(a.taskId)!.status = "done";
    expect(await status()).toBe("planned");
    ws.tasks.tasks.get(b.taskId)!.status = "in_progress";
    expect(await status()).toBe("in_progress");
    ws.tasks.tasks.get(b.taskId)!.status = "blocked";
    expect(await status()).toBe("blocked");
    ws.tasks.tasks.get(b.taskId)!.status = "done";
    expect(await status()).toBe("done");
  });
});

describe("DELETE /services/{serviceId}", () => {
  it("answers 204; the service is then absent and not addressable; its tasks are gone", async () => {
    const s = await newService();
    const task = await newTask(s.serviceId);
    const r = await t.call("DELETE", `/services/${s.serviceId}`);
    expect(r.status).toBe(204);
    expect(r.text).toBe("");
    expect((await t.call("GET", "/services")).body.services.map((x: any) => x.serviceId)).not.toContain(s.serviceId);
    expect((await t.call("PATCH", `/services/${s.serviceId}`, { body: {} })).status).toBe(404);
    expect((await t.call("GET", `/services/${s.serviceId}/tasks`)).status).toBe(404);
    expect((await t.call("GET", `/tasks/${task.taskId}`)).status).toBe(404);
    expect((await t.call("DELETE", `/services/${s.serviceId}`)).status).toBe(404);
  });

  it("refuses a service holding unfinished tasks: 422 service_has_unfinished_tasks, nothing deleted", async () => {
    const s = await newService();
    const task = await newTask(s.serviceId);
    ws.tasks.tasks.get(task.taskId)!.status = "pr_ready";
    const r = await t.call("DELETE", `/services/${s.serviceId}`);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("service_has_unfinished_tasks");
    expect(r.body.error.details.reason).toBe("service_has_unfinished_tasks");
    expect((await t.call("GET", `/tasks/${task.taskId}`)).status).toBe(200);
  });

  it("refuses the seeded board service (its failed task is unfinished)", async () => {
    const r = await t.call("DELETE", `/services/${ws.ids.service}`);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("service_has_unfinished_tasks");
  });

  it("deletes run history with the tasks, and edges other tasks had to them", async () => {
    const fresh = await testServer();
    try {
      const w = fresh.server.state.workspaces.get("ws_a")!;
      w.tasks.tasks.get(w.ids.taskFailed)!.status = "done";
      w.tasks.tasks.get(w.ids.taskPersonal)!.status = "done";
      const other = (await fresh.call("POST", `/services/${w.ids.serviceNoRepo}/tasks`, { body: { title: "o" } })).body;
      await fresh.call("POST", `/tasks/${other.taskId}/dependencies`, { body: { dependsOnTaskId: w.ids.taskDone } });
      expect(w.runs.runs.has(w.ids.runDone)).toBe(true);
      const r = await fresh.call("DELETE", `/services/${w.ids.service}`);
      expect(r.status, r.text).toBe(204);
      expect(w.runs.runs.has(w.ids.runDone)).toBe(false);
      expect(w.runs.runs.has(w.ids.runFailed)).toBe(false);
      expect((await fresh.call("GET", `/tasks/${w.ids.taskDone}`)).status).toBe(404);
      expect((await fresh.call("GET", `/tasks/${other.taskId}`)).body.dependsOn).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("answers 404 for an archived service and another workspace's service", async () => {
    expect((await t.call("DELETE", `/services/${archivedSeedId(ws)}`)).status).toBe(404);
    expect((await t.call("DELETE", `/services/${peerWs.ids.serviceNoRepo}`)).status).toBe(404);
    expect(peerWs.services.services.has(peerWs.ids.serviceNoRepo)).toBe(true);
  });

  it("needs an admin key", async () => {
    const write = await t.mint("write");
    const s = await newService();
    expect((await t.call("DELETE", `/services/${s.serviceId}`, { key: write })).status).toBe(403);
  });
});
