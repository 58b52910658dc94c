/**
 * Preconditions are not verdicts (issue 17, finding 3). The documents say a per-workspace webhook
 * endpoint cap exists but not its figure (doc 2 Limits), so a server may cap at 3, or at 1. The
 * reference server, run with such a cap (it seeds one endpoint of its own, which counts), must get
 * zero failures: the suite frees the endpoints a rule made for itself as soon as that rule is done
 * (lib/run/fixtures.ts), and a setup the target refuses (409 `webhook_limit_reached` on the suite's
 * own PUT) ends the rule not exercised, naming the refusal, with the refused exchange as evidence.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { runSuite } from "../wiring.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

// The cap is the reference server's variant (server/variants/webhooks.ts), the run's self-test switch.
const run = (webhookCap: 1 | 3) =>
  runSuite({ ...DEFAULT_RUN_CONFIG, profile: "full", serverVariants: [`webhook-cap-${webhookCap}`] });
const failures = (report: Awaited<ReturnType<typeof run>>) =>
  report.results
    .filter((r) => r.outcome === "fail" || r.outcome === "warn")
    .map((r) => `${r.rule} ${r.operationId}: ${r.message}`);

describe("a small webhook endpoint cap", () => {
  it("cap 3: zero failures, and the rules that register an endpoint of their own still run", {
    timeout: scaled(300_000),
  }, async () => {
    const report = await run(3);
    expect(report.errors).toEqual([]);
    expect(failures(report)).toEqual([]);
    expect(report.leftovers).toEqual([]);
    // SEC-ISOLATION-WRITE (the finding) and NULL-VALUE-REFUSED register an endpoint each after earlier
    // rules did: they run because those endpoints were freed when their rules ended.
    const outcome = (rule: string, op: string) =>
      report.results.find((r) => r.rule === rule && r.operationId === op)?.outcome;
    expect(outcome("SEC-ISOLATION-WRITE", "putNotificationWebhookById")).toBe("pass");
    expect(outcome("SEC-ISOLATION-WRITE", "deleteNotificationWebhookById")).toBe("pass");
    expect(outcome("NULL-VALUE-REFUSED", "putNotificationWebhookById")).toBe("pass");
  });

  it("cap 1 (the seeded endpoint fills it): zero failures; a refused setup is not exercised, naming the refusal, with its exchange", {
    timeout: scaled(300_000),
  }, async () => {
    const report = await run(1);
    expect(report.errors).toEqual([]);
    expect(failures(report)).toEqual([]);
    expect(report.leftovers).toEqual([]);
    const write = report.results.find(
      (r) => r.rule === "SEC-ISOLATION-WRITE" && r.operationId === "putNotificationWebhookById",
    )!;
    expect(write.outcome).toBe("not-exercised");
    expect(write.message).toMatch(
      /^setup refused: registering a webhook endpoint of the suite's own \(PUT \/notification-webhooks\/\S+ answered 409 webhook_limit_reached\)/,
    );
    const refused = write.evidence.at(-1)!;
    expect([refused.method, refused.status]).toEqual(["PUT", 409]);
  });
});
