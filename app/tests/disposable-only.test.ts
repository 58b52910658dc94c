/**
 * The rules that run only on a disposable target (suites/common/disposable.ts; the clauses only they
 * check say so in the register, app/tests/clause-register.test.ts): against a --base-url that is not
 * disposable they are not exercised, naming --disposable, and change nothing (the second workspace's
 * admin key still works); on a disposable one they run, and KEYS-REVOKE-CASCADE spends that key for
 * good. The steps share one reference server, in order: the last one revokes its peer key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG, REFERENCE_BODIES, REFERENCE_FACTS, type RunConfig } from "../../lib/run/config.ts";
import { shardOf } from "../../lib/run/select.ts";
import { narrowed, runSuite } from "../wiring.ts";
import { startServer, type RunningServer } from "../../server/index.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { disposableReason } from "../../suites/common/disposable.ts";
import { DEV_ADMIN, DEV_PEER } from "./cli-harness.ts";
import { contractIndex } from "../../lib/contract/operations.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const ONLY_DISPOSABLE = ALL_RULES.filter((r) => disposableReason(r) !== undefined).map((r) => r.id);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});

afterAll(async () => {
  await server.close();
});

const run = (over: Partial<RunConfig>, ids: readonly string[] = ONLY_DISPOSABLE) =>
  runSuite(
    {
      ...DEFAULT_RUN_CONFIG,
      baseUrl: server.url,
      adminKey: DEV_ADMIN,
      peerAdminKey: DEV_PEER,
      profile: "full",
      only: [...ids],
      ...over,
    },
    narrowed(ids),
  );

async function peerStatus(): Promise<number> {
  const r = await fetch(`${server.url}/api/v1/me`, { headers: { authorization: `Bearer ${DEV_PEER}` } });
  await r.body?.cancel();
  return r.status;
}

describe("rules that run only on a disposable target", () => {
  it("include the revocation cascade and the review cap", () => {
    expect(ONLY_DISPOSABLE).toEqual(expect.arrayContaining(["KEYS-REVOKE-CASCADE", "STATE-REVIEW-CAP-EXACT"]));
  });

  it("are not exercised on a --base-url without --disposable, naming --disposable, and revoke nothing", {
    timeout: scaled(120_000),
  }, async () => {
    const report = await run({});
    expect(report.errors).toEqual([]);
    expect(report.results.map((r) => r.rule).sort()).toEqual([...ONLY_DISPOSABLE].sort());
    for (const r of report.results) {
      expect(r.outcome, r.rule).toBe("not-exercised");
      expect(r.message, r.rule).toMatch(/only on a disposable target \(pass --disposable/);
    }
    expect(await peerStatus()).toBe(200);
  });

  it("leave the cascade to a run of its own under --shard on a real target: other shards may still use the peer key", {
    timeout: scaled(120_000),
  }, async () => {
    const ids = ["KEYS-REVOKE-CASCADE"];
    const shard = { index: shardOf(ids[0], null, 2), total: 2 };
    const report = await run({ disposable: true, shard }, ids);
    expect(report.results.map((r) => [r.rule, r.outcome])).toEqual([["KEYS-REVOKE-CASCADE", "not-exercised"]]);
    expect(report.results[0].message).toContain("--only KEYS-REVOKE-CASCADE");
    expect(await peerStatus()).toBe(200);
  });

  it("leave what the --operation selection withholds not exercised, never failed (the embedded server)", {
    timeout: scaled(120_000),
  }, async () => {
    const ids = ["STATE-REVIEW-CAP-EXACT"];
    const operations = contractIndex()
      .all.map((op) => op.operationId)
      .filter((id) => id !== "reReviewClarity");
    const report = await runSuite({ ...DEFAULT_RUN_CONFIG, profile: "full", only: ids, operations }, narrowed(ids));
    expect(report.results.map((r) => [r.rule, r.outcome])).toEqual([["STATE-REVIEW-CAP-EXACT", "pass"]]);
    expect(report.results[0].message).toContain(
      "clarity-review: needs reReviewClarity, outside the --operation selection",
    );
  });

  it("run on a disposable --base-url; the cascade revokes the second workspace's admin key for good", {
    timeout: scaled(180_000),
  }, async () => {
    // With the reference server's bodies, as a config file for it gives them: STATE-SERVICE-REPO-BACKED
    // bootstraps; its stream cap, which EVENTS-STREAM-CAP (gated on that fact too) holds; and its
    // architecture-only bootstrap body, which STATE-REPO-BOOTSTRAP-ARCHITECTURE (gated too) sends.
    const report = await run({
      disposable: true,
      bodies: REFERENCE_BODIES,
      facts: { streamCap: REFERENCE_FACTS.streamCap, bootstrapArchitecture: REFERENCE_FACTS.bootstrapArchitecture },
    });
    expect(report.errors).toEqual([]);
    expect(report.leftovers).toEqual([]);
    expect(
      report.results.filter((r) => r.outcome !== "pass").map((r) => `${r.rule}: ${r.outcome} ${r.message}`),
    ).toEqual([]);
    expect(await peerStatus()).toBe(401);
  });
});
