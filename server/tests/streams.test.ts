/**
 * The task run stream (doc 2 Events, Streams): `text/event-stream`, frames carrying the run
 * projection, a terminal `done` or `error` that ends the stream, a replay from the start on
 * reconnect, a parked run's stream quiet but open, the connection cap answered by `timeout`, and a
 * key required.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractValidators, contractIndex } from "../../lib/contract/index.ts";
import { readStream, testServer, type TestServer } from "./harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const v = new ContractValidators(contractIndex());
let t: TestServer;
let decide: string;
let serviceId: string;

beforeAll(async () => {
  t = await testServer({ streamCap: 3 });
  decide = await t.mint("decide");
  serviceId = t.server.state.workspaces.get("ws_a")!.ids.service;
});
afterAll(() => t.close());

async function started(pipelineId: string): Promise<string> {
  const task = await t.call("POST", `/services/${serviceId}/tasks`, {
    key: decide,
    body: { title: `stream ${pipelineId}` },
  });
  const r = await t.call("POST", `/tasks/${task.body.taskId}/start`, { key: decide, body: { pipelineId } });
  expect(r.status, r.text).toBe(202);
  return task.body.taskId;
}

const url = (taskId: string) => `${t.server.url}/api/v1/tasks/${taskId}/events`;

describe("task event stream", () => {
  it("streams progress frames with the run projection and ends on `done`", async () => {
    const taskId = await started("pl_straight");
    const s = await readStream(url(taskId), decide, { deadlineMs: scaled(3000) });
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    expect(s.ended).toBe(true);
    expect(s.frames.at(-1)!.event).toBe("done");
    for (const f of s.frames) expect(v.schema("PublicRun", "tolerant")((f.data as { run: unknown }).run).ok).toBe(true);
  });

  it("replays from the start on reconnect", async () => {
    const taskId = await started("pl_straight");
    const first = await readStream(url(taskId), decide, { deadlineMs: scaled(3000) });
    const second = await readStream(url(taskId), decide, { deadlineMs: scaled(3000) });
    expect(second.frames.map((f) => f.id)).toEqual(first.frames.map((f) => f.id));
    expect(second.frames[0].id).toBe("1");
  });

  it("ends on `error` for a failing run", async () => {
    const taskId = await started("pl_fail");
    const s = await readStream(url(taskId), decide, { deadlineMs: scaled(3000) });
    expect(s.ended).toBe(true);
    expect(s.frames.at(-1)!.event).toBe("error");
  });

  it("stays open and quiet while the run is parked", async () => {
    const taskId = await started("pl_park_approval_gate");
    const s = await readStream(url(taskId), decide, { deadlineMs: scaled(400) });
    expect(s.ended).toBe(false);
    expect(s.frames.map((f) => f.event)).not.toContain("done");
    const run = await t.call("GET", `/tasks/${taskId}/run`, { key: decide });
    expect(run.body.status).toBe("blocked");
  });

  it("needs a key", async () => {
    const taskId = await started("pl_straight");
    const s = await readStream(url(taskId), null, { deadlineMs: scaled(1000) });
    expect(s.status).toBe(401);
  });

  it("answers `timeout` once the connection cap is reached", async () => {
    const parked = await started("pl_park_judge");
    const opened = [1, 2, 3].map(() => readStream(url(parked), decide, { deadlineMs: scaled(800) }));
    await new Promise((r) => setImmediate(r));
    // Wait (bounded) until the three quiet streams are open.
    const until = Date.now() + scaled(1_000);
    while (Date.now() < until && t.server.state.openStreams < 3) await new Promise((r) => setTimeout(r, 5));
    const capped = await readStream(url(parked), decide, { deadlineMs: scaled(800) });
    expect(capped.frames.map((f) => f.event)).toEqual(["timeout"]);
    expect(capped.ended).toBe(true);
    await Promise.all(opened);
  });
});
