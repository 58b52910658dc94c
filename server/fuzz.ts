/**
 * npm run fuzz:server — a bounded benchmark, not a test: starts the reference server in-process on
 * 127.0.0.1 (port 0) and sends it seeded hostile requests (server/fuzz-cases.ts) with bounded
 * concurrency, then prints the status histogram, the 5xx count, transport errors and hangs, 4XX
 * answers without the error envelope, requests/s, and the process's RSS at start, peak (sampled)
 * and end. Exits 0 when no request was answered 5xx, 1 otherwise.
 *
 *   npm run fuzz:server -- [--seed N (1)] [--requests N (100000)] [--concurrency N (32)] [--max-seconds N (300)]
 *                          [--only KIND,… (all): prototype-names, polluting-body, bad-encoding, garbled-raw, deep-body, huge-body, random]
 *
 * The mix, by seeded draw: every operation of the contract with the names of Object.prototype as
 * query keys and values, path ids, header names, body keys and values (45%); prototype-polluting
 * bodies (10%); bad percent-encodings in paths and queries (10%); garbled framing, headers,
 * authorization schemes and very long URLs on a raw socket (10%); deep bodies, 1,000 to 100,000
 * levels (4%); bodies beyond --max-body-bytes, with a content-length or chunked (1%); and random
 * requests from the contract (20%: random keys, strings and bodies, as server/tests/fuzz.test.ts).
 */
import { Readable } from "node:stream";
import { Agent, request } from "../lib/http/undici.ts";
import { contractIndex, type Operation } from "../lib/contract/index.ts";
import { startServer } from "./index.ts";
import { prng } from "./domain/server-state.ts";
import { DEV_ADMIN_KEY, DEV_PEER_ADMIN_KEY } from "./options.ts";
import {
  BAD_ENCODINGS,
  PROTOTYPE_NAMES,
  badEncodingRequest,
  baseBody,
  bodyPropertyNames,
  deepRequest,
  garbledCases,
  isEnvelope,
  pathOf,
  pollutingRequests,
  prototypeNameRequests,
  rawExchange,
  type HostileRequest,
  type RawCase,
} from "./fuzz-cases.ts";

const KINDS = [
  "prototype-names",
  "polluting-body",
  "bad-encoding",
  "garbled-raw",
  "deep-body",
  "huge-body",
  "random",
] as const;

function parseArgs(argv: string[]): {
  seed: number;
  requests: number;
  concurrency: number;
  maxSeconds: number;
  only: Set<string>;
} {
  const out = { seed: 1, requests: 100_000, concurrency: 32, maxSeconds: 300 };
  let only = new Set<string>(KINDS);
  const names: Record<string, keyof typeof out> = {
    "--seed": "seed",
    "--requests": "requests",
    "--concurrency": "concurrency",
    "--max-seconds": "maxSeconds",
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    if (flag === "--help" || flag === "-h") {
      console.log(
        `usage: npm run fuzz:server -- [--seed N] [--requests N] [--concurrency N] [--max-seconds N] [--only ${KINDS.join(",")}]`,
      );
      process.exit(0);
    }
    if (flag === "--only") {
      only = new Set((inline ?? argv[++i] ?? "").split(","));
      const unknown = [...only].filter((k) => !(KINDS as readonly string[]).includes(k));
      if (unknown.length || only.size === 0) throw new Error(`--only takes kinds among ${KINDS.join(", ")}`);
      continue;
    }
    if (!Object.hasOwn(names, flag))
      throw new Error(`unknown option ${argv[i]} (--seed, --requests, --concurrency, --max-seconds, --only)`);
    const value = Number(inline ?? argv[++i]);
    if (!Number.isFinite(value) || value < (flag === "--seed" ? 0 : 1)) throw new Error(`${flag} needs a number`);
    out[names[flag]] = Math.floor(value);
  }
  return { ...out, only };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

const RANDOM_STRINGS = [
  "",
  "x",
  "seed",
  "ünïcødé ✓",
  "../../etc/passwd",
  "%00",
  "null",
  "-1",
  "0",
  "101",
  "true",
  "<script>",
  " ",
  "Ops Alerts",
  ...PROTOTYPE_NAMES,
];

function randomJson(r: Rand, depth = 0): unknown {
  switch (Math.floor(r() * (depth > 2 ? 6 : 9))) {
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
      return pick(r, RANDOM_STRINGS);
    case 6:
      return Array.from({ length: Math.floor(r() * 4) }, () => randomJson(r, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = 0; i < Math.floor(r() * 5); i++)
        Object.defineProperty(o, pick(r, RANDOM_STRINGS) || "k", {
          value: randomJson(r, depth + 1),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return o;
    }
  }
}

type Draw = { kind: string; http: HostileRequest } | { kind: string; raw: RawCase };

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const index = contractIndex();
  const ops = index.all;
  const rssMiB = () => Math.round(process.memoryUsage.rss() / 1024 / 102.4) / 10;

  // The fixed pools the draws pick from (deterministic: built from the contract alone).
  const named = ops.flatMap((op) => prototypeNameRequests(index, op));
  const polluting = ops.flatMap((op) => pollutingRequests(index, op));
  const server = await startServer({ port: 0, host: "127.0.0.1", seed: args.seed });
  const maxBody = server.state.options.maxBodyBytes;
  const garbled = garbledCases(DEV_ADMIN_KEY, maxBody);
  const hugeBody = Buffer.alloc(Math.ceil(maxBody * 1.5), "x");
  const propsOf = new Map<Operation, string[]>(ops.map((op) => [op, op.body ? bodyPropertyNames(index, op) : []]));

  /** A draw of one of the kinds asked for (`--only`): others are drawn and skipped, so a seed keeps its sequence. */
  function draw(r: Rand): Draw {
    for (;;) {
      const d = drawAny(r);
      if (args.only.has(d.kind.replace(/-chunked$/, ""))) return d;
    }
  }

  function drawAny(r: Rand): Draw {
    const x = r();
    if (x < 0.45) return { kind: "prototype-names", http: pick(r, named) };
    if (x < 0.55) return { kind: "polluting-body", http: pick(r, polluting) };
    if (x < 0.65)
      return {
        kind: "bad-encoding",
        http: badEncodingRequest(
          pick(r, ops),
          pick(r, BAD_ENCODINGS),
          pick(r, ["path", "query-key", "query-value"] as const),
        ),
      };
    if (x < 0.75) return { kind: "garbled-raw", raw: pick(r, garbled) };
    if (x < 0.79) {
      const op = pick(r, ops);
      const props = propsOf.get(op)!;
      const property = props.length && r() < 0.6 ? pick(r, props) : undefined;
      return {
        kind: "deep-body",
        http: deepRequest(index, op, pick(r, [1_000, 10_000, 100_000]), r() < 0.5 ? "array" : "object", property),
      };
    }
    if (x < 0.8) {
      const op = pick(
        r,
        ops.filter((o) => o.body),
      );
      const size = maxBody + 1 + Math.floor(r() * (hugeBody.length - maxBody - 1));
      const chunked = r() < 0.5;
      return {
        kind: chunked ? "huge-body-chunked" : "huge-body",
        http: {
          label: `${op.method} ${op.path} ${size} bytes${chunked ? " chunked" : ""}`,
          method: op.method,
          path: pathOf(op),
          headers: { "content-type": "application/json", ...(chunked ? { "x-chunked": "1" } : {}) },
          body: `\u0000HUGE:${size}`,
        },
      };
    }
    // Random requests from the contract: random key, path values, query and body.
    const op = pick(r, ops);
    const params: Record<string, string> = {};
    for (const p of op.pathParams) if (r() < 0.5) params[p.name] = pick(r, RANDOM_STRINGS) || "id";
    const query = new URLSearchParams();
    for (const p of op.queryParams) if (r() < 0.4) query.append(p.name, pick(r, RANDOM_STRINGS));
    if (r() < 0.2) query.append(pick(r, RANDOM_STRINGS) || "q", pick(r, RANDOM_STRINGS));
    const qs = query.toString();
    const key = r();
    const headers: Record<string, string> = {};
    if (key < 0.1) headers.authorization = `Bearer ${DEV_PEER_ADMIN_KEY}`;
    else if (key < 0.15)
      headers.authorization = pick(r, ["Bearer", "Basic abc", "Bearer apk_x.y", "Bearer constructor"]);
    let body: string | undefined;
    const b = r();
    if (b < 0.4 && op.body) body = JSON.stringify({ ...baseBody(index, op), ...(randomJson(r, 2) as object) });
    else if (b < 0.6) body = JSON.stringify(randomJson(r));
    else if (b < 0.63) body = "{not json";
    if (body !== undefined)
      headers["content-type"] = r() < 0.9 ? "application/json" : pick(r, ["text/plain", "application/xml", ""]);
    return {
      kind: "random",
      http: {
        label: `random ${op.method} ${op.path}`,
        method: op.method,
        path: pathOf(op, params) + (qs ? `?${qs}` : ""),
        headers,
        body,
        auth: key >= 0.1 && key < 0.15 ? false : undefined,
      },
    };
  }

  const statuses = new Map<number, number>();
  const byKind = new Map<string, { n: number; fivexx: number }>();
  const samples: string[] = [];
  let fivexx = 0;
  let transport = 0;
  let hangs = 0;
  let noEnvelope = 0;
  let sent = 0;
  const opsSeen = new Set<string>();
  const rssStart = rssMiB();
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB())), 100);
  const agent = new Agent({
    connections: args.concurrency,
    pipelining: 1,
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
  });
  const r = prng(args.seed);
  const t0 = performance.now();
  const deadline = t0 + args.maxSeconds * 1000;
  let next = 0;
  let timedOut = false;

  function note(kind: string, label: string, status: number | null, text: string, error?: string): void {
    const k = byKind.get(kind) ?? { n: 0, fivexx: 0 };
    k.n++;
    byKind.set(kind, k);
    if (status === null) {
      transport++;
      if (error?.startsWith("no response")) hangs++;
      if (samples.length < 20) samples.push(`${kind}: ${label} → ${error}`);
      return;
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500) {
      fivexx++;
      k.fivexx++;
      if (samples.length < 20) samples.push(`${kind}: ${label} → ${status} ${text.slice(0, 160)}`);
    } else if (status >= 400 && !isEnvelope(text)) {
      noEnvelope++;
      if (samples.length < 20)
        samples.push(`${kind}: ${label} → ${status} without the envelope: ${text.slice(0, 100)}`);
    }
  }

  async function send(d: Draw): Promise<void> {
    if ("raw" in d) {
      const res = await rawExchange(server.url, d.raw.bytes, { halfClose: d.raw.halfClose, timeoutMs: 15_000 });
      if ("error" in res) note(d.kind, d.raw.label, null, "", res.error);
      else note(d.kind, d.raw.label, res.status, res.body);
      return;
    }
    const q = d.http;
    const m = /^\u0000HUGE:(\d+)$/.exec(q.body ?? "");
    const { "x-chunked": chunked, ...headers } = q.headers;
    let body: string | Buffer | Readable | undefined = q.body;
    if (m) {
      const bytes = hugeBody.subarray(0, Number(m[1]));
      body = chunked
        ? Readable.from(
            (function* () {
              for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536);
            })(),
          )
        : bytes;
    }
    const matched = index.match(q.method, q.path.split("?")[0].slice("/api/v1".length));
    if (matched) opsSeen.add(matched.operation.operationId);
    try {
      const res = await request(server.url + q.path, {
        method: q.method as "GET",
        headers: {
          ...(q.auth === false || headers.authorization ? {} : { authorization: `Bearer ${DEV_ADMIN_KEY}` }),
          ...headers,
        },
        body,
        dispatcher: agent,
      });
      if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
        res.body.on("error", () => {});
        res.body.destroy();
        note(d.kind, q.label, res.statusCode, "");
        return;
      }
      const text = q.method === "HEAD" ? "{}" : await res.body.text();
      note(
        d.kind,
        q.label,
        res.statusCode,
        res.statusCode >= 400 && q.method === "HEAD" ? '{"error":{"code":"","message":""}}' : text,
      );
    } catch (e) {
      note(d.kind, q.label, null, "", `transport: ${(e as Error).message}`);
    }
  }

  async function worker(): Promise<void> {
    while (next < args.requests) {
      if (performance.now() > deadline) {
        timedOut = true;
        return;
      }
      next++;
      sent++;
      await send(draw(r));
    }
  }
  await Promise.all(Array.from({ length: args.concurrency }, worker));
  const wall = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMiB());
  const still = await request(`${server.url}/api/v1/me`, {
    headers: { authorization: `Bearer ${DEV_ADMIN_KEY}` },
    dispatcher: agent,
  });
  await still.body.dump();
  await agent.close();
  await server.close();
  const rssEnd = rssMiB();

  const line = (k: string, v: string | number) => console.log(`${k.padEnd(22)} ${v}`);
  console.log(
    `fuzz:server — seed ${args.seed}, ${args.requests} requests asked, concurrency ${args.concurrency}, cap ${args.maxSeconds} s`,
  );
  line("requests sent", `${sent}${timedOut ? ` (stopped at the ${args.maxSeconds} s cap)` : ""}`);
  line("operations reached", `${opsSeen.size} of ${ops.length}`);
  line("wall time", `${wall.toFixed(1)} s`);
  line("requests/s", Math.round(sent / wall));
  line(
    "status histogram",
    [...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}:${n}`)
      .join(" "),
  );
  line(
    "by kind",
    [...byKind]
      .sort()
      .map(([k, v]) => `${k}:${v.n}${v.fivexx ? `(5xx ${v.fivexx})` : ""}`)
      .join(" "),
  );
  line("5xx", fivexx);
  line("transport errors", `${transport} (of which no answer within 15 s: ${hangs})`);
  line("4xx without envelope", noEnvelope);
  line("GET /me afterwards", still.statusCode);
  line("RSS MiB", `start ${rssStart}, peak ${rssPeak}, end ${rssEnd} (client and server share the process)`);
  line("Object.prototype", ({} as Record<string, unknown>).polluted === undefined ? "unpolluted" : "POLLUTED");
  if (samples.length) console.log(`first problems:\n  ${samples.join("\n  ")}`);
  process.exitCode = fivexx === 0 ? 0 : 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 2;
});
