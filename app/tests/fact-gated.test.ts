/**
 * The rules that run only where a config fact is given (suites/common/fact-gated.ts; the clauses only
 * they check say so in the register, app/tests/clause-register.test.ts): against a --base-url whose
 * config gives no facts they are not exercised, naming the fact; given the fact they run and pass on
 * the reference server; VALID-WEBHOOK-ROUTABLE told the allow-list is widened is not exercised either,
 * and leaves no endpoint behind.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RUN_CONFIG, REFERENCE_FACTS, type RunConfig } from "../../lib/run/config.ts";
import { narrowed, runSuite } from "../wiring.ts";
import { startServer, type RunningServer } from "../../server/index.ts";
import { ALL_RULES } from "../../suites/registry.ts";
import { gatingFact } from "../../suites/common/fact-gated.ts";
import { DEV_ADMIN } from "./cli-harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const GATED = ALL_RULES.filter((r) => gatingFact(r) !== undefined).map((r) => r.id);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});

afterAll(async () => {
  await server.close();
});

// Disposable, as the embedded server is: a rule gated on a fact and on a disposable target alike
// (EVENTS-STREAM-CAP) then answers to its fact (disposable-only.test.ts holds the other gate).
const run = (over: Partial<RunConfig>) =>
  runSuite(
    {
      ...DEFAULT_RUN_CONFIG,
      baseUrl: server.url,
      adminKey: DEV_ADMIN,
      profile: "full",
      only: [...GATED],
      disposable: true,
      ...over,
    },
    narrowed(GATED),
  );

async function webhookIds(): Promise<string[]> {
  const r = await fetch(`${server.url}/api/v1/notification-webhooks`, {
    headers: { authorization: `Bearer ${DEV_ADMIN}` },
  });
  return ((await r.json()) as { webhooks: { id: string }[] }).webhooks.map((w) => w.id);
}

describe("rules that run only where a config fact is given", () => {
  it("include the webhook routability rule", () => {
    expect(GATED).toContain("VALID-WEBHOOK-ROUTABLE");
  });

  it("are not exercised on a --base-url without the fact, naming it", { timeout: scaled(60_000) }, async () => {
    const report = await run({});
    expect(report.errors).toEqual([]);
    expect([...new Set(report.results.map((r) => r.rule))].sort()).toEqual([...GATED].sort());
    for (const r of report.results) {
      expect(r.outcome, r.rule).toBe("not-exercised");
      expect(r.message, r.rule).toContain(
        `set facts.${gatingFact(ALL_RULES.find((x) => x.id === r.rule)!)} in the config file`,
      );
    }
  });

  it("run and pass on the reference server given its facts, leaving nothing behind", {
    timeout: scaled(60_000),
  }, async () => {
    const before = await webhookIds();
    const report = await run({ facts: { ...REFERENCE_FACTS } });
    expect(report.errors).toEqual([]);
    expect(
      report.results.filter((r) => r.outcome !== "pass").map((r) => `${r.rule}: ${r.outcome} ${r.message}`),
    ).toEqual([]);
    expect(await webhookIds()).toEqual(before);
  });

  it("VALID-WEBHOOK-ROUTABLE is not exercised where the allow-list is said to be widened", {
    timeout: scaled(60_000),
  }, async () => {
    const report = await run({ facts: { webhookAllowListWidened: true }, only: ["VALID-WEBHOOK-ROUTABLE"] });
    const routable = report.results.find((r) => r.rule === "VALID-WEBHOOK-ROUTABLE")!;
    expect([routable.outcome, routable.message]).toEqual(["not-exercised", expect.stringContaining("widened")]);
  });
});
