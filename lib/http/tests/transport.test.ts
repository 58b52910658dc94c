/**
 * One transport for every kind of read: `call`, `raw` and `stream` share the exchange record (one
 * numbering, one `onExchange`), the guard, the request count, throttling waits, retries (idempotent,
 * and never once a stream's headers came), the client's deadline (`--timeout`) and its byte bound
 * (`--max-response-bytes`).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, TransportError, type Exchange, type StreamSink } from "../client.ts";
import { Redactor } from "../redact.ts";
import { scaled } from "../../testing/slowdown.ts";

let server: Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "";
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path.startsWith("/api/v1/stream/throttled") && n === 1) {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "0" });
      res.end('{"error":{"code":"rate_limited","message":"later"}}');
      return;
    }
    if (path.startsWith("/api/v1/stream/hung")) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.flushHeaders();
      return;
    }
    if (path.startsWith("/api/v1/stream/endless")) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const frame = `event: progress\ndata: ${"x".repeat(1000)}\n\n`;
      const more = () => {
        while (!res.destroyed && res.write(frame));
      };
      res.on("drain", more);
      more();
      return;
    }
    if (path.startsWith("/api/v1/stream/reset")) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("event: progress\ndata: {}\n\n", () => req.socket.destroy());
      return;
    }
    if (path.startsWith("/api/v1/stream")) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end('event: progress\ndata: {"n":1}\n\nevent: done\ndata: {}\n\n');
      return;
    }
    if (path.startsWith("/api/v1/empty")) {
      res.writeHead(204);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A sink that keeps every chunk and stops after `stopAfter` chunks (never, by default). */
function sink(stopAfter = Infinity): StreamSink & { chunks: number } {
  return {
    chunks: 0,
    feed() {
      this.chunks += 1;
      return this.chunks >= stopAfter;
    },
    describe: (end) => `(${end.ended ? "ended" : "cut off"})`,
  };
}

describe("call, raw and stream share one transport", () => {
  it("numbers their exchanges in one sequence, hands each to onExchange and counts each request", async () => {
    const seen: Exchange[] = [];
    const c = new ApiClient({
      baseUrl: base,
      redactor: new Redactor(),
      deadlineMs: scaled(2000),
      onExchange: (e) => seen.push(e),
    });
    await c.call("GET", "/json", { key: null });
    await c.raw("DELETE", "/empty", { key: null });
    await c.stream("/stream", { key: null }, sink());
    await c.close();
    expect(seen.map((e) => [e.seq, e.method, new URL(e.url).pathname, e.status])).toEqual([
      [1, "GET", "/api/v1/json", 200],
      [2, "DELETE", "/api/v1/empty", 204],
      [3, "GET", "/api/v1/stream", 200],
    ]);
    expect(c.requests).toBe(3);
    expect(seen[2].reproduction).toMatch(/ -N$/);
    expect(seen[2].responseBody).toBe("(ended)");
  });

  it("asks the run's guard before a raw request or a stream leaves", async () => {
    const c = new ApiClient({
      baseUrl: base,
      redactor: new Redactor(),
      guard: () => {
        throw new Error("withheld");
      },
    });
    await expect(c.raw("DELETE", "/empty", { key: null })).rejects.toThrow("withheld");
    await expect(c.stream("/stream", { key: null }, sink())).rejects.toThrow("withheld");
    await c.close();
  });
});

describe("stream", () => {
  it("stops at the client's byte bound (--max-response-bytes), not a constant", async () => {
    const c = new ApiClient({
      baseUrl: base,
      redactor: new Redactor(),
      deadlineMs: scaled(5000),
      maxResponseBytes: 64 * 1024,
    });
    const r = await c.stream("/stream/endless", { key: null }, sink());
    await c.close();
    expect(r).toMatchObject({ status: 200, oversize: true, cutOff: true, ended: false });
  });

  it("stops at the client's deadline (--timeout) when told none, with the headers it had", async () => {
    const c = new ApiClient({ baseUrl: base, redactor: new Redactor(), deadlineMs: 300 });
    const t0 = performance.now();
    const r = await c.stream("/stream/hung", { key: null }, sink());
    await c.close();
    expect(r).toMatchObject({ status: 200, cutOff: true, ended: false, oversize: false });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
  });

  it("stops when its caller aborts `stop`, a quiet stream held open as long as the caller needs it", async () => {
    const c = new ApiClient({ baseUrl: base, redactor: new Redactor(), deadlineMs: scaled(60_000) });
    const stop = new AbortController();
    const t0 = performance.now();
    const held = c.stream("/stream/hung", { key: null, stop: stop.signal }, sink());
    let settled = false;
    void held.finally(() => {
      settled = true;
    });
    // Its headers come at once; the read stays open until the caller is done with it.
    await new Promise((r) => setTimeout(r, 100));
    expect(settled).toBe(false);
    stop.abort();
    const r = await held;
    await c.close();
    expect(r).toMatchObject({ status: 200, cutOff: true, ended: false, oversize: false });
    expect(performance.now() - t0).toBeLessThan(scaled(30_000));
  });

  it("is never sent again once its headers came (no automatic reconnect)", async () => {
    const c = new ApiClient({ baseUrl: base, redactor: new Redactor(), deadlineMs: scaled(2000) });
    const r = await c.stream("/stream/reset", { key: null }, sink()).catch((e: unknown) => e);
    await c.close();
    expect(hits.get("/api/v1/stream/reset")).toBe(1);
    // The close may read as the server's end or as a reset: either way, one request.
    if (r instanceof TransportError) expect(r.exchange.attempts).toBe(1);
    else expect(r).toMatchObject({ status: 200 });
  });

  it("waits out a throttled open (it never opened) and goes again", async () => {
    const c = new ApiClient({ baseUrl: base, redactor: new Redactor(), deadlineMs: scaled(2000) });
    const r = await c.stream("/stream/throttled", { key: null }, sink());
    await c.close();
    expect(r).toMatchObject({ status: 200, ended: true, throttled: null });
    expect(r.exchange.attempts).toBe(2);
  });

  it("stops when the sink has read enough", async () => {
    const c = new ApiClient({ baseUrl: base, redactor: new Redactor(), deadlineMs: scaled(5000) });
    const s = sink(3);
    const r = await c.stream("/stream/endless", { key: null }, s);
    await c.close();
    expect(s.chunks).toBe(3);
    expect(r).toMatchObject({ cutOff: true, ended: false, oversize: false });
  });
});

describe("raw", () => {
  it("reads a body past the byte bound as unreadable, with the status it came with", async () => {
    const c = new ApiClient({ baseUrl: base, redactor: new Redactor(), maxResponseBytes: 5 });
    const r = await c.raw("GET", "/json", { key: null });
    await c.close();
    expect(r.status).toBe(200);
    expect(r.bodyError).toMatch(/over 5 bytes/);
    expect(r.exchange.responseBody).toMatch(/^<body unreadable: /);
  });
});
