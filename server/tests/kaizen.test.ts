/**
 * Kaizen entries (doc 2 Kaizen; doc 1 Kaizen entries; doc 1 States "Kaizen grading status"; doc 2
 * Errors 404 `kaizen_entry_not_found`, 409 `kaizen_entry_not_settled`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER, testServer, type ApiResponse, type TestServer, valid } from "./harness.ts";
import type { Workspace } from "../domain/workspace.ts";

let t: TestServer;
let ws: Workspace;

function reason(r: ApiResponse): string | undefined {
  return r.body?.error?.details?.reason ?? r.body?.error?.code;
}

async function list(query = "", key?: string): Promise<any[]> {
  const r = await t.call("GET", `/kaizen/entries${query ? `?${query}` : ""}`, { key });
  valid("listKaizenEntries", r, 200);
  return r.body.entries;
}

/** A seeded entry matching `pred` (fresh server per describe where state matters). */
async function entry(pred: (e: any) => boolean): Promise<any> {
  const e = (await list()).find(pred);
  if (!e) throw new Error("no such seeded entry");
  return e;
}

const settled = (e: any) => e.status === "complete" || e.status === "failed";

beforeAll(async () => {
  t = await testServer();
  ws = t.server.state.workspaces.get("ws_a")!;
});
afterAll(() => t.close());

describe("GET /kaizen/entries", () => {
  it("answers 200 PublicKaizenEntryList with the seeded gradings of the finished run, newest first", async () => {
    const r = await t.call("GET", "/kaizen/entries");
    valid("listKaizenEntries", r, 200);
    expect(r.body.nextCursor).toBeNull();
    const entries = r.body.entries;
    expect(entries.length).toBe(6);
    const times = entries.map((e: any) => e.createdAt);
    expect([...times].sort((a: number, b: number) => b - a)).toEqual(times);
    expect(entries.map((e: any) => e.status).sort()).toEqual([
      "complete",
      "complete",
      "complete",
      "failed",
      "running",
      "scheduled",
    ]);
    expect(entries.filter((e: any) => e.runId === ws.ids.runDone).length).toBe(5);
    expect(entries.filter((e: any) => e.acknowledged).length).toBe(1);
    for (const e of entries) expect(e.comboKey).toBe(`${e.agentKind}:${e.model}:v${e.promptVersion}`);
  });

  it("shows `task` null (with `taskId` kept) for an entry whose task was deleted", async () => {
    const entries = await list();
    const orphan = entries.filter((e: any) => e.task === null);
    expect(orphan.length).toBeGreaterThanOrEqual(1);
    expect(orphan.every((e: any) => typeof e.taskId === "string")).toBe(true);
    const live = entries.find((e: any) => e.taskId === ws.ids.taskDone);
    if (ws.tasks.tasks.has(ws.ids.taskDone)) {
      expect(live.task).toMatchObject({
        serviceId: ws.ids.service,
        status: ws.tasks.tasks.get(ws.ids.taskDone)!.status,
      });
    }
  });

  it("reads the task view live: once the task is gone from the tasks domain, `task` is null", async () => {
    const s = await testServer();
    try {
      const sws = s.server.state.workspaces.get("ws_a")!;
      const before = (await s.call("GET", "/kaizen/entries")).body.entries.filter(
        (e: any) => e.taskId === sws.ids.taskDone,
      );
      expect(before.length).toBe(5);
      expect(before.every((e: any) => e.task !== null)).toBe(true);
      sws.tasks.tasks.delete(sws.ids.taskDone);
      const after = (await s.call("GET", "/kaizen/entries")).body.entries.filter(
        (e: any) => e.taskId === sws.ids.taskDone,
      );
      expect(after.every((e: any) => e.task === null)).toBe(true);
    } finally {
      await s.close();
    }
  });

  it("returns the drainable backlog for acknowledged=false&settled=true", async () => {
    const backlog = await list("acknowledged=false&settled=true");
    expect(backlog.length).toBe(3);
    expect(backlog.every((e: any) => !e.acknowledged && settled(e))).toBe(true);
  });

  it("includes in-flight gradings for acknowledged=false alone", async () => {
    const unacked = await list("acknowledged=false");
    expect(unacked.length).toBe(5);
    expect(unacked.some((e: any) => e.status === "scheduled")).toBe(true);
    expect(unacked.some((e: any) => e.status === "running")).toBe(true);
    expect((await list("acknowledged=true")).every((e: any) => e.acknowledged)).toBe(true);
  });

  it("filters by settled, status, agentKind and since", async () => {
    const unsettled = await list("settled=false");
    expect(unsettled.map((e: any) => e.status).sort()).toEqual(["running", "scheduled"]);
    expect((await list("settled=true")).every(settled)).toBe(true);
    const failed = await list("status=failed");
    expect(failed.length).toBe(1);
    expect(failed[0].error).toBeTypeOf("string");
    const coders = await list("agentKind=coder");
    expect(coders.length).toBe(2);
    expect(coders.every((e: any) => e.agentKind === "coder")).toBe(true);
    expect(await list("agentKind=nobody")).toEqual([]);
    const all = await list();
    const pivot = all[2].createdAt;
    const since = await list(`since=${pivot}`);
    expect(since.map((e: any) => e.entryId)).toEqual(all.slice(0, 3).map((e: any) => e.entryId));
  });

  it("pages by keyset, newest first, and refuses a cursor of another filter set", async () => {
    const all = (await list()).map((e: any) => e.entryId);
    const walked: string[] = [];
    let cursor: string | null = null;
    let first: string | null = null;
    for (let i = 0; i < 20; i++) {
      const r: ApiResponse = await t.call(
        "GET",
        `/kaizen/entries?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      valid("listKaizenEntries", r, 200);
      walked.push(...r.body.entries.map((e: any) => e.entryId));
      cursor = r.body.nextCursor;
      first ??= cursor;
      if (!cursor) break;
    }
    expect(walked).toEqual(all);
    expect((await t.call("GET", `/kaizen/entries?settled=true&cursor=${encodeURIComponent(first!)}`)).status).toBe(400);
  });

  it("shows only the caller's workspace", async () => {
    const mine = (await list()).map((e: any) => e.entryId);
    const peer = (await list("", PEER)).map((e: any) => e.entryId);
    expect(peer.length).toBe(6);
    expect(peer.filter((id: string) => mine.includes(id))).toEqual([]);
  });
});

describe("GET /kaizen/entries/{entryId}", () => {
  it("answers 200 PublicKaizenEntry", async () => {
    const e = (await list())[0];
    const r = await t.call("GET", `/kaizen/entries/${e.entryId}`);
    valid("getKaizenEntry", r, 200);
    expect(r.body).toEqual(e);
  });

  it("is 404 kaizen_entry_not_found for an unknown id and another workspace's entry", async () => {
    const r = await t.call("GET", "/kaizen/entries/kzn_nope");
    expect(r.status).toBe(404);
    expect(reason(r)).toBe("kaizen_entry_not_found");
    const e = (await list())[0];
    const p = await t.call("GET", `/kaizen/entries/${e.entryId}`, { key: PEER });
    expect(p.status).toBe(404);
    expect(reason(p)).toBe("kaizen_entry_not_found");
  });
});

describe("POST /kaizen/entries/{entryId}/acknowledge", () => {
  it("acknowledges a settled entry: stamps acknowledgedAt/updatedAt, acknowledgedBy = the key id, stores the note", async () => {
    const write = await t.mint("write");
    const me = await t.call("GET", "/me", { key: write });
    const e = await entry((x) => x.status === "complete" && !x.acknowledged && x.task !== null);
    const r = await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, {
      key: write,
      body: { acknowledged: true, note: "prompt fixed" },
    });
    valid("acknowledgeKaizenEntry", r, 200);
    expect(r.body).toMatchObject({
      acknowledged: true,
      acknowledgedBy: me.body.keyId,
      acknowledgementNote: "prompt fixed",
    });
    expect(r.body.acknowledgedAt).toBeTypeOf("number");
    expect(r.body.updatedAt).toBeGreaterThan(e.updatedAt);
    // The drainable backlog shrinks.
    expect((await list("acknowledged=false&settled=true")).map((x: any) => x.entryId)).not.toContain(e.entryId);
  });

  it("acknowledging twice is a no-op keeping the first acknowledgedAt (and not stamping updatedAt)", async () => {
    const e = await entry((x) => x.status === "failed");
    const first = await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, {
      body: { acknowledged: true, note: "first" },
    });
    valid("acknowledgeKaizenEntry", first, 200);
    const second = await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, {
      body: { acknowledged: true, note: "second" },
    });
    valid("acknowledgeKaizenEntry", second, 200);
    expect(second.body).toEqual(first.body);
    expect(second.body.acknowledgedAt).toBe(first.body.acknowledgedAt);
  });

  it("{acknowledged: false} undoes (fields back to null), and undoing twice changes nothing", async () => {
    const e = await entry((x) => x.acknowledged);
    const r = await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, { body: { acknowledged: false } });
    valid("acknowledgeKaizenEntry", r, 200);
    expect(r.body).toMatchObject({
      acknowledged: false,
      acknowledgedAt: null,
      acknowledgedBy: null,
      acknowledgementNote: null,
    });
    expect(r.body.updatedAt).toBeGreaterThan(e.updatedAt);
    const again = await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, {
      body: { acknowledged: false, note: "ignored" },
    });
    expect(again.body).toEqual(r.body);
    // It is back in the drainable backlog.
    expect((await list("acknowledged=false&settled=true")).map((x: any) => x.entryId)).toContain(e.entryId);
  });

  it("treats an omitted `acknowledged` as true (reference choice) and stores a null note as null", async () => {
    const s = await testServer();
    try {
      const e = (await s.call("GET", "/kaizen/entries?acknowledged=false&settled=true")).body.entries[0];
      const r = await s.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, { body: {} });
      valid("acknowledgeKaizenEntry", r, 200);
      expect(r.body.acknowledged).toBe(true);
      expect(r.body.acknowledgementNote).toBeNull();
      const e2 = (await s.call("GET", "/kaizen/entries?acknowledged=false&settled=true")).body.entries[0];
      const r2 = await s.call("POST", `/kaizen/entries/${e2.entryId}/acknowledge`, { body: { note: null } });
      expect(r2.body).toMatchObject({ acknowledged: true, acknowledgementNote: null });
    } finally {
      await s.close();
    }
  });

  it("refuses an unsettled entry with 409 kaizen_entry_not_settled and leaves it untouched", async () => {
    for (const status of ["scheduled", "running"]) {
      const e = await entry((x) => x.status === status);
      const r = await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, { body: { acknowledged: true } });
      expect(r.status).toBe(409);
      expect(reason(r)).toBe("kaizen_entry_not_settled");
      expect((await t.call("GET", `/kaizen/entries/${e.entryId}`)).body).toEqual(e);
    }
  });

  it("is 404 kaizen_entry_not_found for an unknown or foreign entry", async () => {
    const r = await t.call("POST", "/kaizen/entries/kzn_nope/acknowledge", { body: {} });
    expect(r.status).toBe(404);
    expect(reason(r)).toBe("kaizen_entry_not_found");
    const e = await entry(settled);
    expect((await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, { key: PEER, body: {} })).status).toBe(
      404,
    );
  });

  it("needs a write key and a body (contract)", async () => {
    const read = await t.mint("read");
    const e = await entry(settled);
    expect((await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, { key: read, body: {} })).status).toBe(
      403,
    );
    expect((await t.call("GET", `/kaizen/entries/${e.entryId}`, { key: read })).status).toBe(200);
    expect((await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`)).status).toBe(400);
    expect(
      (await t.call("POST", `/kaizen/entries/${e.entryId}/acknowledge`, { body: { acknowledged: "yes" } })).status,
    ).toBe(400);
  });
});
