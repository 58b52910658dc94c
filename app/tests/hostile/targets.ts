/**
 * The hostile-target catalogue: small loopback targets that misbehave the way real ones do, each
 * with the outcome the suite owes whatever happens — its exit code, whether a report is written,
 * a bound on its wall time — and, for all of them, no secret in any output and nothing of the
 * suite's left on the target where cleanup was possible (jobs excepted: they cannot be deleted,
 * and are then listed). Each is the reference server behind a proxy (proxy.ts).
 */
import { request, type IncomingMessage, type ServerResponse } from "node:http";
import type { Outcome } from "../../../lib/rules/types.ts";
import type { Behaviour } from "../loopback-proxy.ts";
import { sleep } from "../loopback-proxy.ts";
import { deepArray, gzipBomb, wideBody } from "./bombs.ts";
import { scaled } from "../../../lib/testing/slowdown.ts";

export interface Hostile {
  name: string;
  /** What it does, for the test's title. */
  does: string;
  behave: Behaviour;
  /** Built with the reference server's URL instead, for a target that rewrites its answers. */
  behaveOn?: (upstream: string) => Behaviour;
  /** Extra arguments of the run (a narrow selection keeps the catalogue quick). */
  args: string[];
  expect: {
    code: 0 | 1 | 2;
    report: boolean;
    /**
     * Wall time bound of the whole command, in seconds: a bound on a hang, not on speed. Generous:
     * the catalogue runs its targets side by side, in one process with their servers and proxies,
     * on a machine others may load too (a load of 19 on two cores took "slow" 65 s, "redirects" 58 s).
     */
    maxSeconds: number;
    /** A text the output (stdout and stderr) or the report's messages must show. */
    shows?: RegExp;
    /** Outcomes the report must hold, by "RULE operationId". */
    outcomes?: Record<string, Outcome>;
  };
}

const isMe = (req: IncomingMessage) => req.method === "GET" && /\/api\/v1\/me$/.test(req.url ?? "");
const isStream = (req: IncomingMessage) => req.method === "GET" && /\/events(\?|$)/.test(req.url ?? "");
/** A narrow but real run: identity, scopes, keys, successes and error bodies, with resources made and removed. */
const SOME = [
  "--only",
  "AUTH-ME-SCOPE,AUTH-403-BELOW,KEYS,OP-SUCCESS,OP-ERROR-ENVELOPE",
  "--operation",
  "getMe,listKeys,createKey,deleteKey,listServices,createService,deleteService,listPipelines,listJobs",
];

/**
 * EVENTS really run: the standard profile starts a job of the suite's own to stream (listPipelines,
 * createJob), reads it and cancels one (getJob, cancelJob); the task stream needs a configured
 * pipeline under full, and finds no finished task here (listServices is not selected): not exercised.
 */
const EVENTS = [
  "--profile",
  "standard",
  "--only",
  "EVENTS,OP-SUCCESS",
  "--operation",
  "streamJobEvents,streamTaskEvents,createJob,listJobs,getJob,cancelJob,listPipelines,listServices,listServiceTasks,getTaskRun,getMe",
];
/**
 * The families that read the pipeline list's body (every family on it found nothing more), on it;
 * a deadline long enough that a loaded machine parsing an 8.9 MB body is not a transport error.
 */
const ON_PIPELINES = [
  "--only",
  "OP,NULL,SEC,AUTH-ADMITTED",
  "--operation",
  "listPipelines,getMe",
  "--timeout",
  String(scaled(30_000)),
];
const isPipelines = (req: IncomingMessage) => req.method === "GET" && /\/api\/v1\/pipelines(\?|$)/.test(req.url ?? "");

/** The bomb, made once for the catalogue (613 KB). */
let bomb: Buffer | undefined;
const theBomb = () => (bomb ??= gzipBomb());

/** The reference server's answer to `req`, a 200's rewritten by `change` (its JSON body in, a JSON text out). */
async function rewritten(
  upstream: string,
  req: IncomingMessage,
  res: ServerResponse,
  change: (body: Record<string, unknown>) => string,
): Promise<"handled"> {
  const r = await fetch(`${upstream}${req.url}`, {
    headers: req.headers.authorization ? { authorization: req.headers.authorization } : {},
  });
  const text = await r.text();
  const body = r.status === 200 ? change(JSON.parse(text) as Record<string, unknown>) : text;
  res.writeHead(r.status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
  return "handled";
}

/**
 * The reference server's answer to `req` when it refuses it (a 401, as sent); when it opens the
 * stream, its status and headers, then `bomb` gzip-encoded and the end, or nothing ever (`null`).
 */
function opened(upstream: string, req: IncomingMessage, res: ServerResponse, bomb: Buffer | null): Promise<"handled"> {
  const u = new URL(upstream);
  return new Promise((resolve) => {
    const up = request({ host: u.hostname, port: u.port, path: req.url, headers: req.headers }, (answer) => {
      resolve("handled");
      if (answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      answer.destroy();
      if (bomb) {
        // As one body of a known length (the stream's own framing is chunked).
        const { "transfer-encoding": _chunked, ...headers } = answer.headers;
        res.writeHead(200, { ...headers, "content-encoding": "gzip", "content-length": bomb.length });
        res.end(bomb);
      } else {
        res.writeHead(200, answer.headers);
        res.flushHeaders();
      }
    });
    up.on("error", () => {
      res.destroy();
      resolve("handled");
    });
    up.end();
  });
}

const isMint = (req: IncomingMessage) => req.method === "POST" && /\/api\/v1\/keys$/.test(req.url ?? "");

/**
 * POST /keys sent on to the reference server, which mints the key, and then answered in a way that
 * names none: by turns a 201 cut short, a 500, and a dropped connection.
 */
async function mintedUnnamed(
  upstream: string,
  req: IncomingMessage,
  res: ServerResponse,
  n: number,
): Promise<"handled"> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  await fetch(`${upstream}${req.url}`, {
    method: "POST",
    headers: { authorization: req.headers.authorization ?? "", "content-type": "application/json" },
    body: Buffer.concat(chunks),
  });
  if (n % 3 === 2) {
    req.socket.destroy();
    return "handled";
  }
  res.writeHead(n % 3 === 0 ? 201 : 500, { "content-type": "application/json" });
  res.end(n % 3 === 0 ? '{"key": {"id": "' : JSON.stringify({ error: { code: "internal", message: "lost" } }));
  return "handled";
}

/** Wraps a behaviour: the preflight's and the ladder's /me pass through untouched. */
const afterPreflight =
  (b: Behaviour): Behaviour =>
  (req, res, n) =>
    isMe(req) ? "forward" : b(req, res, n);

export const HOSTILE: Hostile[] = [
  {
    name: "slow",
    does: "answers every request 250 ms late; the run's --max-duration stops it",
    behave: async () => {
      await sleep(250);
      return "forward" as const;
    },
    args: ["--max-duration", "6"],
    expect: { code: 2, report: true, maxSeconds: 180, shows: /interrupted by deadline/ },
  },
  {
    name: "resets",
    does: "resets every 5th connection before answering",
    behave: afterPreflight((req, _res, n) => {
      if (n % 5 !== 0) return "forward";
      req.socket.destroy();
      return "handled";
    }),
    args: SOME,
    expect: { code: 1, report: true, maxSeconds: 180, shows: /transport error/ },
  },
  {
    name: "invalid JSON",
    does: "answers every 4th request with a JSON content type and a body cut short",
    behave: afterPreflight((_req, res, n) => {
      if (n % 4 !== 0) return "forward";
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"items": [1, 2');
      return "handled";
    }),
    args: SOME,
    expect: { code: 1, report: true, maxSeconds: 180 },
  },
  {
    name: "huge bodies",
    does: "answers list reads with a 50 MB body, streamed",
    behave: afterPreflight(async (req, res) => {
      if (req.method !== "GET" || !/\/(services|pipelines|jobs)(\?|$)/.test(req.url ?? "")) return "forward";
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(1 << 20, 0x20);
      for (let i = 0; i < 50 && !res.destroyed; i++) {
        if (!res.write(chunk)) {
          // Whichever comes first; the other listener goes, or fifty waits leave fifty behind.
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off("drain", done).off("close", done);
              resolve();
            };
            res.once("drain", done).once("close", done);
          });
        }
      }
      res.end("{}");
      return "handled";
    }),
    args: SOME,
    expect: { code: 1, report: true, maxSeconds: 180, shows: /over 10485760 bytes/ },
  },
  {
    name: "500 after /me",
    does: "answers 500 with the error envelope to everything but /me",
    behave: afterPreflight((_req, res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: "internal", message: "down" } }));
      return "handled";
    }),
    args: SOME,
    expect: { code: 1, report: true, maxSeconds: 180 },
  },
  {
    name: "redirects",
    does: "redirects every request to another port (whose requests are counted: none may come)",
    // The location is filled in by the test (the counting server's port).
    behave: () => "forward",
    args: SOME,
    expect: { code: 2, report: false, maxSeconds: 180, shows: /did not answer a PublicIdentity/ },
  },
  {
    name: "hung streams",
    does: "answers event streams with the target's own status and headers, then nothing, never ending",
    behave: () => "forward",
    behaveOn: (upstream) => (req, res) => (isStream(req) ? opened(upstream, req, res, null) : "forward"),
    args: EVENTS,
    // Every read stops at --timeout (3 s times the machine's slowdown, so its digits cannot tell it
    // from the fixed 20 s of old: lib/http/tests/transport.test.ts holds that), the headers judged,
    // the refusals too; a finished job's or task's stream that never ends fails.
    expect: {
      code: 1,
      report: true,
      maxSeconds: 300,
      shows: /read stopped by the suite after \d+ ms/,
      outcomes: {
        "OP-SUCCESS streamJobEvents": "pass",
        "OP-SUCCESS streamTaskEvents": "pass",
        "EVENTS-CONTENT-TYPE streamJobEvents": "pass",
        "EVENTS-CONTENT-TYPE streamTaskEvents": "pass",
        "EVENTS-AUTH streamJobEvents": "pass",
        "EVENTS-AUTH streamTaskEvents": "pass",
        "EVENTS-TERMINAL-ENDS streamJobEvents": "fail",
        "EVENTS-TERMINAL-ENDS streamTaskEvents": "fail",
        "EVENTS-REPLAY streamJobEvents": "not-exercised",
      },
    },
  },
  {
    name: "gzip bomb (JSON)",
    does: "answers the pipeline list with 613 KB of gzip that inflate to 600 MB",
    behave: afterPreflight((req, res) => {
      if (!isPipelines(req)) return "forward";
      res.writeHead(200, {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "content-length": theBomb().length,
      });
      res.end(theBomb());
      return "handled";
    }),
    args: ["--only", "OP-SUCCESS,OP-CONTENT-TYPE,OP-SCHEMA,OP-DRIFT", "--operation", "listPipelines,getMe"],
    // The suite asks for no encoding and inflates none: the body is 613 KB of bytes that are not JSON.
    expect: {
      code: 1,
      report: true,
      maxSeconds: 180,
      outcomes: {
        "OP-SUCCESS listPipelines": "pass",
        "OP-SCHEMA listPipelines": "fail",
        "OP-DRIFT listPipelines": "not-exercised",
      },
    },
  },
  {
    name: "gzip bomb (stream)",
    does: "answers each event stream it opens with 613 KB of gzip that inflate to 600 MB, then closes it",
    behave: () => "forward",
    behaveOn: (upstream) => (req, res) => (isStream(req) ? opened(upstream, req, res, theBomb()) : "forward"),
    // A bound below the bomb's 613 KB: every stream read stops there.
    args: [...EVENTS, "--max-response-bytes", "65536"],
    // Read as it came, never inflated, and only up to --max-response-bytes: bytes that are no frame.
    expect: {
      code: 1,
      report: true,
      maxSeconds: 300,
      shows: /read stopped by the suite at the byte bound/,
      outcomes: {
        "EVENTS-CONTENT-TYPE streamJobEvents": "pass",
        "EVENTS-AUTH streamTaskEvents": "pass",
        "EVENTS-TERMINAL-ENDS streamJobEvents": "fail",
        "EVENTS-TERMINAL-ENDS streamTaskEvents": "fail",
        "EVENTS-REPLAY streamTaskEvents": "not-exercised",
      },
    },
  },
  {
    name: "a million fields",
    does: "adds a million undocumented fields (8.9 MB) to the pipeline list",
    behave: () => "forward",
    behaveOn: (upstream) =>
      afterPreflight((req, res) =>
        isPipelines(req) ? rewritten(upstream, req, res, (body) => wideBody(1_000_000, body)) : "forward",
      ),
    args: ON_PIPELINES,
    // OP-DRIFT spread a million notes into one call (`push(...notes)`): "the check crashed".
    expect: {
      code: 0,
      report: true,
      maxSeconds: 300,
      outcomes: {
        "OP-SCHEMA listPipelines": "pass",
        "OP-DRIFT listPipelines": "warn",
        "NULL-REQUIRED-PRESENT listPipelines": "pass",
      },
      shows: /1000000 undocumented item/,
    },
  },
  {
    name: "100k deep",
    does: "adds an array nested 100,000 deep to the pipeline list and to each of its pipelines",
    behave: () => "forward",
    behaveOn: (upstream) =>
      afterPreflight((req, res) => {
        if (!isPipelines(req)) return "forward";
        const deep = deepArray(100_000);
        return rewritten(upstream, req, res, (body) => {
          const items = ((body.pipelines as object[] | undefined) ?? []).map(
            (p) => `${JSON.stringify(p).slice(0, -1)},"nested":${deep}}`,
          );
          return `{"pipelines":[${items.join(",")}],"unattendedDefaultPipelineId":${JSON.stringify(body.unattendedDefaultPipelineId ?? null)},"nested":${deep}}`;
        });
      }),
    args: ON_PIPELINES,
    expect: {
      code: 0,
      report: true,
      maxSeconds: 300,
      outcomes: {
        "OP-SCHEMA listPipelines": "pass",
        "OP-DRIFT listPipelines": "warn",
        "NULL-REQUIRED-PRESENT listPipelines": "pass",
        "SEC-READS-NO-SECRET listPipelines": "pass",
      },
    },
  },
  {
    name: "unreadable mints",
    does: "mints every key asked for, then answers POST /keys with a 201 cut short, a 500 or a dropped connection",
    behave: () => "forward",
    behaveOn: (upstream) => {
      let mints = 0;
      return (req, res) => (isMint(req) ? mintedUnnamed(upstream, req, res, mints++) : "forward");
    },
    // The ladder's three keys and the KEYS family's own: none is named, every one is found by its
    // label at the end and revoked (before the mint watch, all of them stayed live).
    args: ["--only", "KEYS,AUTH-ME-SCOPE,OP-SUCCESS", "--operation", "getMe,listKeys,createKey,deleteKey"],
    expect: { code: 1, report: true, maxSeconds: 180 },
  },
  {
    name: "100k deep everywhere",
    does: "adds a field nested 100,000 deep to every JSON object a read answers, past what JSON.stringify and deep equality can recurse",
    behave: () => "forward",
    behaveOn: (upstream) =>
      afterPreflight((req, res) => {
        if (req.method !== "GET" || isStream(req)) return "forward";
        return rewritten(
          upstream,
          req,
          res,
          (body) =>
            `${JSON.stringify(body).slice(0, -1)}${Object.keys(body).length ? "," : ""}"nestedProbe":${deepArray(100_000)}}`,
        );
      }),
    // The rules that quoted or compared such an answer crashed ("Maximum call stack size exceeded"),
    // and a crash is a failure: 19 false failures in the full profile before lib/json/safe.ts.
    args: [
      "--profile",
      "full",
      "--only",
      "NULL-VALUE-REFUSED,NULL-OMIT-KEEPS,NULL-EMPTY-WRITEBACK,VALID-HTTPS-ONLY,STATE-TASK-CREATE,STATE-JOB-LIST,STATE-TASK-DOCUMENTS-IDENTIFIED",
      "--timeout",
      String(scaled(30_000)),
    ],
    expect: { code: 0, report: true, maxSeconds: 300 },
  },
  {
    name: "throttles half",
    does: "answers every other request 429 with Retry-After: 1",
    behave: afterPreflight((_req, res, n) => {
      if (n % 2 !== 0) return "forward";
      res.writeHead(429, { "content-type": "application/json", "retry-after": "1" });
      res.end(JSON.stringify({ error: { code: "rate_limited", message: "slow down" } }));
      return "handled";
    }),
    args: ["--only", "KEYS,AUTH-ME-SCOPE", "--operation", "getMe,listKeys,createKey,deleteKey"],
    expect: { code: 0, report: true, maxSeconds: 180, shows: /throttled/ },
  },
];
