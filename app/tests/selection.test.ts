/**
 * Selection means selection (issue 17, finding 2): with `--operation`, no request goes to an
 * operation outside the selection, except the preflight and the key ladder. The run of the finding
 * — the 28 operations a small server for keys, services, tasks, dependencies, task documents,
 * webhooks and Kaizen implements (with `/me`, which the preflight needs), standard profile, a peer
 * key — is replayed against the reference server through a recording proxy, which sees every
 * request, whichever path of the suite sent it.
 */
import { startProxy, type LoopbackProxy } from "./loopback-proxy.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractIndex } from "../../lib/contract/operations.ts";
import { rerunCommand } from "../../lib/report/rerun.ts";
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../../lib/run/config.ts";
import { runSuite } from "../wiring.ts";
import { startServer, type RunningServer } from "../../server/index.ts";
import { DEV_ADMIN, DEV_PEER } from "./cli-harness.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

const index = contractIndex();
const PREFIX = "/api/v1";

/**
 * The finding's operations, from the contract: every Keys, Services, Webhooks and Kaizen operation;
 * of the Tasks tag the task itself, its dependencies and its documents (not the run it starts:
 * start, stop, retry, its run and its events); and `/me`, without which the preflight refuses.
 */
function findingOperations(): string[] {
  const whole = new Set(["Keys", "Services", "Webhooks", "Kaizen"]);
  const taskOwn = (path: string) =>
    /^\/services\/\{serviceId\}\/tasks$|^\/tasks\/\{taskId\}(\/dependencies(\/remove)?|\/documents(\/detach)?)?$/.test(
      path,
    );
  return index.all
    .filter((op) => whole.has(op.tag) || (op.tag === "Tasks" && taskOwn(op.path)) || op.operationId === "getMe")
    .map((op) => op.operationId);
}

interface Seen {
  method: string;
  path: string;
  operationId: string | null;
}

let server: RunningServer;
let proxy: LoopbackProxy;
let proxyUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = await startServer({ port: 0, adminKey: DEV_ADMIN, peerAdminKey: DEV_PEER });
  proxy = await startProxy(server.url, (req) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const api = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path;
    seen.push({
      method: req.method ?? "GET",
      path: api,
      operationId: index.match(req.method ?? "GET", api)?.operation.operationId ?? null,
    });
    return "forward";
  });
  proxyUrl = proxy.url;
});

afterAll(async () => {
  await proxy.close();
  await server.close();
});

describe("--operation with the 28 operations of the finding", () => {
  it("derives 28 operations from the contract", () => {
    expect(findingOperations()).toHaveLength(28);
  });

  it("sends no request outside the selection but the preflight's and the key ladder's", {
    timeout: scaled(600_000),
  }, async () => {
    const operations = findingOperations();
    const config: RunConfig = {
      ...DEFAULT_RUN_CONFIG,
      baseUrl: proxyUrl,
      adminKey: DEV_ADMIN,
      peerAdminKey: DEV_PEER,
      profile: "standard",
      operations,
    };
    const report = await runSuite(config);
    // The preflight is everything before the ladder's first POST /keys; the ladder's own requests
    // (createKey, deleteKey) are inside this selection anyway.
    const ladderStart = seen.findIndex((s) => s.operationId === "createKey");
    expect(ladderStart).toBeGreaterThan(0);
    // A request no operation matches is outside unless it addresses a selected operation's path (a
    // method that path lacks: ERRORS-UNKNOWN-ROUTE-NO-5XX probes only the selection's paths).
    const selectedPath = (path: string) =>
      index.all.some(
        (op) =>
          operations.includes(op.operationId) && index.match(op.method, path)?.operation.operationId === op.operationId,
      );
    const outside = seen
      .slice(ladderStart)
      .filter((s) => (s.operationId === null ? !selectedPath(s.path) : !operations.includes(s.operationId)));
    // Before the guard (issue 17): 67 requests to 21 unselected operations (listDebugRuns 9, listJobs 8…).
    expect(countBy(outside), `${outside.length} request(s) outside the selection`).toEqual({});
    // Nothing outside the selection is judged either: a result names a selected operation, or none.
    expect(
      report.results.filter((r) => r.operationId !== null && !operations.includes(r.operationId)).map((r) => r.rule),
    ).toEqual([]);
    expect(
      report.results.filter((r) => r.outcome === "fail").map((r) => `${r.rule} ${r.operationId}: ${r.message}`),
    ).toEqual([]);
    // The command that re-runs a result selects what its setup addressed too, or the re-run could not make it.
    const task = report.results.find((r) => r.rule === "OP-SUCCESS" && r.operationId === "getTask")!;
    // Its own requests, and those of the shared discovery it used (made by an earlier check: GET /services).
    expect(task.operations).toEqual(expect.arrayContaining(["listServices", "getTask"]));
    expect(rerunCommand(report, task)).toMatch(/--only OP-SUCCESS --operation getTask( --operation \w+)*/);
    for (const op of task.operations!) expect(rerunCommand(report, task)).toContain(`--operation ${op}`);
    // An API-wide rule whose operations are all unselected sends nothing (counted above) and says why.
    const jobs = report.results.find((r) => r.rule === "STATE-JOB-LIST")!;
    expect([jobs.outcome, jobs.message]).toEqual([
      "not-exercised",
      "needs listJobs, outside the --operation selection",
    ]);
  });
});

describe("--only", () => {
  it("makes no shared fixture or discovery for the rules it leaves out", { timeout: scaled(120_000) }, async () => {
    seen.length = 0;
    const config: RunConfig = {
      ...DEFAULT_RUN_CONFIG,
      baseUrl: proxyUrl,
      adminKey: DEV_ADMIN,
      peerAdminKey: DEV_PEER,
      profile: "standard",
      only: ["KEYS-REVOKE-IDEMPOTENT"],
    };
    const report = await runSuite(config);
    expect(report.results.map((r) => [r.rule, r.outcome])).toEqual([["KEYS-REVOKE-IDEMPOTENT", "pass"]]);
    // The preflight and the ladder (getMe, createKey, deleteKey), the rule's own key requests, and the
    // mint watch's listing of the workspace's keys at the end (lib/run/mint-watch.ts: listKeys).
    expect(Object.keys(countBy(seen)).sort()).toEqual(["createKey", "deleteKey", "getMe", "listKeys"]);
  });
});

function countBy(list: Seen[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of list) {
    const name = s.operationId ?? `${s.method} ${s.path}`;
    out[name] = (out[name] ?? 0) + 1;
  }
  return out;
}
