/**
 * Notifications (doc 2 Notifications; doc 1 States and transitions "Notification" rows; doc 2
 * Events, Notifications; doc 2 Authentication 9): list open cards, dismiss, act.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { PEER, testServer, type TestServer, valid } from "./harness.ts";
import type { Workspace } from "../domain/workspace.ts";

let t: TestServer;
let ws: Workspace;
const servers: TestServer[] = [];

async function open(key?: string): Promise<any[]> {
  const r = await t.call("GET", "/notifications", { key });
  valid("listNotifications", r, 200);
  return r.body.notifications;
}

async function card(pred: (n: any) => boolean): Promise<any> {
  const n = (await open()).find(pred);
  if (!n) throw new Error("no such open card");
  return n;
}

/** The individual-usage retry card is seeded with a separate execution id `run_personal_<w>`. */
const personal = (n: any) => n.type === "ci_failed" && String(n.executionId).startsWith("run_personal_");

// State changes in every test: a fresh server each time keeps them independent.
beforeEach(async () => {
  t = await testServer();
  servers.push(t);
  ws = t.server.state.workspaces.get("ws_a")!;
});
afterAll(async () => {
  for (const s of servers) await s.close();
});

describe("GET /notifications", () => {
  it("answers 200 PublicNotificationList with the seeded open cards only", async () => {
    const cards = await open();
    const types = cards.map((n) => n.type);
    for (const ty of [
      "merge_review",
      "pipeline_complete",
      "ci_failed",
      "test_failed",
      "decision_required",
      "budget_threshold",
      "merge_tag_request",
    ]) {
      expect(types).toContain(ty);
    }
    expect(cards.every((n) => n.status === "open" && n.resolvedAt === null)).toBe(true);
    // Seeded resolved cards exist but are not listed.
    const stored = [...ws.notifications.cards.values()];
    expect(stored.some((n) => n.status === "dismissed")).toBe(true);
    expect(stored.some((n) => n.status === "acted")).toBe(true);
    expect(cards.length).toBe(stored.filter((n) => n.status === "open").length);
  });

  it("points actionable cards at the seeded runs and carries the merge record id on merge_tag_request", async () => {
    const cards = await open();
    expect(cards.find((n) => n.type === "merge_review").executionId).toBe(ws.ids.runDone);
    expect(cards.find((n) => n.type === "pipeline_complete").executionId).toBe(ws.ids.runDone);
    expect(cards.find((n) => n.type === "test_failed").executionId).toBe(ws.ids.runFailed);
    expect(cards.filter((n) => n.type === "ci_failed").map((n) => n.executionId)).toContain(ws.ids.runFailed);
    expect(cards.find((n) => n.type === "merge_tag_request").payload).toEqual({ recordId: ws.ids.mergeRecord });
  });

  it("omits optional fields rather than sending null for them (severity)", async () => {
    const cards = await open();
    expect(cards.some((n) => !("severity" in n))).toBe(true);
    expect(cards.every((n) => n.severity === undefined || ["normal", "urgent"].includes(n.severity))).toBe(true);
  });

  it("shows only the caller's workspace and needs only a read key", async () => {
    const read = await t.mint("read");
    const mine = (await open(read)).map((n) => n.id);
    const peer = (await open(PEER)).map((n) => n.id);
    expect(peer.length).toBe(mine.length);
    expect(peer.filter((id) => mine.includes(id))).toEqual([]);
  });
});

describe("POST /notifications/{id}/dismiss", () => {
  it("turns an open card `dismissed`, stamps resolvedAt, and drops it from the list", async () => {
    const write = await t.mint("write");
    const n = await card((x) => x.type === "decision_required");
    const r = await t.call("POST", `/notifications/${n.id}/dismiss`, { key: write });
    valid("dismissNotification", r, 200);
    expect(r.body).toMatchObject({ id: n.id, status: "dismissed" });
    expect(r.body.resolvedAt).toBeTypeOf("number");
    expect((await open()).map((x) => x.id)).not.toContain(n.id);
  });

  it("is idempotent on a card that is no longer open (reference choice: 200, unchanged)", async () => {
    const n = await card((x) => x.type === "budget_threshold");
    const first = await t.call("POST", `/notifications/${n.id}/dismiss`);
    const again = await t.call("POST", `/notifications/${n.id}/dismiss`);
    valid("dismissNotification", again, 200);
    expect(again.body).toEqual(first.body);
    const acted = [...ws.notifications.cards.values()].find((x) => x.status === "acted")!;
    const r = await t.call("POST", `/notifications/${acted.id}/dismiss`);
    valid("dismissNotification", r, 200);
    expect(r.body.status).toBe("acted");
  });

  it("resolves a merge_tag_request card by dismissing it (doc 2 Notifications)", async () => {
    const n = await card((x) => x.type === "merge_tag_request");
    const r = await t.call("POST", `/notifications/${n.id}/dismiss`);
    valid("dismissNotification", r, 200);
    expect(r.body.payload).toEqual({ recordId: ws.ids.mergeRecord });
  });

  it("needs a write key; 404 for an unknown or foreign card", async () => {
    const read = await t.mint("read");
    const n = await card((x) => x.type === "decision_required");
    expect((await t.call("POST", `/notifications/${n.id}/dismiss`, { key: read })).status).toBe(403);
    expect((await t.call("POST", "/notifications/ntf_nope/dismiss")).status).toBe(404);
    expect((await t.call("POST", `/notifications/${n.id}/dismiss`, { key: PEER })).status).toBe(404);
    expect((await open()).map((x) => x.id)).toContain(n.id);
  });
});

describe("POST /notifications/{id}/act", () => {
  it("merges on merge_review and pipeline_complete: card `acted`, resolvedAt stamped, gone from the list", async () => {
    for (const type of ["merge_review", "pipeline_complete"]) {
      const n = await card((x) => x.type === type);
      const r = await t.call("POST", `/notifications/${n.id}/act`, { body: {} });
      valid("actOnNotification", r, 200);
      expect(r.body).toMatchObject({ id: n.id, status: "acted", executionId: ws.ids.runDone });
      expect(r.body.resolvedAt).toBeTypeOf("number");
      expect(ws.notifications.cards.get(n.id)!.effect).toMatchObject({ action: "merge", runId: ws.ids.runDone });
      expect((await open()).map((x) => x.id)).not.toContain(n.id);
    }
  });

  it("retries on ci_failed and test_failed (effect recorded on the card)", async () => {
    for (const type of ["ci_failed", "test_failed"]) {
      const n = await card((x) => x.type === type && !personal(x));
      const r = await t.call("POST", `/notifications/${n.id}/act`, { body: {} });
      valid("actOnNotification", r, 200);
      expect(r.body.status).toBe("acted");
      expect(ws.notifications.cards.get(n.id)!.effect).toMatchObject({ action: "retry", runId: ws.ids.runFailed });
    }
  });

  it("refuses non-actionable types with 422 and leaves them open (dismiss instead)", async () => {
    for (const type of ["decision_required", "budget_threshold", "merge_tag_request"]) {
      const n = await card((x) => x.type === type);
      const r = await t.call("POST", `/notifications/${n.id}/act`, { body: {} });
      expect(r.status, type).toBe(422);
      expect(r.body.error.code).toBe("notification_not_actionable");
      expect((await open()).map((x) => x.id)).toContain(n.id);
    }
  });

  it("refuses a card that would retry a run on an individual-usage model with 422 (doc 2 Authentication 9)", async () => {
    const n = await card(personal);
    const r = await t.call("POST", `/notifications/${n.id}/act`, { body: {} });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("individual_usage_model");
    expect((await open()).map((x) => x.id)).toContain(n.id);
  });

  it("refuses a card that is no longer open with 409 (acted twice, or dismissed first)", async () => {
    const n = await card((x) => x.type === "merge_review");
    expect((await t.call("POST", `/notifications/${n.id}/act`, { body: {} })).status).toBe(200);
    const twice = await t.call("POST", `/notifications/${n.id}/act`, { body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("notification_not_open");
    const m = await card((x) => x.type === "test_failed");
    await t.call("POST", `/notifications/${m.id}/dismiss`);
    const r = await t.call("POST", `/notifications/${m.id}/act`, { body: {} });
    expect(r.status).toBe(409);
    expect(ws.notifications.cards.get(m.id)!.status).toBe("dismissed");
  });

  it("needs an admin key and a body; 404 for an unknown or foreign card", async () => {
    const n = await card((x) => x.type === "pipeline_complete");
    for (const scope of ["read", "write", "decide"] as const) {
      const k = await t.mint(scope);
      expect((await t.call("POST", `/notifications/${n.id}/act`, { key: k, body: {} })).status, scope).toBe(403);
    }
    expect((await t.call("POST", `/notifications/${n.id}/act`)).status).toBe(400);
    expect((await t.call("POST", "/notifications/ntf_nope/act", { body: {} })).status).toBe(404);
    expect((await t.call("POST", `/notifications/${n.id}/act`, { key: PEER, body: {} })).status).toBe(404);
    expect((await open()).map((x) => x.id)).toContain(n.id);
  });
});
