/**
 * Issue 13, "Reference server: no request can make it answer 5xx". For every operation of the
 * contract: each name of Object.prototype (`constructor`, `__proto__`, `toString`…) as a query key,
 * a query value, a path id, a header name, a body key and a body value; bodies that try to pollute
 * prototypes; deep bodies (100,000 nested arrays and objects); huge bodies (beyond
 * --max-body-bytes); and, on a raw socket, garbled framing and headers, bad percent-encoding and
 * very long URLs. Every answer is below 500, a 4XX carries the error envelope, nothing hangs, and
 * Object.prototype is untouched afterwards. The cases live in server/fuzz-cases.ts (shared with
 * `npm run fuzz:server`).
 */
import { connect } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Agent, request } from "../../lib/http/undici.ts";
import { contractIndex } from "../../lib/contract/index.ts";
import {
  deepRequests,
  garbledCases,
  isEnvelope,
  pathOf,
  pollutingRequests,
  prototypeNameRequests,
  rawExchange,
  type HostileRequest,
} from "../fuzz-cases.ts";
import { ADMIN, testServer, type TestServer } from "./harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const CONCURRENCY = 16;
const index = contractIndex();
const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

let t: TestServer;
let agent: Agent;

beforeAll(async () => {
  t = await testServer();
  agent = new Agent({ connections: CONCURRENCY, pipelining: 1 });
});
afterAll(async () => {
  await agent.close();
  await t.close();
});

function assertUnpolluted(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_KEYS);
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
}

/** Sends every request (bounded concurrency) and returns one line per answer at or above 500, 4XX without the envelope, or transport failure. */
async function sendAll(reqs: HostileRequest[]): Promise<{ failures: string[]; statuses: Map<number, number> }> {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  async function worker() {
    while (next < reqs.length) {
      const q = reqs[next++];
      try {
        const res = await request(t.server.url + q.path, {
          method: q.method as "GET",
          headers: { ...(q.auth === false ? {} : { authorization: `Bearer ${ADMIN}` }), ...q.headers },
          body: q.body,
          dispatcher: agent,
          headersTimeout: scaled(10_000),
          bodyTimeout: scaled(10_000),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
          res.body.on("error", () => {});
          res.body.destroy();
          continue;
        }
        const text = await res.body.text();
        if (res.statusCode >= 500) failures.push(`${q.label} → ${res.statusCode} ${text.slice(0, 160)}`);
        else if (res.statusCode >= 400 && q.method !== "HEAD" && !isEnvelope(text))
          failures.push(`${q.label} → ${res.statusCode} without the envelope: ${text.slice(0, 120)}`);
      } catch (e) {
        failures.push(`${q.label} → transport error ${(e as Error).message}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures, statuses };
}

/** Writes that remove seeded fixtures go last, so that the rest reach as deep as they can. */
function deletesLast(reqs: HostileRequest[]): [HostileRequest[], HostileRequest[]] {
  return [reqs.filter((r) => r.method !== "DELETE"), reqs.filter((r) => r.method === "DELETE")];
}

it("answers Object.prototype names as query keys and values, path ids, header names, body keys and values on every operation below 500", {
  timeout: scaled(60_000),
}, async () => {
  const all = index.all.flatMap((op) => prototypeNameRequests(index, op));
  expect(all.length).toBeGreaterThan(index.all.length * 12);
  const failures: string[] = [];
  for (const batch of deletesLast(all)) failures.push(...(await sendAll(batch)).failures);
  expect(failures.slice(0, 25), `${failures.length} of ${all.length} requests failed`).toEqual([]);
  assertUnpolluted();
});

it("refuses or ignores bodies that try to pollute a prototype, and Object.prototype stays clean", {
  timeout: scaled(60_000),
}, async () => {
  const all = index.all.flatMap((op) => pollutingRequests(index, op));
  const failures: string[] = [];
  for (const batch of deletesLast(all)) failures.push(...(await sendAll(batch)).failures);
  expect(failures.slice(0, 25), `${failures.length} of ${all.length} requests failed`).toEqual([]);
  assertUnpolluted();
});

it("refuses deep bodies (100,000 nested arrays or objects) with a 4XX envelope on every operation that takes a body", {
  timeout: scaled(60_000),
}, async () => {
  const all = index.all.filter((op) => op.body).flatMap((op) => deepRequests(index, op, 100_000));
  const { failures, statuses } = await sendAll(all);
  expect(failures.slice(0, 25), `${failures.length} of ${all.length} requests failed`).toEqual([]);
  expect(
    [...statuses.keys()].every((s) => s >= 400 && s < 500),
    JSON.stringify([...statuses]),
  ).toBe(true);
});

it("refuses bodies beyond --max-body-bytes with a 413 envelope, with and without a content-length", {
  timeout: scaled(60_000),
}, async () => {
  const max = t.server.state.options.maxBodyBytes;
  const big = "x".repeat(max + 1);
  const failures: string[] = [];
  for (const op of index.all.filter((o) => o.body)) {
    for (const chunked of [false, true]) {
      const res = await request(t.server.url + pathOf(op), {
        method: op.method as "POST",
        headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" },
        // A stream has no length: undici sends it chunked.
        body: chunked
          ? Readable.from(
              (function* () {
                for (let i = 0; i < big.length; i += 65_536) yield Buffer.from(big.slice(i, i + 65_536));
              })(),
            )
          : big,
        dispatcher: agent,
        headersTimeout: scaled(10_000),
        bodyTimeout: scaled(10_000),
      });
      const text = await res.body.text();
      if (res.statusCode !== 413 || !isEnvelope(text))
        failures.push(
          `${op.operationId} ${chunked ? "chunked" : "content-length"} → ${res.statusCode} ${text.slice(0, 120)}`,
        );
    }
  }
  expect(failures).toEqual([]);
});

it("keeps the connection after a 413: the body is drained, not reset, and the next request on it is answered", {
  timeout: scaled(30_000),
}, async () => {
  const max = t.server.state.options.maxBodyBytes;
  const u = new URL(t.server.url);
  const chunk = "x".repeat(65_536);
  const chunks = Math.ceil((max * 2) / chunk.length);
  const head = (extra: string) =>
    `POST /api/v1/keys HTTP/1.1\r\nhost: ${u.host}\r\nauthorization: Bearer ${ADMIN}\r\ncontent-type: application/json\r\n${extra}\r\n`;
  const chunked = `${head("transfer-encoding: chunked\r\n") + `${chunk.length.toString(16)}\r\n${chunk}\r\n`.repeat(chunks)}0\r\n\r\n`;
  const declared = head(`content-length: ${chunk.length * chunks}\r\n`) + chunk.repeat(chunks);
  const last = `GET /api/v1/me HTTP/1.1\r\nhost: ${u.host}\r\nauthorization: Bearer ${ADMIN}\r\nconnection: close\r\n\r\n`;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(u.port), u.hostname);
    let got = "";
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => (got += d));
    socket.on("end", () => resolve(got));
    socket.on("error", (e) =>
      reject(new Error(`${(e as NodeJS.ErrnoException).code} after ${JSON.stringify(got.slice(0, 200))}`)),
    );
    socket.write(chunked + declared + last);
  });
  // A response's status line follows the previous body directly (JSON bodies end without a newline).
  const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
  expect(statuses).toEqual([413, 413, 200]);
});

it("answers garbled framing, headers, encodings and very long URLs with a 4XX envelope (or a success), never a 5XX or a hang", {
  timeout: scaled(60_000),
}, async () => {
  const failures: string[] = [];
  const cases = garbledCases(ADMIN, t.server.state.options.maxBodyBytes);
  await Promise.all(
    cases.map(async (c) => {
      const r = await rawExchange(t.server.url, c.bytes, { halfClose: c.halfClose, timeoutMs: scaled(8_000) });
      if ("error" in r) failures.push(`${c.label}: ${r.error}`);
      else if (r.status >= 500) failures.push(`${c.label} → ${r.status} ${r.body.slice(0, 120)}`);
      else if (r.status >= 400 && !isEnvelope(r.body))
        failures.push(`${c.label} → ${r.status} without the envelope: ${JSON.stringify(r.body.slice(0, 80))}`);
    }),
  );
  expect(failures.sort()).toEqual([]);
  const me = await t.call("GET", "/me");
  expect(me.status).toBe(200);
  assertUnpolluted();
});
