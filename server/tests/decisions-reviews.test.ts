/**
 * Review sessions: requirements review, clarity review, brainstorm (doc 1 States and transitions,
 * "Review session" and "Finding or option" rows), one describe per kind over the same machine.
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

interface KindPaths {
  kind: "requirements-review" | "clarity-review" | "brainstorm";
  prefix: string;
  items: string;
  itemsField: "findings" | "options";
  resultField: string;
  ops: {
    setStatus: string;
    reply: string;
    incorporate: string;
    proceed: string;
    reReview: string;
    resolveExceeded: string;
  };
}

const KINDS: KindPaths[] = [
  {
    kind: "requirements-review",
    prefix: "/requirements",
    items: "/requirements/findings",
    itemsField: "findings",
    resultField: "incorporatedRequirements",
    ops: {
      setStatus: "setRequirementsFindingStatus",
      reply: "replyRequirementsFinding",
      incorporate: "incorporateRequirements",
      proceed: "proceedRequirements",
      reReview: "reReviewRequirements",
      resolveExceeded: "resolveExceededRequirements",
    },
  },
  {
    kind: "clarity-review",
    prefix: "/clarity",
    items: "/clarity/findings",
    itemsField: "findings",
    resultField: "clarifiedReport",
    ops: {
      setStatus: "setClarityFindingStatus",
      reply: "replyClarityFinding",
      incorporate: "incorporateClarity",
      proceed: "proceedClarity",
      reReview: "reReviewClarity",
      resolveExceeded: "resolveExceededClarity",
    },
  },
  {
    kind: "brainstorm",
    prefix: "/brainstorm/requirements",
    items: "/brainstorm/requirements/options",
    itemsField: "options",
    resultField: "convergedDirection",
    ops: {
      setStatus: "setBrainstormOptionStatus",
      reply: "replyBrainstormOption",
      incorporate: "incorporateBrainstorm",
      proceed: "proceedBrainstorm",
      reReview: "reReviewBrainstorm",
      resolveExceeded: "resolveExceededBrainstorm",
    },
  },
];

const one = (list: any, kind: string) => list.decisions.find((x: any) => x.kind === kind);

describe.each(KINDS)("$kind", (k) => {
  const items = (list: any) => one(list, k.kind)[k.itemsField] as any[];

  it("parks `ready` with open items, iteration 1, and a null result", async () => {
    const p = await d.park(k.kind);
    expect(p.decision.status).toBe("ready");
    expect(p.decision.iteration).toBe(1);
    expect(p.decision.maxIterations).toBeGreaterThanOrEqual(2);
    expect(p.decision[k.resultField]).toBeNull();
    expect(p.decision.taskId).toBe(p.taskId);
    expect(p.decision[k.itemsField].length).toBeGreaterThan(0);
    for (const i of p.decision[k.itemsField]) expect(i).toMatchObject({ status: "open", reply: null });
    if (k.kind === "brainstorm") expect(p.decision.stage).toBe("requirements");
  });

  it("set status: open → dismissed → open; same status is a no-op; unknown item 404; answered → dismissed 409", async () => {
    const p = await d.park(k.kind);
    const [a, b] = p.decision[k.itemsField];
    let r = await d.answer(k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/${a.itemId}`, { status: "dismissed" });
    expect(r.status).toBe(200);
    expect(items(r.body).find((i) => i.itemId === a.itemId).status).toBe("dismissed");
    r = await d.answer(k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/${a.itemId}`, { status: "open" });
    expect(items(r.body).find((i) => i.itemId === a.itemId).status).toBe("open");
    r = await d.answer(k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/${a.itemId}`, { status: "open" });
    expect(r.status).toBe(200);
    await d.refused(404, k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/nope`, { status: "dismissed" });
    await d.answer(k.ops.reply, "POST", `${BASE(p.runId)}${k.items}/${b.itemId}/reply`, { reply: "Yes." });
    await d.refused(409, k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/${b.itemId}`, { status: "dismissed" });
  });

  it("reply records the answer (`answered`); a reply to a non-open item is 409", async () => {
    const p = await d.park(k.kind);
    const [a] = p.decision[k.itemsField];
    const r = await d.answer(k.ops.reply, "POST", `${BASE(p.runId)}${k.items}/${a.itemId}/reply`, {
      reply: "Only admins.",
    });
    expect(r.status).toBe(200);
    expect(items(r.body).find((i) => i.itemId === a.itemId)).toMatchObject({
      status: "answered",
      reply: "Only admins.",
    });
    expect(r.body.parked).toBe(true);
    await d.refused(409, k.ops.reply, "POST", `${BASE(p.runId)}${k.items}/${a.itemId}/reply`, { reply: "again" });
    await d.refused(404, k.ops.reply, "POST", `${BASE(p.runId)}${k.items}/nope/reply`, { reply: "x" });
  });

  it("incorporate: refused 409 while an item is open; then `incorporating`, and the run advances on the next observation", async () => {
    const p = await d.park(k.kind);
    await d.refused(409, k.ops.incorporate, "POST", `${BASE(p.runId)}${k.prefix}/incorporate`, {});
    const [a, ...rest] = p.decision[k.itemsField];
    await d.answer(k.ops.reply, "POST", `${BASE(p.runId)}${k.items}/${a.itemId}/reply`, { reply: "Answered." });
    for (const i of rest)
      await d.answer(k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/${i.itemId}`, { status: "dismissed" });
    const r = await d.answer(k.ops.incorporate, "POST", `${BASE(p.runId)}${k.prefix}/incorporate`, {
      feedback: "Keep it small.",
    });
    expect(r.status).toBe(200);
    expect(one(r.body, k.kind).status).toBe("incorporating");
    // While incorporating (no read in between: a read completes it), re-review is admitted but the
    // pass under way is the one more pass: nothing changes; no second incorporate; items stay put.
    const rr = await d.answer(k.ops.reReview, "POST", `${BASE(p.runId)}${k.prefix}/re-review`);
    expect(rr.status).toBe(200);
    expect(one(rr.body, k.kind).status).toBe("incorporating");
    expect((await d.answer(k.ops.incorporate, "POST", `${BASE(p.runId)}${k.prefix}/incorporate`, {})).status).toBe(409);
    const again = await d.answer(k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/${a.itemId}`, {
      status: "dismissed",
    });
    expect(again.status).toBe(409);
    const after = await d.list(p.runId);
    expect(after.parked).toBe(false);
    expect(one(after, k.kind)).toBeUndefined();
    expect((await d.untilFinished(p.runId)).status).toBe("done");
  });

  it("re-review: one more pass (iteration+1, answered → resolved); at maxIterations the session is `exceeded`", async () => {
    const p = await d.park(k.kind);
    const [a] = p.decision[k.itemsField];
    await d.answer(k.ops.reply, "POST", `${BASE(p.runId)}${k.items}/${a.itemId}/reply`, { reply: "Done." });
    let r = await d.answer(k.ops.reReview, "POST", `${BASE(p.runId)}${k.prefix}/re-review`);
    expect(r.status).toBe(200);
    expect(r.body.parked).toBe(false);
    expect(one(r.body, k.kind).status).toBe("reviewing");
    // Nothing is answerable while the pass runs.
    await expect((await d.answer(k.ops.proceed, "POST", `${BASE(p.runId)}${k.prefix}/proceed`)).status).toBe(409);
    let l = await d.untilParked(p.runId);
    let s = one(l, k.kind);
    expect(s).toMatchObject({ status: "ready", iteration: 2 });
    expect(s[k.itemsField].find((i: any) => i.itemId === a.itemId).status).toBe("resolved");
    while (s.iteration < s.maxIterations) {
      await d.answer(k.ops.reReview, "POST", `${BASE(p.runId)}${k.prefix}/re-review`);
      l = await d.untilParked(p.runId);
      s = one(l, k.kind);
    }
    await d.refused(409, k.ops.resolveExceeded, "POST", `${BASE(p.runId)}${k.prefix}/resolve-exceeded`, {
      choice: "proceed",
    });
    r = await d.answer(k.ops.reReview, "POST", `${BASE(p.runId)}${k.prefix}/re-review`);
    expect(one(r.body, k.kind).status).toBe("exceeded");
    expect(r.body.parked).toBe(true);
    // Exceeded: re-review is admitted ("any") but one more pass exceeds the cap again, so the session
    // stays exceeded and parked; no incorporate; items still change; extra-round runs one more pass.
    r = await d.answer(k.ops.reReview, "POST", `${BASE(p.runId)}${k.prefix}/re-review`);
    expect(r.status).toBe(200);
    expect(one(r.body, k.kind)).toMatchObject({ status: "exceeded", iteration: s.iteration });
    expect(r.body.parked).toBe(true);
    await d.refused(409, k.ops.incorporate, "POST", `${BASE(p.runId)}${k.prefix}/incorporate`, {});
    const open = s[k.itemsField].find((i: any) => i.status === "open");
    expect(
      (await d.answer(k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/${open.itemId}`, { status: "dismissed" }))
        .status,
    ).toBe(200);
    r = await d.answer(k.ops.resolveExceeded, "POST", `${BASE(p.runId)}${k.prefix}/resolve-exceeded`, {
      choice: "extra-round",
    });
    expect(one(r.body, k.kind).status).toBe("reviewing");
    l = await d.untilParked(p.runId);
    expect(one(l, k.kind)).toMatchObject({
      status: "ready",
      iteration: s.maxIterations + 1,
      maxIterations: s.maxIterations + 1,
    });
  });

  it("resolve-exceeded proceed advances the run; stop-reset stops it (failed, task retryable)", async () => {
    for (const choice of ["proceed", "stop-reset"] as const) {
      const p = await d.park(k.kind);
      let s = p.decision;
      while (s.status !== "exceeded") {
        const r = await d.answer(k.ops.reReview, "POST", `${BASE(p.runId)}${k.prefix}/re-review`);
        s = one(r.body, k.kind);
        if (s.status === "reviewing") s = one(await d.untilParked(p.runId), k.kind);
      }
      const r = await d.answer(k.ops.resolveExceeded, "POST", `${BASE(p.runId)}${k.prefix}/resolve-exceeded`, {
        choice,
      });
      expect(r.status).toBe(200);
      expect(r.body.decisions).toEqual([]);
      if (choice === "proceed") {
        expect(r.body.status).toBe("running");
        expect((await d.untilFinished(p.runId)).status).toBe("done");
      } else {
        expect(r.body.status).toBe("failed");
        const task = await t.call("GET", `/tasks/${p.taskId}`);
        expect(task.body.status).not.toBe("in_progress");
        expect((await t.call("POST", `/tasks/${p.taskId}/retry`, { key: d.key })).status).toBe(202);
      }
    }
  });

  it("proceed settles with open items left and the run advances; a second proceed is 409", async () => {
    const p = await d.park(k.kind);
    const r = await d.answer(k.ops.proceed, "POST", `${BASE(p.runId)}${k.prefix}/proceed`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ parked: false, status: "running", decisions: [] });
    await expect((await d.answer(k.ops.proceed, "POST", `${BASE(p.runId)}${k.prefix}/proceed`)).status).toBe(409);
    expect((await d.untilFinished(p.runId)).status).toBe("done");
  });

  it("re-review with nothing open converges and the parked run advances", async () => {
    const p = await d.park(k.kind);
    for (const i of p.decision[k.itemsField])
      await d.answer(k.ops.setStatus, "PATCH", `${BASE(p.runId)}${k.items}/${i.itemId}`, { status: "dismissed" });
    const r = await d.answer(k.ops.reReview, "POST", `${BASE(p.runId)}${k.prefix}/re-review`);
    expect(r.body).toMatchObject({ parked: false, decisions: [] });
  });
});

describe("brainstorm stages", () => {
  it("the architecture stage has no live session on a requirements brainstorm: every route is 409", async () => {
    const p = await d.park("brainstorm");
    const [o] = p.decision.options;
    const arch = `${BASE(p.runId)}/brainstorm/architecture`;
    await d.refused(409, "proceedBrainstorm", "POST", `${arch}/proceed`);
    await d.refused(409, "reReviewBrainstorm", "POST", `${arch}/re-review`);
    await d.refused(409, "incorporateBrainstorm", "POST", `${arch}/incorporate`, {});
    await d.refused(409, "resolveExceededBrainstorm", "POST", `${arch}/resolve-exceeded`, { choice: "proceed" });
    await d.refused(409, "setBrainstormOptionStatus", "PATCH", `${arch}/options/${o.itemId}`, { status: "dismissed" });
    await d.refused(409, "replyBrainstormOption", "POST", `${arch}/options/${o.itemId}/reply`, { reply: "x" });
  });

  it("an unknown stage is a 400 (the contract's set)", async () => {
    const p = await d.park("brainstorm");
    const r = await d.answer("proceedBrainstorm", "POST", `${BASE(p.runId)}/brainstorm/design/proceed`);
    expect(r.status).toBe(400);
  });
});
