/**
 * The embedded run's connections (server/http/in-process.ts): the same server answering in process
 * gives the bytes it gives over loopback TCP — status, headers (but the date) and body, a refusal's
 * envelope, an unparsable request's answer — and a stream the client lets go of is closed on the
 * server's side too (the deployment's stream count falls back).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent, Pool, request } from "../../lib/http/undici.ts";
import type { RunningServer } from "../index.ts";
import { testServer, type TestServer } from "./harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const ADMIN = "apk_devadmin.reference-server-admin-secret";
let t: TestServer;
let server: RunningServer;
let tcp: Pool;
let local: Pool;

beforeAll(async () => {
  t = await testServer({ clockStart: Date.UTC(2026, 0, 1) });
  server = t.server;
  tcp = new Pool(server.url);
  local = new Pool(server.url, { connect: server.connect as never });
});
afterAll(async () => {
  await Promise.all([tcp.close(), local.close()]);
  await t.close();
});

async function both(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const one = async (p: Pool) => {
    const r = await p.request({
      path,
      method: (init.method ?? "GET") as "GET",
      body: init.body,
      headers: { authorization: `Bearer ${ADMIN}`, ...init.headers },
    });
    const { date: _date, ...headers } = r.headers;
    return { status: r.statusCode, headers, body: await r.body.text() };
  };
  return { tcp: await one(tcp), local: await one(local) };
}

describe("in-process connections", () => {
  it("answer a read as loopback TCP does", async () => {
    const r = await both("/api/v1/me");
    expect(r.local).toEqual(r.tcp);
    expect(r.local.status).toBe(200);
  });

  it("answer a refused write with the same envelope", async () => {
    const r = await both("/api/v1/keys", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(r.local).toEqual(r.tcp);
    expect(r.local.status).toBe(400);
  });

  it("answer an unknown path and a key the server does not know alike", async () => {
    expect((await both("/api/v1/nowhere")).local).toEqual((await both("/api/v1/nowhere")).tcp);
    const r = await both("/api/v1/me", { headers: { authorization: "Bearer apk_nobody.not-a-known-secret" } });
    expect(r.local).toEqual(r.tcp);
    expect(r.local.status).toBe(401);
  });

  it("close a stream on the server's side when the client lets go of it", async () => {
    // A run parked on a human decision: its stream stays open until the client leaves.
    const decide = await t.mint("decide");
    const serviceId = server.state.workspaces.get("ws_a")!.ids.service;
    const task = await t.call("POST", `/services/${serviceId}/tasks`, {
      key: decide,
      body: { title: "in-process stream" },
    });
    expect(
      (
        await t.call("POST", `/tasks/${task.body.taskId}/start`, {
          key: decide,
          body: { pipelineId: "pl_park_approval_gate" },
        })
      ).status,
    ).toBe(202);
    const agent = new Agent({ connect: server.connect as never });
    const ctrl = new AbortController();
    const res = await request(`${server.url}/api/v1/tasks/${task.body.taskId}/events`, {
      dispatcher: agent,
      headers: { authorization: `Bearer ${ADMIN}`, accept: "text/event-stream" },
      signal: ctrl.signal,
    });
    expect(res.statusCode).toBe(200);
    expect(server.state.openStreams).toBe(1);
    ctrl.abort();
    await res.body.text().catch(() => undefined);
    const deadline = Date.now() + scaled(2_000);
    while (server.state.openStreams > 0 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(server.state.openStreams).toBe(0);
    await agent.close();
  });
});
