/**
 * Decisions (doc 2 Endpoints "Decisions"): the list reads any run. Every answering route needs a
 * run parked on its decision kind; answering a run the suite did not start would decide for
 * someone, so under the `full` profile each answering recipe starts a task of the suite's own on
 * the pipeline configured to park on that kind, waits (bounded) until the decision is listed, and
 * answers it with the simplest request the documents state for that route, built from the ids the
 * decision carries (`approvalId`, `itemId`, `decisionId`, `questionId`, `selectedFindingIds`).
 */
import type { Operation } from "../../../lib/contract/operations.ts";
import { answeringVerbs, kindOfVerb, type DecisionKind } from "../../../generators/calls/decision-routes.ts";
import { DecisionRun } from "../../state/decisions/kit/run.ts";
import { RequestChangesUntilExceeded } from "../../state/decisions/approval/commands/request-changes.ts";
import { initApproval } from "../../state/decisions/approval/model.ts";
import { ReReviewUntilExceeded } from "../../state/decisions/review/commands/re-review-until-exceeded.ts";
import { initReview, params as reviewParams, type ReviewKind } from "../../state/decisions/review/model.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { startableService } from "../../../generators/calls/resources.ts";
import { need, runIds } from "./discover.ts";
import { never, read, refusedAny4xx, throwaway, type Attempt, type Recipe, type Recipes } from "./types.ts";

type Decision = Record<string, unknown> & { kind: string };
type Item = Record<string, unknown>;

const EMBEDDED_POLLS = 200;
const WAIT_MS = 20_000;

function items(d: Decision, field: string): Item[] {
  const v = d[field];
  return Array.isArray(v) ? v.filter((x): x is Item => !!x && typeof x === "object") : [];
}

function str(v: unknown): string | null {
  return typeof v === "string" && v.length > 0 ? v : null;
}

/** Starts a task of the suite's own on the kind's pipeline and waits until the run lists that decision. */
async function parkedOn(c: CheckContext, kind: string): Promise<{ runId: string; decision: Decision }> {
  const pipelineId = c.t.info.pipelines.park[kind];
  if (!pipelineId) c.notExercised(`no pipeline is configured to park on ${kind} (pipelines.park)`);
  const decide = c.t.keys.decide;
  if (!decide) c.notExercised("no decide key could be minted: starting a pipeline that parks needs one (doc 2 Authentication 7)");
  const serviceId = await startableService(c);
  const created = await c.call<{ taskId?: string }>("POST", `/services/${encodeURIComponent(serviceId)}/tasks`, {
    key: decide,
    body: { title: `conformance OP ${kind}` },
  });
  const taskId = created.json?.taskId;
  if (created.status !== 201 || !taskId) c.notExercised(`could not create a task to park (POST … /tasks answered ${created.status})`);
  c.t.fixtures.track("task", taskId!, async () => {
    const d = await c.t.client.call("DELETE", `/tasks/${encodeURIComponent(taskId!)}`, { key: c.t.keys.admin });
    if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /tasks/${taskId} answered ${d.status}`);
  });
  const started = await c.call("POST", `/tasks/${encodeURIComponent(taskId!)}/start`, { key: decide, body: { pipelineId } });
  if (started.status !== 202) c.notExercised(`the pipeline configured to park on ${kind} did not start (POST /start answered ${started.status})`);
  const deadline = Date.now() + WAIT_MS;
  for (let i = 0; i < EMBEDDED_POLLS || !c.t.info.embedded; i++) {
    const task = await c.call<{ runId?: string | null }>("GET", `/tasks/${encodeURIComponent(taskId!)}`, { key: decide });
    const runId = str(task.json?.runId);
    if (runId) {
      const list = await c.call<{ parked?: boolean; decisions?: Decision[] }>("GET", `/runs/${encodeURIComponent(runId)}/decisions`, { key: decide });
      const decision = list.json?.decisions?.find((d) => d?.kind === kind);
      if (list.json?.parked && decision) return { runId, decision };
    }
    if (!c.t.info.embedded) {
      if (Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250)); // a real run advances in real time: back off between polls
    }
  }
  return c.notExercised(`the run on ${pipelineId} did not park on ${kind} within the wait`);
}

/** How to answer one route, from the parked decision; null when the decision offers nothing to address. */
export type Build = (d: Decision, runId: string, c: CheckContext) => Promise<Omit<Attempt, "key"> | null> | Omit<Attempt, "key"> | null;

const openItem = (field: string) => (d: Decision) => items(d, field).find((i) => i.status === "open" && str(i.itemId));

/** Review sessions: findings (requirements, clarity) or options (brainstorm, with its stage). */
function review(field: string): Record<string, Build> {
  const stage = (d: Decision): Record<string, string> => (str(d.stage) ? { stage: d.stage as string } : {});
  return {
    setStatus: (d, runId) => {
      const it = openItem(field)(d);
      return it ? { params: { runId, ...stage(d), itemId: it.itemId as string }, body: { status: "dismissed" } } : null;
    },
    reply: (d, runId) => {
      const it = openItem(field)(d);
      return it ? { params: { runId, ...stage(d), itemId: it.itemId as string }, body: { reply: "conformance reply" } } : null;
    },
    // "only open items block incorporation" (doc 1): dismiss every open item first.
    incorporate: async (d, runId, c) => {
      const base = field === "options" ? `/runs/${runId}/decisions/brainstorm/${d.stage}/options` : `/runs/${runId}/decisions/${field === "findings" && d.kind === "clarity-review" ? "clarity" : "requirements"}/findings`;
      for (const it of items(d, field).filter((i) => i.status === "open" && str(i.itemId))) {
        await c.call("PATCH", `${base}/${encodeURIComponent(it.itemId as string)}`, { key: c.t.keys.decide, body: { status: "dismissed" } });
      }
      return { params: { runId, ...stage(d) }, body: {} };
    },
    plain: (d, runId) => ({ params: { runId, ...stage(d) } }),
  };
}

const followUp = (kind: "follow_up" | "question" | null) => (d: Decision) =>
  items(d, "items").find((i) => str(i.itemId) && (kind === null || i.kind === kind) && i.status === "pending");

/** How each answering route is answered from a parked decision (exported for VALID's boundary values). */
export const BUILD: Record<string, Build | null> = {
  approveRunDecision: (d, runId) => (str(d.approvalId) ? { params: { runId, approvalId: d.approvalId as string }, body: {} } : null),
  rejectRunDecision: (d, runId) => (str(d.approvalId) ? { params: { runId, approvalId: d.approvalId as string }, body: {} } : null),
  requestRunDecisionChanges: (d, runId) => (str(d.approvalId) ? { params: { runId, approvalId: d.approvalId as string }, body: { feedback: "conformance feedback" } } : null),
  // resolve-exceeded needs a gate or session already `exceeded`: see EXCEEDED below.
  setRequirementsFindingStatus: review("findings").setStatus,
  replyRequirementsFinding: review("findings").reply,
  incorporateRequirements: review("findings").incorporate,
  proceedRequirements: review("findings").plain,
  reReviewRequirements: review("findings").plain,
  setClarityFindingStatus: review("findings").setStatus,
  replyClarityFinding: review("findings").reply,
  incorporateClarity: review("findings").incorporate,
  proceedClarity: review("findings").plain,
  reReviewClarity: review("findings").plain,
  setBrainstormOptionStatus: review("options").setStatus,
  replyBrainstormOption: review("options").reply,
  incorporateBrainstorm: review("options").incorporate,
  proceedBrainstorm: review("options").plain,
  reReviewBrainstorm: review("options").plain,
  answerFollowUpItem: (d, runId) => {
    const it = followUp("question")(d);
    return it ? { params: { runId, itemId: it.itemId as string }, body: { answer: "conformance answer" } } : null;
  },
  dismissFollowUpItem: (d, runId) => {
    const it = followUp(null)(d);
    return it ? { params: { runId, itemId: it.itemId as string } } : null;
  },
  fileFollowUpItem: (d, runId) => {
    const it = followUp("follow_up")(d);
    return it ? { params: { runId, itemId: it.itemId as string } } : null;
  },
  sendBackFollowUpItem: (d, runId) => {
    const it = followUp("follow_up")(d);
    return it ? { params: { runId, itemId: it.itemId as string } } : null;
  },
  chooseFork: (_d, runId) => ({ params: { runId }, body: { custom: "conformance approach" } }),
  confirmHumanTest: (_d, runId) => ({ params: { runId } }),
  requestHumanTestFix: (_d, runId) => ({ params: { runId }, body: { findings: "the save button does nothing" } }),
  resolveInputGate: (_d, runId) => ({ params: { runId }, body: { choice: "proceed" } }),
  answerInterviewQuestion: (d, runId) => {
    const q = items(d, "questions").find((x) => x.status === "open" && str(x.questionId));
    return q ? { params: { runId }, body: { questionId: q.questionId as string, answer: "conformance answer" } } : null;
  },
  continueInterview: (_d, runId) => ({ params: { runId } }),
  proceedInterview: (_d, runId) => ({ params: { runId } }),
  resolveJudge: (_d, runId, c) => {
    const field = c.t.info.decisionFields.judgeOutcome;
    return field ? { params: { runId }, body: { [field]: "proceed" } } : null;
  },
  // Finding ids are stated through `selectedFindingIds` (the findings' own id field is not shown).
  challengePrReviewFinding: (d, runId) => {
    const id = Array.isArray(d.selectedFindingIds) ? str(d.selectedFindingIds[0]) : null;
    return id ? { params: { runId, findingId: id }, body: {} } : null;
  },
  dismissPrReviewFinding: (d, runId) => {
    const id = Array.isArray(d.selectedFindingIds) ? str(d.selectedFindingIds[0]) : null;
    return id ? { params: { runId, findingId: id } } : null;
  },
  resolvePrReview: (_d, runId) => ({ params: { runId }, body: { action: "finish" } }),
  answerAgentDecision: (d, runId) => {
    const options = Array.isArray(d.options) ? d.options.filter((o): o is string => typeof o === "string") : [];
    return str(d.decisionId) ? { params: { runId, decisionId: d.decisionId as string }, body: { choice: options[0] ?? "proceed" } } : null;
  },
  approveVisualConfirmation: (_d, runId) => ({ params: { runId } }),
  requestVisualConfirmationFix: (_d, runId) => ({ params: { runId }, body: { findings: "the chart overlaps the legend" } }),
};

/**
 * The state each route moves, by its row of doc 1 States and transitions: an answer to a decision in
 * another state (a human test still `provisioning`, a session not `ready`) has an outcome the
 * documents do not show, so OP-SUCCESS does not ask it to succeed. Routes absent here move any state.
 */
const awaitingHuman = (d: Decision) => d.phase === "awaiting_human";
const pendingGate = (d: Decision) => d.status === "pending";
const MOVES: Record<string, (d: Decision) => boolean> = {
  approveRunDecision: (d) => pendingGate(d) && d.exceeded !== true,
  rejectRunDecision: pendingGate,
  requestRunDecisionChanges: pendingGate,
  incorporateRequirements: (d) => d.status === "ready",
  incorporateClarity: (d) => d.status === "ready",
  incorporateBrainstorm: (d) => d.status === "ready",
  chooseFork: (d) => d.status === "awaiting_choice",
  confirmHumanTest: awaitingHuman,
  requestHumanTestFix: awaitingHuman,
  approveVisualConfirmation: awaitingHuman,
  requestVisualConfirmationFix: awaitingHuman,
  resolveInputGate: (d) => d.status === "blocked",
};

/**
 * The resolve-exceeded routes succeed only on a gate or session that is `exceeded` (doc 1 Approval
 * gate, Review session; doc 2 Limits "Iteration caps"). Reaching it takes rounds of request-changes
 * or re-review on a run of the suite's own, which the STATE family's decision machines already
 * drive: the recipe runs their commands (RequestChangesUntilExceeded, ReReviewUntilExceeded) on a
 * freshly parked run, then resolves with `proceed` (PublicResolveExceeded). Each round re-runs a
 * step, so it is made only on a disposable target.
 */
export const EXCEEDED: Record<string, true> = {
  resolveExceededRunApproval: true,
  resolveExceededRequirements: true,
  resolveExceededClarity: true,
  resolveExceededBrainstorm: true,
};

/** A run of the suite's own whose gate or session of `kind` is `exceeded`, and the path ids that address it. */
export async function exceededPark(c: CheckContext, kind: DecisionKind): Promise<{ run: DecisionRun; params: Record<string, string>; label: string }> {
  const pipelineId = c.t.info.pipelines.park[kind];
  if (!pipelineId) c.notExercised(`no pipeline is configured to park on ${kind} (pipelines.park)`);
  if (!c.t.keys.decide) c.notExercised(`no decide key: ${c.t.info.keyProblems.decide ?? "the key ladder could not mint one"}`);
  const run = await DecisionRun.start(c, kind, pipelineId!, { judgeField: c.t.info.decisionFields.judgeOutcome, notes: new Set() });
  if (kind === "approval-gate") {
    const m = initApproval(run);
    const rounds = new RequestChangesUntilExceeded();
    if (rounds.check(m)) await rounds.run(m, run);
    if (m.settled || !m.exceeded) c.notExercised(`the approval gate of run ${run.runId} did not become exceeded (${rounds}; status ${m.status || "?"})`);
    return { run, params: { runId: run.runId, approvalId: m.approvalId }, label: `the exceeded approval gate ${m.approvalId} of run ${run.runId} (${rounds})` };
  }
  const m = initReview(kind as ReviewKind)(run);
  const passes = new ReReviewUntilExceeded();
  if (passes.check(m)) await passes.run(m, run);
  if (m.settled || m.status !== "exceeded") c.notExercised(`the ${kind} session of run ${run.runId} did not become exceeded (${passes}; status ${m.status || "?"})`);
  return { run, params: { runId: run.runId, ...reviewParams(m) }, label: `the exceeded ${kind} session of run ${run.runId} (${passes})` };
}

async function exceededOn(c: CheckContext, kind: DecisionKind): Promise<Attempt> {
  const { params, label } = await exceededPark(c, kind);
  return { params, body: { choice: "proceed" }, key: c.t.keys.decide, label };
}

function answering(op: Operation): Recipe {
  const kind = kindOfVerb(op);
  if (EXCEEDED[op.operationId]) {
    return throwaway(`re-runs a ${kind} step until it is exceeded, on a run of the suite's own`, async (c) => [await exceededOn(c, kind)]);
  }
  const build = BUILD[op.operationId];
  if (build === undefined) return never(`the suite has no way to answer ${op.operationId} yet`);
  if (build === null) return never(`the suite has no way to answer ${op.operationId} yet`);
  return {
    profile: "full",
    prepare: async (c) => {
      const { runId, decision } = await parkedOn(c, kind);
      const moves = MOVES[op.operationId];
      if (moves && !moves(decision)) {
        return c.notExercised(`the parked ${kind} decision of run ${runId} is not in the state this route moves (status ${JSON.stringify(decision.status ?? null)}, phase ${JSON.stringify(decision.phase ?? null)}; doc 1 States and transitions)`);
      }
      const attempt = await build(decision, runId, c);
      if (!attempt) return c.notExercised(`the parked ${kind} decision offers nothing this route can address`);
      return [{ ...attempt, key: c.t.keys.decide, label: `${kind} decision of run ${runId}` }];
    },
    // Filing is "refused … when no tracker is connected" (doc 2 Decisions), and whether one is
    // connected is not readable through this API: a 4XX to it is that documented refusal.
    refused: op.operationId === "fileFollowUpItem" ? refusedAny4xx("filing is refused when no tracker is connected (doc 2 Decisions), which this API cannot read") : undefined,
  };
}

export const decisions: Recipes = {
  listRunDecisions: read(async (c) => {
    const [runId] = need(c, await runIds(c), "the workspace holds no run to list the decisions of");
    return [{ params: { runId }, label: `run ${runId}` }];
  }),
  ...Object.fromEntries(
    answeringVerbs().map((op) => [op.operationId, answering(op)]),
  ),
};
