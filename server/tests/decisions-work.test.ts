/**
 * Interview, follow-ups, PR review, human test and visual confirmation (doc 1 States and
 * transitions rows of each; doc 2 Decisions and Errors).
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

describe("interview", () => {
  it("answer records only (run stays parked); unknown questionId 404", async () => {
    const p = await d.park("interview");
    expect(p.decision.round).toBe(1);
    const [q] = p.decision.questions;
    expect(q).toMatchObject({ status: "open", answer: "" });
    await d.refused(404, "answerInterviewQuestion", "POST", `${BASE(p.runId)}/interview/answer`, {
      questionId: "q_nope",
      answer: "x",
    });
    const r = await d.answer("answerInterviewQuestion", "POST", `${BASE(p.runId)}/interview/answer`, {
      questionId: q.questionId,
      answer: "Board admins.",
    });
    expect(r.body.parked).toBe(true);
    expect(one(r.body, "interview").questions[0]).toMatchObject({ status: "answered", answer: "Board admins." });
  });

  it("continue: the interviewer runs again and asks one more question per round; at maxRounds it converges", async () => {
    const p = await d.park("interview");
    let iv = p.decision;
    while (iv.round < iv.maxRounds) {
      const r = await d.answer("continueInterview", "POST", `${BASE(p.runId)}/interview/continue`);
      expect(r.body.parked).toBe(false);
      // While the interviewer runs, nothing is answerable.
      expect((await d.answer("proceedInterview", "POST", `${BASE(p.runId)}/interview/proceed`)).status).toBe(409);
      const next = one(await d.untilParked(p.runId), "interview");
      expect(next.round).toBe(iv.round + 1);
      expect(next.questions.length).toBe(iv.questions.length + 1);
      iv = next;
    }
    const r = await d.answer("continueInterview", "POST", `${BASE(p.runId)}/interview/continue`);
    expect(r.body).toMatchObject({ parked: false, decisions: [] });
  });

  it("proceed converges and the run advances", async () => {
    const p = await d.park("interview");
    const r = await d.answer("proceedInterview", "POST", `${BASE(p.runId)}/interview/proceed`);
    expect(r.body).toMatchObject({ parked: false, status: "running", decisions: [] });
    expect((await d.untilFinished(p.runId)).status).toBe("done");
  });
});

describe("follow-ups", () => {
  const item = (runId: string, id: string, verb: string) => `${BASE(runId)}/follow-ups/items/${id}/${verb}`;
  const byKind = (dec: any, kind: string) => dec.items.filter((i: any) => i.kind === kind);

  it("kind rules: answer a follow_up 422; file or send back a question 422; unknown item 404", async () => {
    const p = await d.park("follow-ups");
    const [fu] = byKind(p.decision, "follow_up");
    const [q] = byKind(p.decision, "question");
    expect(fu.status).toBe("pending");
    await d.refused(422, "answerFollowUpItem", "POST", item(p.runId, fu.itemId, "answer"), { answer: "x" });
    await d.refused(422, "fileFollowUpItem", "POST", item(p.runId, q.itemId, "file"));
    await d.refused(422, "sendBackFollowUpItem", "POST", item(p.runId, q.itemId, "send-back"));
    for (const [op, verb] of [
      ["dismissFollowUpItem", "dismiss"],
      ["fileFollowUpItem", "file"],
      ["sendBackFollowUpItem", "send-back"],
    ] as const) {
      await d.refused(404, op, "POST", item(p.runId, "fu_nope", verb));
    }
    await d.refused(404, "answerFollowUpItem", "POST", item(p.runId, "fu_nope", "answer"), { answer: "x" });
  });

  it("file is not idempotent: a second file files a second issue", async () => {
    const p = await d.park("follow-ups");
    const [fu] = byKind(p.decision, "follow_up");
    const a = one(
      (await d.answer("fileFollowUpItem", "POST", item(p.runId, fu.itemId, "file"))).body,
      "follow-ups",
    ).items.find((i: any) => i.itemId === fu.itemId);
    expect(a.status).toBe("filed");
    expect(a.ticketExternalId).toBeTruthy();
    expect(a.ticketUrl).toContain(a.ticketExternalId);
    const b = one(
      (await d.answer("fileFollowUpItem", "POST", item(p.runId, fu.itemId, "file"))).body,
      "follow-ups",
    ).items.find((i: any) => i.itemId === fu.itemId);
    expect(b.ticketExternalId).not.toBe(a.ticketExternalId);
  });

  it("filing without a connected tracker is refused (409)", async () => {
    const p = await d.park("follow-ups");
    const ws = t.server.state.workspaces.get("ws_a")!;
    ws.decisions.trackerConnected = false;
    try {
      await d.refused(
        409,
        "fileFollowUpItem",
        "POST",
        item(p.runId, byKind(p.decision, "follow_up")[0].itemId, "file"),
      );
    } finally {
      ws.decisions.trackerConnected = true;
    }
  });

  it("answer a question with resolution; dismissing the last undecided item releases the park", async () => {
    const p = await d.park("follow-ups");
    const [q] = byKind(p.decision, "question");
    let r = await d.answer("answerFollowUpItem", "POST", item(p.runId, q.itemId, "answer"), {
      answer: "No.",
      resolution: "closed",
    });
    expect(one(r.body, "follow-ups").items.find((i: any) => i.itemId === q.itemId)).toMatchObject({
      status: "closed",
      answer: "No.",
    });
    const fus = byKind(p.decision, "follow_up");
    for (const [i, fu] of fus.entries()) {
      r = await d.answer("dismissFollowUpItem", "POST", item(p.runId, fu.itemId, "dismiss"));
      expect(r.body.parked).toBe(i < fus.length - 1);
    }
    expect(one(r.body, "follow-ups").loops).toBe(0);
    // Still answerable while the run works (not parked): the list keeps it.
    const again = await d.answer("answerFollowUpItem", "POST", item(p.runId, q.itemId, "answer"), {
      answer: "Actually yes.",
    });
    expect(again.status).toBe(200);
    expect(one(again.body, "follow-ups").items.find((i: any) => i.itemId === q.itemId).status).toBe("answered");
    const done = await d.untilFinished(p.runId);
    expect(done.decisions).toEqual([]);
    await d.refused(409, "dismissFollowUpItem", "POST", item(p.runId, q.itemId, "dismiss"));
  });

  it("sent-back items make the coder loop within maxLoops; beyond it the send-back is dropped and the run advances", async () => {
    const p = await d.park("follow-ups");
    let dec = p.decision;
    for (let loop = 1; ; loop++) {
      let r: any;
      for (const i of dec.items.filter((x: any) => x.status === "pending")) {
        r = await d.answer(
          i.kind === "question" ? "answerFollowUpItem" : "sendBackFollowUpItem",
          "POST",
          item(p.runId, i.itemId, i.kind === "question" ? "answer" : "send-back"),
          i.kind === "question" ? { answer: "ok" } : undefined,
        );
      }
      const after = one(r.body, "follow-ups");
      if (loop > dec.maxLoops) {
        expect(after.loops).toBe(dec.maxLoops);
        expect(after.items.filter((i: any) => i.sendBackDropped).length).toBeGreaterThan(0);
        expect(r.body.status).toBe("running");
        break;
      }
      expect(after.loops).toBe(loop);
      expect(after.items.every((i: any) => i.status === "queued" || i.status === "answered")).toBe(true);
      expect(r.body.parked).toBe(false);
      dec = one(await d.untilParked(p.runId), "follow-ups");
      expect(dec.items.filter((i: any) => i.status === "pending").length).toBe(1);
    }
  });
});

describe("pr review", () => {
  const path = (runId: string, suffix: string) => `${BASE(runId)}/pr-review${suffix}`;

  it("parks `awaiting_selection` with every open finding selected; dismiss drops one and stays parked", async () => {
    const p = await d.park("pr-review");
    const ids = p.decision.findings.map((f: any) => f.findingId);
    expect(p.decision.status).toBe("awaiting_selection");
    expect(p.decision.selectedFindingIds).toEqual(ids);
    await d.refused(404, "dismissPrReviewFinding", "POST", path(p.runId, "/findings/prf_nope/dismiss"));
    const r = await d.answer("dismissPrReviewFinding", "POST", path(p.runId, `/findings/${ids[0]}/dismiss`));
    expect(r.body.parked).toBe(true);
    const pr = one(r.body, "pr-review");
    expect(pr.selectedFindingIds).toEqual(ids.slice(1));
    expect(pr.findings[0].status).toBe("dismissed");
    await d.refused(409, "challengePrReviewFinding", "POST", path(p.runId, `/findings/${ids[0]}/challenge`), {});
  });

  it("challenge: the investigator answers and the review re-parks (a retracted finding leaves the selection)", async () => {
    const p = await d.park("pr-review");
    const low = p.decision.findings.find((f: any) => f.severity === "low");
    await d.refused(404, "challengePrReviewFinding", "POST", path(p.runId, "/findings/prf_nope/challenge"), {});
    const r = await d.answer(
      "challengePrReviewFinding",
      "POST",
      path(p.runId, `/findings/${low.findingId}/challenge`),
      { question: "Is this real?" },
    );
    expect(r.body.parked).toBe(false);
    expect(one(r.body, "pr-review").status).toBe("challenging");
    const pr = one(await d.untilParked(p.runId), "pr-review");
    expect(pr.status).toBe("awaiting_selection");
    const f = pr.findings.find((x: any) => x.findingId === low.findingId);
    expect(f.challenge).toMatchObject({ question: "Is this real?", outcome: "retracted" });
    expect(pr.selectedFindingIds).not.toContain(low.findingId);
  });

  it("resolve: fix/post need a selected finding (422); unknown finding ids 422; fix advances", async () => {
    const p = await d.park("pr-review");
    const ids = p.decision.findings.map((f: any) => f.findingId);
    await d.refused(422, "resolvePrReview", "POST", path(p.runId, "/resolve"), { action: "fix", findingIds: [] });
    await d.refused(422, "resolvePrReview", "POST", path(p.runId, "/resolve"), {
      action: "post",
      findingIds: ["prf_nope"],
    });
    for (const id of ids) await d.answer("dismissPrReviewFinding", "POST", path(p.runId, `/findings/${id}/dismiss`));
    await d.refused(422, "resolvePrReview", "POST", path(p.runId, "/resolve"), { action: "post" });
    await d.refused(422, "resolvePrReview", "POST", path(p.runId, "/resolve"), { action: "fix", findingIds: [ids[0]] });
    const r = await d.answer("resolvePrReview", "POST", path(p.runId, "/resolve"), { action: "finish" });
    expect(r.body).toMatchObject({ parked: false, decisions: [] });
  });

  it("resolve post with the selection, and resolve with no action (finish), advance the run", async () => {
    const p = await d.park("pr-review");
    const r = await d.answer("resolvePrReview", "POST", path(p.runId, "/resolve"), {
      action: "post",
      findingIds: [p.decision.findings[1].findingId],
    });
    expect(r.body).toMatchObject({ parked: false, status: "running" });
    const q = await d.park("pr-review");
    expect((await d.answer("resolvePrReview", "POST", path(q.runId, "/resolve"), {})).body.parked).toBe(false);
    await d.refused(409, "resolvePrReview", "POST", path(q.runId, "/resolve"), {});
  });
});

describe("human test", () => {
  it("parks awaiting_human with a ready environment; confirm tears it down and the run advances", async () => {
    const p = await d.park("human-test");
    expect(p.decision).toMatchObject({ phase: "awaiting_human", attempts: 0 });
    expect(p.decision.environment.status).toBe("ready");
    expect(p.decision.environment.url).toMatch(/^https:\/\//);
    const r = await d.answer("confirmHumanTest", "POST", `${BASE(p.runId)}/human-test/confirm`);
    expect(r.body).toMatchObject({ parked: false, decisions: [] });
    expect((await d.answer("confirmHumanTest", "POST", `${BASE(p.runId)}/human-test/confirm`)).status).toBe(409);
  });

  it("request-fix rebuilds the environment (attempts+1) up to maxAttempts; blank findings 400", async () => {
    const p = await d.park("human-test");
    await d.refused(400, "requestHumanTestFix", "POST", `${BASE(p.runId)}/human-test/request-fix`, { findings: "   " });
    let ht = p.decision;
    while (ht.attempts < ht.maxAttempts) {
      const r = await d.answer("requestHumanTestFix", "POST", `${BASE(p.runId)}/human-test/request-fix`, {
        findings: "The button is grey.",
      });
      expect(one(r.body, "human-test")).toMatchObject({ phase: "fixing", attempts: ht.attempts + 1 });
      const next = one(await d.untilParked(p.runId), "human-test");
      expect(next.phase).toBe("awaiting_human");
      expect(next.environment.status).toBe("ready");
      expect(next.environment.url).not.toBe(ht.environment.url);
      ht = next;
    }
    await d.refused(409, "requestHumanTestFix", "POST", `${BASE(p.runId)}/human-test/request-fix`, {
      findings: "again",
    });
  });
});

describe("visual confirmation", () => {
  it("approve advances the run", async () => {
    const p = await d.park("visual-confirmation");
    expect(p.decision.phase).toBe("awaiting_human");
    expect(p.decision.pairs.length).toBeGreaterThan(0);
    const r = await d.answer("approveVisualConfirmation", "POST", `${BASE(p.runId)}/visual-confirmation/approve`);
    expect(r.body).toMatchObject({ parked: false, decisions: [] });
  });

  it("request-fix dispatches the fixer (fixing, attempts+1) up to maxAttempts; blank findings 400", async () => {
    const p = await d.park("visual-confirmation");
    await d.refused(400, "requestVisualConfirmationFix", "POST", `${BASE(p.runId)}/visual-confirmation/request-fix`, {
      findings: "\n",
    });
    let vc = p.decision;
    while (vc.attempts < vc.maxAttempts) {
      const r = await d.answer(
        "requestVisualConfirmationFix",
        "POST",
        `${BASE(p.runId)}/visual-confirmation/request-fix`,
        { findings: "Logo is cut off." },
      );
      expect(one(r.body, "visual-confirmation")).toMatchObject({ phase: "fixing", attempts: vc.attempts + 1 });
      expect(
        (await d.answer("approveVisualConfirmation", "POST", `${BASE(p.runId)}/visual-confirmation/approve`)).status,
      ).toBe(409);
      vc = one(await d.untilParked(p.runId), "visual-confirmation");
      expect(vc.phase).toBe("awaiting_human");
    }
    await d.refused(409, "requestVisualConfirmationFix", "POST", `${BASE(p.runId)}/visual-confirmation/request-fix`, {
      findings: "again",
    });
  });
});
