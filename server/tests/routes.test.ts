/**
 * Every operation of the contract, at route level: one request built by its recipe
 * (route-recipes.ts), sent with a key at the operation's OWN rung (doc 2 Authentication 4-5: the
 * lowest scope that admits it), answers the documented success status (doc 2 Endpoints) with a body
 * valid against the contract and without drift (no field or enum value the contract does not
 * state); 204s are empty, the two streams are `text/event-stream` (doc 2 Events, Streams), the
 * artifact blob carries one of the stated content types and nosniff (doc 2 Evidence).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATION_IDS, type OperationId } from "../../contract/operation-ids.ts";
import { ContractValidators, contractIndex, fillPath, type Operation, type Scope } from "../../lib/contract/index.ts";
import { ADMIN, readStream, testServer, type TestServer } from "./harness.ts";
import { RECIPES, World } from "./route-recipes.ts";

const index = contractIndex();
const v = new ContractValidators(index);
let t: TestServer;
let w: World;

beforeAll(async () => {
  t = await testServer();
  const keys = { admin: ADMIN } as Record<Scope, string>;
  for (const s of ["read", "write", "decide"] as const) keys[s] = await t.mint(s);
  w = new World(t, keys);
});
afterAll(() => t.close());

function url(op: Operation, params: Record<string, string>, query: Record<string, string>): string {
  const path = fillPath(op.path, params);
  // The concrete path must route to this very operation (not a sibling template).
  expect(index.match(op.method, path)?.operation.operationId, `${op.method} ${path}`).toBe(op.operationId);
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

describe("the recipe table", () => {
  it("has exactly the contract's 125 operations", () => {
    const contractIds = index.all.map((o) => o.operationId).sort();
    expect(contractIds).toHaveLength(125);
    expect([...OPERATION_IDS].sort()).toEqual(contractIds);
    expect(Object.keys(RECIPES).sort()).toEqual(contractIds);
  });
});

describe.each(index.all.map((op) => [op.operationId, op] as const))("%s", (operationId, op) => {
  it(`${op.method} ${op.path} (${op.scope}) → ${op.status} ${op.successKind}`, async () => {
    const req = await RECIPES[operationId as OperationId](w);
    const path = url(op, req.params ?? {}, req.query ?? {});
    const key = w.keys[op.scope];

    if (op.successKind === "event-stream") {
      const s = await readStream(`${t.server.url}/api/v1${path}`, key, { maxFrames: 2, deadlineMs: 1000 });
      expect(s.status, `${op.method} ${path}`).toBe(op.status);
      expect(s.contentType.startsWith("text/event-stream"), s.contentType).toBe(true);
      return;
    }

    const r = await t.call(op.method, path, { key, ...(req.body !== undefined ? { body: req.body } : {}) });
    expect(r.status, `${op.method} ${path}: ${r.text.slice(0, 2000)}`).toBe(op.status);

    if (op.successKind === "none") {
      expect(r.text).toBe("");
      return;
    }
    if (op.successKind === "binary") {
      const type = (r.headers.get("content-type") ?? "").split(";")[0].trim();
      expect(op.successContentTypes).toContain(type);
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      return;
    }
    expect(r.headers.get("content-type") ?? "").toContain("application/json");
    const validate = v.response(operationId, op.status);
    expect(validate, "the contract states a JSON success schema").toBeTruthy();
    const check = validate!(r.body);
    expect(check.ok, `${operationId} ${op.status}: ${JSON.stringify(check.issues, null, 1)}`).toBe(true);
    expect(v.drift(operationId, op.status, r.body), `${operationId}: drift`).toEqual([]);
  });
});
