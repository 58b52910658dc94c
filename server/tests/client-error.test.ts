/**
 * Bad input to the reference server gets a 4XX envelope, never a 5XX, a hang or a crash, even
 * when node:http refuses it before the request pipeline sees it (server/http/client-error.ts):
 * framing it cannot parse, a request line and headers beyond its limit, an `Expect` it does not
 * know. The conformance run never sends such bytes (its client speaks HTTP/1.1 properly), so these
 * are sent here over a raw TCP socket on loopback; after each, the server still answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "node:net";
import { startServer, type RunningServer } from "../index.ts";

/** What one raw request got back: everything the server wrote before it closed (or the deadline). */
function exchange(url: string, raw: string | Buffer, deadlineMs = 10_000): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("latin1"));
    };
    const timer = setTimeout(done, deadlineMs);
    socket.on("data", (b) => chunks.push(b));
    socket.on("end", done);
    socket.on("close", done);
    socket.on("error", done);
    socket.write(raw);
  });
}

/** The status of the first answer, and its JSON body's error code. */
function answer(text: string): { status: number; code: unknown; body: string } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  const body = text.slice(text.indexOf("\r\n\r\n") + 4);
  let code: unknown = null;
  try {
    code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
  } catch {
    // Not JSON: no envelope, so no code.
  }
  return { status, code, body };
}

describe("requests node:http cannot parse", () => {
  let server: RunningServer;
  const host = () => new URL(server.url).host;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server.close());

  // A bad chunk may come after the server has answered from the request line (no such route, no key):
  // then that answer is the one read, a 4XX all the same.
  const cases: [string, () => string, number | "4XX"][] = [
    [
      "a content-length that is not a number",
      () => `POST /api/v1/tasks HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: ten\r\n\r\n`,
      400,
    ],
    [
      "two content-lengths that disagree",
      () => `POST /api/v1/tasks HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      400,
    ],
    [
      "a chunk whose size is not hex",
      () => `POST /api/v1/tasks HTTP/1.1\r\nHost: ${host()}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      "4XX",
    ],
    ["bytes that are not HTTP", () => "\x00\x01\x02 hello\r\n\r\n", 400],
    [
      "a request line and headers beyond 16 KiB",
      () => `GET /api/v1/me?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: ${host()}\r\n\r\n`,
      431,
    ],
    ["an Expect it does not know", () => `GET /api/v1/me HTTP/1.1\r\nHost: ${host()}\r\nExpect: tea\r\n\r\n`, 417],
  ];

  it.each(cases)("%s: refused with a 4XX envelope, and the server still answers", async (_what, raw, status) => {
    const got = answer(await exchange(server.url, raw()));
    if (status === "4XX") expect(Math.floor(got.status / 100), `status ${got.status}`).toBe(4);
    else expect(got.status).toBe(status);
    expect(typeof got.code, `the body ${JSON.stringify(got.body.slice(0, 120))}`).toBe("string");
    const after = answer(
      await exchange(server.url, `GET /api/v1/me HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`),
    );
    expect(after.status).toBe(401);
  });
});
