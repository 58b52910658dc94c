/**
 * Keys and identity (doc 2 Keys; Authentication 4, 8, 10; doc 1 Identity and keys): default
 * `write`, `admin` not mintable, the secret once and never listed, `/me` reports the real scope,
 * revocation cascades transitively, is idempotent and may name the calling key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractValidators, contractIndex } from "../../lib/contract/index.ts";
import { ADMIN, PEER, testServer, type TestServer } from "./harness.ts";

const v = new ContractValidators(contractIndex());
let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(() => t.close());

describe("minting", () => {
  it("mints write by default and returns the secret once, in the key format", async () => {
    const r = await t.call("POST", "/keys", { body: { label: "ci" } });
    expect(r.status).toBe(201);
    expect(v.response("createKey", 201)!(r.body).ok).toBe(true);
    expect(r.body.key.scope).toBe("write");
    expect(r.body.secret).toMatch(/^apk_[a-z0-9]+\.[A-Za-z0-9_-]+$/);
    const me = await t.call("GET", "/me", { key: r.body.secret });
    expect(me.body).toMatchObject({ scope: "write", keyId: r.body.key.id, workspaceId: "ws_a", label: "ci" });
    const list = await t.call("GET", "/keys");
    expect(v.response("listKeys", 200)!(list.body).ok).toBe(true);
    expect(list.text).not.toContain(r.body.secret.split(".")[1]);
    expect(list.body.keys.map((k: { id: string }) => k.id)).toContain(r.body.key.id);
  });

  it("mints read, write and decide, each reported by /me; refuses admin", async () => {
    for (const scope of ["read", "write", "decide"] as const) {
      const me = await t.call("GET", "/me", { key: await t.mint(scope) });
      expect(me.body.scope).toBe(scope);
    }
    expect((await t.call("POST", "/keys", { body: { label: "x", scope: "admin" } })).status).toBe(400);
  });

  it("records externalIdentity and the minting key", async () => {
    const r = await t.call("POST", "/keys", { body: { label: "bot", externalIdentity: "ci-runner-7" } });
    expect(r.body.key).toMatchObject({ externalIdentity: "ci-runner-7", createdByKeyId: "devadmin", revokedAt: null });
  });

  it("cannot be done by a provisioned key (they are never admin)", async () => {
    const decide = await t.mint("decide");
    expect((await t.call("POST", "/keys", { key: decide, body: { label: "x" } })).status).toBe(403);
  });
});

describe("revoking", () => {
  it("revokes the key and, transitively, every key it minted; the rest stay live", async () => {
    // Only admin keys mint, so a chain needs admin-minted keys; the cascade is checked on the store.
    const a = await t.call("POST", "/keys", { body: { label: "a", scope: "read" } });
    const b = await t.call("POST", "/keys", { body: { label: "b", scope: "read" } });
    const state = t.server.state;
    const child = state.keys.get(b.body.key.id)!;
    child.createdByKeyId = a.body.key.id; // b was minted by a
    const bystander = await t.mint("read");
    expect((await t.call("DELETE", `/keys/${a.body.key.id}`)).status).toBe(204);
    expect((await t.call("GET", "/me", { key: a.body.secret })).status).toBe(401);
    expect((await t.call("GET", "/me", { key: b.body.secret })).status).toBe(401);
    expect((await t.call("GET", "/me", { key: bystander })).status).toBe(200);
    const ids = (await t.call("GET", "/keys")).body.keys.map((k: { id: string }) => k.id);
    expect(ids).not.toContain(a.body.key.id);
    expect(ids).not.toContain(b.body.key.id);
  });

  it("is idempotent: revoking twice or an unknown id answers 204", async () => {
    const r = await t.call("POST", "/keys", { body: { label: "twice" } });
    expect((await t.call("DELETE", `/keys/${r.body.key.id}`)).status).toBe(204);
    expect((await t.call("DELETE", `/keys/${r.body.key.id}`)).status).toBe(204);
    expect((await t.call("DELETE", "/keys/knownot")).status).toBe(204);
  });

  it("may name the calling key, which is refused afterwards", async () => {
    const self = "apk_selfrevoke.0123456789abcdef";
    const s = await testServer({ adminKey: self });
    try {
      const minted = await s.mint("decide", self);
      expect((await s.call("DELETE", "/keys/selfrevoke", { key: self })).status).toBe(204);
      expect((await s.call("GET", "/me", { key: self })).status).toBe(401);
      // …and the cascade reached what it minted.
      expect((await s.call("GET", "/me", { key: minted })).status).toBe(401);
    } finally {
      await s.close();
    }
  });

  it("never revokes another workspace's key", async () => {
    expect((await t.call("DELETE", "/keys/devpeer")).status).toBe(204);
    expect((await t.call("GET", "/me", { key: PEER })).status).toBe(200);
    expect((await t.call("GET", "/me", { key: ADMIN })).status).toBe(200);
  });
});
