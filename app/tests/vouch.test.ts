/**
 * `--vouch`: a state only the configuration promises (the pipeline configured to park parks) that
 * never comes is not exercised on a real target, since the configuration may be wrong, and a failure
 * when the configuration is vouched for. The reference server, served as an outside process, with a
 * run that stays in flight on its decision step for good (fault state-run-decision-step-stalls).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { narrowed, runSuite } from "../wiring.ts";
import { startServer } from "../../server/index.ts";
import { DEV_ADMIN, DEV_PEER } from "./cli-harness.ts";

const RULE = "STATE-RUN-MACHINE";
async function stallingRun(vouch: boolean) {
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    adminKey: DEV_ADMIN,
    peerAdminKey: DEV_PEER,
    faults: ["state-run-decision-step-stalls"],
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
        only: [RULE],
      },
      narrowed([RULE]),
    );
  } finally {
    await server.close();
  }
  expect(report.errors).toEqual([]);
  return report.results.filter((r) => r.rule === RULE);
}

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
