/**
 * A loopback proxy in front of the reference server, whose `behave` decides what each request gets:
 * forwarded as is (after an optional delay), or answered by the proxy itself — slowly, broken, huge,
 * throttled, redirected or never finished. It also lets a test watch the traffic (what was sent, how
 * much at once). The hostile targets, the interrupt trials and the selection and concurrency tests
 * are made of it.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the proxy does with one request: forward it (the default) or answer it itself. */
export type Behaviour = (
  req: IncomingMessage,
  res: ServerResponse,
  n: number,
) => Promise<"forward" | "handled"> | "forward" | "handled";

export interface LoopbackProxy {
  url: string;
  /** Requests seen so far. */
  seen: number;
  close(): Promise<void>;
}

export async function startProxy(target: string, behave: Behaviour = () => "forward"): Promise<LoopbackProxy> {
  const t = new URL(target);
  const state = { seen: 0 };
  const server: Server = createServer((req, res) => {
    const n = ++state.seen;
    void Promise.resolve(behave(req, res, n)).then((what) => {
      if (what === "handled") return;
      const up = request(
        { host: t.hostname, port: t.port, method: req.method, path: req.url, headers: req.headers },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        },
      );
      up.on("error", () => res.destroy());
      // The client gone (a stream it stopped reading), the upstream request goes too.
      res.on("close", () => up.destroy());
      req.pipe(up);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get seen() {
      return state.seen;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
