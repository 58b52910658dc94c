/**
 * Jobs (doc 2 Jobs; doc 1 Jobs; doc 1 States and transitions "Job" rows; doc 2 Events, Streams
 * "Job"): every operation answers its documented status with a body valid against the contract,
 * plus one test per rule (slots, observation-driven progress, cancel, paging, stream replay).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractValidators, contractIndex } from "../../lib/contract/index.ts";
import { ADMIN, PEER, testServer, type ApiResponse, type TestServer, valid } from "./harness.ts";
import type { SseSink } from "../state/reply.ts";
import { pumpJobStream } from "../domain/jobs/stream.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const v = new ContractValidators(contractIndex());
let t: TestServer;

function reason(r: ApiResponse): string | undefined {
  return r.body?.error?.details?.reason ?? r.body?.error?.code;
}

interface Frame {
  event: string;
  id?: string;
  data: any;
}

/** Reads an event stream to its end (the server closes it after the terminal event). */
async function stream(
  srv: TestServer,
  path: string,
  key = ADMIN,
): Promise<{ status: number; type: string | null; frames: Frame[]; body: any }> {
  const res = await fetch(`${srv.server.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(scaled(10_000)),
  });
  const text = await res.text();
  const type = res.headers.get("content-type");
  if (!type?.startsWith("text/event-stream"))
    return { status: res.status, type, frames: [], body: text ? JSON.parse(text) : undefined };
  const frames: Frame[] = [];
  for (const block of text.split("\n\n")) {
    if (!block.trim() || block.startsWith(":")) continue;
    const f: Frame = { event: "message", data: undefined };
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event: ")) f.event = line.slice(7);
      else if (line.startsWith("id: ")) f.id = line.slice(4);
      else if (line.startsWith("data: ")) data.push(line.slice(6));
    }
    f.data = JSON.parse(data.join("\n"));
    frames.push(f);
  }
  return { status: res.status, type, frames, body: undefined };
}

async function createJob(srv: TestServer, body: Record<string, unknown>, key = ADMIN): Promise<ApiResponse> {
  return srv.call("POST", "/jobs", { key, body: { input: "brief", ...body } });
}

async function runToEnd(srv: TestServer, jobId: string): Promise<any> {
  for (let i = 0; i < 20; i++) {
    const r = await srv.call("GET", `/jobs/${jobId}`);
    if (r.body.status !== "running") return r.body;
  }
  throw new Error("job did not finish within 20 observations");
}

beforeAll(async () => {
  t = await testServer({ jobSlots: 100 });
});
afterAll(() => t.close());

describe("POST /jobs", () => {
  it("answers 202 PublicJobAccepted, running, with self and events links", async () => {
    const r = await createJob(t, { pipelineId: "pl_job_echo", title: "hello" });
    valid("createJob", r, 202);
    expect(r.body.status).toBe("running");
    expect(r.body.links).toEqual({
      self: `/api/v1/jobs/${r.body.jobId}`,
      events: `/api/v1/jobs/${r.body.jobId}/events`,
    });
  });

  it("needs a write key (doc 1 States: start job, `write` key)", async () => {
    const read = await t.mint("read");
    expect((await createJob(t, { pipelineId: "pl_job_echo" }, read)).status).toBe(403);
    const write = await t.mint("write");
    expect((await createJob(t, { pipelineId: "pl_job_echo" }, write)).status).toBe(202);
  });

  it("refuses an unknown pipeline with 404 and a non-public one with 422 (reference choices)", async () => {
    const unknown = await createJob(t, { pipelineId: "pl_nope" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBeTypeOf("string");
    const internal = await createJob(t, { pipelineId: "pl_job_internal" });
    expect(internal.status).toBe(422);
    expect(internal.body.error.code).toBe("pipeline_not_public");
  });

  it("refuses bodies the contract refuses (missing input, empty pipelineId)", async () => {
    expect((await t.call("POST", "/jobs", { body: { pipelineId: "pl_job_echo" } })).status).toBe(400);
    expect((await t.call("POST", "/jobs", { body: { input: "x", pipelineId: "" } })).status).toBe(400);
  });

  it("reports the creating key's externalIdentity, not withheld (doc 2 Authentication 11)", async () => {
    const k = await t.call("POST", "/keys", { body: { label: "ext", scope: "write", externalIdentity: "partner-ci" } });
    expect(k.status).toBe(201);
    const c = await createJob(t, { pipelineId: "pl_job_echo" }, k.body.secret);
    const j = await t.call("GET", `/jobs/${c.body.jobId}`);
    valid("getJob", j, 200);
    expect(j.body.externalIdentity).toBe("partner-ci");
    expect(j.body.externalIdentityWithheld).toBe(false);
    const plain = await createJob(t, { pipelineId: "pl_job_echo" });
    expect((await t.call("GET", `/jobs/${plain.body.jobId}`)).body.externalIdentity).toBeNull();
  });
});

describe("job slots (doc 1 States: slot used / slot freed; doc 2 Limits)", () => {
  it("refuses a job beyond options.jobSlots with 429, and admits one again once a slot is freed", async () => {
    const s = await testServer({ jobSlots: 2 });
    try {
      const a = await createJob(s, { pipelineId: "pl_job_echo" });
      const b = await createJob(s, { pipelineId: "pl_job_echo" });
      expect([a.status, b.status]).toEqual([202, 202]);
      const c = await createJob(s, { pipelineId: "pl_job_echo" });
      expect(c.status).toBe(429);
      expect(reason(c)).toBe("job_slots_exhausted");
      // Slots are per workspace: the peer workspace is unaffected.
      expect((await createJob(s, { pipelineId: "pl_job_echo" }, PEER)).status).toBe(202);
      // Cancelling frees a slot.
      expect((await s.call("POST", `/jobs/${a.body.jobId}/cancel`)).status).toBe(200);
      const d = await createJob(s, { pipelineId: "pl_job_echo" });
      expect(d.status).toBe(202);
      expect((await createJob(s, { pipelineId: "pl_job_echo" })).status).toBe(429);
      // Finishing frees a slot too.
      await runToEnd(s, b.body.jobId);
      expect((await createJob(s, { pipelineId: "pl_job_echo" })).status).toBe(202);
    } finally {
      await s.close();
    }
  });
});

describe("GET /jobs/{id}", () => {
  it("advances a running job one step per read, then succeeds with a result object", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo", input: "echo me" });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await t.call("GET", `/jobs/${c.body.jobId}`);
      valid("getJob", r, 200);
      seen.push(r.body.status);
    }
    expect(seen).toEqual(["running", "running", "succeeded"]);
    const done = await t.call("GET", `/jobs/${c.body.jobId}`);
    valid("getJob", done, 200);
    expect(done.body).toMatchObject({
      jobId: c.body.jobId,
      pipelineId: "pl_job_echo",
      status: "succeeded",
      error: null,
    });
    expect(done.body.result).toMatchObject({ output: "echo me" });
  });

  it("ends a failing pipeline `failed` with an error object and a null result", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_fail" });
    const end = await runToEnd(t, c.body.jobId);
    expect(end.status).toBe("failed");
    expect(end.result).toBeNull();
    expect(end.error).toMatchObject({ kind: "step_failed" });
  });

  it("is 404 for an unknown id and for another workspace's job", async () => {
    expect((await t.call("GET", "/jobs/job_nope")).status).toBe(404);
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    expect((await t.call("GET", `/jobs/${c.body.jobId}`, { key: PEER })).status).toBe(404);
    expect((await t.call("POST", `/jobs/${c.body.jobId}/cancel`, { key: PEER })).status).toBe(404);
    expect((await stream(t, `/jobs/${c.body.jobId}/events`, PEER)).status).toBe(404);
  });
});

describe("POST /jobs/{id}/cancel", () => {
  it("ends a running job (failed, error kind `cancelled`), idempotently", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    const r = await t.call("POST", `/jobs/${c.body.jobId}/cancel`);
    valid("cancelJob", r, 200);
    expect(r.body.status).toBe("failed");
    expect(r.body.error).toMatchObject({ kind: "cancelled" });
    const again = await t.call("POST", `/jobs/${c.body.jobId}/cancel`);
    valid("cancelJob", again, 200);
    expect(again.body).toEqual(r.body);
    // A cancelled job does not advance any more.
    expect((await t.call("GET", `/jobs/${c.body.jobId}`)).body).toEqual(r.body);
  });

  it("returns a finished job unchanged", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    const end = await runToEnd(t, c.body.jobId);
    const r = await t.call("POST", `/jobs/${c.body.jobId}/cancel`);
    valid("cancelJob", r, 200);
    expect(r.body).toEqual(end);
  });

  it("needs a write key", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    const read = await t.mint("read");
    expect((await t.call("POST", `/jobs/${c.body.jobId}/cancel`, { key: read })).status).toBe(403);
    expect((await t.call("GET", `/jobs/${c.body.jobId}`, { key: read })).status).toBe(200);
  });
});

describe("GET /jobs", () => {
  it("answers {jobs, nextCursor}, newest first, with the seeded succeeded and failed jobs", async () => {
    const s = await testServer();
    try {
      const r = await s.call("GET", "/jobs");
      valid("listJobs", r, 200);
      expect(r.body.nextCursor).toBeNull();
      expect(r.body.jobs.map((j: any) => j.status).sort()).toEqual(["failed", "succeeded"]);
      for (const j of r.body.jobs) expect(v.schema("PublicJob", "tolerant")(j).ok).toBe(true);
      const c = await createJob(s, { pipelineId: "pl_job_echo" });
      const after = await s.call("GET", "/jobs");
      expect(after.body.jobs[0].jobId).toBe(c.body.jobId);
      const times = after.body.jobs.map((j: any) => j.createdAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      // Only this workspace's jobs.
      const peer = await s.call("GET", "/jobs", { key: PEER });
      expect(peer.body.jobs.map((j: any) => j.jobId)).not.toContain(c.body.jobId);
    } finally {
      await s.close();
    }
  });

  it("filters by status and by since (createdAt >= since)", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    const created = (await t.call("GET", `/jobs/${c.body.jobId}`)).body.createdAt;
    const running = await t.call("GET", "/jobs?status=running");
    valid("listJobs", running, 200);
    expect(running.body.jobs.length).toBeGreaterThan(0);
    expect(running.body.jobs.every((j: any) => j.status === "running")).toBe(true);
    const succeeded = await t.call("GET", "/jobs?status=succeeded");
    expect(succeeded.body.jobs.every((j: any) => j.status === "succeeded")).toBe(true);
    const since = await t.call("GET", `/jobs?since=${created}`);
    expect(since.body.jobs.map((j: any) => j.jobId)).toContain(c.body.jobId);
    expect(since.body.jobs.every((j: any) => j.createdAt >= created)).toBe(true);
    const later = await t.call("GET", `/jobs?since=${created + 1}`);
    expect(later.body.jobs.map((j: any) => j.jobId)).not.toContain(c.body.jobId);
  });

  it("pages by keyset without repeats, and refuses a cursor of another filter set", async () => {
    const all = (await t.call("GET", "/jobs")).body.jobs.map((j: any) => j.jobId);
    expect(all.length).toBeGreaterThan(3);
    const walked: string[] = [];
    let cursor: string | null = null;
    let first: string | null = null;
    for (let i = 0; i < 100; i++) {
      const r: ApiResponse = await t.call(
        "GET",
        `/jobs?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      valid("listJobs", r, 200);
      expect(r.body.jobs.length).toBeLessThanOrEqual(2);
      walked.push(...r.body.jobs.map((j: any) => j.jobId));
      expect(r.body.nextCursor).not.toBe(cursor);
      cursor = r.body.nextCursor;
      first ??= cursor;
      if (!cursor) break;
    }
    expect(walked).toEqual(all);
    const foreign = await t.call("GET", `/jobs?status=failed&cursor=${encodeURIComponent(first!)}`);
    expect(foreign.status).toBe(400);
    expect((await t.call("GET", "/jobs?cursor=garbage")).status).toBe(400);
  });

  it("does not advance jobs by listing", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    for (let i = 0; i < 5; i++) await t.call("GET", "/jobs");
    const row = (await t.call("GET", "/jobs?status=running")).body.jobs.find((j: any) => j.jobId === c.body.jobId);
    expect(row?.status).toBe("running");
  });
});

describe("GET /jobs/{id}/events (doc 2 Events, Streams)", () => {
  it("streams progress frames driven by the stream itself and ends with `done`", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    const s = await stream(t, `/jobs/${c.body.jobId}/events`);
    expect(s.status).toBe(200);
    expect(s.type).toMatch(/^text\/event-stream/);
    const events = s.frames.map((f) => f.event);
    expect(events.at(-1)).toBe("done");
    expect(events.slice(0, -1).every((e) => e === "progress")).toBe(true);
    expect(events.filter((e) => e === "progress").length).toBeGreaterThanOrEqual(2);
    expect(s.frames.at(-1)!.data).toMatchObject({ jobId: c.body.jobId, status: "succeeded" });
    expect(s.frames.map((f) => Number(f.id))).toEqual(s.frames.map((_, i) => i + 1));
    expect((await t.call("GET", `/jobs/${c.body.jobId}`)).body.status).toBe("succeeded");
  });

  it("replays the stream from its start on reconnect", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    await t.call("GET", `/jobs/${c.body.jobId}`); // one step observed before any stream
    const first = await stream(t, `/jobs/${c.body.jobId}/events`);
    const second = await stream(t, `/jobs/${c.body.jobId}/events`);
    expect(second.frames).toEqual(first.frames);
    expect(first.frames[0]).toMatchObject({ event: "progress", data: { step: 0 } });
  });

  it("ends a failing job with `error` and a cancelled one with `stopped`", async () => {
    const bad = await createJob(t, { pipelineId: "pl_job_fail" });
    const s1 = await stream(t, `/jobs/${bad.body.jobId}/events`);
    expect(s1.frames.at(-1)).toMatchObject({ event: "error", data: { status: "failed" } });
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    await t.call("POST", `/jobs/${c.body.jobId}/cancel`);
    const s2 = await stream(t, `/jobs/${c.body.jobId}/events`);
    expect(s2.frames.map((f) => f.event)).toEqual(["progress", "stopped"]);
    expect(s2.frames[1].data.error).toMatchObject({ kind: "cancelled" });
  });

  it("replays a seeded finished job and needs only a read key", async () => {
    const read = await t.mint("read");
    const list = await t.call("GET", "/jobs?status=succeeded", { key: read });
    const seeded = list.body.jobs.at(-1);
    const s = await stream(t, `/jobs/${seeded.jobId}/events`, read);
    expect(s.status).toBe(200);
    expect(s.frames.at(-1)!.event).toBe("done");
  });

  it("answers 404 with the envelope (not a stream) for an unknown job", async () => {
    const s = await stream(t, "/jobs/job_unknown/events");
    expect(s.status).toBe(404);
    expect(s.body.error.code).toBeTypeOf("string");
  });

  it("stops driving the job when the client disconnects (sink.onClose)", async () => {
    const c = await createJob(t, { pipelineId: "pl_job_echo" });
    const job = t.server.state.workspaces.get("ws_a")!.jobs.jobs.get(c.body.jobId)!;
    const closers: (() => void)[] = [];
    const sent: string[] = [];
    let closed = false;
    const sink: SseSink = {
      send(event) {
        sent.push(event);
        // The client goes away right after the first replayed frame.
        closed = true;
        for (const fn of closers) fn();
      },
      comment() {},
      close() {
        closed = true;
      },
      onClose(fn) {
        closers.push(fn);
      },
      get closed() {
        return closed;
      },
    };
    pumpJobStream(job, sink);
    // Let any scheduled turn run (bounded loop of event-loop turns, no sleep).
    for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
    expect(sent).toEqual(["progress"]);
    expect(job.status).toBe("running");
    expect(job.step).toBeLessThanOrEqual(1);
  });
});
