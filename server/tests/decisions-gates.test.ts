/**
 * Approval gate, input gate, judge, fork and agent decision (doc 1 States and transitions rows of
 * each; doc 2 Decisions and Errors).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServer, type TestServer } from "./harness.ts";
import { BASE, Decider } from "./decisions-helpers.ts";

let t: TestServer;
let d: Decider;
beforeAll(async () => {
  t = await testServer();
  d = new Decider(t, await t.mint("decide"));
});
afterAll(() => t.close());

const one = (list: any, kind: string) => list.decisions.find((x: any) => x.kind === kind);

describe("approval gate", () => {
  const path = (runId: string, id: string, verb: string) => `${BASE(runId)}/approvals/${id}/${verb}`;

  it("parks `pending` with a proposal; approve with an edited proposal advances the run", async () => {
    const p = await d.park("approval-gate");
    expect(p.decision).toMatchObject({
      status: "pending",
      exceeded: false,
      feedback: null,
      recordedApprovals: 0,
      stepIndex: 1,
    });
    expect(p.decision.proposal.length).toBeGreaterThan(0);
    await d.refused(404, "approveRunDecision", "POST", path(p.runId, "apr_nope", "approve"), {});
    const r = await d.answer("approveRunDecision", "POST", path(p.runId, p.decision.approvalId, "approve"), {
      proposal: "Edited proposal.",
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ parked: false, status: "running", decisions: [] });
    // Settled: every verb on the same gate is now a 409, not a 404.
    for (const [op, verb, body] of [
      ["approveRunDecision", "approve", {}],
      ["rejectRunDecision", "reject", {}],
      ["requestRunDecisionChanges", "request-changes", { feedback: "x" }],
      ["resolveExceededRunApproval", "resolve-exceeded", { choice: "proceed" }],
    ] as const) {
      expect((await d.answer(op, "POST", path(p.runId, p.decision.approvalId, verb), body)).status).toBe(409);
    }
    expect((await d.untilFinished(p.runId)).status).toBe("done");
  });

  it("request-changes re-runs the step; the gate becomes `exceeded` after the companion's cap; plain approve is then 409", async () => {
    const p = await d.park("approval-gate");
    const id = p.decision.approvalId;
    let gate = p.decision;
    let rounds = 0;
    while (!gate.exceeded) {
      const r = await d.answer("requestRunDecisionChanges", "POST", path(p.runId, id, "request-changes"), {
        feedback: `round ${++rounds}`,
      });
      expect(r.status).toBe(200);
      expect(r.body.parked).toBe(false);
      expect(one(r.body, "approval-gate")).toMatchObject({ status: "changes_requested", feedback: `round ${rounds}` });
      // The gate is not pending while its step re-runs.
      expect((await d.answer("approveRunDecision", "POST", path(p.runId, id, "approve"), {})).status).toBe(409);
      gate = one(await d.untilParked(p.runId), "approval-gate");
      expect(gate).toMatchObject({ status: "pending", approvalId: id, feedback: `round ${rounds}` });
      expect(gate.proposal).toContain(`round ${rounds}`);
      expect(rounds).toBeLessThan(10);
    }
    expect(gate.blockingFindings.length).toBeGreaterThan(0);
    await d.refused(409, "approveRunDecision", "POST", path(p.runId, id, "approve"), {});
    await d.refused(409, "approveRunDecision", "POST", path(p.runId, id, "approve"), { proposal: "edited" });
    await d.refused(409, "requestRunDecisionChanges", "POST", path(p.runId, id, "request-changes"), {
      feedback: "more",
    });
    // extra-round: one more round, after which the gate is approvable again.
    const r = await d.answer("resolveExceededRunApproval", "POST", path(p.runId, id, "resolve-exceeded"), {
      choice: "extra-round",
    });
    expect(r.body.parked).toBe(false);
    gate = one(await d.untilParked(p.runId), "approval-gate");
    expect(gate).toMatchObject({ status: "pending", exceeded: false });
    await d.refused(409, "resolveExceededRunApproval", "POST", path(p.runId, id, "resolve-exceeded"), {
      choice: "proceed",
    });
    expect((await d.answer("approveRunDecision", "POST", path(p.runId, id, "approve"), {})).body.status).toBe(
      "running",
    );
  });

  it("resolve-exceeded proceed advances; stop-reset fails the run", async () => {
    for (const choice of ["proceed", "stop-reset"] as const) {
      const p = await d.park("approval-gate");
      const id = p.decision.approvalId;
      let gate = p.decision;
      while (!gate.exceeded) {
        await d.answer("requestRunDecisionChanges", "POST", path(p.runId, id, "request-changes"), {
          feedback: "again",
        });
        gate = one(await d.untilParked(p.runId), "approval-gate");
      }
      const r = await d.answer("resolveExceededRunApproval", "POST", path(p.runId, id, "resolve-exceeded"), { choice });
      expect(r.body.status).toBe(choice === "proceed" ? "running" : "failed");
    }
  });

  it("reject stops the run entirely: a terminal rejected failure, retryable", async () => {
    const p = await d.park("approval-gate");
    const r = await d.answer("rejectRunDecision", "POST", path(p.runId, p.decision.approvalId, "reject"), {
      reason: "Out of scope.",
    });
    expect(r.body).toMatchObject({ status: "failed", parked: false, decisions: [] });
    const run = await t.call("GET", `/tasks/${p.taskId}/run`);
    expect(run.body.error).toMatchObject({ kind: "rejected" });
    expect(run.body.error.message).toContain("Out of scope.");
    expect((await t.call("POST", `/tasks/${p.taskId}/retry`, { key: d.key })).status).toBe(202);
  });
});

describe("input gate", () => {
  const resolve = (runId: string, choice: string) =>
    d.answer("resolveInputGate", "POST", `${BASE(runId)}/input-gate/resolve`, { choice });

  it("recheck without an edit: 200, still blocked, refreshed findings (checkedAt moves)", async () => {
    const p = await d.park("input-gate");
    expect(p.decision).toMatchObject({ status: "blocked", mode: "standard" });
    expect(p.decision.issues.length).toBeGreaterThan(0);
    const r = await resolve(p.runId, "recheck");
    expect(r.status).toBe(200);
    expect(r.body.parked).toBe(true);
    const gate = one(r.body, "input-gate");
    expect(gate.status).toBe("blocked");
    expect(gate.issues.length).toBe(p.decision.issues.length);
    expect(gate.checkedAt).toBeGreaterThan(p.decision.checkedAt);
  });

  it("recheck after PATCH /tasks/{taskId} edits the description: the run is released", async () => {
    const p = await d.park("input-gate");
    const patched = await t.call("PATCH", `/tasks/${p.taskId}`, {
      key: d.key,
      body: { description: "Export the board as CSV; done when the file opens in a spreadsheet." },
    });
    expect(patched.status).toBe(200);
    const r = await resolve(p.runId, "recheck");
    expect(r.body).toMatchObject({ parked: false, status: "running", decisions: [] });
    expect((await resolve(p.runId, "recheck")).status).toBe(409);
  });

  it("proceed overrides: `overridden` stays on the run as a record and the run advances; nothing answers it", async () => {
    const p = await d.park("input-gate");
    const r = await resolve(p.runId, "proceed");
    expect(r.body.parked).toBe(false);
    expect(one(r.body, "input-gate")).toMatchObject({ status: "overridden" });
    expect(one(r.body, "input-gate").issues.length).toBeGreaterThan(0);
    const done = await d.untilFinished(p.runId);
    expect(done.status).toBe("done");
    expect(one(done, "input-gate").status).toBe("overridden");
    await d.refused(409, "resolveInputGate", "POST", `${BASE(p.runId)}/input-gate/resolve`, { choice: "proceed" });
  });
});

describe("judge", () => {
  const resolve = (runId: string, body: unknown) =>
    d.answer("resolveJudge", "POST", `${BASE(runId)}/judge/resolve`, body);

  it("the body needs `outcome` proceed | bounce | stop (400 naming the field)", async () => {
    const p = await d.park("judge");
    expect(p.decision).toMatchObject({ status: "awaiting_decision", bounces: 0 });
    for (const body of [{}, { outcome: "approve" }, { outcome: 1 }]) {
      const r = await d.refused(400, "resolveJudge", "POST", `${BASE(p.runId)}/judge/resolve`, body);
      expect(JSON.stringify(r.body.error.issues)).toContain("/body/outcome");
    }
  });

  it("proceed advances the run", async () => {
    const p = await d.park("judge");
    expect((await resolve(p.runId, { outcome: "proceed" })).body).toMatchObject({
      parked: false,
      status: "running",
      decisions: [],
    });
  });

  it("bounce re-runs the producing step (bounces+1) up to maxBounces; beyond it 409", async () => {
    const p = await d.park("judge");
    let judge = p.decision;
    while (judge.bounces < judge.maxBounces) {
      const r = await resolve(p.runId, { outcome: "bounce" });
      expect(one(r.body, "judge")).toMatchObject({ status: "bouncing", bounces: judge.bounces + 1 });
      expect(r.body.parked).toBe(false);
      expect((await resolve(p.runId, { outcome: "proceed" })).status).toBe(409);
      judge = one(await d.untilParked(p.runId), "judge");
      expect(judge.status).toBe("awaiting_decision");
    }
    await d.refused(409, "resolveJudge", "POST", `${BASE(p.runId)}/judge/resolve`, { outcome: "bounce" });
  });

  it("stop fails the run", async () => {
    const p = await d.park("judge");
    expect((await resolve(p.runId, { outcome: "stop" })).body).toMatchObject({ status: "failed", decisions: [] });
    await d.refused(409, "resolveJudge", "POST", `${BASE(p.runId)}/judge/resolve`, { outcome: "proceed" });
  });
});

describe("fork", () => {
  const choose = "chooseFork";
  it("parks `awaiting_choice`; neither, both, blank custom or an unknown forkId is 422", async () => {
    const p = await d.park("fork");
    expect(p.decision.status).toBe("awaiting_choice");
    expect(p.decision.forks.length).toBeGreaterThan(1);
    const path = `${BASE(p.runId)}/fork/choose`;
    await d.refused(422, choose, "POST", path, {});
    await d.refused(422, choose, "POST", path, { forkId: null, custom: null, note: "hm" });
    await d.refused(422, choose, "POST", path, { custom: "  " });
    await d.refused(422, choose, "POST", path, { forkId: p.decision.forks[0].forkId, custom: "mine" });
    await d.refused(422, choose, "POST", path, { forkId: "frk_nope" });
  });

  it("choosing a fork by id advances the run; a second choice is 409", async () => {
    const p = await d.park("fork");
    const r = await d.answer(choose, "POST", `${BASE(p.runId)}/fork/choose`, {
      forkId: p.decision.forks[1].forkId,
      note: "simpler",
    });
    expect(r.body).toMatchObject({ parked: false, status: "running", decisions: [] });
    expect((await d.answer(choose, "POST", `${BASE(p.runId)}/fork/choose`, { custom: "x" })).status).toBe(409);
  });

  it("a custom approach advances the run", async () => {
    const p = await d.park("fork");
    const r = await d.answer(choose, "POST", `${BASE(p.runId)}/fork/choose`, { custom: "Use the existing queue." });
    expect(r.body.parked).toBe(false);
  });
});

describe("agent decision", () => {
  it("answer takes the choice verbatim (any string) and the run advances; unknown id 404; answered again 409", async () => {
    const p = await d.park("agent-decision");
    expect(p.decision.options.length).toBeGreaterThan(0);
    expect(p.decision.question.length).toBeGreaterThan(0);
    await d.refused(404, "answerAgentDecision", "POST", `${BASE(p.runId)}/questions/dec_nope/answer`, { choice: "x" });
    const path = `${BASE(p.runId)}/questions/${p.decision.decisionId}/answer`;
    const r = await d.answer("answerAgentDecision", "POST", path, { choice: "Neither: use a view." });
    expect(r.body).toMatchObject({ parked: false, status: "running", decisions: [] });
    expect((await d.answer("answerAgentDecision", "POST", path, { choice: "again" })).status).toBe(409);
    expect((await d.untilFinished(p.runId)).status).toBe("done");
  });
});
