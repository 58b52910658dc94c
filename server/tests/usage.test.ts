/**
 * Usage and spend (doc 2 Identity table: GET /usage, GET /usage/spend; doc 1 Usage and spend;
 * doc 2 Limits "spend rows 1-500, default 100"; doc 2 Limits "Budget").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER, testServer, type TestServer, valid } from "./harness.ts";
import type { Workspace } from "../domain/workspace.ts";
import { budgetExceeded, spend, SPEND_DIMENSIONS } from "../domain/usage/state.ts";

let t: TestServer;
let ws: Workspace;

beforeAll(async () => {
  t = await testServer();
  ws = t.server.state.workspaces.get("ws_a")!;
});
afterAll(() => t.close());

describe("GET /usage", () => {
  it("answers 200 PublicUsage with a metered and a subscription row and the workspace budget", async () => {
    const read = await t.mint("read");
    const r = await t.call("GET", "/usage", { key: read });
    valid("getUsage", r, 200);
    expect(r.body.rows.map((x: any) => x.billing).sort()).toEqual(["metered", "subscription"]);
    expect(r.body.budget.exceeded).toBe(false);
    expect(r.body.budget.costSpent).toBeLessThan(r.body.budget.costLimit);
    // Subscription costs are illustrative: the budget's spend is the metered cost only.
    const metered = r.body.rows
      .filter((x: any) => x.billing === "metered")
      .reduce((s: number, x: any) => s + x.costEstimate, 0);
    expect(r.body.budget.costSpent).toBeCloseTo(metered);
    expect(r.body.budget.inputTokens).toBe(r.body.rows.reduce((s: number, x: any) => s + x.inputTokens, 0));
    expect(r.body.periodStart).toBeLessThan(Date.now());
  });

  it("reports the budget exceeded once spend() reaches the limit, in that workspace only", async () => {
    const s = await testServer();
    try {
      const sws = s.server.state.workspaces.get("ws_a")!;
      expect(budgetExceeded(sws)).toBe(false);
      spend(sws, 1, { inputTokens: 10, outputTokens: 5 });
      const after = await s.call("GET", "/usage");
      expect(after.body.budget.exceeded).toBe(false);
      spend(sws, after.body.budget.costLimit);
      expect(budgetExceeded(sws)).toBe(true);
      const r = await s.call("GET", "/usage");
      valid("getUsage", r, 200);
      expect(r.body.budget.exceeded).toBe(true);
      expect(r.body.budget.costSpent).toBeGreaterThanOrEqual(r.body.budget.costLimit);
      expect((await s.call("GET", "/usage", { key: PEER })).body.budget.exceeded).toBe(false);
      // Negative or non-finite spend is ignored.
      const before = sws.usage.costSpent;
      spend(sws, -5);
      spend(sws, Number.NaN);
      expect(sws.usage.costSpent).toBe(before);
    } finally {
      await s.close();
    }
  });
});

describe("GET /usage/spend", () => {
  it("answers 200 PublicSpend for every dimension, default window 30d (reference choice)", async () => {
    for (const dimension of SPEND_DIMENSIONS) {
      const r = await t.call("GET", `/usage/spend?dimension=${dimension}`);
      valid("getUsageSpend", r, 200);
      expect(r.body.dimension).toBe(dimension);
      expect(r.body.window).toBe("30d");
      expect(r.body.truncated).toBe(false);
      // 3 attributed keys plus the unattributed bucket (`key` "").
      expect(r.body.rows.filter((x: any) => x.key !== "").length, dimension).toBeGreaterThanOrEqual(3);
      expect(r.body.rows.map((x: any) => x.key)).toContain("");
      expect(r.body.rows.at(-1).key).toBe("");
      expect(r.body.rows.find((x: any) => x.key === "").label).toBeNull();
      expect(r.body.since).toBeLessThan(r.body.generatedAt);
    }
  });

  it("derives totals from the rows and keeps subscription cost apart from metered cost", async () => {
    const r = await t.call("GET", "/usage/spend?dimension=model&window=90d");
    valid("getUsageSpend", r, 200);
    const sum = (f: string) => r.body.rows.reduce((s: number, x: any) => s + x[f], 0);
    expect(r.body.totals.calls).toBe(sum("calls"));
    expect(r.body.totals.inputTokens).toBe(sum("inputTokens"));
    expect(r.body.totals.outputTokens).toBe(sum("outputTokens"));
    expect(r.body.totals.meteredCost).toBeCloseTo(sum("meteredCost"));
    expect(r.body.totals.subscriptionCost).toBeCloseTo(sum("subscriptionCost"));
    expect(r.body.totals.subscriptionCost).toBeGreaterThan(0);
  });

  it("narrows with the window", async () => {
    const calls: Record<string, number> = {};
    for (const w of ["24h", "7d", "30d", "90d"]) {
      const r = await t.call("GET", `/usage/spend?dimension=agentKind&window=${w}`);
      valid("getUsageSpend", r, 200);
      expect(r.body.window).toBe(w);
      calls[w] = r.body.totals.calls;
    }
    expect(calls["24h"]).toBeLessThan(calls["7d"]);
    expect(calls["7d"]).toBeLessThan(calls["30d"]);
    expect(calls["30d"]).toBeLessThan(calls["90d"]);
  });

  it("truncates rows to `limit` and says so; totals still cover the whole window", async () => {
    const full = await t.call("GET", "/usage/spend?dimension=service&limit=500");
    valid("getUsageSpend", full, 200);
    expect(full.body.truncated).toBe(false);
    const cut = await t.call("GET", "/usage/spend?dimension=service&limit=2");
    valid("getUsageSpend", cut, 200);
    expect(cut.body.rows.length).toBe(2);
    expect(cut.body.truncated).toBe(true);
    expect(cut.body.rows).toEqual(full.body.rows.slice(0, 2));
    expect(cut.body.totals).toEqual(full.body.totals);
    const exact = await t.call("GET", `/usage/spend?dimension=service&limit=${full.body.rows.length}`);
    expect(exact.body.truncated).toBe(false);
  });

  it("refuses what the contract refuses: missing dimension, unknown window, limit out of 1-500", async () => {
    expect((await t.call("GET", "/usage/spend")).status).toBe(400);
    expect((await t.call("GET", "/usage/spend?dimension=planet")).status).toBe(400);
    expect((await t.call("GET", "/usage/spend?dimension=model&window=1y")).status).toBe(400);
    expect((await t.call("GET", "/usage/spend?dimension=model&limit=0")).status).toBe(400);
    expect((await t.call("GET", "/usage/spend?dimension=model&limit=501")).status).toBe(400);
  });

  it("shows the workspace's own attribution (run keys name its runs)", async () => {
    const r = await t.call("GET", "/usage/spend?dimension=run");
    expect(r.body.rows.map((x: any) => x.key)).toContain(ws.ids.runDone);
    const peer = await t.call("GET", "/usage/spend?dimension=run", { key: PEER });
    expect(peer.body.rows.map((x: any) => x.key)).not.toContain(ws.ids.runDone);
  });
});
