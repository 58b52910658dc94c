/**
 * Every operation of the contract, at route level: the reference server answers the documented
 * success status (doc 2 Endpoints) to the request the conformance suite itself makes succeed — the
 * operation's recipe (generators/calls/recipes/), run through lib's Target and CheckContext against
 * the in-process test server, as the embedded full run makes it (full profile, a disposable target,
 * the reference bodies, facts and pipelines). Each request is sent with a key at the operation's
 * OWN rung (doc 2 Authentication 4-5: the lowest scope that admits it). The body is valid against
 * the contract and without drift (no field or enum value the contract does not state); 204s are
 * empty, the two streams are `text/event-stream` (doc 2 Events, Streams), the artifact blob carries
 * one of the stated content types and nosniff (doc 2 Evidence). A recipe that ends not exercised on
 * the reference server fails here, with its reason: this server must give every precondition.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATION_IDS } from "../../contract/operation-ids.ts";
import { contractIndex, type Operation } from "../../lib/contract/index.ts";
import { keyPrefixOf } from "../../lib/run/credential.ts";
import {
  DEFAULT_RUN_CONFIG,
  REFERENCE_BODIES,
  REFERENCE_FACTS,
  REFERENCE_PIPELINES,
  type TargetInfo,
} from "../../lib/run/config.ts";
import { connect, type Target } from "../../lib/run/target.ts";
import { runCheck } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { RECIPES } from "../../generators/calls/recipes/index.ts";
import type { SuccessReply } from "../../lib/rules/success-read.ts";
import { succeed } from "../../generators/calls/settle.ts";
import { ADMIN, PEER, testServer, type TestServer } from "./harness.ts";

const index = contractIndex();
let server: TestServer;
let target: Target;

/**
 * The adapter: a lib Target on the test server with the settings an embedded full run gets
 * (lib/run/prepare.ts), keys minted at each rung as the key ladder mints them.
 */
async function suiteTarget(t: TestServer): Promise<Target> {
  const me = (await t.call("GET", "/me")).body as { keyId: string; workspaceId: string };
  const d = DEFAULT_RUN_CONFIG;
  const info: TargetInfo = {
    profile: "full",
    seed: d.seed,
    strict: d.strict,
    only: [],
    exclude: [],
    operations: [],
    timeoutMs: d.timeoutMs,
    rate: null,
    maxRequests: null,
    maxResponseBytes: d.maxResponseBytes,
    examples: d.examples,
    concurrency: 1,
    raceClients: 8,
    raceRounds: 12,
    shard: null,
    pipelines: REFERENCE_PIPELINES,
    // The reference server's own name for the judge outcome (server/README.md), as prepare.ts gives it.
    decisionFields: { judgeOutcome: "outcome" },
    disposable: true,
    vouch: true,
    bodies: REFERENCE_BODIES,
    facts: REFERENCE_FACTS,
    baseUrl: t.server.url,
    embedded: true,
    keys: {
      admin: ADMIN,
      read: await t.mint("read"),
      write: await t.mint("write"),
      decide: await t.mint("decide"),
      peer: PEER,
    },
    keyProblems: {},
    keyPrefix: keyPrefixOf(ADMIN, me.keyId),
    workspaceId: me.workspaceId,
    peerWorkspaceId: null,
    ledger: null,
  };
  return connect(info);
}

beforeAll(async () => {
  server = await testServer();
  target = await suiteTarget(server);
});
afterAll(async () => {
  await target?.client.close();
  await server?.close();
});

const sent = new Map<string, SuccessReply>();

/** Makes the operation succeed by its recipe, with the key of the operation's own rung, and keeps the reply. */
const routeSuccess: Rule = {
  id: "SERVER-ROUTE-SUCCESS",
  title: "The reference server answers the recipe's request the documented success",
  level: "MUST",
  family: "OP",
  clause: "doc 2 Endpoints (success column of each table)",
  clauses: ["D2-CONV-JSON"],
  profile: "full",
  scope: "operation",
  check: async (c) => {
    const op = c.operation;
    const key = c.t.keys[op.scope];
    if (!key) throw new Error(`no ${op.scope} key`);
    const { reply } = await succeed(c, op, (a) => ({ ...a, key }));
    sent.set(op.operationId, reply);
    c.pass();
  },
};

/** The path the reply answered, under the API prefix: it must route to this very operation (not a sibling template). */
function pathOf(reply: SuccessReply): string {
  const { pathname } = new URL(reply.exchange.url);
  return pathname.startsWith(target.client.prefix) ? pathname.slice(target.client.prefix.length) : pathname;
}

describe("the recipe table", () => {
  it("has exactly the contract's 125 operations", () => {
    const contractIds = index.all.map((o) => o.operationId).sort();
    expect(contractIds).toHaveLength(125);
    expect([...OPERATION_IDS].sort()).toEqual(contractIds);
    expect(Object.keys(RECIPES).sort()).toEqual(contractIds);
  });
});

describe.each(index.all.map((op) => [op.operationId, op] as const))("%s", (operationId, op: Operation) => {
  it(`${op.method} ${op.path} (${op.scope}) → ${op.status} ${op.successKind}`, async () => {
    const result = await runCheck(routeSuccess, op, target);
    expect(result.outcome, result.message).toBe("pass");
    const reply = sent.get(operationId)!;
    const path = pathOf(reply);
    expect(index.match(op.method, path)?.operation.operationId, `${op.method} ${path}`).toBe(operationId);
    expect(reply.status, `${op.method} ${path}: ${reply.text.slice(0, 2000)}`).toBe(op.status);

    if (op.successKind === "event-stream") {
      expect(reply.headers["content-type"] ?? "", path).toMatch(/^text\/event-stream/);
      return;
    }
    if (op.successKind === "none") {
      expect(reply.bodyError).toBeUndefined();
      expect(reply.text).toBe("");
      return;
    }
    if (op.successKind === "binary") {
      const type = (reply.headers["content-type"] ?? "").split(";")[0].trim();
      expect(op.successContentTypes).toContain(type);
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      return;
    }
    expect(reply.headers["content-type"] ?? "").toContain("application/json");
    const validate = target.validators.response(operationId, op.status);
    expect(validate, "the contract states a JSON success schema").toBeTruthy();
    const check = validate!(reply.json);
    expect(check.ok, `${operationId} ${op.status}: ${JSON.stringify(check.issues, null, 1)}`).toBe(true);
    expect(target.validators.drift(operationId, op.status, reply.json), `${operationId}: drift`).toEqual([]);
  });
});

describe("afterwards", () => {
  it("removes everything the recipes made", async () => {
    expect(await target.fixtures.teardown()).toEqual([]);
  });
});
