/**
 * The hostile-target catalogue: small loopback targets that misbehave the way real ones do, each
 * with the outcome the suite owes whatever happens — its exit code, whether a report is written,
 * a bound on its wall time — and, for all of them, no secret in any output and nothing of the
 * suite's left on the target where cleanup was possible (jobs excepted: they cannot be deleted,
 * and are then listed). Each is the reference server behind a proxy (proxy.ts).
 */
import type { IncomingMessage } from "node:http";
import type { Behaviour } from "../loopback-proxy.ts";
import { sleep } from "../loopback-proxy.ts";

export interface Hostile {
  name: string;
  /** What it does, for the test's title. */
  does: string;
  behave: Behaviour;
  /** Extra arguments of the run (a narrow selection keeps the catalogue quick). */
  args: string[];
  expect: {
    code: 0 | 1 | 2;
    report: boolean;
    /** Wall time bound of the whole command, in seconds. */
    maxSeconds: number;
    /** A text the output (stdout and stderr) or the report's messages must show. */
    shows?: RegExp;
  };
}

const isMe = (req: IncomingMessage) => req.method === "GET" && /\/api\/v1\/me$/.test(req.url ?? "");
const isStream = (req: IncomingMessage) => req.method === "GET" && /\/events(\?|$)/.test(req.url ?? "");
/** A narrow but real run: identity, scopes, keys, successes and error bodies, with resources made and removed. */
const SOME = ["--only", "AUTH-ME-SCOPE,AUTH-403-BELOW,KEYS,OP-SUCCESS,OP-ERROR-ENVELOPE", "--operation", "getMe,listKeys,createKey,deleteKey,listServices,createService,deleteService,listPipelines,listJobs"];

/** Wraps a behaviour: the preflight's and the ladder's /me pass through untouched. */
const afterPreflight = (b: Behaviour): Behaviour => (req, res, n) => (isMe(req) ? "forward" : b(req, res, n));

export const HOSTILE: Hostile[] = [
  {
    name: "slow",
    does: "answers every request 250 ms late; the run's --max-duration stops it",
    behave: async () => {
      await sleep(250);
      return "forward" as const;
    },
    args: ["--max-duration", "6"],
    expect: { code: 2, report: true, maxSeconds: 60, shows: /interrupted by deadline/ },
  },
  {
    name: "resets",
    does: "resets every 5th connection before answering",
    behave: afterPreflight((req, res, n) => {
      if (n % 5 !== 0) return "forward";
      req.socket.destroy();
      return "handled";
    }),
    args: SOME,
    expect: { code: 1, report: true, maxSeconds: 90, shows: /transport error/ },
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
    expect: { code: 1, report: true, maxSeconds: 90 },
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
    expect: { code: 1, report: true, maxSeconds: 90, shows: /over 10485760 bytes/ },
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
    expect: { code: 1, report: true, maxSeconds: 90 },
  },
  {
    name: "redirects",
    does: "redirects every request to another port (whose requests are counted: none may come)",
    // The location is filled in by the test (the counting server's port).
    behave: () => "forward",
    args: SOME,
    expect: { code: 2, report: false, maxSeconds: 30, shows: /did not answer a PublicIdentity/ },
  },
  {
    name: "hung streams",
    does: "answers event streams with their headers, then nothing, never ending",
    behave: (req, res) => {
      if (!isStream(req)) return "forward";
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.flushHeaders();
      return "handled";
    },
    args: ["--only", "EVENTS,OP-SUCCESS", "--operation", "streamJobEvents,streamTaskEvents,createJob,listJobs,getJob,getMe"],
    expect: { code: 0, report: true, maxSeconds: 120 },
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
    expect: { code: 0, report: true, maxSeconds: 120, shows: /throttled/ },
  },
];
