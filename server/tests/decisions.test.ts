/**
 * The decision surface as a whole (doc 2 Decisions): the list, the run lookup (404 `run_not_found`,
 * workspace isolation), the scope ladder, and the rule that a route answering a decision the run
 * does not hold is a 4xx that changes nothing, for every route against a run parked on every kind.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER, testServer, type TestServer } from "./harness.ts";
import { BASE, Decider, expectValid } from "./decisions-helpers.ts";

let t: TestServer;
let d: Decider;
beforeAll(async () => {
  t = await testServer();
  d = new Decider(t, await t.mint("decide"));
});
afterAll(() => t.close());

const KINDS = [
  "requirements-review",
  "clarity-review",
  "brainstorm",
  "interview",
  "input-gate",
  "approval-gate",
  "judge",
  "fork",
  "agent-decision",
  "pr-review",
  "human-test",
  "visual-confirmation",
  "follow-ups",
] as const;

/** Every answering route: the kind it answers, and a valid body. `X` stands for an addressed id. */
const ROUTES: { op: string; method: string; suffix: string; kind: string; body?: unknown; byId?: boolean }[] = [
  {
    op: "approveRunDecision",
    method: "POST",
    suffix: "/approvals/X/approve",
    kind: "approval-gate",
    body: {},
    byId: true,
  },
  {
    op: "rejectRunDecision",
    method: "POST",
    suffix: "/approvals/X/reject",
    kind: "approval-gate",
    body: {},
    byId: true,
  },
  {
    op: "requestRunDecisionChanges",
    method: "POST",
    suffix: "/approvals/X/request-changes",
    kind: "approval-gate",
    body: { feedback: "f" },
    byId: true,
  },
  {
    op: "resolveExceededRunApproval",
    method: "POST",
    suffix: "/approvals/X/resolve-exceeded",
    kind: "approval-gate",
    body: { choice: "proceed" },
    byId: true,
  },
  {
    op: "incorporateBrainstorm",
    method: "POST",
    suffix: "/brainstorm/requirements/incorporate",
    kind: "brainstorm",
    body: {},
  },
  {
    op: "setBrainstormOptionStatus",
    method: "PATCH",
    suffix: "/brainstorm/requirements/options/X",
    kind: "brainstorm",
    body: { status: "dismissed" },
  },
  {
    op: "replyBrainstormOption",
    method: "POST",
    suffix: "/brainstorm/requirements/options/X/reply",
    kind: "brainstorm",
    body: { reply: "r" },
  },
  { op: "proceedBrainstorm", method: "POST", suffix: "/brainstorm/requirements/proceed", kind: "brainstorm" },
  { op: "reReviewBrainstorm", method: "POST", suffix: "/brainstorm/requirements/re-review", kind: "brainstorm" },
  {
    op: "resolveExceededBrainstorm",
    method: "POST",
    suffix: "/brainstorm/requirements/resolve-exceeded",
    kind: "brainstorm",
    body: { choice: "proceed" },
  },
  {
    op: "setClarityFindingStatus",
    method: "PATCH",
    suffix: "/clarity/findings/X",
    kind: "clarity-review",
    body: { status: "dismissed" },
  },
  {
    op: "replyClarityFinding",
    method: "POST",
    suffix: "/clarity/findings/X/reply",
    kind: "clarity-review",
    body: { reply: "r" },
  },
  { op: "incorporateClarity", method: "POST", suffix: "/clarity/incorporate", kind: "clarity-review", body: {} },
  { op: "proceedClarity", method: "POST", suffix: "/clarity/proceed", kind: "clarity-review" },
  { op: "reReviewClarity", method: "POST", suffix: "/clarity/re-review", kind: "clarity-review" },
  {
    op: "resolveExceededClarity",
    method: "POST",
    suffix: "/clarity/resolve-exceeded",
    kind: "clarity-review",
    body: { choice: "proceed" },
  },
  {
    op: "answerFollowUpItem",
    method: "POST",
    suffix: "/follow-ups/items/X/answer",
    kind: "follow-ups",
    body: { answer: "a" },
    byId: true,
  },
  { op: "dismissFollowUpItem", method: "POST", suffix: "/follow-ups/items/X/dismiss", kind: "follow-ups", byId: true },
  { op: "fileFollowUpItem", method: "POST", suffix: "/follow-ups/items/X/file", kind: "follow-ups", byId: true },
  {
    op: "sendBackFollowUpItem",
    method: "POST",
    suffix: "/follow-ups/items/X/send-back",
    kind: "follow-ups",
    byId: true,
  },
  { op: "chooseFork", method: "POST", suffix: "/fork/choose", kind: "fork", body: { custom: "c" } },
  { op: "confirmHumanTest", method: "POST", suffix: "/human-test/confirm", kind: "human-test" },
  {
    op: "requestHumanTestFix",
    method: "POST",
    suffix: "/human-test/request-fix",
    kind: "human-test",
    body: { findings: "f" },
  },
  {
    op: "resolveInputGate",
    method: "POST",
    suffix: "/input-gate/resolve",
    kind: "input-gate",
    body: { choice: "proceed" },
  },
  {
    op: "answerInterviewQuestion",
    method: "POST",
    suffix: "/interview/answer",
    kind: "interview",
    body: { questionId: "q", answer: "a" },
  },
  { op: "continueInterview", method: "POST", suffix: "/interview/continue", kind: "interview" },
  { op: "proceedInterview", method: "POST", suffix: "/interview/proceed", kind: "interview" },
  { op: "resolveJudge", method: "POST", suffix: "/judge/resolve", kind: "judge", body: { outcome: "proceed" } },
  {
    op: "challengePrReviewFinding",
    method: "POST",
    suffix: "/pr-review/findings/X/challenge",
    kind: "pr-review",
    body: {},
  },
  { op: "dismissPrReviewFinding", method: "POST", suffix: "/pr-review/findings/X/dismiss", kind: "pr-review" },
  { op: "resolvePrReview", method: "POST", suffix: "/pr-review/resolve", kind: "pr-review", body: {} },
  {
    op: "answerAgentDecision",
    method: "POST",
    suffix: "/questions/X/answer",
    kind: "agent-decision",
    body: { choice: "c" },
    byId: true,
  },
  {
    op: "setRequirementsFindingStatus",
    method: "PATCH",
    suffix: "/requirements/findings/X",
    kind: "requirements-review",
    body: { status: "dismissed" },
  },
  {
    op: "replyRequirementsFinding",
    method: "POST",
    suffix: "/requirements/findings/X/reply",
    kind: "requirements-review",
    body: { reply: "r" },
  },
  {
    op: "incorporateRequirements",
    method: "POST",
    suffix: "/requirements/incorporate",
    kind: "requirements-review",
    body: {},
  },
  { op: "proceedRequirements", method: "POST", suffix: "/requirements/proceed", kind: "requirements-review" },
  { op: "reReviewRequirements", method: "POST", suffix: "/requirements/re-review", kind: "requirements-review" },
  {
    op: "resolveExceededRequirements",
    method: "POST",
    suffix: "/requirements/resolve-exceeded",
    kind: "requirements-review",
    body: { choice: "proceed" },
  },
  {
    op: "approveVisualConfirmation",
    method: "POST",
    suffix: "/visual-confirmation/approve",
    kind: "visual-confirmation",
  },
  {
    op: "requestVisualConfirmationFix",
    method: "POST",
    suffix: "/visual-confirmation/request-fix",
    kind: "visual-confirmation",
    body: { findings: "f" },
  },
];

describe("the list", () => {
  it("covers the 40 answering routes of the contract", () => {
    expect(ROUTES.length).toBe(40);
  });

  it("a seeded finished run lists nothing and is not parked", async () => {
    const ws = t.server.state.workspaces.get("ws_a")!;
    for (const runId of [ws.ids.runDone, ws.ids.runFailed]) {
      const l = await d.list(runId);
      expect(l).toMatchObject({ decisions: [], parked: false, runId, unanswerable: [] });
      expect(["done", "failed"]).toContain(l.status);
    }
  });

  it("a running run lists nothing until it parks; `parked` is true only when `blocked`", async () => {
    const p = await d.park("judge");
    expect(p.list).toMatchObject({ parked: true, status: "blocked", taskId: p.taskId, runId: p.runId });
  });

  it("unknown run: 404 run_not_found on the list and on every answering route", async () => {
    const r = await t.call("GET", BASE("run_nope"), { key: d.key });
    expect(r.status).toBe(404);
    expectValid("listRunDecisions", 404, r.body);
    expect([r.body.error.code, r.body.error.details?.reason]).toContain("run_not_found");
    for (const route of ROUTES) {
      const a = await d.answer(route.op, route.method, `${BASE("run_nope")}${route.suffix}`, route.body);
      expect(a.status, route.op).toBe(404);
      expect(a.body.error.code).toBe("run_not_found");
    }
  });

  it("another workspace's run is a 404, never data (list and answer)", async () => {
    const p = await d.park("approval-gate");
    const l = await t.call("GET", BASE(p.runId), { key: PEER });
    expect(l.status).toBe(404);
    const a = await t.call("POST", `${BASE(p.runId)}/approvals/${p.decision.approvalId}/approve`, {
      key: PEER,
      body: {},
    });
    expect(a.status).toBe(404);
    expect((await d.list(p.runId)).parked).toBe(true);
  });

  it("scope ladder: `read` lists; answering needs `decide` (403 below it)", async () => {
    const p = await d.park("visual-confirmation");
    const read = await t.mint("read");
    const write = await t.mint("write");
    expect((await t.call("GET", BASE(p.runId), { key: read })).status).toBe(200);
    for (const key of [read, write]) {
      const r = await t.call("POST", `${BASE(p.runId)}/visual-confirmation/approve`, { key });
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe("insufficient_scope");
    }
    expect((await d.list(p.runId)).parked).toBe(true);
  });
});

describe("a route answering a decision the run does not hold is refused and changes nothing", () => {
  it.each(KINDS)("run parked on %s: every other kind's route is 404 (addressed id) or 409", async (kind) => {
    const p = await d.park(kind);
    for (const route of ROUTES.filter((r) => r.kind !== kind)) {
      const r = await d.refused(
        route.byId ? 404 : 409,
        route.op,
        route.method,
        `${BASE(p.runId)}${route.suffix.replace("X", "x_unknown")}`,
        route.body,
      );
      expect(r.body.error.code.length, route.op).toBeGreaterThan(0);
    }
    expect((await d.list(p.runId)).parked).toBe(true);
  });

  it("a run that is working (not parked) refuses every route of its kind with 409", async () => {
    const p = await d.park("approval-gate");
    const id = p.decision.approvalId;
    const r = await d.answer("requestRunDecisionChanges", "POST", `${BASE(p.runId)}/approvals/${id}/request-changes`, {
      feedback: "f",
    });
    expect(r.body.parked).toBe(false);
    for (const verb of ["approve", "reject"]) {
      expect(
        (await d.answer("approveRunDecision", "POST", `${BASE(p.runId)}/approvals/${id}/${verb}`, {})).status,
      ).toBe(409);
    }
  });

  it("a finished run refuses every route (404 for an addressed id, else 409)", async () => {
    const ws = t.server.state.workspaces.get("ws_a")!;
    for (const route of ROUTES) {
      await d.refused(
        route.byId ? 404 : 409,
        route.op,
        route.method,
        `${BASE(ws.ids.runDone)}${route.suffix.replace("X", "x_unknown")}`,
        route.body,
      );
    }
  });
});
