/**
 * The validating proxy: it forwards requests and answers unchanged (compared with direct calls), an
 * event stream reaches the client before it ends, a fault of the target is caught while the proxy
 * runs, a compressed body is judged within --max-response-bytes whatever it inflates to, and SIGINT
 * (the command as a child process) writes the report. Everything binds 127.0.0.1.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../server/index.ts";
import { DEV_ADMIN_KEY } from "../../server/options.ts";
import { main, startProxy, type RunningProxy } from "../traffic/proxy.ts";
import { entryArgs } from "../../lib/testing/compiled.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { gzipBomb } from "./hostile/bombs.ts";

const ADMIN = { authorization: `Bearer ${DEV_ADMIN_KEY}` };
let dir: string;

/** Polls `probe` until it holds, or fails after `ms`. */
async function until(what: string, probe: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + scaled(ms);
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (s: Server) =>
  new Promise<void>((resolve) => {
    s.close(() => resolve());
    s.closeAllConnections();
  });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "proxy-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("forwarding", () => {
  let echo: { server: Server; url: string };
  let proxy: RunningProxy;

  beforeAll(async () => {
    // Answers what it received, as it received it.
    echo = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const { host: _host, connection: _c, ...headers } = req.headers;
        res.setHeader("content-type", "application/json");
        res.setHeader("x-echo", "yes");
        res.end(
          JSON.stringify({ method: req.method, url: req.url, headers, body: Buffer.concat(chunks).toString("base64") }),
        );
      });
    });
    proxy = await startProxy({ target: echo.url, port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await proxy.close();
    await close(echo.server);
  });

  it("passes method, path, query, headers and body unchanged, and the answer back unchanged", async () => {
    const body = Buffer.from([0, 1, 2, 250, 255, ...Buffer.from(' {"title":"é ✓"}')]);
    const init = {
      method: "PATCH",
      headers: { ...ADMIN, "content-type": "application/octet-stream", "x-custom": "a, b", accept: "*/*" },
      body,
    };
    const path = "/api/v1/tasks/t%2F1?x=1&x=2&empty=";
    const direct = await fetch(echo.url + path, init);
    const via = await fetch(proxy.url + path, init);
    const [d, v] = [await direct.text(), await via.text()];
    expect(via.status).toBe(direct.status);
    expect(JSON.parse(v)).toEqual(JSON.parse(d));
    expect(JSON.parse(v).body).toBe(body.toString("base64"));
    expect(JSON.parse(v).url).toBe(path);
    const headers = (r: Response) => [...r.headers].filter(([k]) => !["date", "connection", "keep-alive"].includes(k));
    expect(headers(via)).toEqual(headers(direct));
    await until("the exchange judged", () => proxy.session.exchanges >= 1);
  });

  it("answers the reference server's replies byte for byte (JSON, 204, errors)", async () => {
    const ref = await startServer({ port: 0, host: "127.0.0.1" });
    const p = await startProxy({ target: ref.url, port: 0, host: "127.0.0.1" });
    try {
      for (const [method, path] of [
        ["GET", "/api/v1/me"],
        ["GET", "/api/v1/pipelines"],
        ["DELETE", "/api/v1/notification-webhooks/none-such"],
        ["GET", "/api/v1/tasks/nope"],
        ["GET", "/api/v1/services?limit=0"],
      ]) {
        const direct = await fetch(ref.url + path, { method, headers: ADMIN });
        const via = await fetch(p.url + path, { method, headers: ADMIN });
        expect([via.status, via.headers.get("content-type"), await via.text()]).toEqual([
          direct.status,
          direct.headers.get("content-type"),
          await direct.text(),
        ]);
      }
    } finally {
      await p.close();
      await ref.close();
    }
  });
});

describe("event streams", () => {
  it("reach the client frame by frame, before the stream ends", async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let ended = false;
    const upstream = await listen(async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write('event: progress\ndata: {"step":1}\n\n');
      await released;
      res.end('event: done\ndata: {"step":2}\n\n');
      ended = true;
    });
    const proxy = await startProxy({ target: upstream.url, port: 0, host: "127.0.0.1" });
    try {
      const res = await fetch(`${proxy.url}/api/v1/jobs/job_1/events`, { headers: ADMIN });
      expect(res.headers.get("content-type")).toBe("text/event-stream");
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain('data: {"step":1}');
      // The first frame came through while the target still held the stream open.
      expect(ended).toBe(false);
      release();
      let rest = "";
      for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
      expect(rest).toContain("event: done");
      await until("the stream judged once it ended", () => proxy.session.exchanges === 1);
      expect(proxy.session.results().find((r) => r.rule === "OP-CONTENT-TYPE")?.outcome).toBe("pass");
    } finally {
      await proxy.close();
      await close(upstream.server);
    }
  });
});

describe("judging live", () => {
  it("catches a fault of the target while it runs", async () => {
    const ref = await startServer({ port: 0, host: "127.0.0.1", faults: ["op-content-type-text-plain"] });
    const proxy = await startProxy({ target: ref.url, port: 0, host: "127.0.0.1" });
    try {
      const r = await fetch(`${proxy.url}/api/v1/pipelines`, { headers: ADMIN });
      expect(r.headers.get("content-type")).toMatch(/^text\/plain/);
      await r.text();
      await until("the failure counted", () => proxy.session.failures.must === 1);
      const failed = proxy.session.results().filter((x) => x.outcome === "fail");
      expect(failed.map((x) => `${x.rule} ${x.operationId}`)).toEqual(["OP-CONTENT-TYPE listPipelines"]);
      expect(JSON.stringify(failed)).not.toContain(DEV_ADMIN_KEY.split(".")[1]);
    } finally {
      await proxy.close();
      await ref.close();
    }
  });

  it("stops after --max-duration and writes the report; a MUST failure exits 1", async () => {
    const ref = await startServer({ port: 0, host: "127.0.0.1", faults: ["op-create-task-200"] });
    const reportDir = join(dir, "max-duration");
    const out = new Sink();
    const err = new Sink();
    try {
      const ran = main(
        ["--target", ref.url, "--port", "0", "--max-duration", "3", "--report-dir", reportDir],
        out,
        err,
      );
      await until("the proxy listening", () => /listening (\S+)/.test(out.text));
      const url = /listening (\S+)/.exec(out.text)![1];
      const svc = await (
        await fetch(`${url}/api/v1/services`, {
          method: "POST",
          headers: { ...ADMIN, "content-type": "application/json" },
          body: '{"title":"s"}',
        })
      ).json();
      await (
        await fetch(`${url}/api/v1/services/${svc.serviceId}/tasks`, {
          method: "POST",
          headers: { ...ADMIN, "content-type": "application/json" },
          body: '{"title":"t"}',
        })
      ).text();
      expect(await ran).toBe(1);
      const report = JSON.parse(readFileSync(join(reportDir, "conformance.json"), "utf8"));
      expect(report.traffic.exchanges).toBe(2);
      expect(
        report.results.find(
          (r: { rule: string; operationId: string }) =>
            r.rule === "OP-SUCCESS" && r.operationId === "createServiceTask",
        ).outcome,
      ).toBe("fail");
      expect(err.text).toMatch(/stopped by --max-duration 3/);
      expect(out.text + err.text).not.toContain(DEV_ADMIN_KEY);
    } finally {
      await ref.close();
    }
  });
});

describe("bodies", () => {
  it("a gzip bomb (613 KB inflating to 600 MB) reaches the client as sent and is judged within the bound, and the proxy lives on", async () => {
    const bomb = gzipBomb();
    const upstream = await listen((_req, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "content-length": bomb.length,
      });
      res.end(bomb);
    });
    const proxy = await startProxy({ target: upstream.url, port: 0, host: "127.0.0.1", maxResponseBytes: 1024 * 1024 });
    const peak = process.resourceUsage().maxRSS;
    try {
      // node:http, not fetch: fetch would inflate the bomb in the test's own memory.
      const got = await new Promise<number>((resolve, reject) => {
        httpGet(`${proxy.url}/api/v1/pipelines`, { headers: ADMIN }, (res) => {
          let n = 0;
          res.on("data", (c: Buffer) => (n += c.length));
          res.on("end", () => resolve(n));
          res.on("error", reject);
        }).on("error", reject);
      });
      expect(got).toBe(bomb.length);
      await until("the exchange judged", () => proxy.session.exchanges === 1);
      expect(proxy.unjudged).toBe(0);
      // Judged as a truncated body: its schema is not judged, its content type is.
      expect(proxy.session.results().find((r) => r.rule === "OP-CONTENT-TYPE")?.outcome).toBe("pass");
      // Still answering.
      expect((await fetch(`${proxy.url}/api/v1/me`, { headers: ADMIN })).status).toBe(200);
      // The 600 MB were never held (the bound is 1 MB; the rest is the test's own reading).
      expect((process.resourceUsage().maxRSS - peak) / 1024).toBeLessThan(256);
    } finally {
      await proxy.close();
      await close(upstream.server);
    }
  });
});

class Sink extends Writable {
  text = "";
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

describe("the command", () => {
  let ref: RunningServer;
  beforeAll(async () => {
    ref = await startServer({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => ref.close());

  it(
    "writes the report on SIGINT and exits 0 when nothing failed",
    async () => {
      const reportDir = join(dir, "sigint");
      const child = spawn(
        process.execPath,
        [...entryArgs("app/traffic/proxy-cli.ts"), "--target", ref.url, "--port", "0", "--report-dir", reportDir],
        {
          cwd: join(import.meta.dirname, "../.."),
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let out = "";
      let err = "";
      child.stdout.on("data", (c) => (out += c));
      child.stderr.on("data", (c) => (err += c));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      try {
        await until("the proxy listening", () => /listening (\S+)/.test(out), 30_000);
        const url = /listening (\S+)/.exec(out)![1];
        expect((await fetch(`${url}/api/v1/me`, { headers: ADMIN })).status).toBe(200);
        child.kill("SIGINT");
        expect(await exited).toBe(0);
        expect(err).toMatch(/stopped by SIGINT/);
        expect(out).toMatch(/^verdict +PASS$/m);
        const report = JSON.parse(readFileSync(join(reportDir, "conformance.json"), "utf8"));
        expect(report.traffic.exchanges).toBe(1);
        expect(
          report.results.find(
            (r: { rule: string; operationId: string }) => r.rule === "OP-SCHEMA" && r.operationId === "getMe",
          ).outcome,
        ).toBe("pass");
        for (const f of ["junit.xml", "index.html", "summary.md"]) expect(existsSync(join(reportDir, f))).toBe(true);
      } finally {
        if (child.exitCode === null) child.kill("SIGKILL");
      }
    },
    scaled(60_000),
  );

  it("bad input is one line and exit 2", async () => {
    for (const [args, message] of [
      [[], /^proxy: --target URL is required/],
      [["--target", "ftp://x"], /^proxy: --target takes an http: or https: URL/],
      [["--target", "http://user:pw@127.0.0.1:9"], /^proxy: --target takes a URL without credentials/],
      [["--target", ref.url, "--port", "70000"], /^proxy: --port takes an integer from 0 to 65535/],
      [
        ["--target", ref.url, "--port", new URL(ref.url).port],
        /^proxy: cannot listen on 127\.0\.0\.1:\d+ \(EADDRINUSE\)/,
      ],
      [["--target", ref.url, "--bogus"], /^proxy: Unknown option '--bogus'/],
    ] as [string[], RegExp][]) {
      const err = new Sink();
      expect(await main([...args, "--report-dir", join(dir, "bad")], new Sink(), err)).toBe(2);
      expect(err.text).toMatch(message);
      expect(err.text.trim().split("\n")).toHaveLength(1);
    }
  });
});
