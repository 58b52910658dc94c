/**
 * The recording mock in process (startServer({ checkClients })): what it records of an exchange
 * (key ids and body digests, never a secret), what the provocations change in answers and only
 * there, each duty found on live traffic, and the report's files and exit code.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ADMIN, readStream, testServer, type TestServer } from "./harness.ts";
import { UNKNOWN_FIELD, UNKNOWN_VALUE } from "../conduct/doctor/unknown.ts";
import {
  CLIENT_ERROR_HEADER,
  NO_KEY,
  UNREADABLE_KEY,
  type ConductSettings,
  type RecordedExchange,
} from "../conduct/types.ts";
import {
  ACCEPT_UNKNOWN,
  PAGING_ENDS_ON_NULL,
  RETRY_NON_IDEMPOTENT,
  STOP_ON_ECHOED_CURSOR,
  STREAM_NO_RECONNECT,
} from "../conduct/duties/index.ts";
import { conductReportDir, conductSettings, finishConduct } from "../conduct/command.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { ConductRecorder } from "../conduct/recorder.ts";
import { conductMarkdown } from "../conduct/markdown.ts";
import { contractIndex } from "../../lib/contract/index.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const ADMIN_ID = "devadmin";
const keyId = (secret: string) => /^apk_([a-z0-9]+)\./.exec(secret)![1];

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function recording(settings: Partial<ConductSettings> = {}): Promise<TestServer> {
  t = await testServer({ checkClients: { echoCursorOnce: false, addUnknown: false, ...settings } });
  return t;
}

function exchanges(s: TestServer): RecordedExchange[] {
  return s.server.conduct!.exchanges;
}

/** Polls until the recording satisfies `ok` (a closed connection is noted asynchronously), for at most 5 s. */
async function until(s: TestServer, ok: (xs: RecordedExchange[]) => boolean): Promise<void> {
  const deadline = Date.now() + scaled(5_000);
  while (!ok(exchanges(s))) {
    if (Date.now() > deadline)
      throw new Error(`the recording never got there: ${JSON.stringify(exchanges(s).slice(-3))}`);
    await new Promise((r) => setImmediate(r));
  }
}

function broke(s: TestServer, client: string): string[] {
  return s.server.conduct!.report().clients.find((c) => c.client === client)?.broke ?? [];
}

async function walkKaizen(s: TestServer, key: string): Promise<(string | null)[]> {
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const r: { status: number; body: { nextCursor: string | null } } = await s.call(
      "GET",
      `/kaizen/entries?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      { key },
    );
    expect(r.status).toBe(200);
    if (r.body.nextCursor !== null && r.body.nextCursor === cursor) throw new Error("echoed");
    cursor = r.body.nextCursor;
    cursors.push(cursor);
  } while (cursor);
  return cursors;
}

describe("the recording", () => {
  it("names clients by key id, digests bodies, and keeps no secret", async () => {
    const s = await recording();
    const write = await s.mint("write");
    await s.call("POST", "/jobs", { key: write, body: { pipelineId: "pl_job_echo", input: "a" } });
    await s.call("POST", "/jobs", { key: write, body: { pipelineId: "pl_job_echo", input: "a" } });
    await s.call("POST", "/jobs", { key: write, body: { pipelineId: "pl_job_echo", input: "b" } });
    await s.call("GET", "/me", { key: write, headers: { [CLIENT_ERROR_HEADER]: `failed with key ${write}` } });
    await s.call("GET", "/me", { key: null });
    await s.call("GET", "/me", { key: "not-a-key" });
    await until(s, (xs) => xs.length === 7 && xs.every((x) => x.endedAt !== null));
    const xs = exchanges(s);
    expect(xs.map((x) => x.client)).toEqual([
      ADMIN_ID,
      keyId(write),
      keyId(write),
      keyId(write),
      keyId(write),
      NO_KEY,
      UNREADABLE_KEY,
    ]);
    expect(xs.map((x) => x.operationId)).toEqual([
      "createKey",
      "createJob",
      "createJob",
      "createJob",
      "getMe",
      "getMe",
      "getMe",
    ]);
    expect(xs[1].bodyDigest).toMatch(/^[0-9a-f]{16}$/);
    expect(xs[2].bodyDigest).toBe(xs[1].bodyDigest);
    expect(xs[3].bodyDigest).not.toBe(xs[1].bodyDigest);
    expect(xs[4]).toMatchObject({
      bodyDigest: null,
      clientError: "failed with key [REDACTED]",
      status: 200,
      completed: true,
    });
    expect(xs[5].status).toBe(401);
    const text = JSON.stringify(xs) + JSON.stringify(s.server.conduct!.report());
    for (const secret of [ADMIN, ADMIN.split(".")[1], write, write.split(".")[1]]) expect(text).not.toContain(secret);
  });

  it("stops recording when it is full, and says how many requests it left out", async () => {
    const recorder = new ConductRecorder(
      contractIndex(),
      { echoCursorOnce: false, addUnknown: true },
      { maxExchanges: 2 },
    );
    const http = createServer(
      recorder.wrap((_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{}");
      }),
    );
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/v1/me`;
      const bodies = [];
      for (let i = 0; i < 4; i++)
        bodies.push(await (await fetch(url, { headers: { authorization: `Bearer ${ADMIN}` } })).json());
      // Recorded answers are doctored; the ones past the limit are left as they are.
      expect(bodies.map((b) => UNKNOWN_FIELD in b)).toEqual([true, true, false, false]);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
    expect(recorder.exchanges).toHaveLength(2);
    expect(recorder.report().summary).toMatchObject({ requests: 2, unrecorded: 2 });
    expect(conductMarkdown(recorder.report())).toContain(
      "The recording was full: 2 later request(s) were not recorded",
    );
  });

  it("leaves an ordinary server without a recording and its answers untouched", async () => {
    t = await testServer();
    expect(t.server.conduct).toBeNull();
    expect((await t.call("GET", "/me")).body).not.toHaveProperty(UNKNOWN_FIELD);
  });
});

describe("--add-unknown", () => {
  it("adds an unknown field to every object of a successful JSON answer, and unknown enum values to the first of each operation", async () => {
    const s = await recording({ addUnknown: true });
    const first = await s.call("GET", "/me");
    expect(first.body).toMatchObject({ keyId: ADMIN_ID, scope: UNKNOWN_VALUE, [UNKNOWN_FIELD]: expect.any(String) });
    // The length is the doctored body's: the client read all of it.
    expect(Number(first.headers.get("content-length"))).toBe(Buffer.byteLength(first.text));
    const second = await s.call("GET", "/me");
    expect(second.body).toMatchObject({ scope: "admin", [UNKNOWN_FIELD]: expect.any(String) });
    const page = await s.call("GET", "/kaizen/entries?limit=2");
    expect(page.body.entries[0].combo).toHaveProperty(UNKNOWN_FIELD);
    expect(page.body.entries[0].status).toBe(UNKNOWN_VALUE);
    // Refusals are not doctored: the envelope is the server's.
    const refused = await s.call("GET", "/jobs/job_nope");
    expect(refused.status).toBe(404);
    expect(refused.body.error).not.toHaveProperty(UNKNOWN_FIELD);
    await until(s, (xs) => xs.length === 4 && xs.every((x) => x.endedAt !== null));
    expect(exchanges(s)[0].doctored).toEqual({ unknownFields: 1, unknownValues: ["/scope"], echoedCursor: false });
    expect(exchanges(s)[1].doctored).toEqual({ unknownFields: 1, unknownValues: [], echoedCursor: false });
    expect(exchanges(s)[3].doctored).toBeNull();
  });

  it("sees a client that reports a failure after such an answer", async () => {
    const s = await recording({ addUnknown: true });
    const read = await s.mint("read");
    await s.call("GET", "/kaizen/entries?limit=2", { key: read });
    await s.call("GET", "/me", { key: read, headers: { [CLIENT_ERROR_HEADER]: "unknown status value" } });
    expect(broke(s, keyId(read))).toEqual([ACCEPT_UNKNOWN.id]);
  });
});

describe("--echo-cursor-once", () => {
  it("answers the first cursor of each key with itself, and every other page as it is", async () => {
    const s = await recording({ echoCursorOnce: true });
    const read = await s.mint("read");
    for (const key of [ADMIN, read]) {
      const first = await s.call("GET", "/kaizen/entries?limit=2", { key });
      const c1 = first.body.nextCursor as string;
      const echoed = await s.call("GET", `/kaizen/entries?limit=2&cursor=${encodeURIComponent(c1)}`, { key });
      expect(echoed.body.nextCursor).toBe(c1);
      const real = await s.call("GET", `/kaizen/entries?limit=2&cursor=${encodeURIComponent(c1)}`, { key });
      expect(real.body.nextCursor).not.toBe(c1);
      expect(typeof real.body.nextCursor).toBe("string");
    }
    expect(
      exchanges(s)
        .filter((x) => x.doctored?.echoedCursor)
        .map((x) => x.client),
    ).toEqual([ADMIN_ID, keyId(read)]);
    expect(broke(s, ADMIN_ID)).toEqual([STOP_ON_ECHOED_CURSOR.id]);
  });

  it("keeps a client that stops at the echo and walks again from the start", async () => {
    const s = await recording({ echoCursorOnce: true });
    await expect(walkKaizen(s, ADMIN)).rejects.toThrow("echoed");
    expect((await walkKaizen(s, ADMIN)).at(-1)).toBeNull();
    const me = s.server.conduct!.report().clients[0];
    expect(me.broke).toEqual([]);
    expect(me.results.find((r) => r.rule === STOP_ON_ECHOED_CURSOR.id)!.outcome).toBe("pass");
    expect(me.results.find((r) => r.rule === PAGING_ENDS_ON_NULL.id)!.outcome).toBe("pass");
  });
});

describe("duties found on live traffic", () => {
  it("a failed invocation sent again", async () => {
    const s = await recording();
    const body = { parameters: { outcome: "fail" } };
    expect((await s.call("POST", "/use-cases/diagnostics-drill/invocations", { body })).status).toBe(503);
    expect((await s.call("POST", "/use-cases/diagnostics-drill/invocations", { body })).status).toBe(503);
    expect(broke(s, ADMIN_ID)).toEqual([RETRY_NON_IDEMPOTENT.id]);
  });

  it("a finished job's stream opened again", async () => {
    const s = await recording();
    const job = await s.call("POST", "/jobs", { body: { pipelineId: "pl_job_echo", input: "x" } });
    const url = `${s.server.url}/api/v1/jobs/${job.body.jobId}/events`;
    expect((await readStream(url, ADMIN)).frames.at(-1)!.event).toBe("done");
    await until(s, (xs) => xs.at(-1)!.closedBy === "server");
    expect(exchanges(s).at(-1)!.terminal).toBe("done");
    expect(broke(s, ADMIN_ID)).toEqual([]);
    await readStream(url, ADMIN);
    await until(s, (xs) => xs.at(-1)!.endedAt !== null);
    expect(broke(s, ADMIN_ID)).toEqual([STREAM_NO_RECONNECT.id]);
  });

  it("paging on past the last page with a made-up cursor", async () => {
    const s = await recording();
    expect((await walkKaizen(s, ADMIN)).at(-1)).toBeNull();
    expect((await s.call("GET", "/kaizen/entries?limit=2&cursor=null")).status).toBe(400);
    expect(broke(s, ADMIN_ID)).toEqual([PAGING_ENDS_ON_NULL.id]);
  });
});

describe("the end of a recording", () => {
  it("writes conduct.json and conduct.md and answers exit 0 when no client broke a duty, 1 when one did", async () => {
    const s = await recording();
    const dir = mkdtempSync(join(tmpdir(), "conduct-"));
    dirs.push(dir);
    await walkKaizen(s, ADMIN);
    const printed: string[] = [];
    expect(finishConduct(s.server.conduct!, dir, (line) => printed.push(line))).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "conduct.json"), "utf8"))).toMatchObject({
      check: "clients",
      verdict: "clean",
      summary: { clients: 1, failures: 0 },
    });
    expect(printed[0]).toBe(readFileSync(join(dir, "conduct.md"), "utf8"));
    await s.call("GET", "/kaizen/entries?cursor=made-up");
    expect(finishConduct(s.server.conduct!, dir, () => {})).toBe(1);
    expect(readFileSync(join(dir, "conduct.md"), "utf8")).toContain(`### ${PAGING_ENDS_ON_NULL.id}`);
  });

  it("refuses a provocation without --check-clients, and a report folder it cannot write", () => {
    expect(() => conductSettings({ "add-unknown": true })).toThrow(
      new UsageError("--add-unknown needs --check-clients"),
    );
    expect(() => conductSettings({ "report-dir": "x" })).toThrow(/--report-dir needs --check-clients/);
    expect(conductSettings({})).toBeNull();
    expect(conductSettings({ "check-clients": true, "echo-cursor-once": true })).toEqual({
      echoCursorOnce: true,
      addUnknown: false,
    });
    expect(() => conductReportDir({ "report-dir": "/proc/conduct-report" })).toThrow(
      /cannot write reports to \/proc\/conduct-report/,
    );
    expect(() => conductReportDir({ "report-dir": "" })).toThrow("--report-dir needs a folder");
  });
});
