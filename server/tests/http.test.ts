/**
 * The request pipeline (server/http/app.ts): every refusal is the error envelope — malformed JSON,
 * a wrong content type, an over-large body, a missing required body, an unknown path (404), a wrong
 * method (405 with Allow), invalid parameters (400 naming each problem) — and unknown query
 * parameters and body fields are tolerated as the contract allows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, testServer, type TestServer } from "./harness.ts";

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ maxBodyBytes: 4096 });
});
afterAll(() => t.close());

function envelope(r: { body: any }) {
  expect(r.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  return r.body.error;
}

describe("routing", () => {
  it("answers 404 with the envelope for an unknown path, inside and outside the prefix", async () => {
    for (const path of ["/nope", "/tasks", "/me/extra"]) {
      const r = await t.call("GET", path);
      expect(r.status, path).toBe(404);
      envelope(r);
    }
    const outside = await fetch(`${t.server.url}/elsewhere`);
    expect(outside.status).toBe(404);
    expect((await outside.json()).error.code).toBe("not_found");
  });

  it("answers 405 with Allow listing the path's methods", async () => {
    const r = await t.call("POST", "/me", { body: {} });
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toBe("GET");
    envelope(r);
    const w = await t.call("PATCH", "/notification-webhook", { body: {} });
    expect(w.status).toBe(405);
    expect(w.headers.get("allow")!.split(", ").sort()).toEqual(["DELETE", "GET", "PUT"]);
  });
});

describe("request bodies", () => {
  it("refuses malformed JSON with 400", async () => {
    const r = await t.call("POST", "/keys", { body: "{label:" });
    expect(r.status).toBe(400);
    expect(envelope(r).issues).toEqual([expect.objectContaining({ path: "/body" })]);
  });

  it("refuses a non-JSON content type with 415", async () => {
    const r = await t.call("POST", "/keys", {
      body: "label=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(r.status).toBe(415);
    envelope(r);
  });

  it("refuses a body over the size limit with 413 and keeps the connection usable", async () => {
    const r = await t.call("POST", "/keys", { body: JSON.stringify({ label: "x".repeat(10_000) }) });
    expect(r.status).toBe(413);
    envelope(r);
    expect((await t.call("GET", "/me")).status).toBe(200);
  });

  it("refuses a missing required body with 400", async () => {
    const r = await t.call("POST", "/keys");
    expect(r.status).toBe(400);
    envelope(r);
  });

  it("names every problem of an invalid body in `issues`", async () => {
    const r = await t.call("POST", "/keys", { body: { label: "", scope: "root", externalIdentity: 5 } });
    expect(r.status).toBe(400);
    const paths = envelope(r)
      .issues.map((i: { path: string }) => i.path)
      .sort();
    expect(paths).toEqual(expect.arrayContaining(["/externalIdentity", "/label", "/scope"]));
  });

  it("tolerates unknown body fields", async () => {
    const r = await t.call("POST", "/keys", { body: { label: "extra", surprise: true } });
    expect(r.status).toBe(201);
  });
});

describe("parameters", () => {
  it("refuses out-of-range limit and over-long cursor with 400 naming the parameter", async () => {
    for (const q of ["limit=0", "limit=101", "limit=abc", `cursor=${"c".repeat(201)}`, "status=sleeping"]) {
      const r = await t.call("GET", `/kaizen/entries?${q}`);
      expect(r.status, q).toBe(400);
      expect(envelope(r).issues[0].path, q).toMatch(/^\/query\//);
    }
  });

  it("tolerates unknown query parameters", async () => {
    expect((await t.call("GET", "/kaizen/entries?unknown=1")).status).toBe(200);
  });

  it("refuses a garbage or foreign cursor with 400, never 5xx", async () => {
    const page = await t.call("GET", "/kaizen/entries?limit=1");
    const foreign = page.body.nextCursor as string;
    expect(foreign).toEqual(expect.any(String));
    for (const cursor of ["garbage", `${foreign.slice(0, -2)}xx`, foreign]) {
      const path =
        cursor === foreign
          ? `/jobs?cursor=${encodeURIComponent(cursor)}`
          : `/kaizen/entries?cursor=${encodeURIComponent(cursor)}`;
      const r = await t.call("GET", path);
      expect(r.status, cursor).toBe(400);
      envelope(r);
    }
    // The other workspace's cursor of the same list is foreign too.
    const peer = await t.call("GET", `/kaizen/entries?cursor=${encodeURIComponent(foreign)}`, {
      key: "apk_devpeer.reference-server-peer-secret",
    });
    expect(peer.status).toBe(400);
  });
});

describe("authentication", () => {
  it("accepts the bearer scheme case-insensitively and refuses other schemes", async () => {
    expect((await t.call("GET", "/me", { key: null, headers: { authorization: `bearer ${ADMIN}` } })).status).toBe(200);
    const basic = await t.call("GET", "/me", { key: null, headers: { authorization: `Basic ${ADMIN}` } });
    expect(basic.status).toBe(401);
    expect(basic.headers.get("www-authenticate")).toBe("Bearer");
  });

  it("refuses a known key id with a wrong secret", async () => {
    const r = await t.call("GET", "/me", { key: "apk_devadmin.wrong-secret-value" });
    expect(r.status).toBe(401);
  });
});

describe("cursors", () => {
  it("stay within 200 characters whatever the filters (doc 2 Limits)", async () => {
    const state = t.server.state;
    const longList = `llm-calls:${"x".repeat(256)}:${"y".repeat(120)}`;
    const c = state.cursors.encode(longList, "ws_a", 123456789);
    expect(c.length).toBeLessThanOrEqual(200);
    expect(state.cursors.decode(c, longList, "ws_a")).toBe(123456789);
    expect(() => state.cursors.decode(c, longList, "ws_b")).toThrow();
  });
});
