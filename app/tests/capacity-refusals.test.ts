/**
 * A probe a documented capacity turns away is not judged (issue 24, point 4): VALID-BOUNDARY-ACCEPTED
 * sends values that must be accepted, and a 429 because the job slots are full (doc 2 Limits: "a job
 * concurrency slot") — held by the run's other rules' jobs, or by anyone's — says nothing of the
 * value. Such a check is not exercised with the reason; a refusal of the value itself still fails,
 * beside a capacity refusal or not (the fault valid-job-title-max-refused, in the fault catalogue,
 * fails it with the slots free). End to end: the reference server with one job slot behind a proxy
 * that, once the rule's control job was admitted (and cancelled), starts a job of another client
 * that holds the slot, so every probe meets the server's own 429. A probe that ought to be refused
 * is not counted as refused when such a capacity turned it away (VALID-BODY-VIOLATION, NULL-VALUE-*).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckContext, asVerdict } from "../../lib/rules/check.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { Exchange } from "../../lib/http/exchange.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { capacityRefusal } from "../../generators/calls/refusals.ts";
import { acceptance, judgeAcceptance, judgeRefusal, tallyAccepted } from "../../suites/valid/judge.ts";
import { narrowed, runSuite } from "../wiring.ts";
import { startServer, type RunningServer } from "../../server/index.ts";
import { startProxy, type LoopbackProxy } from "./loopback-proxy.ts";
import { DEV_ADMIN, DEV_PEER } from "./cli-harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const SLOTS_FULL = { error: { code: "job_slots_exhausted", message: "all job slots are in use" } };

function reply(status: number, json: unknown = undefined): Reply {
  return {
    status,
    headers: {},
    json,
    jsonOk: json !== undefined,
    text: json === undefined ? "" : JSON.stringify(json),
    bytes: Buffer.alloc(0),
    exchange: { method: "POST", url: "http://127.0.0.1/api/v1/jobs", status } as Exchange,
    throttled: null,
  };
}

/** The verdict judgeAcceptance ends a check with, or null when it returns (the caller passes). */
function verdictOf(answers: [string, string, Reply][]): { outcome: string; message: string } | null {
  const a = acceptance();
  for (const [op, label, r] of answers) tallyAccepted(a, op, label, r);
  const c = Object.create(CheckContext.prototype) as CheckContext;
  try {
    judgeAcceptance(c, a, "the suite's own job", "bounds are inclusive");
  } catch (e) {
    return asVerdict(e);
  }
  return null;
}

describe("a documented capacity's refusal", () => {
  it("is a 429 to an operation that takes a slot or spends the budget, and no other answer", () => {
    expect(capacityRefusal("createJob", reply(429, SLOTS_FULL))).toMatch(/job slot/);
    expect(capacityRefusal("createJob", reply(429))).toMatch(/job slot/); // the code is not shown
    expect(capacityRefusal("createJob", reply(422, SLOTS_FULL))).toBeNull();
    expect(capacityRefusal("createKey", reply(429, SLOTS_FULL))).toBeNull(); // a rate limit, no capacity
    const spent = { error: { code: "budget_exhausted", message: "spent" } };
    expect(capacityRefusal("invokeUseCase", reply(429, spent))).toMatch(/budget/);
    expect(capacityRefusal("invokeUseCase", reply(429, SLOTS_FULL))).toBeNull();
  });

  it("leaves a check of values that must be accepted not exercised, and a refused value failing beside it", () => {
    const busy = verdictOf([
      ["createJob", "title at 200", reply(202)],
      ["createJob", "input at 50000", reply(429, SLOTS_FULL)],
    ]);
    expect(busy?.outcome).toBe("not-exercised");
    expect(busy?.message).toMatch(/^1 of 2 values turned away by a documented capacity.*input at 50000.*job slot/);
    const broken = verdictOf([
      ["createJob", "title at 200", reply(422, { error: { code: "invalid", message: "too long" } })],
      ["createJob", "input at 50000", reply(429, SLOTS_FULL)],
    ]);
    expect(broken?.outcome).toBe("fail");
    expect(broken?.message).toMatch(/title at 200 answered 422.*1 more turned away by a documented capacity/);
    // A 429 that is no capacity's is a refusal like any other.
    expect(verdictOf([["createKey", "label at 120", reply(429)]])?.outcome).toBe("fail");
    expect(verdictOf([["createJob", "title at 200", reply(202)]])).toBeNull();
  });
});

describe("a probe that ought to be refused", () => {
  it("is not judged when a documented capacity turned it away, and refused when another 429 did", () => {
    const control = reply(202);
    expect(judgeRefusal(control, reply(429, SLOTS_FULL), "createJob")).toEqual({
      kind: "busy",
      why: expect.stringMatching(/job slot/),
    });
    expect(judgeRefusal(control, reply(429, SLOTS_FULL), "createKey").kind).toBe("refused");
    expect(judgeRefusal(control, reply(422, SLOTS_FULL), "createJob").kind).toBe("refused");
  });
});

describe("VALID-BOUNDARY-ACCEPTED on createJob with the job slots filled after its control", () => {
  let server: RunningServer;
  let proxy: LoopbackProxy;
  let jobPosts = 0;
  let holder: string | null = null;

  beforeAll(async () => {
    server = await startServer({ port: 0, adminKey: DEV_ADMIN, peerAdminKey: DEV_PEER, jobSlots: 1 });
    proxy = await startProxy(server.url, async (req): Promise<"forward"> => {
      if (req.method !== "POST" || !/\/api\/v1\/jobs$/.test(req.url ?? "")) return "forward";
      // The first start is the rule's control (admitted, then cancelled); before the first probe,
      // another client's job takes the one slot and keeps it.
      if (++jobPosts === 2) {
        const r = await fetch(`${server.url}/api/v1/jobs`, {
          method: "POST",
          headers: { authorization: `Bearer ${DEV_ADMIN}`, "content-type": "application/json" },
          body: JSON.stringify({ input: "another client's job", pipelineId: "pl_job_echo", title: "held" }),
        });
        holder = ((await r.json()) as { jobId: string }).jobId;
      }
      return "forward";
    });
  });

  afterAll(async () => {
    await proxy.close();
    await server.close();
  });

  it("is not exercised, naming the slot, and leaves no job of its own running", {
    timeout: scaled(120_000),
  }, async () => {
    const rules = ["VALID-BOUNDARY-ACCEPTED"];
    const report = await runSuite(
      {
        ...DEFAULT_RUN_CONFIG,
        baseUrl: proxy.url,
        adminKey: DEV_ADMIN,
        peerAdminKey: DEV_PEER,
        profile: "full",
        only: rules,
        operations: ["createJob", "listPipelines", "cancelJob"],
      },
      narrowed(rules),
    );
    const result = report.results.find((r) => r.operationId === "createJob")!;
    expect(holder, "the other client's job was started").not.toBeNull();
    expect(jobPosts, "the control and the probes were sent").toBeGreaterThan(2);
    expect([result.outcome, result.message]).toEqual([
      "not-exercised",
      expect.stringMatching(/^\d+ of \d+ values turned away by a documented capacity.* answered 429: no job slot free/),
    ]);
    // Jobs have no delete (doc 2 Jobs): the control stays listed, but the only running job is the
    // other client's: the rule's own was cancelled as it went.
    expect(report.leftovers.map((l) => l.kind)).toEqual(["job"]);
    const running = await fetch(`${server.url}/api/v1/jobs?status=running`, {
      headers: { authorization: `Bearer ${DEV_ADMIN}` },
    });
    const rows = ((await running.json()) as { jobs?: { jobId: string }[] }).jobs ?? [];
    expect(rows.map((j) => j.jobId)).toEqual([holder]);
  });
});
