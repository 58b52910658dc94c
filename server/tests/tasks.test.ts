/**
 * Tasks (doc 2 Endpoints "Tasks", the rows of the tasks domain; doc 1 Tasks; doc 1 States and
 * transitions, Task rows): each operation's documented status with a contract-valid body, plus
 * one test per rule (keep-on-omit, merged `fields`, paging, dependencies, documents).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER, testServer, type TestServer, valid } from "./harness.ts";
import type { Workspace } from "../domain/workspace.ts";
import { archivedSeedId } from "../domain/services/state.ts";
import { getTask, plannedSeedIds } from "../domain/tasks/state.ts";
import { dependenciesDone, dependentsOf } from "../domain/tasks/dependencies.ts";
import { documentKey } from "../domain/tasks/types.ts";

let t: TestServer;
let ws: Workspace;
let peerWs: Workspace;

/** A fresh service (so lists are predictable) and its id. */
async function service(): Promise<string> {
  const r = await t.call("POST", "/services", { body: { title: "tasks test" } });
  expect(r.status).toBe(201);
  return r.body.serviceId;
}

async function task(serviceId: string, body: Record<string, unknown> = {}): Promise<any> {
  const r = await t.call("POST", `/services/${serviceId}/tasks`, { body: { title: "a task", ...body } });
  valid("createServiceTask", r, 201);
  return r.body;
}

const dep = (taskId: string, dependsOnTaskId: string, key?: string) =>
  t.call("POST", `/tasks/${taskId}/dependencies`, { key, body: { dependsOnTaskId } });
const undep = (taskId: string, dependsOnTaskId: string) =>
  t.call("POST", `/tasks/${taskId}/dependencies/remove`, { body: { dependsOnTaskId } });
const docs = async (taskId: string) => (await t.call("GET", `/tasks/${taskId}/documents`)).body.documents as any[];

beforeAll(async () => {
  t = await testServer();
  ws = t.server.state.workspaces.get("ws_a")!;
  peerWs = t.server.state.workspaces.get("ws_b")!;
});
afterAll(() => t.close());

describe("seeded tasks", () => {
  it("are readable with real data", async () => {
    const ids = plannedSeedIds(ws);
    for (const id of [ws.ids.taskDone, ws.ids.taskFailed, ids.withSourceDoc, ids.withUpload]) {
      valid("getTask", await t.call("GET", `/tasks/${id}`), 200);
    }
    const p = (await t.call("GET", `/tasks/${ids.withSourceDoc}`)).body;
    expect(p).toMatchObject({ status: "planned", serviceId: ws.ids.service, dependsOn: [ws.ids.taskDone] });
    expect((await docs(ids.withSourceDoc)).length).toBe(1);
    expect((await docs(ids.withUpload))[0]).toMatchObject({ source: "upload", kind: "upload" });
    expect((await t.call("GET", `/tasks/${ws.ids.taskDone}`)).body.status).toBe("done");
  });
});

describe("POST /services/{serviceId}/tasks", () => {
  it("answers 201 PublicTask, status planned, with the reference defaults", async () => {
    const s = await service();
    const created = await task(s, { title: "Do it" });
    expect(created).toMatchObject({
      title: "Do it",
      description: "",
      taskType: "feature",
      status: "planned",
      serviceId: s,
      dependsOn: [],
      autoStartDependents: false,
      modelPresetId: null,
      riskPolicyId: null,
      runId: null,
      pullRequestUrl: null,
      progress: 0,
    });
  });

  it("stores the given fields, ticket and pinned pipeline", async () => {
    const s = await service();
    const c = await task(s, {
      description: "desc",
      taskType: "custom-kind",
      modelPresetId: "preset-1",
      riskPolicyId: "risk-1",
      pipelineId: "pipe-1",
      fields: { a: "x", b: ["y"], c: true, d: 3 },
      ticket: { source: "jira", ref: "APP-1" },
    });
    expect(c).toMatchObject({
      description: "desc",
      taskType: "custom-kind",
      modelPresetId: "preset-1",
      riskPolicyId: "risk-1",
    });
    const rec = getTask(ws, c.taskId)!;
    expect(rec.pipelineId).toBe("pipe-1");
    expect(rec.ticket).toEqual({ source: "jira", ref: "APP-1" });
    expect(rec.fields).toEqual({ a: "x", b: ["y"], c: true, d: 3 });
  });

  it("attaches the documents: an upload gets source `upload` and a new externalId; a source page's externalId is its ref", async () => {
    const s = await service();
    const c = await task(s, {
      documents: [
        { kind: "source", source: "notion", ref: "page-create-1" },
        { kind: "upload", title: "Notes", content: "hello" },
        { kind: "upload", title: "Notes", content: "hello" },
      ],
    });
    const d = await docs(c.taskId);
    expect(d).toHaveLength(3);
    expect(d[0]).toEqual({ source: "notion", externalId: "page-create-1", kind: "source", title: "page-create-1" });
    expect(d[1]).toMatchObject({ source: "upload", kind: "upload", title: "Notes" });
    expect(d[2].source).toBe("upload");
    expect(d[1].externalId).not.toBe(d[2].externalId);
  });

  it("refuses a document held by a different live task (409) and creates nothing", async () => {
    const s = await service();
    await task(s, { documents: [{ kind: "source", source: "notion", ref: "held-at-create" }] });
    const r = await t.call("POST", `/services/${s}/tasks`, {
      body: { title: "second", documents: [{ kind: "source", source: "notion", ref: "held-at-create" }] },
    });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toEqual(expect.any(String));
    expect((await t.call("GET", `/services/${s}/tasks`)).body.tasks).toHaveLength(1);
  });

  it("answers 404 under an unknown, archived or other-workspace service", async () => {
    for (const id of ["svc_missing", archivedSeedId(ws), peerWs.ids.service]) {
      expect((await t.call("POST", `/services/${id}/tasks`, { body: { title: "x" } })).status, id).toBe(404);
    }
  });

  it("is admitted for a write key", async () => {
    const write = await t.mint("write");
    const r = await t.call("POST", `/services/${ws.ids.serviceNoRepo}/tasks`, { key: write, body: { title: "w" } });
    valid("createServiceTask", r, 201);
  });
});

describe("GET /tasks/{taskId}", () => {
  it("answers 200 PublicTask", async () => {
    const c = await task(await service());
    const r = await t.call("GET", `/tasks/${c.taskId}`);
    valid("getTask", r, 200);
    expect(r.body).toEqual(c);
  });

  it("answers 404 for an unknown id and for another workspace's task", async () => {
    expect((await t.call("GET", "/tasks/tsk_nope")).status).toBe(404);
    const r = await t.call("GET", `/tasks/${ws.ids.taskDone}`, { key: PEER });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toEqual(expect.any(String));
  });
});

describe("GET /services/{serviceId}/tasks", () => {
  it("answers 200 PublicTaskList, keyset paged oldest first, nextCursor null at the end", async () => {
    const s = await service();
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await task(s, { title: `t${i}` })).taskId);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : "?limit=2";
      const r = await t.call("GET", `/services/${s}/tasks${q}`);
      valid("listServiceTasks", r, 200);
      expect(r.body.nextCursor).not.toBe(cursor);
      seen.push(...r.body.tasks.map((x: any) => x.taskId));
      cursor = r.body.nextCursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(seen).toEqual(made);
    expect(pages).toBe(3);
  });

  it("lists only that service's tasks (its whole subtree) and defaults to one page", async () => {
    const s = await service();
    const a = await task(s);
    const r = await t.call("GET", `/services/${s}/tasks`);
    expect(r.body).toEqual({ tasks: [a], nextCursor: null });
    const seeded = await t.call("GET", `/services/${ws.ids.service}/tasks`);
    const ids = seeded.body.tasks.map((x: any) => x.taskId);
    expect(ids).toEqual(expect.arrayContaining([ws.ids.taskDone, ws.ids.taskFailed, plannedSeedIds(ws).withSourceDoc]));
    expect(ids).not.toContain(a.taskId);
  });

  it("filters by status, and refuses a cursor of another filter set (400)", async () => {
    const s = await service();
    const a = await task(s);
    await task(s);
    await task(s);
    getTask(ws, a.taskId)!.status = "done";
    const done = await t.call("GET", `/services/${s}/tasks?status=done`);
    valid("listServiceTasks", done, 200);
    expect(done.body.tasks.map((x: any) => x.taskId)).toEqual([a.taskId]);
    const page = await t.call("GET", `/services/${s}/tasks?status=planned&limit=1`);
    expect(page.body.nextCursor).toEqual(expect.any(String));
    const other = await t.call(
      "GET",
      `/services/${s}/tasks?status=done&cursor=${encodeURIComponent(page.body.nextCursor)}`,
    );
    expect(other.status).toBe(400);
  });

  it("answers 404 for an unknown or other-workspace service", async () => {
    expect((await t.call("GET", "/services/svc_missing/tasks")).status).toBe(404);
    expect((await t.call("GET", `/services/${ws.ids.service}/tasks`, { key: PEER })).status).toBe(404);
  });
});

describe("PATCH /tasks/{taskId}", () => {
  it("answers 200 PublicTask and changes only the given fields", async () => {
    const c = await task(await service(), {
      title: "orig",
      description: "d0",
      modelPresetId: "p0",
      riskPolicyId: "r0",
    });
    const r = await t.call("PATCH", `/tasks/${c.taskId}`, { body: { title: "new" } });
    valid("updateTask", r, 200);
    expect(r.body).toEqual({ ...c, title: "new" });
    const r2 = await t.call("PATCH", `/tasks/${c.taskId}`, {
      body: { autoStartDependents: true, description: "", riskPolicyId: "r1" },
    });
    expect(r2.body).toEqual({ ...c, title: "new", autoStartDependents: true, description: "", riskPolicyId: "r1" });
    const r3 = await t.call("PATCH", `/tasks/${c.taskId}`, { body: {} });
    expect(r3.body).toEqual(r2.body);
  });

  it("merges `fields` over the stored map: a present key replaces, absent keys stay", async () => {
    // A task type the catalog does not describe: its fields are free (descriptors are tested in catalog).
    const c = await task(await service(), { taskType: "custom-type", fields: { a: "1", b: "2" } });
    await t.call("PATCH", `/tasks/${c.taskId}`, { body: { fields: { b: "3", c: ["x"] } } });
    expect(getTask(ws, c.taskId)!.fields).toEqual({ a: "1", b: "3", c: ["x"] });
    await t.call("PATCH", `/tasks/${c.taskId}`, { body: { title: "no fields" } });
    expect(getTask(ws, c.taskId)!.fields).toEqual({ a: "1", b: "3", c: ["x"] });
  });

  it("stamps updatedAt", async () => {
    const c = await task(await service());
    const before = getTask(ws, c.taskId)!.updatedAt;
    await t.call("PATCH", `/tasks/${c.taskId}`, { body: { title: "t2" } });
    expect(getTask(ws, c.taskId)!.updatedAt).toBeGreaterThan(before);
  });

  it("answers 404 for an unknown or other-workspace task", async () => {
    expect((await t.call("PATCH", "/tasks/tsk_nope", { body: {} })).status).toBe(404);
    expect((await t.call("PATCH", `/tasks/${ws.ids.taskDone}`, { key: PEER, body: { title: "x" } })).status).toBe(404);
    expect(getTask(ws, ws.ids.taskDone)!.title).not.toBe("x");
  });
});

describe("DELETE /tasks/{taskId}", () => {
  it("answers 204, then the task is 404 and absent from its list", async () => {
    const s = await service();
    const c = await task(s);
    const r = await t.call("DELETE", `/tasks/${c.taskId}`);
    expect(r.status).toBe(204);
    expect((await t.call("GET", `/tasks/${c.taskId}`)).status).toBe(404);
    expect((await t.call("GET", `/services/${s}/tasks`)).body.tasks).toEqual([]);
    expect((await t.call("DELETE", `/tasks/${c.taskId}`)).status).toBe(404);
  });

  it("needs an admin key; another workspace's task is 404", async () => {
    const c = await task(await service());
    const write = await t.mint("write");
    expect((await t.call("DELETE", `/tasks/${c.taskId}`, { key: write })).status).toBe(403);
    expect((await t.call("DELETE", `/tasks/${c.taskId}`, { key: PEER })).status).toBe(404);
    expect((await t.call("GET", `/tasks/${c.taskId}`)).status).toBe(200);
  });

  it("removes its run history, releases its documents and leaves others' dependsOn", async () => {
    const fresh = await testServer();
    try {
      const w = fresh.server.state.workspaces.get("ws_a")!;
      const planned = plannedSeedIds(w).withSourceDoc;
      const heldKey = w.tasks.tasks.get(planned)!.documents[0];
      expect(w.runs.runs.has(w.ids.runDone)).toBe(true);
      expect((await fresh.call("DELETE", `/tasks/${w.ids.taskDone}`)).status).toBe(204);
      expect(w.runs.runs.has(w.ids.runDone)).toBe(false);
      expect((await fresh.call("GET", `/tasks/${planned}`)).body.dependsOn).toEqual([]);
      expect((await fresh.call("DELETE", `/tasks/${planned}`)).status).toBe(204);
      const doc = w.tasks.documents.get(heldKey)!;
      expect(doc.heldByTaskId).toBeNull();
      // Released: another task may now attach it.
      const other = (await fresh.call("POST", `/services/${w.ids.serviceNoRepo}/tasks`, { body: { title: "o" } })).body;
      const r = await fresh.call("POST", `/tasks/${other.taskId}/documents`, {
        body: { kind: "source", source: doc.source, ref: doc.externalId },
      });
      expect(r.status).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});

describe("dependencies", () => {
  it("add answers 200 PublicTask with the edge; adding twice is a no-op", async () => {
    const s = await service();
    const a = await task(s);
    const b = await task(s);
    const r = await dep(a.taskId, b.taskId);
    valid("addTaskDependency", r, 200);
    expect(r.body.dependsOn).toEqual([b.taskId]);
    const again = await dep(a.taskId, b.taskId);
    valid("addTaskDependency", again, 200);
    expect(again.body).toEqual(r.body);
  });

  it("refuses a task depending on itself (422)", async () => {
    const a = await task(await service());
    const r = await dep(a.taskId, a.taskId);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("dependency_on_itself");
  });

  it("refuses an edge closing a cycle (409), direct or transitive", async () => {
    const s = await service();
    const [a, b, c] = [await task(s), await task(s), await task(s)];
    expect((await dep(a.taskId, b.taskId)).status).toBe(200);
    expect((await dep(b.taskId, c.taskId)).status).toBe(200);
    const direct = await dep(b.taskId, a.taskId);
    expect(direct.status).toBe(409);
    expect(direct.body.error.code).toBe("dependency_cycle");
    expect((await dep(c.taskId, a.taskId)).status).toBe(409);
    expect(getTask(ws, c.taskId)!.dependsOn).toEqual([]);
    // Not a cycle: a diamond.
    expect((await dep(a.taskId, c.taskId)).status).toBe(200);
  });

  it("answers 404 when either task is unknown or in another workspace", async () => {
    const a = await task(await service());
    expect((await dep("tsk_nope", a.taskId)).status).toBe(404);
    expect((await dep(a.taskId, "tsk_nope")).status).toBe(404);
    expect((await dep(a.taskId, peerWs.ids.taskDone)).status).toBe(404);
    expect((await dep(ws.ids.taskDone, a.taskId, PEER)).status).toBe(404);
    expect(getTask(ws, a.taskId)!.dependsOn).toEqual([]);
  });

  it("crosses services within the workspace", async () => {
    const a = await task(await service());
    const r = await dep(a.taskId, ws.ids.taskDone);
    expect(r.status).toBe(200);
    expect(dependenciesDone(ws, getTask(ws, a.taskId)!)).toBe(true);
  });

  it("remove answers 200 PublicTask and is idempotent (an absent edge is 200)", async () => {
    const s = await service();
    const a = await task(s);
    const b = await task(s);
    await dep(a.taskId, b.taskId);
    const r = await undep(a.taskId, b.taskId);
    valid("removeTaskDependency", r, 200);
    expect(r.body.dependsOn).toEqual([]);
    const again = await undep(a.taskId, b.taskId);
    valid("removeTaskDependency", again, 200);
    expect((await undep(a.taskId, "tsk_never_an_edge")).status).toBe(200);
    expect((await undep("tsk_nope", b.taskId)).status).toBe(404);
  });

  it("dependenciesDone and dependentsOf (for the runs domain)", async () => {
    const s = await service();
    const [a, b, c] = [await task(s), await task(s), await task(s)];
    await dep(a.taskId, b.taskId);
    await dep(a.taskId, c.taskId);
    const rec = getTask(ws, a.taskId)!;
    expect(dependenciesDone(ws, rec)).toBe(false);
    getTask(ws, b.taskId)!.status = "done";
    expect(dependenciesDone(ws, rec)).toBe(false);
    getTask(ws, c.taskId)!.status = "done";
    expect(dependenciesDone(ws, rec)).toBe(true);
    expect(dependentsOf(ws, b.taskId).map((x) => x.taskId)).toEqual([a.taskId]);
  });
});

describe("documents", () => {
  it("GET answers 200 {documents} in agent reading order, each with source and externalId", async () => {
    const c = await task(await service(), { documents: [{ kind: "source", source: "wiki", ref: "order-1" }] });
    await t.call("POST", `/tasks/${c.taskId}/documents`, { body: { kind: "upload", title: "second", content: "c" } });
    await t.call("POST", `/tasks/${c.taskId}/documents`, { body: { kind: "source", source: "wiki", ref: "order-3" } });
    const r = await t.call("GET", `/tasks/${c.taskId}/documents`);
    valid("listTaskDocuments", r, 200);
    expect(r.body.documents.map((d: any) => d.title)).toEqual(["order-1", "second", "order-3"]);
    for (const d of r.body.documents)
      expect(d).toEqual({
        source: expect.any(String),
        externalId: expect.any(String),
        kind: expect.any(String),
        title: expect.any(String),
      });
  });

  it("POST answers 201 with the attached document; attaching one the task already holds is 201 and not duplicated", async () => {
    const c = await task(await service());
    const body = { kind: "source", source: "figma", ref: "file/abc" };
    const r = await t.call("POST", `/tasks/${c.taskId}/documents`, { body });
    valid("attachTaskDocument", r, 201);
    expect(r.body).toEqual({ source: "figma", externalId: "file/abc", kind: "source", title: "file/abc" });
    const again = await t.call("POST", `/tasks/${c.taskId}/documents`, { body });
    valid("attachTaskDocument", again, 201);
    expect(again.body).toEqual(r.body);
    expect(await docs(c.taskId)).toHaveLength(1);
  });

  it("an upload gets source `upload` and a new externalId", async () => {
    const c = await task(await service());
    const r = await t.call("POST", `/tasks/${c.taskId}/documents`, {
      body: { kind: "upload", title: "Spec", content: "text" },
    });
    valid("attachTaskDocument", r, 201);
    expect(r.body).toMatchObject({ source: "upload", kind: "upload", title: "Spec" });
    expect(ws.tasks.documents.get(documentKey("upload", r.body.externalId))!.content).toBe("text");
  });

  it("refuses a document held by a different live task (409); it is not moved", async () => {
    const s = await service();
    const a = await task(s, { documents: [{ kind: "source", source: "wiki", ref: "contested" }] });
    const b = await task(s);
    const r = await t.call("POST", `/tasks/${b.taskId}/documents`, {
      body: { kind: "source", source: "wiki", ref: "contested" },
    });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("document_held_by_another_task");
    expect((await docs(a.taskId)).map((d) => d.externalId)).toEqual(["contested"]);
    expect(await docs(b.taskId)).toEqual([]);
  });

  it("detach answers 204, is idempotent, and the document survives in the workspace", async () => {
    const s = await service();
    const a = await task(s, { documents: [{ kind: "source", source: "wiki", ref: "detach-me" }] });
    const r = await t.call("POST", `/tasks/${a.taskId}/documents/detach`, {
      body: { source: "wiki", externalId: "detach-me" },
    });
    expect(r.status).toBe(204);
    expect(await docs(a.taskId)).toEqual([]);
    const again = await t.call("POST", `/tasks/${a.taskId}/documents/detach`, {
      body: { source: "wiki", externalId: "detach-me" },
    });
    expect(again.status).toBe(204);
    expect(
      (await t.call("POST", `/tasks/${a.taskId}/documents/detach`, { body: { source: "x", externalId: "never" } }))
        .status,
    ).toBe(204);
    const stored = ws.tasks.documents.get(documentKey("wiki", "detach-me"))!;
    expect(stored).toMatchObject({ heldByTaskId: null, externalId: "detach-me" });
    // Free again: another task attaches it.
    const b = await task(s);
    expect(
      (
        await t.call("POST", `/tasks/${b.taskId}/documents`, {
          body: { kind: "source", source: "wiki", ref: "detach-me" },
        })
      ).status,
    ).toBe(201);
    expect(stored.heldByTaskId).toBe(b.taskId);
  });

  it("detaching from a task that does not hold it leaves the holder alone", async () => {
    const s = await service();
    const a = await task(s, { documents: [{ kind: "source", source: "wiki", ref: "stay" }] });
    const b = await task(s);
    expect(
      (await t.call("POST", `/tasks/${b.taskId}/documents/detach`, { body: { source: "wiki", externalId: "stay" } }))
        .status,
    ).toBe(204);
    expect((await docs(a.taskId)).map((d) => d.externalId)).toEqual(["stay"]);
  });

  it("answers 404 for an unknown or other-workspace task", async () => {
    const id = plannedSeedIds(ws).withSourceDoc;
    expect((await t.call("GET", `/tasks/${id}/documents`, { key: PEER })).status).toBe(404);
    expect(
      (
        await t.call("POST", `/tasks/${id}/documents`, {
          key: PEER,
          body: { kind: "upload", title: "x", content: "y" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call("POST", `/tasks/${id}/documents/detach`, { key: PEER, body: { source: "a", externalId: "b" } }))
        .status,
    ).toBe(404);
    expect((await t.call("GET", "/tasks/tsk_nope/documents")).status).toBe(404);
    expect(await docs(id)).toHaveLength(1);
  });
});

describe("with the run engine", () => {
  it("GET observes the task: a started run advances on reads, to done with a pull request url", async () => {
    const c = await task(ws.ids.service, { pipelineId: "pl_straight" });
    const started = await t.call("POST", `/tasks/${c.taskId}/start`, { body: {} });
    expect(started.status, started.text).toBe(202);
    // The pinned pipeline was used (doc 1 Task "start" row).
    expect(ws.runs.runs.get(started.body.runId)!.pipelineId).toBe("pl_straight");
    let body: any;
    for (let i = 0; i < 10; i++) {
      const r = await t.call("GET", `/tasks/${c.taskId}`);
      valid("getTask", r, 200);
      body = r.body;
      if (body.status === "done") break;
    }
    expect(body.status).toBe("done");
    expect(body.pullRequestUrl).toEqual(expect.any(String));
    expect(body.progress).toBe(100);
  });

  it("a service whose task has a run in flight is not deleted (422); deleting the task removes its run", async () => {
    const repoId = (await t.call("POST", "/repos/link", { body: { owner: "acme", name: "payments-api" } })).body.repoId;
    const s = (await t.call("POST", "/services", { body: { title: "busy", repoId } })).body.serviceId;
    const c = await task(s, { pipelineId: "pl_slow" });
    const started = await t.call("POST", `/tasks/${c.taskId}/start`, { body: {} });
    expect(started.status, started.text).toBe(202);
    const r = await t.call("DELETE", `/services/${s}`);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("service_has_unfinished_tasks");
    expect((await t.call("DELETE", `/tasks/${c.taskId}`)).status).toBe(204);
    expect(ws.runs.runs.has(started.body.runId)).toBe(false);
    expect((await t.call("DELETE", `/services/${s}`)).status).toBe(204);
  });
});
