/**
 * The forwarding half of the validating proxy: one request passed to the target as it came (method,
 * path, headers, body; only the hop-by-hop headers of RFC 9110 §7.6.1 are the connection's own, and
 * `host` names the target, as any reverse proxy sends it), the answer passed back chunk by chunk as
 * it arrives — an event stream is never held back — while a bounded copy of both is kept for the
 * judges. Nothing here judges.
 */
import {
  request as httpRequest,
  Agent as HttpAgent,
  type IncomingMessage,
  type ServerResponse,
  type OutgoingHttpHeaders,
} from "node:http";
import { request as httpsRequest, Agent as HttpsAgent } from "node:https";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";
import { decodedWithin } from "./decode.ts";

/** Bytes of each body kept for the judges; the rest is forwarded, not kept. */
export const CAPTURE_BYTES = 2 * 1024 * 1024;

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "upgrade",
]);

export interface Upstream {
  url: URL;
  agent: HttpAgent;
}

export function upstreamOf(target: string): Upstream {
  const url = new URL(target);
  const agent = url.protocol === "https:" ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  return { url, agent };
}

/** Keeps the first CAPTURE_BYTES of a body. */
class Capture {
  private readonly chunks: Buffer[] = [];
  size = 0;
  kept = 0;
  add(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.kept >= CAPTURE_BYTES) return;
    const part = chunk.subarray(0, CAPTURE_BYTES - this.kept);
    this.chunks.push(part);
    this.kept += part.length;
  }
  get whole(): boolean {
    return this.kept === this.size;
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Headers of a message without the hop-by-hop ones (and those its `connection` header names). */
function endToEnd(headers: IncomingMessage["headers"]): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP_BY_HOP.has(k) && !named.has(k)) out[k] = v;
  return out;
}

function flat(headers: IncomingMessage["headers"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined) out[k] = Array.isArray(v) ? v.join(", ") : String(v);
  return out;
}

export interface Forwarded {
  exchange: CapturedExchange;
  /** The answer did not come from the target (it could not be reached): nothing to judge. */
  upstreamError: string | null;
}

/**
 * Forwards one request and resolves once its answer ended (or was cut: the client left, the proxy
 * stopped), with what was captured. `cut()` on the returned handle ends an exchange still streaming.
 */
export function forward(
  up: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
): { done: Promise<Forwarded>; cut: () => void } {
  const started = new Date();
  const t0 = performance.now();
  const base = up.url.pathname.replace(/\/$/, "");
  const path = `${base}${req.url ?? "/"}`;
  const url = `${up.url.origin}${path}`;
  const reqBody = new Capture();
  const resBody = new Capture();
  const headers = endToEnd(req.headers);
  headers.host = up.url.host;
  const send = up.url.protocol === "https:" ? httpsRequest : httpRequest;
  const upstream = send({
    protocol: up.url.protocol,
    hostname: up.url.hostname,
    port: up.url.port,
    method: req.method,
    path,
    headers,
    agent: up.agent,
  });
  let answer: IncomingMessage | null = null;
  let settle!: (f: Forwarded) => void;
  const done = new Promise<Forwarded>((resolve) => (settle = resolve));
  let finished = false;
  const finish = (cut: boolean, error: string | null) => {
    if (finished) return;
    finished = true;
    void captured(cut).then((exchange) => settle({ upstreamError: error, exchange }));
  };
  /** What was captured, the body decoded within the bound; whatever the body is, never a throw. */
  const captured = async (cut: boolean): Promise<CapturedExchange> => {
    const durationMs = Math.round(performance.now() - t0);
    const responseHeaders = answer ? flat(answer.headers) : {};
    let responseBody = "";
    let whole = resBody.whole;
    try {
      const decoded = await decodedWithin(resBody.bytes(), responseHeaders["content-encoding"], maxBytes);
      responseBody = decoded.body.toString("utf8");
      whole &&= !decoded.cut;
    } catch {
      whole = false;
    }
    return {
      startedAt: started.toISOString(),
      durationMs,
      method: req.method ?? "GET",
      url,
      requestHeaders: flat(req.headers),
      requestBody: reqBody.size ? reqBody.bytes().toString("utf8") : null,
      status: answer?.statusCode ?? 0,
      responseHeaders,
      responseBody,
      responseBytes: resBody.size,
      truncated: cut || !whole || !reqBody.whole,
    };
  };
  req.on("data", (chunk: Buffer) => reqBody.add(chunk));
  req.pipe(upstream);
  upstream.on("response", (a) => {
    answer = a;
    res.writeHead(a.statusCode ?? 502, a.statusMessage, endToEnd(a.headers));
    // The status line and headers go now: a stream's client sees it open before any frame.
    res.flushHeaders();
    a.on("data", (chunk: Buffer) => {
      resBody.add(chunk);
      res.write(chunk);
    });
    a.on("end", () => {
      res.end();
      finish(false, null);
    });
    a.on("error", () => finish(true, null));
    a.on("aborted", () => finish(true, null));
  });
  upstream.on("error", (err) => {
    const message = `the target could not be reached: ${(err as NodeJS.ErrnoException).code ?? err.message}`;
    if (res.destroyed || res.writableEnded) {
      // The client is gone already (it left before the answer): nothing to tell it.
    } else if (!res.headersSent) {
      const body = JSON.stringify({ error: { code: "proxy_upstream_error", message } });
      res.writeHead(502, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    } else res.destroy();
    finish(true, answer ? null : message);
  });
  // The client left before the answer ended (it read what it wanted of a stream): let the target go.
  res.on("close", () => {
    if (!res.writableFinished) {
      upstream.destroy();
      finish(true, null);
    }
  });
  return {
    done,
    cut: () => {
      upstream.destroy();
      res.destroy();
      finish(true, null);
    },
  };
}
