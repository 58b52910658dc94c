/**
 * What the server's own tests share: an in-process server on 127.0.0.1 with fresh state, and a tiny
 * client that returns status, headers and parsed JSON. Tests never sleep: runs advance on reads.
 */
import { startServer, type RunningServer } from "../index.ts";
import { DEV_ADMIN_KEY, DEV_PEER_ADMIN_KEY, type ServerOptions } from "../options.ts";

export const ADMIN = DEV_ADMIN_KEY;
export const PEER = DEV_PEER_ADMIN_KEY;

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  server: RunningServer;
  call<T = any>(method: string, path: string, opts?: { key?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<ApiResponse<T>>;
  /** Mints a key of `scope` with the admin key and returns its secret. */
  mint(scope: "read" | "write" | "decide", key?: string): Promise<string>;
  close(): Promise<void>;
}

export async function testServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const server = await startServer({ port: 0, host: "127.0.0.1", ...options });
  const base = `${server.url}/api/v1`;
  const call: TestServer["call"] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const key = opts.key === undefined ? ADMIN : opts.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    if ((res.headers.get("content-type") ?? "").includes("json") && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as never, text };
  };
  return {
    server,
    call,
    async mint(scope, key = ADMIN) {
      const r = await call("POST", "/keys", { key, body: { label: `test-${scope}`, scope } });
      if (r.status !== 201) throw new Error(`minting ${scope} failed: ${r.status} ${r.text}`);
      return r.body.secret as string;
    },
    close: () => server.close(),
  };
}
