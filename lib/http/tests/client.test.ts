/**
 * The harness client: deadline, retries only for idempotent methods and only on transport errors,
 * every exchange recorded with secrets redacted, and a curl reproduction that names no secret.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, TransportError } from "../client.ts";
import { toCurl } from "../curl.ts";
import { REDACTED, Redactor } from "../redact.ts";
import { scaled } from "../../testing/slowdown.ts";

const SECRET = "apk_k1.super-secret-value-123";
let server: Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    const n = (hits.get(key) ?? 0) + 1;
    hits.set(key, n);
    if (req.url?.startsWith("/api/v1/flaky") && n === 1) {
      req.socket.destroy(); // a transport error on the first attempt
      return;
    }
    if (req.url?.startsWith("/api/v1/slow")) return; // never answers
    if (req.url?.startsWith("/api/v1/server-error")) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end('{"error":{"code":"boom","message":"x"}}');
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ echo: req.headers.authorization ?? null, secret: SECRET }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(): ApiClient {
  const redactor = new Redactor();
  redactor.add(SECRET);
  return new ApiClient({ baseUrl: base, redactor, deadlineMs: scaled(500) });
}

describe("ApiClient", () => {
  it("retries an idempotent request after a transport error", async () => {
    const c = client();
    const r = await c.call("GET", "/flaky/get", { key: SECRET });
    expect(r.status).toBe(200);
    expect(r.exchange.attempts).toBe(2);
    await c.close();
  });

  it("never retries a non-idempotent request", async () => {
    const c = client();
    await expect(c.call("POST", "/flaky/post", { key: SECRET, body: {} })).rejects.toBeInstanceOf(TransportError);
    expect(hits.get("POST /api/v1/flaky/post")).toBe(1);
    await c.close();
  });

  it("does not retry an HTTP error status", async () => {
    const c = client();
    const r = await c.call("GET", "/server-error", { key: SECRET });
    expect(r.status).toBe(500);
    expect(r.exchange.attempts).toBe(1);
    await c.close();
  });

  it("bounds every request by its deadline", async () => {
    const c = client();
    const t0 = Date.now();
    const err = await c.call("GET", "/slow", { key: SECRET, deadlineMs: 200 }).catch((e) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect((err as TransportError).message).toMatch(/deadline/);
    expect(Date.now() - t0).toBeLessThan(scaled(3000));
    await c.close();
  });

  it("records the exchange with every secret redacted", async () => {
    const c = client();
    const r = await c.call("POST", "/echo", { key: SECRET, body: { note: `carry ${SECRET}` } });
    const e = JSON.stringify(r.exchange);
    expect(e).not.toContain("super-secret-value");
    expect(e).toContain(REDACTED);
    expect(r.exchange.requestHeaders.authorization).toBe("Bearer [REDACTED]");
    expect(r.exchange.reproduction).toMatch(/^curl -sS -X POST /);
    expect(r.exchange.reproduction).toContain("$API_KEY");
    await c.close();
  });
});

describe("toCurl", () => {
  it("shell-quotes bodies and never prints the key", () => {
    const red = new Redactor();
    red.add(SECRET);
    const line = toCurl(
      {
        method: "PUT",
        url: "http://h/api/v1/x",
        headers: { authorization: `Bearer ${SECRET}`, "content-type": "application/json" },
        body: `{"a":"it's"}`,
      },
      red,
    );
    expect(line).toBe(
      `curl -sS -X PUT http://h/api/v1/x -H "authorization: Bearer $API_KEY" -H 'content-type: application/json' --data-binary '{"a":"it'\\''s"}'`,
    );
  });

  it("keeps a secret too short to look for in text, and redacts it only where it stands whole", () => {
    const red = new Redactor();
    expect(() => red.add("abc")).not.toThrow();
    expect(red.redact("abcdef abc")).toBe("abcdef abc");
    expect(red.redact(`{"secret":"abc","label":"abc"}`)).toBe(`{"secret":"${REDACTED}","label":"abc"}`);
    expect(red.redactValue({ label: "abc", other: "abcdef" })).toEqual({ label: REDACTED, other: "abcdef" });
  });

  it("masks the credentials of every Authorization scheme in a curl line", () => {
    const red = new Redactor();
    red.add(SECRET);
    const basic = `Basic ${Buffer.from(`user:${SECRET}`).toString("base64")}`;
    const line = toCurl({ method: "GET", url: "http://h/api/v1/me", headers: { authorization: basic } }, red);
    expect(line).toBe(`curl -sS -X GET http://h/api/v1/me -H "authorization: Basic $API_KEY"`);
  });
});

describe("secrets the client learns on the way", () => {
  it("redacts a secret it sends in a body and a secret the target answers, before recording them", async () => {
    const c = new ApiClient({ baseUrl: base, redactor: new Redactor(), deadlineMs: scaled(500) });
    // Nothing registered beforehand: the webhook-style secret in the body and the `secret` the test
    // server answers (a minted key) must both be learnt from the exchange itself.
    const r = await c.call("PUT", "/echo", {
      key: null,
      body: { url: "https://x", secret: "whsec-never-recorded-42" },
    });
    const e = JSON.stringify(r.exchange);
    expect(e).not.toContain("whsec-never-recorded-42");
    expect(e).not.toContain("super-secret-value");
    expect(r.exchange.reproduction).not.toContain("whsec-never-recorded-42");
    await c.close();
  });

  it("redacts the secret part of a key on its own", () => {
    const red = new Redactor();
    red.add("apk_abc123.Part0fTheKeyOnly_x9");
    expect(red.redact("hint: Part0fTheKeyOnly_x9")).toBe(`hint: ${REDACTED}`);
  });

  it("learns secrets under any property named like one, at any depth", () => {
    const red = new Redactor();
    red.learnFrom({ items: [{ webhookSecret: "deep-secret-value", hasSecret: true }], secret: "tiny" });
    expect(red.redact("deep-secret-value tiny")).toBe(`${REDACTED} tiny`);
  });
});
