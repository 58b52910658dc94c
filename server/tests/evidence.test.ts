/**
 * Evidence, spec, merge records and debug telemetry (doc 2 Evidence, Spec, Merge records, Debug;
 * doc 1 Artifacts, Specification, Verification report, "Resources described only by prose"; doc 2
 * Errors: 404 `run_not_found`, `no_merge_record`, the artifact 404s, the spec 503s).
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER, testServer, type ApiResponse, type TestServer, valid, refused } from "./harness.ts";
import type { Workspace } from "../domain/workspace.ts";
import { addService } from "../domain/services/state.ts";
import { storeArtifact } from "../domain/evidence/state.ts";
import { SCREENSHOT_PNG } from "../domain/evidence/artifacts.ts";

let t: TestServer;
let ws: Workspace;
let read: string;

/** Creates a task on the repo-backed service and starts it on `pipelineId`; returns ids. */
async function startRun(s: TestServer, pipelineId: string): Promise<{ taskId: string; runId: string }> {
  const w = s.server.state.workspaces.get("ws_a")!;
  const c = await s.call("POST", `/services/${w.ids.service}/tasks`, { body: { title: `run on ${pipelineId}` } });
  expect(c.status, c.text).toBe(201);
  const started = await s.call("POST", `/tasks/${c.body.taskId}/start`, { body: { pipelineId } });
  expect(started.status, started.text).toBe(202);
  return { taskId: c.body.taskId, runId: started.body.runId };
}

/** Reads the run until it leaves `running` (each read advances it one step; bounded). */
async function settle(s: TestServer, taskId: string): Promise<any> {
  let run = (await s.call("GET", `/tasks/${taskId}/run`)).body;
  for (let i = 0; i < 20 && run.status === "running"; i++) run = (await s.call("GET", `/tasks/${taskId}/run`)).body;
  return run;
}

beforeAll(async () => {
  t = await testServer();
  ws = t.server.state.workspaces.get("ws_a")!;
  read = await t.mint("read");
  await t.mint("write");
});
afterAll(() => t.close());

describe("every {runId} route: 404 run_not_found for a run the key cannot read", () => {
  const routes = ["artifacts", "outcome", "report", "spec", "merge-record"]
    .map((s) => `/runs/{id}/${s}`)
    .concat(
      ["", "/agent-context", "/llm-calls", "/llm-export", "/logs", "/search-queries", "/tool-calls"].map(
        (s) => `/debug/runs/{id}${s}`,
      ),
    );
  it.each(routes)("%s", async (route) => {
    refused(await t.call("GET", route.replace("{id}", "run_unknown"), { key: read }), 404, "run_not_found");
    // The other workspace's seeded run is unknown here, never its data.
    refused(await t.call("GET", route.replace("{id}", ws.ids.runDone), { key: PEER }), 404, "run_not_found");
  });
});

describe("artifacts", () => {
  it("lists a run's screenshots and reference images, unpaged", async () => {
    const r = await t.call("GET", `/runs/${ws.ids.runDone}/artifacts`, { key: read });
    valid("listRunArtifacts", r, 200);
    const kinds = r.body.artifacts.map((a: any) => a.kind);
    expect(kinds).toContain("screenshot");
    expect(kinds).toContain("reference");
    expect(r.body.artifacts.map((a: any) => a.artifactId)).toContain(ws.ids.artifact);
    const failed = await t.call("GET", `/runs/${ws.ids.runFailed}/artifacts`, { key: read });
    valid("listRunArtifacts", failed, 200);
    expect(failed.body.artifacts).toEqual([]);
  });

  it("serves the bytes with the recorded content type and nosniff; size and hash match the listing", async () => {
    const res = await fetch(`${t.server.url}/api/v1/artifacts/${ws.ids.artifact}/blob`, {
      headers: { authorization: `Bearer ${read}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const row = (await t.call("GET", `/runs/${ws.ids.runDone}/artifacts`)).body.artifacts.find(
      (a: any) => a.artifactId === ws.ids.artifact,
    );
    expect(row.byteSize).toBe(bytes.length);
    expect(row.hash).toBe(`sha256:${createHash("sha256").update(bytes).digest("hex")}`);
  });

  it("404 for an unknown id, another workspace's id, and an artifact whose bytes are gone", async () => {
    expect((await t.call("GET", "/artifacts/art_nope/blob", { key: read })).status).toBe(404);
    expect((await t.call("GET", `/artifacts/${ws.ids.artifact}/blob`, { key: PEER })).status).toBe(404);
    const gone = await t.call("GET", `/artifacts/${ws.ids.artifactGone}/blob`, { key: read });
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBeTypeOf("string");
    // Its metadata is still listed.
    expect(
      (await t.call("GET", `/runs/${ws.ids.runDone}/artifacts`)).body.artifacts.map((a: any) => a.artifactId),
    ).toContain(ws.ids.artifactGone);
  });

  it("storing respects the per-run cap (server option artifactCap)", async () => {
    const s = await testServer({ artifactCap: 4 });
    try {
      const w = s.server.state.workspaces.get("ws_a")!;
      // Three are seeded: one more fits, the next is dropped.
      expect(
        storeArtifact(w, w.ids.runDone, { kind: "screenshot", contentType: "image/png", bytes: SCREENSHOT_PNG }),
      ).toBeDefined();
      expect(
        storeArtifact(w, w.ids.runDone, { kind: "screenshot", contentType: "image/png", bytes: SCREENSHOT_PNG }),
      ).toBeUndefined();
      expect((await s.call("GET", `/runs/${w.ids.runDone}/artifacts`)).body.artifacts).toHaveLength(4);
    } finally {
      await s.close();
    }
  });
});

describe("outcome", () => {
  it("states each section reported or absent with a gap code; counts derive from the recorded verdicts", async () => {
    const r = await t.call("GET", `/runs/${ws.ids.runDone}/outcome`, { key: read });
    valid("getRunOutcome", r, 200);
    const b = r.body;
    for (const section of [
      "disposition",
      "pullRequests",
      "requirements",
      "tester",
      "views",
      "environments",
      "checks",
    ]) {
      expect(["reported", "absent"]).toContain(b[section].status);
      expect(b[section].status === "absent" ? typeof b[section].gap : b[section].gap).toBe(
        b[section].status === "absent" ? "string" : null,
      );
    }
    expect(Array.isArray(b.truncations)).toBe(true);
    const items = b.requirements.items;
    expect(b.requirements.met).toBe(items.filter((i: any) => i.verdict === "met").length);
    expect(b.requirements.notMet).toBe(items.filter((i: any) => i.verdict === "not_met").length);
    expect(b.requirements.notCovered).toBe(items.filter((i: any) => i.verdict === "not_covered").length);
    expect(b.requirements.total).toBe(items.length);
    expect(b.pullRequests.items).toHaveLength(1);
  });

  it("an environment is `live` only while expiresAt is ahead; every row keeps its URL", async () => {
    const s = await testServer();
    try {
      const w = s.server.state.workspaces.get("ws_a")!;
      const first = await s.call("GET", `/runs/${w.ids.runDone}/outcome`);
      const envs = first.body.environments.items;
      for (const e of envs) {
        expect(typeof e.url).toBe("string");
        expect(e.state === "live").toBe(e.expiresAt > first.body.generatedAt);
      }
      expect(envs.some((e: any) => e.state === "live")).toBe(true);
      expect(envs.some((e: any) => e.state !== "live")).toBe(true);
      // Once its expiry passes, the live one is no longer live but keeps its URL.
      for (const e of w.evidence.facts.get(w.ids.runDone)!.environments) e.expiresAt = w.now() - 1;
      const later = await s.call("GET", `/runs/${w.ids.runDone}/outcome`);
      expect(later.body.environments.items.every((e: any) => e.state !== "live" && typeof e.url === "string")).toBe(
        true,
      );
    } finally {
      await s.close();
    }
  });

  it("a failed run without pull request reports absences with gap codes", async () => {
    const r = await t.call("GET", `/runs/${ws.ids.runFailed}/outcome`);
    valid("getRunOutcome", r, 200);
    expect(r.body.disposition).toMatchObject({ status: "reported", value: "failed" });
    expect(r.body.pullRequests).toMatchObject({ status: "absent", gap: "no_pull_request" });
    expect(r.body.tester).toMatchObject({ status: "absent", gap: "not_reported" });
    expect(r.body.environments).toMatchObject({ status: "absent", gap: "not_provisioned" });
  });
});

describe("report (PrVerificationReport, composed on read for any run)", () => {
  it("answers a contract-valid report for the done run, the failed run and a run without a pull request", async () => {
    const done = await t.call("GET", `/runs/${ws.ids.runDone}/report`, { key: read });
    valid("getRunReport", done, 200);
    expect(done.body.run).toMatchObject({
      executionId: ws.ids.runDone,
      blockId: ws.ids.taskDone,
      pipelineId: "pl_straight",
    });
    expect(done.body.merge.status).toBe("reported");
    expect(done.body.requirements.status).toBe("reported");
    const failed = await t.call("GET", `/runs/${ws.ids.runFailed}/report`);
    valid("getRunReport", failed, 200);
    expect(failed.body.ci.status).toBe("absent");
    expect(failed.body.merge.status).toBe("absent");
    expect(failed.body.reproduction.status).toBe("reported"); // a bug task with a finished step
    const { runId } = await startRun(t, "pl_slow");
    const fresh = await t.call("GET", `/runs/${runId}/report`);
    valid("getRunReport", fresh, 200);
    expect(fresh.body.tests.status).toBe("absent");
    expect(typeof fresh.body.tests.note).toBe("string");
  });

  it("reports a judge step of a pipeline that has one", async () => {
    const { taskId, runId } = await startRun(t, "pl_park_judge");
    await settle(t, taskId);
    const r = await t.call("GET", `/runs/${runId}/report`);
    valid("getRunReport", r, 200);
    expect(r.body.judges.status).toBe("reported");
    expect(r.body.judges.verdicts).toHaveLength(1);
  });
});

describe("spec", () => {
  it("reads the service spec at the default branch: anchor present, provenance, features", async () => {
    const r = await t.call("GET", `/services/${ws.ids.service}/spec`, { key: read });
    valid("getServiceSpec", r, 200);
    expect(r.body.anchor).toBe("present");
    expect(r.body.provenance).toMatchObject({ owner: "acme", repo: "app", ref: "main" });
    expect(r.body.spec.modules[0].groups[0].requirements.length).toBeGreaterThan(0);
    expect(r.body.features.map((f: any) => f.path)).toContain("spec/features/board/export.feature");
    for (const f of r.body.features) expect(f.chars).toBe(f.content.length);
  });

  it("a service with no repository is 503 vcs_not_configured; an unknown or foreign service is 404", async () => {
    refused(await t.call("GET", `/services/${ws.ids.serviceNoRepo}/spec`), 503, "vcs_not_configured");
    expect((await t.call("GET", "/services/svc_nope/spec")).status).toBe(404);
    expect((await t.call("GET", `/services/${ws.ids.service}/spec`, { key: PEER })).status).toBe(404);
  });

  it("a repository without spec reads anchor absent; a spec that is not a SpecDoc reads unparsed", async () => {
    const s = await testServer();
    try {
      const w = s.server.state.workspaces.get("ws_a")!;
      const link = await s.call("POST", "/repos/link", { body: { owner: "acme", name: "docs-site" } });
      const svc = addService(w, { title: "Docs", repoId: link.body.repoId });
      const absent = await s.call("GET", `/services/${svc.serviceId}/spec`);
      valid("getServiceSpec", absent, 200);
      expect(absent.body).toMatchObject({ anchor: "absent", spec: null });
      const app = w.platform.provider.find((p) => p.name === "app")!;
      app.refs.find((r) => r.name === "main")!.files["spec/service.json"] = "{ not json";
      const unparsed = await s.call("GET", `/services/${w.ids.service}/spec`);
      valid("getServiceSpec", unparsed, 200);
      expect(unparsed.body.anchor).toBe("unparsed");
      expect(unparsed.body.issues[0]).toMatchObject({ kind: "unparsed", path: "spec/service.json" });
    } finally {
      await s.close();
    }
  });

  it("run spec: present with provenance at the run's branch once a tester reported; not_read (provenance null) otherwise", async () => {
    const done = await t.call("GET", `/runs/${ws.ids.runDone}/spec`, { key: read });
    valid("getRunSpec", done, 200);
    expect(done.body.anchor).toBe("present");
    expect(done.body.provenance.ref).toBe(`agent/${ws.ids.runDone}`);
    const failed = await t.call("GET", `/runs/${ws.ids.runFailed}/spec`);
    valid("getRunSpec", failed, 200);
    expect(failed.body).toMatchObject({ anchor: "not_read", provenance: null, runId: ws.ids.runFailed });
    const { runId } = await startRun(t, "pl_slow");
    expect((await t.call("GET", `/runs/${runId}/spec`)).body.anchor).toBe("not_read");
  });
});

describe("merge records", () => {
  it("rollups list every change class; a class with no records appears as zeros", async () => {
    const r = await t.call("GET", "/merge-records/rollups", { key: read });
    valid("getMergeRecordRollups", r, 200);
    const byClass = Object.fromEntries(r.body.rollups.map((x: any) => [x.changeClass, x]));
    expect(byClass.unknown).toBeDefined();
    expect(byClass.docs).toEqual({
      changeClass: "docs",
      records: 0,
      landed: { total: 0, autoMerged: 0, mergedInApp: 0, mergedOnProvider: 0 },
      rejected: 0,
      awaitingReview: 0,
      effort: { none: 0, minor: 0, major: 0, untagged: 0 },
    });
    expect(byClass.frontend.records).toBeGreaterThanOrEqual(1);
    expect(byClass.frontend.landed.mergedInApp).toBeGreaterThanOrEqual(1);
  });

  it("reads a record by id (workspace-scoped); unknown and foreign ids are 404", async () => {
    const r = await t.call("GET", `/merge-records/${ws.ids.mergeRecord}`, { key: read });
    valid("getMergeRecord", r, 200);
    expect(r.body).toMatchObject({ recordId: ws.ids.mergeRecord, runId: ws.ids.runDone, effort: null });
    expect((await t.call("GET", "/merge-records/mrg_nope")).status).toBe(404);
    expect((await t.call("GET", `/merge-records/${ws.ids.mergeRecord}`, { key: PEER })).status).toBe(404);
  });

  it("effort: tag, idempotent re-tag, clear with null; omitted keeps; invalid is 400; needs write", async () => {
    const s = await testServer();
    try {
      const w = s.server.state.workspaces.get("ws_a")!;
      const url = `/merge-records/${w.ids.mergeRecord}/effort`;
      const tagged = await s.call("POST", url, { body: { effort: "minor" } });
      valid("setMergeRecordEffort", tagged, 200);
      expect(tagged.body.effort).toBe("minor");
      const again = await s.call("POST", url, { body: { effort: "minor" } });
      expect(again.body).toEqual(tagged.body);
      expect(
        (await s.call("GET", "/merge-records/rollups")).body.rollups.find((x: any) => x.changeClass === "frontend")
          .effort.minor,
      ).toBe(1);
      expect((await s.call("POST", url, { body: {} })).body.effort).toBe("minor");
      expect((await s.call("POST", url)).body.effort).toBe("minor");
      const cleared = await s.call("POST", url, { body: { effort: null } });
      valid("setMergeRecordEffort", cleared, 200);
      expect(cleared.body.effort).toBeNull();
      expect((await s.call("POST", url, { body: { effort: "huge" } })).status).toBe(400);
      const readKey = await s.mint("read");
      expect((await s.call("POST", url, { key: readKey, body: { effort: "none" } })).status).toBe(403);
      expect((await s.call("POST", "/merge-records/mrg_nope/effort", { body: { effort: "none" } })).status).toBe(404);
    } finally {
      await s.close();
    }
  });

  it("a run's merge record: recordId for the done run, 404 no_merge_record without a pull request", async () => {
    const r = await t.call("GET", `/runs/${ws.ids.runDone}/merge-record`, { key: read });
    valid("getRunMergeRecord", r, 200);
    expect(r.body.recordId).toBe(ws.ids.mergeRecord);
    refused(await t.call("GET", `/runs/${ws.ids.runFailed}/merge-record`), 404, "no_merge_record");
  });

  it("a run that opens a pull request gets a record (class unknown) counted in the rollups", async () => {
    const s = await testServer();
    try {
      const { taskId, runId } = await startRun(s, "pl_straight");
      const run = await settle(s, taskId);
      expect(run.status).toBe("done");
      const r = await s.call("GET", `/runs/${runId}/merge-record`);
      valid("getRunMergeRecord", r, 200);
      expect(r.body).toMatchObject({ changeClass: "unknown", outcome: "awaiting_review" });
      const unknown = (await s.call("GET", "/merge-records/rollups")).body.rollups.find(
        (x: any) => x.changeClass === "unknown",
      );
      expect(unknown).toMatchObject({ records: 1, awaitingReview: 1 });
    } finally {
      await s.close();
    }
  });
});

describe("debug", () => {
  it("/debug/runs lists the workspace's runs newest first, keyset paged, with status and since filters", async () => {
    const s = await testServer();
    try {
      const a = await startRun(s, "pl_slow");
      const b = await startRun(s, "pl_slow");
      const all = await s.call("GET", "/debug/runs");
      valid("listDebugRuns", all, 200);
      const listed = all.body.runs.map((r: any) => r.runId);
      expect(listed.slice(0, 2)).toEqual([b.runId, a.runId]);
      expect(listed).toContain(s.server.state.workspaces.get("ws_a")!.ids.runDone);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const p: ApiResponse = await s.call(
          "GET",
          `/debug/runs?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        valid("listDebugRuns", p, 200);
        seen.push(...p.body.runs.map((r: any) => r.runId));
        cursor = p.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(listed);
      const failed = await s.call("GET", "/debug/runs?status=failed");
      expect(failed.body.runs.every((r: any) => r.status === "failed")).toBe(true);
      expect(failed.body.runs).toHaveLength(2); // the seeded failed run and the seeded personal-model run;
      const since = all.body.runs.find((r: any) => r.runId === a.runId).createdAt;
      const recent = await s.call("GET", `/debug/runs?since=${since}`);
      expect(recent.body.runs.map((r: any) => r.runId).sort()).toEqual([a.runId, b.runId].sort());
      // A cursor of one filter set is refused by another.
      const first = await s.call("GET", "/debug/runs?limit=1");
      expect(
        (await s.call("GET", `/debug/runs?status=running&cursor=${encodeURIComponent(first.body.nextCursor)}`)).status,
      ).toBe(400);
      expect((await s.call("GET", "/debug/runs", { key: PEER })).body.runs.map((r: any) => r.runId)).not.toContain(
        a.runId,
      );
    } finally {
      await s.close();
    }
  });

  it("the diagnostic map names steps, sinks, LLM rollups and signals", async () => {
    const r = await t.call("GET", `/debug/runs/${ws.ids.runFailed}`, { key: read });
    valid("getDebugRun", r, 200);
    expect(r.body.steps).toHaveLength(2);
    expect(Object.keys(r.body.sinks).sort()).toEqual([
      "agentContext",
      "llmCalls",
      "logs",
      "searchQueries",
      "toolCalls",
    ]);
    expect(r.body.llm.calls).toBe(r.body.sinks.llmCalls.count);
    expect(r.body.signals.map((x: any) => x.signal)).toContain("step_failed");
  });

  it("agent context: list (sizes only, stepIndex filter, paged) and one snapshot windowed by offset/chars", async () => {
    const list = await t.call("GET", `/debug/runs/${ws.ids.runDone}/agent-context`, { key: read });
    valid("listDebugRunAgentContext", list, 200);
    expect(list.body.snapshots).toHaveLength(3);
    expect(list.body.snapshots[0].body).toBeUndefined();
    const one = await t.call("GET", `/debug/runs/${ws.ids.runDone}/agent-context?stepIndex=1`);
    expect(one.body.snapshots.map((x: any) => x.stepIndex)).toEqual([1]);
    const paged = await t.call("GET", `/debug/runs/${ws.ids.runDone}/agent-context?limit=2`);
    expect(paged.body.snapshots).toHaveLength(2);
    expect(typeof paged.body.nextCursor).toBe("string");
    const id = list.body.snapshots[0].snapshotId;
    const full = await t.call("GET", `/debug/agent-context/${id}`);
    valid("getDebugAgentContext", full, 200);
    expect(full.body.body).toHaveLength(full.body.totalChars);
    const win = await t.call("GET", `/debug/agent-context/${id}?bodyOffset=10&bodyChars=25`);
    expect(win.body.body).toBe(full.body.body.slice(10, 35));
    expect(win.body.truncated).toBe(true);
    expect((await t.call("GET", "/debug/agent-context/ctx_nope_s0")).status).toBe(404);
    expect((await t.call("GET", `/debug/agent-context/${id}`, { key: PEER })).status).toBe(404);
  });

  it("llm calls: bodies only with bodyChars, contains, outcome and order filters, keyset paging", async () => {
    const base = `/debug/runs/${ws.ids.runDone}/llm-calls`;
    const plain = await t.call("GET", base, { key: read });
    valid("listDebugRunLlmCalls", plain, 200);
    expect(plain.body.calls.length).toBe(9);
    expect(plain.body.calls[0].response).toBeUndefined();
    const withBodies = await t.call("GET", `${base}?bodyChars=12`);
    for (const c of withBodies.body.calls) expect(c.response.length).toBeLessThanOrEqual(12);
    const zero = await t.call("GET", `${base}?bodyChars=0`);
    expect(zero.body.calls[0].response).toBe("");
    const contains = await t.call("GET", `${base}?contains=${encodeURIComponent("[verify]")}`);
    expect(contains.body.calls.map((c: any) => c.phase)).toEqual(["verify", "verify", "verify"]);
    const newest = await t.call("GET", `${base}?order=newest`);
    expect(newest.body.calls.map((c: any) => c.callId)).toEqual(
      [...plain.body.calls.map((c: any) => c.callId)].reverse(),
    );
    const coder = await t.call("GET", `${base}?agentKind=coder&phase=act`);
    expect(coder.body.calls).toHaveLength(1);
    const errors = await t.call("GET", `/debug/runs/${ws.ids.runFailed}/llm-calls?outcome=error`);
    expect(errors.body.calls.length).toBeGreaterThan(0);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const p: ApiResponse = await t.call(
        "GET",
        `${base}?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      seen.push(...p.body.calls.map((c: any) => c.callId));
      cursor = p.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(plain.body.calls.map((c: any) => c.callId));
    const call = await t.call("GET", `/debug/llm-calls/${plain.body.calls[0].callId}?bodyOffset=2&bodyChars=5`);
    valid("getDebugLlmCall", call, 200);
    expect(call.body.response).toHaveLength(5);
    const raw = await t.call("GET", `/debug/llm-calls/${plain.body.calls[0].callId}?view=raw&bodyChars=30`);
    expect(raw.body.raw).toHaveLength(30);
    expect((await t.call("GET", "/debug/llm-calls/llm_nope_s0_c0")).status).toBe(404);
  });

  it("llm export: rollups over every call regardless of limit, a bounded window, truncated and the kept end", async () => {
    const base = `/debug/runs/${ws.ids.runDone}/llm-export`;
    const all = await t.call("GET", base, { key: read });
    valid("exportDebugRunLlmCalls", all, 200);
    expect(all.body.truncated).toBe(false);
    const small = await t.call("GET", `${base}?limit=2`);
    valid("exportDebugRunLlmCalls", small, 200);
    expect(small.body.calls).toHaveLength(2);
    expect(small.body.truncated).toBe(true);
    expect(small.body.order).toBe("oldest");
    expect(small.body.rollups).toEqual(all.body.rollups);
    expect(small.body.rollups.totals.calls).toBe(9);
    expect(small.body.calls.map((c: any) => c.callId)).toEqual(all.body.calls.slice(0, 2).map((c: any) => c.callId));
    const newest = await t.call("GET", `${base}?limit=2&order=newest`);
    expect(newest.body.order).toBe("newest");
    expect(newest.body.calls.map((c: any) => c.callId)).toEqual(
      all.body.calls
        .slice(-2)
        .reverse()
        .map((c: any) => c.callId),
    );
    expect(small.body.rollups.byAgentKind.reduce((n: number, x: any) => n + x.calls, 0)).toBe(9);
    expect(small.body.rollups.byPhase.map((x: any) => x.phase).sort()).toEqual(["act", "plan", "verify"]);
    expect(typeof small.body.rollups.carryCost.cost).toBe("number");
  });

  it("logs and search queries are keyset paged", async () => {
    const logs = await t.call("GET", `/debug/runs/${ws.ids.runDone}/logs?limit=2`, { key: read });
    valid("listDebugRunLogs", logs, 200);
    expect(logs.body.events).toHaveLength(2);
    const next = await t.call(
      "GET",
      `/debug/runs/${ws.ids.runDone}/logs?limit=100&cursor=${encodeURIComponent(logs.body.nextCursor)}`,
    );
    expect(next.body.nextCursor).toBeNull();
    expect(next.body.events[0].eventId).not.toBe(logs.body.events[1].eventId);
    const q = await t.call("GET", `/debug/runs/${ws.ids.runDone}/search-queries`);
    valid("listDebugRunSearchQueries", q, 200);
    expect(q.body.queries.length).toBeGreaterThan(0);
    expect(q.body.nextCursor).toBeNull();
  });

  it("tool calls: call order, `recent`, jobId and outcome filters, and a `bodies` indicator", async () => {
    const base = `/debug/runs/${ws.ids.runFailed}/tool-calls`;
    const r = await t.call("GET", base, { key: read });
    valid("listDebugRunToolCalls", r, 200);
    expect(r.body.bodies).toBe("retained");
    expect(r.body.toolCalls[0].arguments).toBeDefined();
    const recent = await t.call("GET", `${base}?order=recent`);
    expect(recent.body.toolCalls.map((c: any) => c.toolCallId)).toEqual(
      [...r.body.toolCalls.map((c: any) => c.toolCallId)].reverse(),
    );
    const jobId = r.body.toolCalls[0].jobId;
    expect((await t.call("GET", `${base}?jobId=${jobId}`)).body.toolCalls.every((c: any) => c.jobId === jobId)).toBe(
      true,
    );
    expect((await t.call("GET", `${base}?outcome=error`)).body.toolCalls.map((c: any) => c.outcome)).toEqual(["error"]);
    // The second workspace opted out: bodies withheld, and the indicator says so.
    const peerRun = t.server.state.workspaces.get("ws_b")!.ids.runDone;
    const peer = await t.call("GET", `/debug/runs/${peerRun}/tool-calls`, { key: PEER });
    valid("listDebugRunToolCalls", peer, 200);
    expect(peer.body.bodies).toBe("withheld");
    expect(peer.body.toolCalls[0].arguments).toBeUndefined();
  });

  it("telemetry grows with the run and stays deterministic", async () => {
    const s = await testServer();
    try {
      const { taskId, runId } = await startRun(s, "pl_slow");
      const before = (await s.call("GET", `/debug/runs/${runId}/llm-calls`)).body.calls.length;
      await s.call("GET", `/tasks/${taskId}/run`);
      await s.call("GET", `/tasks/${taskId}/run`);
      const after = await s.call("GET", `/debug/runs/${runId}/llm-calls`);
      expect(after.body.calls.length).toBeGreaterThan(before);
      expect((await s.call("GET", `/debug/runs/${runId}/llm-calls`)).body).toEqual(after.body);
    } finally {
      await s.close();
    }
  });
});
