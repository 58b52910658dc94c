/**
 * 10,000 seeded random requests against one server: operations from the contract with random
 * methods, path values, query strings, bodies, content types and keys, plus unknown paths. Asserts
 * that nothing answers a 5xx other than a 503 the contract documents for that operation, that
 * every error carries the envelope, and that the server still answers afterwards.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { Agent, request } from "../../lib/http/undici.ts";
import { contractIndex, fillPath, type Operation } from "../../lib/contract/index.ts";
import { prng } from "../domain/server-state.ts";
import { ADMIN, PEER, testServer, type TestServer } from "./harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const COUNT = 10_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CONCURRENCY = 16;

const index = contractIndex();
let t: TestServer;
let keys: string[];
let agent: Agent;

beforeAll(async () => {
  t = await testServer();
  keys = [ADMIN, ADMIN, ADMIN, PEER, await t.mint("read"), await t.mint("write"), await t.mint("decide")];
  agent = new Agent({ connections: CONCURRENCY, pipelining: 1 });
});
afterAll(async () => {
  await agent.close();
  await t.close();
});

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

function randomString(r: Rand): string {
  return pick(r, [
    "",
    "x",
    "seed",
    "a".repeat(Math.floor(r() * 300)),
    "ünïcødé ✓",
    "../../etc/passwd",
    "%00",
    "null",
    "-1",
    "0",
    "101",
    "true",
    String(Math.floor(r() * 1e9)),
    "<script>",
    " ",
    "Ops Alerts",
  ]);
}

function randomJson(r: Rand, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 2 ? 6 : 9));
  switch (k) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return Math.floor(r() * 2e6) - 1e6;
    case 3:
      return r() * 10;
    case 4:
    case 5:
      return randomString(r);
    case 6:
      return Array.from({ length: Math.floor(r() * 4) }, () => randomJson(r, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = 0; i < Math.floor(r() * 5); i++) o[randomString(r) || "k"] = randomJson(r, depth + 1);
      return o;
    }
  }
}

/** A body shaped like the operation's schema (its property names) with random values. */
function shapedBody(r: Rand, op: Operation): unknown {
  const schema = op.body?.schema ?? {};
  const ref = typeof schema.$ref === "string" ? schema.$ref.replace("#/components/schemas/", "") : null;
  const s = (ref ? index.document.components.schemas[ref] : schema) as { properties?: Record<string, unknown> };
  const o: Record<string, unknown> = {};
  for (const name of Object.keys(s.properties ?? {})) if (r() < 0.7) o[name] = randomJson(r, 1);
  return o;
}

function buildRequest(r: Rand) {
  const op = pick(r, index.all);
  const method = r() < 0.9 ? op.method : pick(r, ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);
  const params: Record<string, string> = {};
  for (const p of op.pathParams) {
    params[p.name] =
      r() < 0.3
        ? pick(r, [
            "requirements",
            "architecture",
            "default",
            "ws_a",
            "tsk_done_a",
            "run_done_a",
            "run_done_b",
            "svc_board_a",
            "art_done_a",
            "mrg_done_a",
          ])
        : randomString(r) || "id";
  }
  let path = `/api/v1${fillPath(op.path, params)}`;
  if (r() < 0.03) path = `/api/v1/${randomString(r)}/${randomString(r)}`;
  if (r() < 0.01) path = `/${randomString(r)}`;
  const query = new URLSearchParams();
  for (const p of op.queryParams) if (r() < 0.4) query.append(p.name, randomString(r));
  if (r() < 0.1) query.append(randomString(r) || "q", randomString(r));
  const qs = query.toString();
  const headers: Record<string, string> = {};
  const keyChoice = r();
  if (keyChoice < 0.85) headers.authorization = `Bearer ${pick(r, keys)}`;
  else if (keyChoice < 0.95) {
    // Header values must be ISO-8859-1: keep only what a client can put on the wire.
    headers.authorization = pick(r, [
      "Bearer",
      "Bearer apk_x.y",
      "Basic abc",
      `bearer ${ADMIN}`,
      randomString(r).replace(/[^\x20-\x7e]/g, ""),
    ]);
  }
  let body: string | undefined;
  const b = r();
  if (b < 0.35) body = JSON.stringify(shapedBody(r, op));
  else if (b < 0.55) body = JSON.stringify(randomJson(r));
  else if (b < 0.6) body = "{not json";
  else if (b < 0.62) body = "x".repeat(2_000_000);
  if (body !== undefined)
    headers["content-type"] = r() < 0.9 ? "application/json" : pick(r, ["text/plain", "application/xml", ""]);
  return { op, method, path: qs ? `${path}?${qs}` : path, headers, body };
}

it(`answers ${COUNT} seeded random requests without an undocumented 5xx`, { timeout: scaled(180_000) }, async () => {
  const r = prng(SEED);
  const requests = Array.from({ length: COUNT }, () => buildRequest(r));
  const failures: string[] = [];
  let next = 0;
  const statuses = new Map<number, number>();
  async function worker() {
    while (next < requests.length) {
      const q = requests[next++];
      const res = await request(t.server.url + q.path, {
        method: q.method as "GET",
        headers: q.headers,
        body: q.body,
        dispatcher: agent,
        headersTimeout: scaled(10_000),
        bodyTimeout: scaled(2_000),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const ct = String(res.headers["content-type"] ?? "");
      if (ct.startsWith("text/event-stream")) {
        // A stream may stay open (a parked run): drop it; destroying it surfaces an abort we expect.
        res.body.on("error", () => {});
        res.body.destroy();
        continue;
      }
      const text = await res.body.text();
      const matched = index.match(q.method, q.path.split("?")[0].replace(/^\/api\/v1/, ""));
      const documented503 = res.statusCode === 503 && matched?.operation.errors.some((e) => e.status === 503);
      if (res.statusCode >= 500 && !documented503)
        failures.push(`${q.method} ${q.path} → ${res.statusCode} ${text.slice(0, 200)}`);
      if (res.statusCode >= 400 && q.method !== "HEAD") {
        let ok = false;
        try {
          const env = JSON.parse(text);
          ok = typeof env?.error?.code === "string" && typeof env?.error?.message === "string";
        } catch {
          ok = false;
        }
        if (!ok)
          failures.push(`${q.method} ${q.path} → ${res.statusCode} without the error envelope: ${text.slice(0, 120)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(failures.slice(0, 20), `${failures.length} failures (seed ${SEED})`).toEqual([]);
  const me = await t.call("GET", "/me");
  expect(me.status).toBe(200);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(COUNT);
});
