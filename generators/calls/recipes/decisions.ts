/**
 * Decisions (doc 2 Endpoints "Decisions"): the list reads any run. Every answering route needs a
 * run parked on its decision kind; answering a run the suite did not start would decide for
 * someone, so under the `full` profile each answering recipe starts a task of the suite's own on
 * the pipeline configured to park on that kind (parked.ts), and answers it with the simplest
 * request the documents state for that route, built from the ids the decision carries
 * (`approvalId`, `itemId`, `decisionId`, `questionId`, `selectedFindingIds`).
 */
import { contractIndex } from "../../../lib/contract/operations.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { kindOfVerb } from "../decision-routes.ts";
import { need, runIds } from "../discover.ts";
import { exceededOn, parkedOn, type Decision, type ExceedableKind } from "../parked.ts";
import { read, refusedAny4xx, throwaway, type Attempt, type Recipe, type Recipes } from "../recipe.ts";
import { jsonText } from "../../../lib/json/safe.ts";

type Item = Record<string, unknown>;

function items(d: Decision, field: string): Item[] {
  const v = d[field];
  return Array.isArray(v) ? v.filter((x): x is Item => !!x && typeof x === "object") : [];
}

function str(v: unknown): string | null {
  return typeof v === "string" && v.length > 0 ? v : null;
}

/** How to answer one route, from the parked decision; null when the decision offers nothing to address. */
export type Build = (
  d: Decision,
  runId: string,
  c: CheckContext,
) => Promise<Omit<Attempt, "key"> | null> | Omit<Attempt, "key"> | null;

const openItem = (field: string) => (d: Decision) => items(d, field).find((i) => i.status === "open" && str(i.itemId));

/**
 * Review sessions: findings (requirements, clarity) or options (brainstorm, with its stage).
 * `setStatus`: the session's PATCH of one item, by which incorporation first dismisses the open ones.
 */
function review(
  field: "findings" | "options",
  setStatus: string,
): Record<"setStatus" | "reply" | "incorporate" | "plain", Build> {
  const stage = (d: Decision): Record<string, string> => (str(d.stage) ? { stage: d.stage as string } : {});
  return {
    setStatus: (d, runId) => {
      const it = openItem(field)(d);
      return it ? { params: { runId, ...stage(d), itemId: it.itemId as string }, body: { status: "dismissed" } } : null;
    },
    reply: (d, runId) => {
      const it = openItem(field)(d);
      return it
        ? { params: { runId, ...stage(d), itemId: it.itemId as string }, body: { reply: "conformance reply" } }
        : null;
    },
    // "only open items block incorporation" (doc 1): dismiss every open item first.
    incorporate: async (d, runId, c) => {
      const patch = contractIndex().byId(setStatus);
      for (const it of items(d, field).filter((i) => i.status === "open" && str(i.itemId))) {
        await c.callOp(patch, {
          params: { runId, ...stage(d), itemId: it.itemId as string },
          key: c.t.keys.decide,
          body: { status: "dismissed" },
        });
      }
      return { params: { runId, ...stage(d) }, body: {} };
    },
    plain: (d, runId) => ({ params: { runId, ...stage(d) } }),
  };
}

const requirements = review("findings", "setRequirementsFindingStatus");
const clarity = review("findings", "setClarityFindingStatus");
const brainstorm = review("options", "setBrainstormOptionStatus");

const followUp = (kind: "follow_up" | "question" | null) => (d: Decision) =>
  items(d, "items").find((i) => str(i.itemId) && (kind === null || i.kind === kind) && i.status === "pending");

/** How each answering route but the resolve-exceeded ones is answered from a parked decision (also VALID's boundary bodies' base). */
export const BUILD = {
  approveRunDecision: (d, runId) =>
    str(d.approvalId) ? { params: { runId, approvalId: d.approvalId as string }, body: {} } : null,
  rejectRunDecision: (d, runId) =>
    str(d.approvalId) ? { params: { runId, approvalId: d.approvalId as string }, body: {} } : null,
  requestRunDecisionChanges: (d, runId) =>
    str(d.approvalId)
      ? { params: { runId, approvalId: d.approvalId as string }, body: { feedback: "conformance feedback" } }
      : null,
  setRequirementsFindingStatus: requirements.setStatus,
  replyRequirementsFinding: requirements.reply,
  incorporateRequirements: requirements.incorporate,
  proceedRequirements: requirements.plain,
  reReviewRequirements: requirements.plain,
  setClarityFindingStatus: clarity.setStatus,
  replyClarityFinding: clarity.reply,
  incorporateClarity: clarity.incorporate,
  proceedClarity: clarity.plain,
  reReviewClarity: clarity.plain,
  setBrainstormOptionStatus: brainstorm.setStatus,
  replyBrainstormOption: brainstorm.reply,
  incorporateBrainstorm: brainstorm.incorporate,
  proceedBrainstorm: brainstorm.plain,
  reReviewBrainstorm: brainstorm.plain,
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
    return str(d.decisionId)
      ? { params: { runId, decisionId: d.decisionId as string }, body: { choice: options[0] ?? "proceed" } }
      : null;
  },
  approveVisualConfirmation: (_d, runId) => ({ params: { runId } }),
  requestVisualConfirmationFix: (_d, runId) => ({
    params: { runId },
    body: { findings: "the chart overlaps the legend" },
  }),
} satisfies Record<string, Build>;

/**
 * The state each route moves, by its row of doc 1 States and transitions: an answer to a decision in
 * another state (a human test still `provisioning`, a session not `ready`) has an outcome the
 * documents do not show, so the call is not made. Routes absent here move any state.
 */
const awaitingHuman = (d: Decision) => d.phase === "awaiting_human";
const pendingGate = (d: Decision) => d.status === "pending";
const MOVES: Partial<Record<keyof typeof BUILD, (d: Decision) => boolean>> = {
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
 * The resolve-exceeded routes and the kind each resolves: they succeed only on a gate or session
 * that is `exceeded`, reached by rounds that each re-run a step (parked.ts `exceededOn`), so they
 * are made only on a disposable target; resolved with `proceed` (PublicResolveExceeded).
 */
export const EXCEEDED = {
  resolveExceededRunApproval: "approval-gate",
  resolveExceededRequirements: "requirements-review",
  resolveExceededClarity: "clarity-review",
  resolveExceededBrainstorm: "brainstorm",
} as const satisfies Record<string, ExceedableKind>;

function answering(operationId: keyof typeof BUILD, build: Build): Recipe {
  const kind = kindOfVerb(contractIndex().byId(operationId));
  return {
    profile: "full",
    prepare: async (c) => {
      const { runId, decision } = await parkedOn(c, kind);
      const moves = MOVES[operationId];
      if (moves && !moves(decision)) {
        return c.notExercised(
          `the parked ${kind} decision of run ${runId} is not in the state this route moves (status ${jsonText(decision.status ?? null)}, phase ${jsonText(decision.phase ?? null)}; doc 1 States and transitions)`,
        );
      }
      const attempt = await build(decision, runId, c);
      if (!attempt) return c.notExercised(`the parked ${kind} decision offers nothing this route can address`);
      return [{ ...attempt, key: c.t.keys.decide, label: `${kind} decision of run ${runId}` }];
    },
    // Filing is "refused … when no tracker is connected" (doc 2 Decisions), and whether one is
    // connected is not readable through this API: a 4XX to it is that documented refusal.
    refused:
      operationId === "fileFollowUpItem"
        ? refusedAny4xx("filing is refused when no tracker is connected (doc 2 Decisions), which this API cannot read")
        : undefined,
  };
}

function resolvingExceeded(kind: ExceedableKind): Recipe {
  return throwaway(`re-runs a ${kind} step until it is exceeded, on a run of the suite's own`, async (c) => {
    const { params, label } = await exceededOn(c, kind, await parkedOn(c, kind));
    return [{ params, body: { choice: "proceed" }, key: c.t.keys.decide, label }];
  });
}

/** A recipe for each key of `table`, keeping its keys in the type (so RECIPES is checked complete). */
function recipesOf<K extends string, V>(table: Record<K, V>, make: (id: K, v: V) => Recipe): Record<K, Recipe> {
  return Object.fromEntries(Object.entries(table).map(([id, v]) => [id, make(id as K, v as V)])) as Record<K, Recipe>;
}

export const decisions = {
  listRunDecisions: read(async (c) => {
    const [runId] = need(c, await runIds(c), "the workspace holds no run to list the decisions of");
    return [{ params: { runId }, label: `run ${runId}` }];
  }),
  ...recipesOf(BUILD, answering),
  ...recipesOf(EXCEEDED, (_id, kind) => resolvingExceeded(kind)),
} satisfies Recipes;
