/**
 * No rule can record the run's own limit as the target's failure (issue 24, point 4). A request the
 * run withholds (lib/run/withheld.ts: outside the --operation selection, past the budget, the run
 * stopping) makes the check that needed it not exercised — wherever the rule caught it and however
 * it reported it: as a mismatch quoting it, as a warning, through fast-check, or as a crash whose
 * cause it is. The check runner decides that (lib/rules/check.ts `runCheck`), not each rule. A
 * failure the check found on its own stays a failure, even when something else was withheld on the
 * way. Rules written the wrong way on purpose, run through the engine against the embedded server
 * with `listJobs` outside the selection.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asVerdict, type CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { allOperations } from "./deselection.ts";
import { SUITE, WIRING, runSuite } from "../wiring.ts";

const WITHHELD = "needs listJobs, outside the --operation selection";

/** A request the selection withholds, caught: the message it carried. */
async function caughtWithheld(c: CheckContext): Promise<string> {
  try {
    await c.call("GET", "/jobs");
  } catch (e) {
    return asVerdict(e)?.message ?? String(e);
  }
  throw new Error("GET /jobs was sent although listJobs is outside the selection");
}

function rule(id: string, check: (c: CheckContext) => Promise<void>): Rule {
  return {
    id,
    title: id,
    level: "MUST",
    family: "STATE",
    clause: "test",
    clauses: ["D2-CONV-ERROR-ENVELOPE"],
    profile: "safe",
    scope: "global",
    check,
  };
}

const RULES: Rule[] = [
  rule("STATE-TEST-MISMATCH", async (c) =>
    c.fail(`Received: ${await caughtWithheld(c)} for GET /jobs / Documented: an HTTP answer`),
  ),
  rule("STATE-TEST-WARNING", async (c) => c.warn(`the list could not be read (${await caughtWithheld(c)})`)),
  rule("STATE-TEST-CRASH", async (c) => {
    try {
      await c.t.client.call("GET", "/jobs", { key: c.t.keys.admin });
    } catch (e) {
      throw new Error("the helper gave up", { cause: e });
    }
  }),
  rule("STATE-TEST-FAST-CHECK", async (c) => {
    // A failing property whose error quotes the withheld request, as a model run reports it.
    const details = await fc.check(
      fc.asyncProperty(fc.constant(0), async () => {
        throw new Error(`step 1: ${await caughtWithheld(c)}`);
      }),
      { numRuns: 1 },
    );
    c.fail(`counterexample: ${details.errorInstance instanceof Error ? details.errorInstance.message : "?"}`);
  }),
  rule("STATE-TEST-OWN-FINDING", async (c) => {
    await caughtWithheld(c);
    const me = await c.call("GET", "/me");
    c.fail(
      `Received: ${me.status} for GET /me, read after a withheld request / Documented: a finding of the check's own`,
    );
  }),
];

const wiring = { ...WIRING, suite: { ...SUITE, families: [{ family: "STATE" as const, rules: RULES }] } };

describe("a failure resting on a request the run withheld", () => {
  it("is not exercised with the withheld request's reason, however the rule reported it; the check's own finding still fails", {
    timeout: 60_000,
  }, async () => {
    const operations = allOperations().filter((o) => o !== "listJobs");
    const report = await runSuite({ ...DEFAULT_RUN_CONFIG, profile: "safe", operations }, wiring);
    expect(report.errors).toEqual([]);
    const got = Object.fromEntries(report.results.map((r) => [r.rule, [r.outcome, r.message]]));
    expect(got).toEqual({
      "STATE-TEST-MISMATCH": ["not-exercised", WITHHELD],
      "STATE-TEST-WARNING": ["not-exercised", WITHHELD],
      "STATE-TEST-CRASH": ["not-exercised", WITHHELD],
      "STATE-TEST-FAST-CHECK": ["not-exercised", WITHHELD],
      "STATE-TEST-OWN-FINDING": ["fail", expect.stringMatching(/^Received: 200 for GET \/me/)],
    });
    // Not exercised carries no reproduction: nothing was sent to judge.
    expect(report.results.filter((r) => r.outcome === "not-exercised").map((r) => r.reproduction)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
