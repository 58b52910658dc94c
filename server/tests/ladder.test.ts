/**
 * The scope ladder over all 125 operations (doc 2 Authentication 2, 4, 5): no key and unknown or
 * malformed keys are refused 401; every rung below the operation's is refused 403
 * `insufficient_scope`; the operation's own rung and the rungs above are admitted (never 401/403,
 * whatever else the request gets wrong).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractIndex, fillPath, SCOPE_LADDER, type Scope } from "../../lib/contract/index.ts";
import { ADMIN, testServer, type TestServer } from "./harness.ts";

const ops = contractIndex().all;
let t: TestServer;
const keys = {} as Record<Scope, string>;

beforeAll(async () => {
  t = await testServer();
  keys.admin = ADMIN;
  for (const s of ["read", "write", "decide"] as const) keys[s] = await t.mint(s);
});
afterAll(() => t.close());

function concretePath(path: string): string {
  return fillPath(
    path,
    new Proxy(
      {},
      { get: (_, name) => (name === "stage" ? "requirements" : name === "webhookId" ? "ladder" : "does-not-exist") },
    ) as Record<string, string>,
  );
}

describe("scope ladder over every operation", () => {
  it("covers 125 operations", () => expect(ops).toHaveLength(125));

  it("refuses absent, malformed and unknown keys with 401 and the envelope", async () => {
    for (const op of ops) {
      const path = concretePath(op.path);
      for (const [label, headers] of [
        ["absent", {}],
        ["basic scheme", { authorization: "Basic dXNlcjpwYXNz" }],
        ["unknown key", { authorization: "Bearer apk_nobody.0123456789abcdef" }],
        ["malformed key", { authorization: "Bearer not-a-key" }],
      ] as const) {
        const r = await t.call(op.method, path, { key: null, headers: headers as Record<string, string> });
        expect(r.status, `${op.operationId} ${label}`).toBe(401);
        expect(r.body?.error?.code, `${op.operationId} ${label}`).toEqual(expect.any(String));
      }
    }
  });

  it("refuses every rung below with 403 insufficient_scope and admits the rest", async () => {
    for (const op of ops) {
      const path = concretePath(op.path);
      const needed = SCOPE_LADDER.indexOf(op.scope);
      for (const [i, rung] of SCOPE_LADDER.entries()) {
        const r = await t.call(op.method, path, { key: keys[rung], body: op.body ? {} : undefined });
        if (r.headers.get("content-type")?.includes("event-stream")) {
          // An admitted stream stays open: cancel it; only its status matters here.
          expect(i >= needed, `${op.operationId} ${rung}`).toBe(true);
          continue;
        }
        if (i < needed) {
          expect(r.status, `${op.operationId} with ${rung}`).toBe(403);
          expect(r.body.error.code).toBe("insufficient_scope");
        } else {
          expect([401, 403], `${op.operationId} with ${rung}: ${r.text}`).not.toContain(r.status);
          expect(r.status, `${op.operationId} with ${rung}: ${r.text}`).toBeLessThan(500);
        }
      }
    }
  });
});
