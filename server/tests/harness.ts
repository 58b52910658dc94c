/**
 * What the server's own tests share: an in-process server on 127.0.0.1 with fresh state, and a tiny
 * client that returns status, headers and parsed JSON. Tests never sleep: runs advance on reads.
 */
import { expect } from "vitest";
import { startServer, type RunningServer } from "../index.ts";
import { ContractValidators, contractIndex } from "../../lib/contract/index.ts";
import { DEV_ADMIN_KEY, DEV_PEER_ADMIN_KEY, type ServerOptions } from "../options.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

export const ADMIN = DEV_ADMIN_KEY;
export const PEER = DEV_PEER_ADMIN_KEY;

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface SseFrame {
  event: string;
  data: unknown;
  id?: string;
}

/**
 * Reads an event stream until it ends or `maxFrames` frames arrived or `deadlineMs` passed (a
 * parked run's stream stays open and quiet), then cancels it.
 */
export async function readStream(
  url: string,
  key: string | null,
  opts: { maxFrames?: number; deadlineMs?: number } = {},
): Promise<{ status: number; contentType: string; frames: SseFrame[]; ended: boolean }> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), opts.deadlineMs ?? scaled(2000));
  const res = await fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {}, signal: ctrl.signal });
  const contentType = res.headers.get("content-type") ?? "";
  const frames: SseFrame[] = [];
  let ended = false;
  if (!contentType.startsWith("text/event-stream")) {
    clearTimeout(timer);
    await res.text();
    return { status: res.status, contentType, frames, ended: true };
  }
  let buf = "";
  const decoder = new TextDecoder();
  try {
    const reader = res.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      buf += decoder.decode(value, { stream: true });
      let idx: number;
      while ((idx = buf.indexOf("\n\n")) !== -1) {
        const raw = buf.slice(0, idx);
        buf = buf.slice(idx + 2);
        const frame: SseFrame = { event: "message", data: undefined };
        const data: string[] = [];
        for (const line of raw.split("\n")) {
          if (line.startsWith(":")) continue;
          const [field, ...rest] = line.split(":");
          const value = rest.join(":").replace(/^ /, "");
          if (field === "event") frame.event = value;
          else if (field === "data") data.push(value);
          else if (field === "id") frame.id = value;
        }
        if (data.length) frame.data = JSON.parse(data.join("\n"));
        if (data.length || raw.includes("event:")) frames.push(frame);
      }
      if (opts.maxFrames && frames.length >= opts.maxFrames) break;
    }
  } catch (e) {
    if ((e as Error).name !== "AbortError") throw e;
  } finally {
    clearTimeout(timer);
    ctrl.abort();
  }
  return { status: res.status, contentType, frames, ended };
}

export interface TestServer {
  server: RunningServer;
  call<T = any>(
    method: string,
    path: string,
    opts?: { key?: string | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
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
    if ((res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
      // A stream may stay open (a parked run): never wait for its end here; read streams with readStream().
      await res.body?.cancel();
      return { status: res.status, headers: res.headers, body: undefined as never, text: "" };
    }
    const text = await res.text();
    let parsed: unknown;
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

const validators = new ContractValidators(contractIndex());

/** The documented status and a body valid against the contract's response of that status. */
export function valid(op: string, r: ApiResponse, status: number): void {
  expect(r.status, `${op}: ${r.text}`).toBe(status);
  const check = validators.response(op, status)!(r.body);
  expect(check.ok, `${op}: ${JSON.stringify(check.issues)}`).toBe(true);
}

/** A refusal carrying a stated token, as `code` and as `details.reason` (server/README.md). */
export function refused(r: ApiResponse, status: number, token: string): void {
  expect(r.status, r.text).toBe(status);
  expect(r.body.error.code).toBe(token);
  expect(r.body.error.details?.reason).toBe(token);
}
