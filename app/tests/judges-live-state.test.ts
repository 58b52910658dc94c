/**
 * The STATE rules that drive a machine call that machine's judge of recorded traffic live
 * (suites/state/judges/live.ts): under a fault the judge sees first, the live result fails in the
 * judge's words — the words verify-traffic gives the same exchanges — not in a second wording of its own.
 */
import { expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { narrowed, runSuite } from "../wiring.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

it("STATE-NOTIFICATION-DISMISS fails in the Notification judge's words when a dismissed card still reads open", {
  timeout: scaled(120_000),
}, async () => {
  const rule = "STATE-NOTIFICATION-DISMISS";
  const report = await runSuite(
    { ...DEFAULT_RUN_CONFIG, profile: "full", only: [rule], serverFaults: ["state-notification-dismiss-stays-open"] },
    narrowed([rule]),
  );
  const result = report.results.find((r) => r.rule === rule)!;
  expect(result.outcome).toBe("fail");
  // stated-transition.ts: "<machine> <id> read <state> after <trigger exchange>" / "<state>: doc 1 <machine> <from> → <trigger> → <state>".
  expect(result.message).toMatch(
    /notification \S+ read "open" after #\d+ POST \/notifications\/\S+\/dismiss → 200 .* \/ Documented: dismissed: doc 1 Notification open → dismissNotification → dismissed/,
  );
});
