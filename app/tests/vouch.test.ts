/**
 * `--vouch`: a state only the configuration promises (the pipeline configured to park parks) that
 * never comes is not exercised on a real target, since the configuration may be wrong, and a failure
 * when the configuration is vouched for. The reference server, served as an outside process, with a
 * run that stays in flight on its decision step for good (fault state-run-decision-step-stalls).
 * The same holds for a fact the configuration states about the target (the refused credential, the
 * large file, the service without a spec): a real target's answer that contradicts it leaves the
 * rule not exercised, and fails under `--vouch`.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG, REFERENCE_BODIES, REFERENCE_FACTS } from "../../lib/run/config.ts";
import { narrowed, runSuite } from "../wiring.ts";
import { startServer } from "../../server/index.ts";
import { DEV_ADMIN, DEV_PEER } from "./cli-harness.ts";

const RULE = "STATE-RUN-MACHINE";

/** One rule's results on a served reference server with `fault` on, as a real target, vouched for or not. */
async function resultsOf(rule: string, fault: string, vouch: boolean) {
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    adminKey: DEV_ADMIN,
    peerAdminKey: DEV_PEER,
    faults: [fault],
  });
  let report: Awaited<ReturnType<typeof runSuite>>;
  try {
    report = await runSuite(
      {
        ...DEFAULT_RUN_CONFIG,
        baseUrl: server.url,
        adminKey: DEV_ADMIN,
        peerAdminKey: DEV_PEER,
        profile: "full",
        disposable: true,
        vouch,
        // What the configuration of this target would state: the reference server's own facts.
        bodies: REFERENCE_BODIES,
        facts: REFERENCE_FACTS,
        only: [rule],
      },
      narrowed([rule]),
    );
  } finally {
    await server.close();
  }
  expect(report.errors).toEqual([]);
  return report.results.filter((r) => r.rule === rule);
}

const stallingRun = (vouch: boolean) => resultsOf(RULE, "state-run-decision-step-stalls", vouch);

// Side by side: each waits out a real target's deadline (20 s), on a server of its own.
describe.concurrent("a run on the pipeline configured to park that stays in flight for good", () => {
  it("is not exercised on a real target, the message naming --vouch", { timeout: 180_000 }, async () => {
    const results = await stallingRun(false);
    expect(results.map((r) => r.outcome)).toEqual(["not-exercised"]);
    expect(results[0]!.message).toContain("did not park");
    expect(results[0]!.message).toContain("--vouch makes it a failure");
  });

  it("fails there under --vouch", { timeout: 180_000 }, async () => {
    const results = await stallingRun(true);
    expect(results.map((r) => r.outcome)).toEqual(["fail"]);
    expect(results[0]!.message).toContain("a promise of the configuration, vouched for");
  });
});

/** Rules that read a fact of the configuration, each with a fault whose answer contradicts it. */
const FACT_READERS = [
  { rule: "ERRORS-ENV-TEST-REFUSED-OK-FALSE", fault: "env-test-accepts-refused" },
  { rule: "ERRORS-FILE-TOO-LARGE", fault: "repos-file-read-linked-refused" },
  { rule: "ERRORS-SPEC-ABSENT-NOT-ERROR", fault: "spec-service-read-always-failed" },
];

describe.concurrent("a configured fact the target's answer contradicts", () => {
  it.each(FACT_READERS)(
    "leaves $rule not exercised on a real target, naming --vouch, and fails it under --vouch",
    {
      timeout: 180_000,
    },
    async ({ rule, fault }) => {
      const plain = await resultsOf(rule, fault, false);
      expect(plain.map((r) => r.outcome)).toEqual(["not-exercised"]);
      expect(plain[0]!.message).toContain("--vouch makes this a failure");
      const vouched = await resultsOf(rule, fault, true);
      expect(vouched.map((r) => r.outcome)).toEqual(["fail"]);
    },
  );
});
