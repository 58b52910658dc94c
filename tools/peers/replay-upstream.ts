/**
 * The upstream Prism's proxy forwards to: a loopback server that answers each request with the
 * answer the reference server gave the same request when our proxy forwarded it. So Prism validates
 * the very exchanges our proxy judged — same request, same status, headers and body — without
 * sitting in the suite's path, where its proxying (it parses and re-serialises JSON bodies, buffers
 * event streams whole, answers malformed JSON itself) would change the traffic both peers see.
 *
 * An exchange is found by the id the tee puts in a request header; Prism forwards every header.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";

/** The request header carrying the id of the exchange to answer with. */
export const REPLAY_HEADER = "x-peer-replay";

/** Headers of the recorded answer that describe its connection or its encoding, not the answer. */
const NOT_REPLAYED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "te",
  "trailer",
  "upgrade",
  "proxy-authenticate",
]);

export class ReplayUpstream {
  private readonly pending = new Map<string, CapturedExchange>();
  /** Ids Prism did forward (an exchange Prism answered itself never reaches here). */
  private readonly served = new Set<string>();
  private next = 0;
  private server: Server | null = null;
  url = "";

  async start(): Promise<void> {
    this.server = createServer({ keepAlive: true }, (req, res) => {
      req.resume();
      const id = String(req.headers[REPLAY_HEADER] ?? "");
      const x = this.pending.get(id);
      if (!x) {
        // Prism's readiness probe, or a request no tee sent.
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("no recorded exchange");
        return;
      }
      this.served.add(id);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(x.responseHeaders)) if (!NOT_REPLAYED.has(k)) headers[k] = v;
      // One connection per exchange: Prism forwards a JSON `null` body as no body but keeps the
      // request's content-length, so on a kept-alive connection the next request would be read as
      // that body and answered 400 by node's parser, in place of its own recorded answer.
      headers.connection = "close";
      res.writeHead(x.status, headers);
      const bodiless = req.method === "HEAD" || x.status === 204 || x.status === 304;
      res.end(bodiless ? undefined : x.responseBody);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(0, "127.0.0.1", () => resolve());
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Holds an exchange until `release`; the id goes in REPLAY_HEADER. */
  hold(x: CapturedExchange): string {
    const id = String(++this.next);
    this.pending.set(id, x);
    return id;
  }

  /** Forgets the exchange; true when Prism forwarded its request here. */
  release(id: string): boolean {
    this.pending.delete(id);
    return this.served.delete(id);
  }

  async close(): Promise<void> {
    const s = this.server;
    if (!s) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      s.close(() => resolve());
      s.closeAllConnections();
    });
  }
}
