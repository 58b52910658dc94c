/**
 * The tee to Prism: every exchange our proxy judged is sent again, as it was sent, through Prism's
 * validating proxy, whose upstream (replay-upstream.ts) answers it as the reference server did.
 * Prism's verdict on it is the `sl-violations` header of its answer: a JSON array of violations,
 * each located in the request or the response.
 */
import { Agent, request, type IncomingHttpHeaders } from "node:http";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";
import { REPLAY_HEADER, type ReplayUpstream } from "./replay-upstream.ts";

/** One violation as Prism names it (prism-http-server: location, severity, code, message). */
export interface PrismViolation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

export interface PrismVerdict {
  method: string;
  url: string;
  status: number;
  /** Prism forwarded the request and passed the recorded answer on: it validated the exchange. */
  judged: boolean;
  /** Why not, when not: Prism answered in the upstream's place, or could not be reached. */
  unjudgedBecause: string | null;
  violations: PrismViolation[];
}

/** Exchanges sent to Prism at once: enough to keep up with the suite, few enough for a 2-core machine. */
const IN_FLIGHT = 4;
const REPLAY_TIMEOUT_MS = 30_000;
/** Request headers that belong to the connection, or that node sets for the body it sends. */
const NOT_SENT = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "content-length",
  "te",
  "trailer",
  "upgrade",
  "host",
  "expect",
]);

/** Prism cuts a header over 8 kB and prefixes it; the violations' locations are still countable. */
const TRUNCATED_PREFIX = "Too many violations! ";

export function parseViolations(header: string | undefined): PrismViolation[] {
  if (!header) return [];
  try {
    const parsed = JSON.parse(header) as PrismViolation[];
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Cut short: read below.
  }
  const text = header.startsWith(TRUNCATED_PREFIX) ? header.slice(TRUNCATED_PREFIX.length) : header;
  const found = [
    ...text.matchAll(
      /"location":\["(request|response)"[^\]]*\],"severity":"(\w+)"(?:,"code":("[^"]*"|\d+))?,"message":"((?:[^"\\]|\\.)*)"/g,
    ),
  ];
  if (!found.length)
    return [
      { location: ["unknown"], severity: "Error", message: `unreadable sl-violations header (${header.length} chars)` },
    ];
  return found.map((m) => ({ location: [m[1]], severity: m[2], message: m[4] }));
}

export class PrismTee {
  readonly verdicts: PrismVerdict[] = [];
  private readonly agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  private readonly queue: CapturedExchange[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly origin: URL;

  constructor(
    prismBaseUrl: string,
    private readonly replay: ReplayUpstream,
  ) {
    this.origin = new URL(prismBaseUrl);
  }

  /** Queues one exchange for Prism (it is judged later: the suite is not held up). */
  offer(x: CapturedExchange): void {
    this.queue.push(x);
    this.pump();
  }

  /** Resolves once every exchange offered has Prism's verdict. */
  async drain(): Promise<void> {
    while (this.running.size || this.queue.length) await Promise.race(this.running);
  }

  close(): void {
    this.agent.destroy();
  }

  private pump(): void {
    while (this.running.size < IN_FLIGHT && this.queue.length) {
      const x = this.queue.shift()!;
      const p: Promise<void> = this.judge(x).then((v) => {
        this.verdicts.push(v);
        this.running.delete(p);
        this.pump();
      });
      this.running.add(p);
    }
  }

  private async judge(x: CapturedExchange): Promise<PrismVerdict> {
    const id = this.replay.hold(x);
    const base = { method: x.method, url: x.url, status: x.status };
    let answer: { status: number; headers: IncomingHttpHeaders; body: string };
    try {
      answer = await this.send(x, id);
    } catch (e) {
      this.replay.release(id);
      return {
        ...base,
        judged: false,
        unjudgedBecause: `Prism could not be reached (${(e as Error).message})`,
        violations: [],
      };
    }
    const forwarded = this.replay.release(id);
    const violations = parseViolations(headerValue(answer.headers["sl-violations"]));
    if (forwarded && answer.status === x.status) return { ...base, judged: true, unjudgedBecause: null, violations };
    // Prism answered by itself (a body it could not parse, a GET with a body): not a verdict on the exchange.
    const why = problemTitle(answer.body) ?? `status ${answer.status}`;
    return { ...base, judged: false, unjudgedBecause: `Prism answered ${answer.status} itself: ${why}`, violations };
  }

  private send(
    x: CapturedExchange,
    id: string,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
    const u = new URL(x.url);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(x.requestHeaders)) if (!NOT_SENT.has(k)) headers[k] = v;
    headers[REPLAY_HEADER] = id;
    const body = x.requestBody === null ? null : Buffer.from(x.requestBody, "utf8");
    if (body) headers["content-length"] = String(body.length);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          method: x.method,
          path: `${u.pathname}${u.search}`,
          headers,
          agent: this.agent,
          timeout: REPLAY_TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer within ${REPLAY_TIMEOUT_MS} ms`)));
      req.on("error", reject);
      req.end(body ?? undefined);
    });
  }
}

function headerValue(h: string | string[] | undefined): string | undefined {
  return Array.isArray(h) ? h.join(", ") : h;
}

/** The title (or detail) of Prism's own problem+json answer, when it is one. */
function problemTitle(body: string): string | null {
  try {
    const p = JSON.parse(body) as { title?: string; detail?: string; message?: string };
    return p.title ?? p.detail ?? p.message ?? null;
  } catch {
    return body.trim().slice(0, 120) || null;
  }
}
