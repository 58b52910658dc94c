/**
 * The run options that change how the suite drives the target: --concurrency (rules of the
 * families that allow it run at once, never more than asked), --examples (more generated inputs per
 * operation, more requests), --pipelines (a role set to none leaves its rules not exercised) and
 * --disposable (the operations that change a target for good run only on a throwaway one).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { startProxy, type LoopbackProxy } from "./loopback-proxy.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConformance } from "../cli/run.ts";
import {
  BODY_OPERATIONS,
  DEFAULT_RUN_CONFIG,
  REFERENCE_BODIES,
  REFERENCE_PIPELINES,
  type RunConfig,
} from "../../lib/run/config.ts";
import { runSuite } from "../wiring.ts";
import { startServer, type RunningServer } from "../../server/index.ts";
import { DEV_ADMIN } from "./cli-harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const dir = mkdtempSync(join(tmpdir(), "options-"));
let server: RunningServer;
let proxy: LoopbackProxy;
let proxyUrl: string;
let inFlight = 0;
let peak = 0;

beforeAll(async () => {
  server = await startServer({ port: 0 });
  // Counts the requests in flight at once on their way to the server.
  proxy = await startProxy(server.url, (_req, res) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    res.on("close", () => (inFlight -= 1));
    return "forward";
  });
  proxyUrl = proxy.url;
});

afterAll(async () => {
  await proxy.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const remote = (over: Partial<RunConfig>): RunConfig => ({
  ...DEFAULT_RUN_CONFIG,
  baseUrl: proxyUrl,
  adminKey: DEV_ADMIN,
  ...over,
});

describe("--concurrency", () => {
  async function peakOf(concurrency: number): Promise<number> {
    peak = 0;
    const { report } = await runConformance(remote({ only: ["AUTH"], concurrency }), join(dir, `c${concurrency}`), {
      allure: false,
    });
    expect(report.summary.failed).toBe(0);
    return peak;
  }

  it(
    "sends one request at a time by default, and up to N at once with --concurrency N",
    async () => {
      expect(await peakOf(1)).toBe(1);
      const four = await peakOf(4);
      expect(four).toBeGreaterThan(1);
      expect(four).toBeLessThanOrEqual(4);
    },
    scaled(60_000),
  );
});

describe("--examples", () => {
  it(
    "draws more generated inputs per operation",
    async () => {
      const run = (examples: number) =>
        runSuite({
          ...DEFAULT_RUN_CONFIG,
          profile: "full",
          only: ["OP-GENERATED-ANSWERED"],
          operations: ["listJobs", "createServiceTask"],
          examples,
        });
      const [one, six] = [await run(1), await run(6)];
      expect(one.summary.failed + six.summary.failed).toBe(0);
      expect(six.summary.requests).toBeGreaterThan(one.summary.requests);
      // The extra inputs are new requests, not repeats: the digests of the two runs differ.
      expect(six.results.map((r) => r.digest)).not.toEqual(one.results.map((r) => r.digest));
    },
    scaled(60_000),
  );
});

describe("--pipelines", () => {
  it(
    "leaves the rules that need a role set to none not exercised, naming the role",
    async () => {
      const pipelines = { ...REFERENCE_PIPELINES, park: { ...REFERENCE_PIPELINES.park, "approval-gate": null } };
      // No --operation: it would keep the setup's requests (a service, a task, its start) from being sent.
      const approve = async (over: Partial<RunConfig>) =>
        (await runSuite({ ...DEFAULT_RUN_CONFIG, profile: "full", only: ["OP-SUCCESS"], ...over })).results.find(
          (r) => r.operationId === "approveRunDecision",
        )!;
      const r = await approve({ pipelines });
      expect(r.outcome).toBe("not-exercised");
      expect(r.message).toMatch(/pipelines\.park/);
      expect((await approve({})).outcome).toBe("pass");
    },
    scaled(60_000),
  );
});

describe("--disposable", () => {
  /** The operations whose success changes a target for good: exercised only on a disposable one. */
  const THROWAWAY = [
    "startTask",
    "stopTask",
    "retryTask",
    "actOnNotification",
    "dismissNotification",
    "invokeUseCase",
    "setMergeRecordEffort",
    "bootstrapRepo",
    "getRepoBootstrap",
    "createEnvironmentConnection",
    "resolveExceededRunApproval",
    "resolveExceededBrainstorm",
    "resolveExceededClarity",
    "resolveExceededRequirements",
  ];
  // Every operation runs (an --operation selection would keep their setup's requests from being sent); the 14 are read.
  const success = async (over: Partial<RunConfig>) => {
    const report = await runSuite(remote({ profile: "full", only: ["OP-SUCCESS"], ...over }));
    return { ...report, results: report.results.filter((r) => THROWAWAY.includes(r.operationId!)) };
  };

  it(
    "leaves the 14 operations that change a target for good not exercised on a --base-url, naming --disposable",
    async () => {
      const report = await success({});
      expect(report.results.map((r) => r.operationId).sort()).toEqual([...THROWAWAY].sort());
      for (const r of report.results) {
        expect(r.outcome, r.operationId!).toBe("not-exercised");
        expect(r.message, r.operationId!).toMatch(/--disposable/);
      }
    },
    scaled(60_000),
  );

  it(
    "names --disposable under the standard profile too, beside the profile",
    async () => {
      const report = await success({ profile: "standard" });
      for (const r of report.results)
        expect(r.message, r.operationId!).toMatch(/standard profile excludes it.*--disposable/);
    },
    scaled(60_000),
  );

  it(
    "exercises them on a disposable --base-url; a body the documents leave unshown must then be configured",
    async () => {
      const bare = await success({ disposable: true });
      const byOp = new Map(bare.results.map((r) => [r.operationId, r]));
      // No `bodies` for a real target: the five object* bodies are not guessed, the key to set is named.
      for (const op of BODY_OPERATIONS) {
        expect(byOp.get(op)?.outcome, op).toBe("not-exercised");
        expect(byOp.get(op)?.message, op).toContain(`bodies.${op}`);
      }
      expect(byOp.get("getRepoBootstrap")?.message).toContain("bodies.bootstrapRepo");
      const others = THROWAWAY.filter(
        (op) => !(BODY_OPERATIONS as readonly string[]).includes(op) && op !== "getRepoBootstrap",
      );
      for (const op of others) expect(`${op} ${byOp.get(op)?.outcome} ${byOp.get(op)?.message}`).toMatch(/^\S+ pass /);
      const configured = await success({ disposable: true, bodies: REFERENCE_BODIES });
      expect(
        configured.results.filter((r) => r.outcome !== "pass").map((r) => `${r.operationId}: ${r.message}`),
      ).toEqual([]);
    },
    scaled(120_000),
  );
});
